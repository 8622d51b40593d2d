import type { EventShift, VolunteerEvent } from '@volunteering/shared/event-schemas';
import { formatEventDateTime, formatEventEnd, zoneLabel } from '@volunteering/shared/event-time-format';
import { eventShiftsTexts } from '@volunteering/shared/texts/event-shifts';
import { useId } from 'react';
import { useLanguage, useTexts } from '../../../lib/i18n.tsx';
import { OfferAnswers, ShiftItem } from './shift-item.tsx';
import { timelineOf, timelineRows } from './shift-places.ts';

/** The section's id: the join card's "Choose a shift" leads here. */
export const SHIFTS_ID = 'shifts';

/** An hour mark's clock on the event's zone, without the zone's label (the timeline says it once, above). */
function clockOf(instant: number, timeZone: string, locale: string): string {
  const iso = new Date(instant).toISOString();
  const label = zoneLabel(new Date(instant), timeZone, locale);
  const time = formatEventEnd(iso, iso, timeZone, locale);
  return time.endsWith(label) ? time.slice(0, -label.length).trim() : time;
}

/**
 * A desktop's view: time down (a row per step, which grows to hold its shifts, so the hours keep
 * their order but not always their length), roles across, each shift a block from its start to its
 * end. A table for its rows and spans only: each block says its role and time itself.
 */
function ShiftTimeline({ event }: { event: VolunteerEvent }) {
  const t = useTexts(eventShiftsTexts);
  const { locale } = useLanguage();
  const timeline = timelineOf(event.shifts, event.timeZone);
  const last = timeline.hours.at(-1)!;
  // An hour is at least 5 rem high, and grows with the shifts it holds.
  return (
    // Scrolls sideways when the roles are more than the column holds: it takes focus itself, so the
    // keys scroll it for a reader with no button in it (an organizer) too.
    <div
      role="group"
      aria-label={t.timelineLabel}
      tabIndex={0}
      className="hidden overflow-x-auto focus-visible:outline-2 focus-visible:outline-primary lg:block"
    >
      <table role="presentation" className="w-full table-fixed">
        <colgroup>
          <col className="w-20" />
          {Array.from({ length: timeline.columns }, (_, column) => (
            <col key={column} className="w-40" />
          ))}
        </colgroup>
        <thead aria-hidden="true">
          <tr>
            <td className="pb-2 align-bottom text-xs text-base-content/80">{t.timesIn(zoneLabel(new Date(event.shifts[0]!.start), event.timeZone, locale))}</td>
            {timeline.roles.map((role) => (
              <td key={role.title} colSpan={role.span} className="border-b-2 border-base-300 px-1 pb-2 align-bottom font-semibold break-words">
                {role.title}
              </td>
            ))}
          </tr>
        </thead>
        <tbody>
          {timelineRows(timeline).map((row, index) => (
            <tr key={index} className={timeline.slot === 30 ? 'h-10' : 'h-5'}>
              {row.hour && (
                <td rowSpan={row.hour.span} aria-hidden="true" className="border-t border-base-300 pt-1 align-top text-xs text-base-content/80">
                  {clockOf(row.hour.instant, event.timeZone, locale)}
                </td>
              )}
              {row.cells.map((cell) =>
                cell.block ? (
                  <td key={cell.column} rowSpan={cell.span} className={`h-px px-1 py-1 align-top ${cell.onHour ? 'border-t border-base-300' : ''}`}>
                    <div className="h-full rounded-box border border-base-300 border-l-4 border-l-primary bg-base-100 p-3 shadow-sm">
                      <ShiftItem shift={cell.block.shift} event={event} variant="compact" />
                    </div>
                  </td>
                ) : (
                  <td key={cell.column} rowSpan={cell.span} className={cell.onHour ? 'border-t border-base-300' : undefined} />
                ),
              )}
            </tr>
          ))}
          <tr aria-hidden="true">
            <td className="border-t border-base-300 pt-1 align-top text-xs text-base-content/80">{clockOf(last.instant, event.timeZone, locale)}</td>
            <td colSpan={timeline.columns} className="border-t border-base-300" />
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/** An event's shifts in place of its one Join button (issue 38): a list on a phone, a timeline on a desktop. */
export function EventShifts({ event }: { event: VolunteerEvent }) {
  const t = useTexts(eventShiftsTexts);
  // Both are drawn, the server's page too, and the width shows one: nothing moves once the page runs.
  return (
    <section id={SHIFTS_ID} aria-labelledby="shifts-heading" className="scroll-mt-4 space-y-4">
      <div>
        <h2 id="shifts-heading" className="text-2xl font-bold">
          {t.heading}
        </h2>
        <p className="mt-1 text-base-content/80">{t.intro}</p>
      </div>
      <ol className="space-y-3 lg:hidden">
        {event.shifts.map((shift) => (
          <li key={shift.id} className="rounded-box border border-base-300 border-l-4 border-l-primary bg-base-100 p-4 shadow-sm">
            <ShiftItem shift={shift} event={event} variant="list" />
          </li>
        ))}
      </ol>
      <ShiftTimeline event={event} />
    </section>
  );
}

function OfferNotice({ shift, until, event }: { shift: EventShift; until: string; event: VolunteerEvent }) {
  const t = useTexts(eventShiftsTexts);
  const { locale } = useLanguage();
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-2 rounded-box border border-info bg-info/10 p-4">
      <h2 id={id} className="font-bold">
        {t.offerHeldIn(shift.title, formatEventDateTime(until, event.timeZone, locale))}
      </h2>
      <p className="text-sm">{t.offerBody}</p>
      <OfferAnswers shift={shift} />
    </section>
  );
}

/** At the top of the page: each place held for the visitor, with its answers (also in its shift below). */
export function ShiftOfferNotices({ event }: { event: VolunteerEvent }) {
  const offers = (event.myShiftWaits ?? []).flatMap((wait) => {
    const shift = event.shifts.find((candidate) => candidate.id === wait.shiftId);
    return wait.offerUntil && shift ? [{ shift, until: wait.offerUntil }] : [];
  });
  if (offers.length === 0 || event.status === 'cancelled') return null;
  return (
    <div className="mb-6 space-y-3">
      {offers.map(({ shift, until }) => (
        <OfferNotice key={shift.id} shift={shift} until={until} event={event} />
      ))}
    </div>
  );
}
