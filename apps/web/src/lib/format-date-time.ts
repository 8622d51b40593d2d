import { EVENT_DATE_TIME_FORMAT } from '@volunteering/shared/constants';

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per form and time zone (undefined: the viewer's own), built once. */
function formatter(options: Intl.DateTimeFormatOptions, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${JSON.stringify(options)}|${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}

const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'numeric', day: 'numeric' };

/**
 * The spec's display form, e.g. "Saturday, March 14, 2026 at 9:30 AM", in the viewer's time zone
 * (or in `timeZone`, for markup rendered on the server: see useDisplayTimeZone).
 */
export function formatDateTime(iso: string, timeZone?: string): string {
  return formatter(EVENT_DATE_TIME_FORMAT, timeZone).format(new Date(iso));
}

/** The end after the start: the time alone when it is the same day, else the whole date and time. */
export function formatEnd(startIso: string, endIso: string, timeZone?: string): string {
  const day = formatter(DAY, timeZone);
  const sameDay = day.format(new Date(startIso)) === day.format(new Date(endIso));
  return sameDay ? formatter(TIME, timeZone).format(new Date(endIso)) : formatDateTime(endIso, timeZone);
}
