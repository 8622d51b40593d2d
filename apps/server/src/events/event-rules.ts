// The event rules: the only place that says when an event is shown, has ended or is full, and
// whether its start keeps the time rule. Every room reads them from here.
import { messageOf } from '@volunteering/shared/i18n/messages';
import { asc, isNull, sql, type SQL } from 'drizzle-orm';
import { startMessage } from '@volunteering/shared/event-schemas';
import { startProblem } from '@volunteering/shared/event-time';
import { apiMessages } from '@volunteering/shared/texts/api';
import { events } from '../db/schema.ts';
import { InvalidInput } from '../domain-errors.ts';

type EventTimes = Pick<typeof events.$inferSelect, 'date' | 'durationMinutes'>;

/** When the event ends: its start plus its duration, or its start when it has none. */
export function endOf(row: EventTimes): Date {
  return new Date(row.date.getTime() + (row.durationMinutes ?? 0) * 60_000);
}

/** `endOf` in SQL, over the events table's columns. */
export const eventEnd = sql`(${events.date} + coalesce(${events.durationMinutes}, 0) * interval '1 minute')`;

/** Events out of no list: not hidden by a moderator, a suspension or a review (issue 16). */
export const shown = isNull(events.hidden);

/** Whether the event has ended at `now`: joins, cancels and the waitlist stop then. */
export const hasEnded = (row: EventTimes, now: Date): boolean => endOf(row) < now;

/** Whether its organizer cancelled it: it takes no one, from a join or from its waitlist (issue 37). */
export const isCancelled = (row: Pick<typeof events.$inferSelect, 'cancelledAt'>): boolean => row.cancelledAt !== null;

/** Whether every place is taken. */
export const isFull = (row: Pick<typeof events.$inferSelect, 'volunteersJoined' | 'volunteersNeeded'>): boolean => row.volunteersJoined >= row.volunteersNeeded;

/** The spec's time rule, held on the server too: a slot of the event's zone within EVENT_DATES; on create, not passed. */
export function checkStart(iso: string, timeZone: string, now: Date, mustBeAhead: boolean): void {
  const problem = startProblem(iso, timeZone, now, mustBeAhead);
  if (problem) throw new InvalidInput(messageOf(apiMessages, 'invalidInput'), [{ field: 'date', message: startMessage(problem) }]);
}

/** A person's lists (joined, organized): what is still to come, soonest first, then what has ended, most recent first. */
export function upcomingThenEnded(at: SQL) {
  const ended = sql`(${eventEnd} < ${at})`;
  return [sql`${ended} ASC`, sql`CASE WHEN NOT ${ended} THEN ${events.date} END ASC`, sql`CASE WHEN ${ended} THEN ${events.date} END DESC`, asc(events.id)];
}
