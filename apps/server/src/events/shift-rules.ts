// The shift rules (issue 38): what a list of shifts must keep, what an event with shifts takes from
// them, and when a shift has ended. Every room reads them from here.
import { messageOf } from '@volunteering/shared/i18n/messages';
import { SHIFT_OFFER_HOURS } from '@volunteering/shared/constants';
import { shiftTimeProblems, shiftTotals, type ShiftInput } from '@volunteering/shared/event-schemas';
import { apiMessages } from '@volunteering/shared/texts/api';
import type { shifts } from '../db/schema.ts';
import { InvalidInput, type FieldError } from '../domain-errors.ts';

/** The shifts to save, in the order given, and what the event takes from them. */
export type ShiftPlan = {
  shifts: ShiftInput[];
  /** The earliest start. */
  date: Date;
  /** From the earliest start to the latest end. */
  durationMinutes: number;
  /** The sum of the places. */
  volunteersNeeded: number;
};

/**
 * Checks an event's shifts against its zone and the clock (the shared shiftTimeProblems, which the
 * event form keeps too), and says what the event takes from them; null for none. `keptStarts`: the
 * saved starts an edit keeps, by shift id, in ms.
 */
export function planShifts(input: ShiftInput[], timeZone: string, now: Date, mustBeAhead: boolean, keptStarts = new Map<string, number>()): ShiftPlan | null {
  if (input.length === 0) return null;
  const errors: FieldError[] = shiftTimeProblems(input, timeZone, now, mustBeAhead, keptStarts).map((problem) => ({
    field: `shifts.${problem.index}.${problem.field}`,
    message: problem.message,
  }));
  if (errors.length > 0) throw new InvalidInput(messageOf(apiMessages, 'invalidInput'), errors);
  return { shifts: input, ...shiftTotals(input) };
}

/** Whether the shift has ended at `now`: joining it stops then. */
export const shiftEnded = (shift: Pick<typeof shifts.$inferSelect, 'end'>, now: Date): boolean => shift.end < now;

/**
 * The places of a shift nobody has or is offered: its capacity less the people in it and the places
 * `held` for people on its waitlist offered one (decision 063). Every room reads this rule.
 */
export const freePlaces = (shift: Pick<typeof shifts.$inferSelect, 'joined' | 'capacity'>, held: number): number => shift.capacity - shift.joined - held;

/** Whether no place of the shift is free: every one taken or held. */
export const shiftFull = (shift: Pick<typeof shifts.$inferSelect, 'joined' | 'capacity'>, held: number): boolean => freePlaces(shift, held) <= 0;

/**
 * Until when a place offered at `now` is held: SHIFT_OFFER_HOURS, or a quarter of the time left
 * before the shift starts (once it has started, before it ends) when that is sooner.
 */
export function offerUntil(shift: Pick<typeof shifts.$inferSelect, 'start' | 'end'>, now: Date): Date {
  const left = (shift.start > now ? shift.start : shift.end).getTime() - now.getTime();
  return new Date(now.getTime() + Math.min(SHIFT_OFFER_HOURS * 3600_000, Math.max(0, left) / 4));
}
