import type { EventShift } from '@volunteering/shared/event-schemas';
import { formatEventDateTime, formatEventEnd } from '@volunteering/shared/event-time-format';
import { useLanguage } from '../../lib/i18n.tsx';

/** When a shift runs, in its event's zone with the zone's label (issue 38): "Saturday, … at 9:00 AM GMT+6 – 12:00 PM GMT+6". */
export function ShiftTime({ shift, timeZone }: { shift: Pick<EventShift, 'start' | 'end'>; timeZone: string }) {
  const { locale } = useLanguage();
  return (
    <>
      <time dateTime={shift.start}>{formatEventDateTime(shift.start, timeZone, locale)}</time>
      {' – '}
      <time dateTime={shift.end}>{formatEventEnd(shift.start, shift.end, timeZone, locale)}</time>
    </>
  );
}
