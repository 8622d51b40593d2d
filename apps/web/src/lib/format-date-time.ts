import { EVENT_DATE_TIME_FORMAT } from '@volunteering/shared/constants';

const dateTimeFormat = new Intl.DateTimeFormat('en-US', EVENT_DATE_TIME_FORMAT);

/** The spec's display form, e.g. "Saturday, March 14, 2026 at 9:30 AM", in the viewer's time zone. */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}
