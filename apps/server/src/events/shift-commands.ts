// Joining and leaving a shift (issue 38), each in one transaction. Locks, always in this order: the
// volunteer's user row (so one person's joins run one at a time and the overlap check holds), the
// event's row (as every event command), the shift's row (its places). Decision 062.
import { messageOf } from '@volunteering/shared/i18n/messages';
import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { apiMessages } from '@volunteering/shared/texts/api';
import { shiftMessages } from '@volunteering/shared/texts/shifts';
import type { Db } from '../db/client.ts';
import { events, shiftParticipations, shifts, user } from '../db/schema.ts';
import { NotFound } from '../domain-errors.ts';
import type { Viewer } from '../auth/access-token.ts';
import { hasEnded, isCancelled } from './event-rules.ts';
import { shiftEnded } from './shift-rules.ts';
import type { ActionResult } from './event-commands.ts';

/** Takes one place of a shift back: the shift's count and its event's one lower. Rows locked by the caller. */
async function freePlace(tx: Db, eventId: string, shiftId: string): Promise<void> {
  await tx
    .update(shifts)
    .set({ joined: sql`${shifts.joined} - 1` })
    .where(eq(shifts.id, shiftId));
  await tx
    .update(events)
    .set({ volunteersJoined: sql`${events.volunteersJoined} - 1` })
    .where(eq(events.id, eventId));
}

export function createShiftCommands(db: Db, now: () => Date) {
  /** The event (locked) and its shift (locked); 404 for a hidden event or a shift not of it. */
  async function lockShift(tx: Db, eventId: string, shiftId: string) {
    const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
    if (!event || event.hidden !== null) throw new NotFound(messageOf(apiMessages, 'eventNotFound'));
    const [shift] = await tx
      .select()
      .from(shifts)
      .where(and(eq(shifts.id, shiftId), eq(shifts.eventId, eventId)))
      .for('update');
    if (!shift) throw new NotFound(messageOf(shiftMessages, 'shiftNotFound'));
    return { event, shift };
  }

  async function isIn(tx: Db, shiftId: string, userId: string): Promise<boolean> {
    const [row] = await tx
      .select({ userId: shiftParticipations.userId })
      .from(shiftParticipations)
      .where(and(eq(shiftParticipations.shiftId, shiftId), eq(shiftParticipations.userId, userId)));
    return row !== undefined;
  }

  return {
    /**
     * Takes a place in a shift: refused when already in it, the event cancelled, the shift ended,
     * restricted or full, or when it overlaps another shift the volunteer holds, of any event not cancelled.
     */
    async join(eventId: string, shiftId: string, volunteer: Viewer): Promise<ActionResult> {
      return db.transaction(async (tx) => {
        await tx.select({ id: user.id }).from(user).where(eq(user.id, volunteer.userId)).for('no key update');
        const { event, shift } = await lockShift(tx, eventId, shiftId);
        if (await isIn(tx, shiftId, volunteer.userId)) return { success: false, message: messageOf(shiftMessages, 'alreadyIn') };
        if (isCancelled(event)) return { success: false, message: messageOf(apiMessages, 'eventCancelled') };
        if (shiftEnded(shift, now())) return { success: false, message: messageOf(shiftMessages, 'ended') };
        if (shift.restricted) return { success: false, message: messageOf(shiftMessages, 'restricted') };
        if (shift.joined >= shift.capacity) return { success: false, message: messageOf(shiftMessages, 'full') };
        const [clash] = await tx
          .select({ shift: shifts.title, event: events.title })
          .from(shiftParticipations)
          .innerJoin(shifts, eq(shifts.id, shiftParticipations.shiftId))
          .innerJoin(events, eq(events.id, shifts.eventId))
          .where(and(eq(shiftParticipations.userId, volunteer.userId), lt(shifts.start, shift.end), gt(shifts.end, shift.start), isNull(events.cancelledAt)))
          .orderBy(asc(shifts.start), asc(shifts.id))
          .limit(1);
        if (clash) return { success: false, message: messageOf(shiftMessages, 'overlaps', clash.shift, clash.event) };
        await tx.insert(shiftParticipations).values({ shiftId, userId: volunteer.userId, eventId, joinedAt: now() });
        await tx
          .update(shifts)
          .set({ joined: sql`${shifts.joined} + 1` })
          .where(eq(shifts.id, shiftId));
        await tx
          .update(events)
          .set({ volunteersJoined: sql`${events.volunteersJoined} + 1` })
          .where(eq(events.id, eventId));
        return { success: true, message: messageOf(shiftMessages, 'joined', shift.title) };
      });
    },

    /** Gives a place in a shift back; refused once the event has ended, as leaving an event is. */
    async leave(eventId: string, shiftId: string, volunteer: Viewer): Promise<ActionResult> {
      return db.transaction(async (tx) => {
        const { event } = await lockShift(tx, eventId, shiftId);
        if (hasEnded(event, now())) return { success: false, message: messageOf(apiMessages, 'cancelAfterEnd') };
        const removed = await tx
          .delete(shiftParticipations)
          .where(and(eq(shiftParticipations.shiftId, shiftId), eq(shiftParticipations.userId, volunteer.userId)))
          .returning({ userId: shiftParticipations.userId });
        if (removed.length === 0) return { success: false, message: messageOf(shiftMessages, 'notIn') };
        await freePlace(tx, eventId, shiftId);
        return { success: true, message: messageOf(shiftMessages, 'left') };
      });
    },
  };
}

/**
 * A leaving account's places in shifts, inside its transaction (its user row locked): each event's
 * and shift's row locked in turn, the person out and the counts one lower.
 */
export async function giveShiftsBack(tx: Db, userId: string): Promise<void> {
  const held = await tx
    .select({ eventId: shiftParticipations.eventId, shiftId: shiftParticipations.shiftId })
    .from(shiftParticipations)
    .where(eq(shiftParticipations.userId, userId))
    .orderBy(asc(shiftParticipations.eventId), asc(shiftParticipations.shiftId));
  for (const { eventId, shiftId } of held) {
    await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId)).for('update');
    await tx.select({ id: shifts.id }).from(shifts).where(eq(shifts.id, shiftId)).for('update');
    await tx.delete(shiftParticipations).where(and(eq(shiftParticipations.shiftId, shiftId), eq(shiftParticipations.userId, userId)));
    await freePlace(tx, eventId, shiftId);
  }
}

export type ShiftCommands = ReturnType<typeof createShiftCommands>;
