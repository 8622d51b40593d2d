// The shift rules (issue 38): what a list of shifts must keep, what an event with shifts takes from
// them, and when a shift has ended. Every room reads them from here.
import { messageOf } from '@volunteering/shared/i18n/messages';
import { DURATION_MINUTES, SHIFT_OFFER_HOURS } from '@volunteering/shared/constants';
import { startMessage, type ShiftInput } from '@volunteering/shared/event-schemas';
import { startProblem } from '@volunteering/shared/event-time';
import { apiMessages } from '@volunteering/shared/texts/api';
import { shiftFieldMessages } from '@volunteering/shared/texts/shifts';
import type { shifts } from '../db/schema.ts';
import { InvalidInput, type FieldError } from '../domain-errors.ts';

const MINUTE = 60_000;

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
 * Checks an event's shifts against its zone and the clock, and says what the event takes from
 * them; null for none. Each start keeps the event form's rule (a slot, within EVENT_DATES; on create,
 * not passed), except a saved start an edit keeps (`keptStarts`: by shift id, in ms); each shift lasts
 * at least an event's shortest length, and all lie within an event's longest, from the first start.
 */
export function planShifts(input: ShiftInput[], timeZone: string, now: Date, mustBeAhead: boolean, keptStarts = new Map<string, number>()): ShiftPlan | null {
  if (input.length === 0) return null;
  const errors: FieldError[] = [];
  const starts = input.map((shift) => Date.parse(shift.start));
  const ends = input.map((shift) => Date.parse(shift.end));
  input.forEach((shift, i) => {
    const kept = shift.id !== undefined && keptStarts.get(shift.id) === starts[i];
    const problem = kept ? null : startProblem(shift.start, timeZone, now, mustBeAhead);
    if (problem) errors.push({ field: `shifts.${i}.start`, message: startMessage(problem) });
    if (ends[i]! - starts[i]! < DURATION_MINUTES.min * MINUTE) {
      errors.push({ field: `shifts.${i}.end`, message: messageOf(shiftFieldMessages, 'tooShort', DURATION_MINUTES.min) });
    }
  });
  const first = Math.min(...starts);
  const last = Math.max(...ends);
  ends.forEach((end, i) => {
    if (end - first > DURATION_MINUTES.max * MINUTE && end - starts[i]! >= DURATION_MINUTES.min * MINUTE) {
      errors.push({ field: `shifts.${i}.end`, message: messageOf(shiftFieldMessages, 'outsideEvent', DURATION_MINUTES.max / 60) });
    }
  });
  if (errors.length > 0) throw new InvalidInput(messageOf(apiMessages, 'invalidInput'), errors);
  return {
    shifts: input,
    date: new Date(first),
    durationMinutes: Math.ceil((last - first) / MINUTE),
    volunteersNeeded: input.reduce((sum, shift) => sum + shift.capacity, 0),
  };
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
