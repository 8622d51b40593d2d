import type { EventShift } from '@volunteering/shared/event-schemas';
import { formatEventDateTime, formatEventEnd } from '@volunteering/shared/event-time-format';
import { eventShiftsTexts } from '@volunteering/shared/texts/event-shifts';
import { useLanguage, useTexts } from '../../lib/i18n.tsx';

/** When a shift runs, in its event's zone with the zone's label (issue 38), as the event's page says it: "Saturday, … at 9:00 AM GMT+6 to 12:00 PM GMT+6". */
export function ShiftTime({ shift, timeZone }: { shift: Pick<EventShift, 'start' | 'end'>; timeZone: string }) {
  const { locale } = useLanguage();
  const t = useTexts(eventShiftsTexts);
  return (
    <time dateTime={shift.start}>
      {t.timeRange(formatEventDateTime(shift.start, timeZone, locale), formatEventEnd(shift.start, shift.end, timeZone, locale))}
    </time>
  );
}
