/** Google's event template takes times as 20261122T093000Z. */
function googleTime(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Long descriptions would make a URL some servers refuse; the event page has the rest. */
const DETAILS_MAX = 600;

type CalendarEvent = { title: string; description: string; location: string; date: string; endDate: string; timeZone: string };

/** A link that opens Google Calendar with the event filled in, ready to save. */
export function googleCalendarUrl(event: CalendarEvent, pageUrl: string): string {
  const description = event.description.length > DETAILS_MAX ? `${event.description.slice(0, DETAILS_MAX - 1).trimEnd()}…` : event.description;
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${googleTime(event.date)}/${googleTime(event.endDate)}`,
    details: `${description}\n\n${pageUrl}`,
    location: event.location,
    // Shown in the event's zone, as everywhere else.
    ctz: event.timeZone,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
