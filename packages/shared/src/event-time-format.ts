// How an event's time reads: in the event's own zone, with the zone's short label, whatever the
// viewer's zone (decision 023). Kept apart from the zone arithmetic (event-time.ts) so that pages
// which only show times load only this.
import { EVENT_DATE_TIME_FORMAT } from './constants.ts';

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per form and zone (undefined: the viewer's own), built once. */
export function formatter(options: Intl.DateTimeFormatOptions, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${JSON.stringify(options)}|${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}

const ZONE_LABEL: Intl.DateTimeFormatOptions = { timeZoneName: 'short' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', ...ZONE_LABEL };
const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'numeric', day: 'numeric' };

/** The spec's date and time in the event's zone, with its label: "Saturday, March 14, 2026 at 9:30 AM GMT+6". */
export function formatEventDateTime(iso: string, timeZone: string): string {
  return formatter({ ...EVENT_DATE_TIME_FORMAT, ...ZONE_LABEL }, timeZone).format(new Date(iso));
}

/** The end after the start: "11:30 AM GMT+6" on the same day, else the whole date and time. */
export function formatEventEnd(startIso: string, endIso: string, timeZone: string): string {
  const day = formatter(DAY, timeZone);
  const sameDay = day.format(new Date(startIso)) === day.format(new Date(endIso));
  return sameDay ? formatter(TIME, timeZone).format(new Date(endIso)) : formatEventDateTime(endIso, timeZone);
}

/**
 * A moment that is the viewer's own, not an event's (when a calendar feed was made), in the spec's
 * form without a zone label: in `timeZone`, or the runtime's zone.
 */
export function formatDateTime(iso: string, timeZone?: string): string {
  return formatter(EVENT_DATE_TIME_FORMAT, timeZone).format(new Date(iso));
}

/** The zone's short label at `instant`: "GMT+6", "EST". */
export function zoneLabel(instant: Date, timeZone: string): string {
  return formatter(ZONE_LABEL, timeZone).formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}
