import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { joinedEventsTexts } from '@volunteering/shared/texts/joined-events';
import { useId } from 'react';
import { ShiftTime } from '../../../components/events/shift-time.tsx';
import { useTexts } from '../../../lib/i18n.tsx';

/** The shifts of an event the caller is in (issue 38), in start order, each with its role and its time in the event's zone; nothing for none. */
export function MyShifts({ event }: { event: Pick<VolunteerEvent, 'shifts' | 'myShifts' | 'timeZone'> }) {
  const text = useTexts(joinedEventsTexts);
  const headingId = useId();
  const mine = new Set(event.myShifts ?? []);
  const shifts = event.shifts.filter((shift) => mine.has(shift.id));
  if (shifts.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-1 text-sm">
      <h3 id={headingId} className="font-semibold text-base-content">
        {text.myShifts(shifts.length)}
      </h3>
      <ul className="space-y-1.5">
        {shifts.map((shift) => (
          <li key={shift.id} className="border-s-2 border-primary ps-2">
            <p className="font-medium break-words text-base-content">{shift.title}</p>
            <p className="text-base-content/80">
              <ShiftTime shift={shift} timeZone={event.timeZone} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
