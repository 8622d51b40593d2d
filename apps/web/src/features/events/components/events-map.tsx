import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { formatEventDateTime } from '@volunteering/shared/event-time-format';
import { pagePath } from '@volunteering/shared/pages';
import { mapTexts } from '@volunteering/shared/texts/maps';
import { useMemo } from 'react';
import { MapFrame, type MapMarker } from '../../../components/map/map-frame.tsx';
import { useLanguage, useTexts } from '../../../lib/i18n.tsx';
import { Link } from '../../../lib/router.tsx';
import { roundDistance, type Near } from '../near-params.ts';

/** An event of a list, with its pin and, in a near-me list, how far it is. */
type MappedEvent = VolunteerEvent;

/** The distance line of a near-me card, or nothing. */
export function DistanceAway({ event }: { event: MappedEvent }) {
  const t = useTexts(mapTexts);
  if (event.distanceKm === undefined) return null;
  return <p className="text-sm font-semibold text-base-content">{t.away(roundDistance(event.distanceKm))}</p>;
}

/**
 * The map view of a page of Upcoming events (issue 42): its pinned events as markers, grouped where
 * dense, each opening a card with the way to the event. The page's list stays under it (the caller's),
 * for keyboard and screen-reader users and for the events without a pin, which are counted here.
 */
export function EventsMap({ events, near }: { events: readonly MappedEvent[]; near: Near | null }) {
  const t = useTexts(mapTexts);
  const { locale } = useLanguage();
  const markers = useMemo<MapMarker[]>(
    () => events.flatMap((event) => (event.lat !== null && event.lng !== null ? [{ id: event._id, lat: event.lat, lng: event.lng, title: event.title }] : [])),
    [events],
  );
  const unpinned = events.length - markers.length;
  const byId = new Map(events.map((event) => [event._id, event]));

  return (
    <div className="mb-6 space-y-2">
      <MapFrame
        heightClass="h-[26rem] max-h-[70vh]"
        label={t.map}
        center={near ? { lat: near.lat, lng: near.lng } : undefined}
        here={near ? { lat: near.lat, lng: near.lng, radiusKm: near.radiusKm, label: near.place ? t.placeChosen(near.place) : t.youAreHere } : undefined}
        markers={markers}
        renderPopup={(id) => {
          const event = byId.get(id);
          if (!event) return null;
          return (
            <div className="space-y-1">
              <p className="font-semibold">{event.title}</p>
              <p>{formatEventDateTime(event.date, event.timeZone, locale)}</p>
              <DistanceAway event={event} />
              <Link to={pagePath('eventDetails', { id })} className="btn btn-primary btn-sm mt-2">
                {t.openEvent}
              </Link>
            </div>
          );
        }}
      />
      {unpinned > 0 && <p className="text-sm text-base-content/80">{t.notOnMap(unpinned)}</p>}
    </div>
  );
}
