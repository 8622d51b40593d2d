import { eventFormTexts } from '@volunteering/shared/texts/event-form';
import { shiftTotals, type EventFormValues } from '@volunteering/shared/event-schemas';
import { instantOf, isTimeZone, readingOf } from '@volunteering/shared/event-time';
import { formatEventDateTime, formatEventEnd } from '@volunteering/shared/event-time-format';
import { useFormContext, useWatch } from 'react-hook-form';
import { useLanguage, useTexts } from '../../../lib/i18n.tsx';

/**
 * What an event with shifts takes from them, in place of its own start, duration and volunteers
 * needed: from the earliest start to the latest end in the event's zone, and the sum of the places,
 * of the rows filled in so far (the server takes the same from the shifts it saves).
 */
export function ShiftSummary({ className }: { className?: string }) {
  const t = useTexts(eventFormTexts).shifts;
  const { locale } = useLanguage();
  const { control } = useFormContext<EventFormValues>();
  const [rows, timeZone] = useWatch({ control, name: ['shifts', 'timeZone'] });
  // The rows with a start so far, and the places of those with a valid number.
  const readable = isTimeZone(timeZone)
    ? rows.flatMap((row) => {
        if (!(row.start instanceof Date) || Number.isNaN(row.start.getTime())) return [];
        const start = instantOf(readingOf(row.start), timeZone);
        const capacity = Number(row.capacity);
        return [
          {
            start: start.toISOString(),
            end: new Date(start.getTime() + Number(row.durationMinutes) * 60_000).toISOString(),
            capacity: Number.isInteger(capacity) && capacity > 0 ? capacity : 0,
          },
        ];
      })
    : [];
  const totals = readable.length > 0 ? shiftTotals(readable) : null;
  const from = totals?.date.toISOString();
  const to = totals && new Date(totals.date.getTime() + totals.durationMinutes * 60_000).toISOString();
  const places = rows.reduce((sum, row) => {
    const capacity = Number(row.capacity);
    return sum + (Number.isInteger(capacity) && capacity > 0 ? capacity : 0);
  }, 0);
  return (
    <div className={`flex flex-col gap-1 rounded-box border border-base-300 bg-base-200 p-3 ${className ?? ''}`}>
      <p className="text-sm font-medium">{t.summaryHeading}</p>
      {from && to ? (
        <>
          <p>{t.summary(formatEventDateTime(from, timeZone, locale), formatEventEnd(from, to, timeZone, locale), places)}</p>
          <p className="text-xs text-base-content/70">{t.summaryNote}</p>
        </>
      ) : (
        <p className="text-sm text-base-content/70">{t.summaryPending}</p>
      )}
    </div>
  );
}
