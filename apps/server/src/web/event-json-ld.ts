// An event page's schema.org `Event` (issue 42), so a search engine reads its time, place and
// places left from the page: https://schema.org/Event, as Google's event results read it.
import { isoInZone } from '@volunteering/shared/event-time';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { pagePath } from '@volunteering/shared/pages';

export function eventJsonLd(event: VolunteerEvent, pageUrl: string): Record<string, unknown> {
  const origin = new URL(pageUrl).origin;
  const organizer = event.organization
    ? { '@type': 'Organization', name: event.organization.name, url: `${origin}${pagePath('organization', { slug: event.organization.slug })}` }
    : { '@type': 'Person', name: event.organizer };
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description,
    url: pageUrl,
    // On the event's own clock, with its offset: the time people come, wherever the reader is.
    startDate: isoInZone(new Date(event.date), event.timeZone),
    endDate: isoInZone(new Date(event.endDate), event.timeZone),
    eventStatus: event.status === 'cancelled' ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    // Its pin, when it has one (issue 42): where a map puts it.
    location: {
      '@type': 'Place',
      name: event.location,
      address: event.location,
      ...(event.lat !== null && event.lng !== null && { geo: { '@type': 'GeoCoordinates', latitude: event.lat, longitude: event.lng } }),
    },
    organizer,
    image: [new URL(event.imageUrl, pageUrl).href],
    maximumAttendeeCapacity: event.volunteersNeeded,
    remainingAttendeeCapacity: Math.max(0, event.volunteersNeeded - event.volunteersJoined),
    isAccessibleForFree: true,
  };
}

/** The JSON-LD as a `<script>` data block: `<` written as `\u003c`, so no text in it can close the element. */
export const jsonLdScript = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
