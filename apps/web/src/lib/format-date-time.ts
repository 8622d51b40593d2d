import { EVENT_DATE_TIME_FORMAT } from '@volunteering/shared/constants';

const dateTimeFormat = new Intl.DateTimeFormat('en-US', EVENT_DATE_TIME_FORMAT);

/** The spec's display form, e.g. "Saturday, March 14, 2026 at 9:30 AM", in the viewer's time zone. */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const dayFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'numeric', day: 'numeric' });

/** The end after the start: the time alone when it is the same day, else the whole date and time. */
export function formatEnd(startIso: string, endIso: string): string {
  const sameDay = dayFormat.format(new Date(startIso)) === dayFormat.format(new Date(endIso));
  return sameDay ? timeFormat.format(new Date(endIso)) : formatDateTime(endIso);
}
