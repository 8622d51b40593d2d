// Joining and leaving a shift, and an organizer putting someone in one (issue 38), each in one
// transaction. Locks, always in this order: the volunteer's user row (so one person's joins run one
// at a time and the overlap check holds), the event's row (as every event command), the shift's row
// (its places). Decision 062.
import { messageOf } from '@volunteering/shared/i18n/messages';
import { and, asc, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { apiMessages } from '@volunteering/shared/texts/api';
import { shiftMessages } from '@volunteering/shared/texts/shifts';
import type { Db } from '../db/client.ts';
import { events, shiftParticipations, shiftWaitlistEntries, shifts, user } from '../db/schema.ts';
import { mayManage } from '../access/organization-rights.ts';
import { Forbidden, NotFound } from '../domain-errors.ts';
import type { Viewer } from '../auth/access-token.ts';
import { hasEnded, isCancelled } from './event-rules.ts';
import { shiftEnded, shiftFull } from './shift-rules.ts';
import { entryOf, heldIn, offerOpen, type OfferPlaces } from './shift-offers.ts';
import type { ActionResult } from './event-commands.ts';
import type { ConfirmShift } from './shift-confirmation.ts';
import { scheduleShiftReminder } from './shift-reminders.ts';

/** One place of a shift taken (+1) or given back (-1): the shift's count and its event's. Rows locked by the caller. */
async function countPlace(tx: Db, eventId: string, shiftId: string, change: 1 | -1): Promise<void> {
  await tx
    .update(shifts)
    .set({ joined: sql`${shifts.joined} + ${change}` })
    .where(eq(shifts.id, shiftId));
  await tx
    .update(events)
    .set({ volunteersJoined: sql`${events.volunteersJoined} + ${change}` })
    .where(eq(events.id, eventId));
}

type EventRow = typeof events.$inferSelect;
type ShiftRow = typeof shifts.$inferSelect;

/** The event (locked) and its shift (locked); 404 for a hidden event or a shift not of it. */
export async function lockShift(tx: Db, eventId: string, shiftId: string) {
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

/** Which offer a mail link names (decision 063): the entry, and the moment it was offered. */
export type OfferRef = { entry: number; offeredAt: number };

export function createShiftCommands(db: Db, now: () => Date, offerPlaces: OfferPlaces, options: { confirmShift?: ConfirmShift } = {}) {
  /** After a place is taken (decision 064): the shift's reminder and the mail, saying who put them in when an organizer did. */
  async function placeTaken(tx: Db, event: EventRow, shift: ShiftRow, userId: string, by?: Viewer): Promise<void> {
    await scheduleShiftReminder(tx, { eventId: event.id, shiftId: shift.id, userId, start: shift.start, now: now() });
    await options.confirmShift?.(tx, event, shift, userId, by);
  }

  async function isIn(tx: Db, shiftId: string, userId: string): Promise<boolean> {
    const [row] = await tx
      .select({ userId: shiftParticipations.userId })
      .from(shiftParticipations)
      .where(and(eq(shiftParticipations.shiftId, shiftId), eq(shiftParticipations.userId, userId)));
    return row !== undefined;
  }

  /**
   * The one rule of taking a place in a shift, for the volunteer themselves or put in by an
   * organizer (`byOrganizer`: restricted shifts too, the refusals said of them). Refused when already
   * in it, the event cancelled, the shift ended, restricted or full, or when it overlaps another shift
   * the person holds, of any event not cancelled. Full counts the places held for others offered
   * one (a place held for this person is theirs to take); taking it ends their wait for this shift.
   * The caller holds the locks, in their order.
   */
  async function take(tx: Db, event: EventRow, shift: ShiftRow, person: { id: string; name: string }, byOrganizer: boolean): Promise<ActionResult> {
    if (await isIn(tx, shift.id, person.id)) return { success: false, message: messageOf(shiftMessages, byOrganizer ? 'personAlreadyIn' : 'alreadyIn') };
    if (isCancelled(event)) return { success: false, message: messageOf(apiMessages, 'eventCancelled') };
    if (shiftEnded(shift, now())) return { success: false, message: messageOf(shiftMessages, 'ended') };
    if (shift.restricted && !byOrganizer) return { success: false, message: messageOf(shiftMessages, 'restricted') };
    const waiting = await entryOf(tx, shift.id, person.id);
    const heldForThem = offerOpen(waiting, now()) ? 1 : 0;
    if (shiftFull(shift, (await heldIn(tx, shift.id)) - heldForThem)) return { success: false, message: messageOf(shiftMessages, 'full') };
    const [clash] = await tx
      .select({ shift: shifts.title, event: events.title })
      .from(shiftParticipations)
      .innerJoin(shifts, eq(shifts.id, shiftParticipations.shiftId))
      .innerJoin(events, eq(events.id, shifts.eventId))
      .where(and(eq(shiftParticipations.userId, person.id), lt(shifts.start, shift.end), gt(shifts.end, shift.start), isNull(events.cancelledAt)))
      .orderBy(asc(shifts.start), asc(shifts.id))
      .limit(1);
    if (clash) return { success: false, message: messageOf(shiftMessages, byOrganizer ? 'personOverlaps' : 'overlaps', clash.shift, clash.event) };
    if (waiting) await tx.delete(shiftWaitlistEntries).where(eq(shiftWaitlistEntries.seq, waiting.seq));
    await tx.insert(shiftParticipations).values({ shiftId: shift.id, userId: person.id, eventId: event.id, joinedAt: now() });
    await countPlace(tx, event.id, shift.id, 1);
    const message = byOrganizer ? messageOf(shiftMessages, 'personPut', person.name, shift.title) : messageOf(shiftMessages, 'joined', shift.title);
    return { success: true, message };
  }

  /** The person's user row, locked first (decision 062), so their joins run one at a time. */
  const lockPerson = (tx: Db, where: SQL) =>
    tx.select({ id: user.id, name: user.name }).from(user).where(where).orderBy(asc(user.id)).limit(1).for('no key update');

  return {
    /** Takes a place in a shift for the caller. */
    async join(eventId: string, shiftId: string, volunteer: Viewer): Promise<ActionResult> {
      return db.transaction(async (tx) => {
        const [person] = await lockPerson(tx, eq(user.id, volunteer.userId));
        const { event, shift } = await lockShift(tx, eventId, shiftId);
        const result = await take(tx, event, shift, person ?? { id: volunteer.userId, name: '' }, false);
        if (result.success) await placeTaken(tx, event, shift, volunteer.userId);
        return result;
      });
    },

    /**
     * An event's manager puts the account with this e-mail address (lower-cased) in a shift,
     * restricted ones too, under the join's rule and locks. 403 for anyone else, 404 for no such account.
     */
    async putPerson(eventId: string, shiftId: string, email: string, organizer: Viewer): Promise<ActionResult> {
      return db.transaction(async (tx) => {
        const [found] = await tx
          .select({ ownerId: events.ownerId, organizationId: events.organizationId, hidden: events.hidden })
          .from(events)
          .where(eq(events.id, eventId));
        if (!found || found.hidden !== null) throw new NotFound(messageOf(apiMessages, 'eventNotFound'));
        if (!(await mayManage(tx, found, organizer.userId))) throw new Forbidden(messageOf(apiMessages, 'forbiddenOwner'));
        const [person] = await lockPerson(tx, eq(sql`lower(${user.email})`, email.toLowerCase()));
        if (!person) throw new NotFound(messageOf(shiftMessages, 'personNotFound'));
        const { event, shift } = await lockShift(tx, eventId, shiftId);
        const result = await take(tx, event, shift, person, true);
        if (result.success) await placeTaken(tx, event, shift, person.id, organizer);
        return result;
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
        await countPlace(tx, eventId, shiftId, -1);
        await offerPlaces(tx, eventId, shiftId);
        return { success: true, message: messageOf(shiftMessages, 'left') };
      });
    },

    /**
     * The person offered a place takes it, under the join's rule and locks (an overlap is still
     * refused, the offer kept). `offer`: the one a mail link names, else whichever they hold.
     */
    async accept(eventId: string, shiftId: string, userId: string, offer?: OfferRef): Promise<ActionResult> {
      return db.transaction(async (tx) => {
        const [person] = await lockPerson(tx, eq(user.id, userId));
        const { event, shift } = await lockShift(tx, eventId, shiftId);
        const refused = heldOffer(await entryOf(tx, shiftId, userId), offer);
        if (refused) return refused;
        const result = await take(tx, event, shift, person ?? { id: userId, name: '' }, false);
        if (result.success) await placeTaken(tx, event, shift, userId);
        return result;
      });
    },

    /** The person offered a place lets it go: off the waitlist, and the place to the next person waiting. */
    async decline(eventId: string, shiftId: string, userId: string, offer?: OfferRef): Promise<ActionResult> {
      return db.transaction(async (tx) => {
        await lockShift(tx, eventId, shiftId);
        const entry = await entryOf(tx, shiftId, userId);
        const refused = heldOffer(entry, offer);
        if (refused) return refused;
        await tx.delete(shiftWaitlistEntries).where(eq(shiftWaitlistEntries.seq, entry!.seq));
        await offerPlaces(tx, eventId, shiftId);
        return { success: true, message: messageOf(shiftMessages, 'offerDeclined') };
      });
    },
  };

  /** Null when the entry holds the offer (the one named) still open; else the refusal. */
  function heldOffer(entry: Awaited<ReturnType<typeof entryOf>>, offer: OfferRef | undefined): ActionResult | null {
    if (!entry?.offeredAt || (offer && (entry.seq !== offer.entry || entry.offeredAt.getTime() !== offer.offeredAt))) {
      return { success: false, message: messageOf(shiftMessages, offer ? 'offerLapsed' : 'noOffer') };
    }
    if (!offerOpen(entry, now())) return { success: false, message: messageOf(shiftMessages, 'offerLapsed') };
    return null;
  }
}

/**
 * A leaving account's places in shifts and on their waitlists, inside its transaction (its user
 * row locked): each event's and shift's row locked in turn (in their order), the person out, the
 * counts one lower, and each place freed or held for them offered to the next person waiting.
 */
export async function giveShiftsBack(tx: Db, userId: string, offerPlaces: OfferPlaces): Promise<void> {
  const inShifts = await tx
    .select({ eventId: shiftParticipations.eventId, shiftId: shiftParticipations.shiftId })
    .from(shiftParticipations)
    .where(eq(shiftParticipations.userId, userId));
  const waiting = await tx
    .select({ eventId: shiftWaitlistEntries.eventId, shiftId: shiftWaitlistEntries.shiftId, seq: shiftWaitlistEntries.seq })
    .from(shiftWaitlistEntries)
    .where(eq(shiftWaitlistEntries.userId, userId));
  const places = [...inShifts.map((place) => ({ ...place, seq: null })), ...waiting].sort(
    (a, b) => a.eventId.localeCompare(b.eventId) || a.shiftId.localeCompare(b.shiftId),
  );
  for (const { eventId, shiftId, seq } of places) {
    await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId)).for('update');
    await tx.select({ id: shifts.id }).from(shifts).where(eq(shifts.id, shiftId)).for('update');
    if (seq === null) {
      await tx.delete(shiftParticipations).where(and(eq(shiftParticipations.shiftId, shiftId), eq(shiftParticipations.userId, userId)));
      await countPlace(tx, eventId, shiftId, -1);
    } else await tx.delete(shiftWaitlistEntries).where(eq(shiftWaitlistEntries.seq, seq));
    await offerPlaces(tx, eventId, shiftId);
  }
}

export type ShiftCommands = ReturnType<typeof createShiftCommands>;
