// What a check-in is for (issue 39, decision 068): an event's whole time, or one of the person's
// shifts; and when its door is open.
import { messageOf } from '@volunteering/shared/i18n/messages';
import { and, asc, eq } from 'drizzle-orm';
import { CHECK_IN_OPENS_MINUTES, CHECK_OUT_GRACE_MINUTES } from '@volunteering/shared/check-in-schemas';
import { apiMessages } from '@volunteering/shared/texts/api';
import type { Db } from '../db/client.ts';
import { events, participations, shiftParticipations, shifts } from '../db/schema.ts';
import { NotFound } from '../domain-errors.ts';
import { endOf } from '../events/event-rules.ts';
import { hasShifts } from '../events/shifts.ts';
import type { HoursTimes } from '../hours/hours-records.ts';

const MINUTE = 60_000;

/** The event locked for the check-in that follows; 404 for none. */
export async function lockedEvent(tx: Db, id: string) {
  const [event] = await tx.select().from(events).where(eq(events.id, id)).for('update');
  if (!event) throw new NotFound(messageOf(apiMessages, 'eventNotFound'));
  return event;
}
export type CheckInEvent = Awaited<ReturnType<typeof lockedEvent>>;

/** One thing a person checks in to: the whole event (shiftId null) or one of their shifts. */
export type Place = HoursTimes & { shiftId: string | null };

/** What the person has joined at this event: the event itself, or their shifts in start order; none when not a participant. */
export async function placesOf(tx: Db, event: CheckInEvent, userId: string): Promise<Place[]> {
  if (hasShifts(event)) {
    const rows = await tx
      .select({ shiftId: shifts.id, start: shifts.start, end: shifts.end })
      .from(shiftParticipations)
      .innerJoin(shifts, eq(shifts.id, shiftParticipations.shiftId))
      .where(and(eq(shiftParticipations.eventId, event.id), eq(shiftParticipations.userId, userId)))
      .orderBy(asc(shifts.start), asc(shifts.position), asc(shifts.id));
    return rows;
  }
  const [joined] = await tx
    .select({ userId: participations.userId })
    .from(participations)
    .where(and(eq(participations.eventId, event.id), eq(participations.userId, userId)));
  return joined ? [{ shiftId: null, start: event.date, end: endOf(event) }] : [];
}

/** Check-in opens 30 minutes before the start; a door scan may come until an hour after the end, a self check-in until the end. */
export const doorOpen = (place: HoursTimes, at: Date, graceAfter: boolean): boolean =>
  at.getTime() >= place.start.getTime() - CHECK_IN_OPENS_MINUTES * MINUTE &&
  at.getTime() <= place.end.getTime() + (graceAfter ? CHECK_OUT_GRACE_MINUTES * MINUTE : 0);

/**
 * The place a scan at `at` is for: the shift named, else the only one, else the one whose door is
 * open then (the earliest such); undefined when none can be told.
 */
export function placeAt(places: Place[], at: Date, shiftId: string | undefined, graceAfter: boolean): Place | undefined {
  if (shiftId !== undefined) return places.find((place) => place.shiftId === shiftId);
  if (places.length <= 1) return places[0];
  return places.find((place) => doorOpen(place, at, false)) ?? places.find((place) => doorOpen(place, at, graceAfter));
}
