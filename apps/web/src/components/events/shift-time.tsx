import type { EventShift } from '@volunteering/shared/event-schemas';
import { formatEventDateTime, formatEventEnd } from '@volunteering/shared/event-time-format';
import { eventShiftsTexts } from '@volunteering/shared/texts/event-shifts';
import { useLanguage, useTexts } from '../../lib/i18n.tsx';

/**
 * When a shift runs, in its event's zone with the zone's label (issue 38): "Saturday, … at 9:00 AM
 * GMT+6 to 12:00 PM GMT+6"; `timeOnly` leaves the day out (a timeline under its day).
 */
export function ShiftTime({ shift, timeZone, timeOnly = false }: { shift: Pick<EventShift, 'start' | 'end'>; timeZone: string; timeOnly?: boolean }) {
  const { locale } = useLanguage();
  const t = useTexts(eventShiftsTexts);
  const start = timeOnly ? formatEventEnd(shift.start, shift.start, timeZone, locale) : formatEventDateTime(shift.start, timeZone, locale);
  return <time dateTime={shift.start}>{t.timeRange(start, formatEventEnd(shift.start, shift.end, timeZone, locale))}</time>;
}
