// A shift's waitlist (issue 38, decision 063): joining it, leaving it, and the offer a mail link
// names, read and answered without signing in. Locks as the shift commands: the person's user row,
// the event's, the shift's.
import { messageOf } from '@volunteering/shared/i18n/messages';
import { and, asc, count, eq, gt, isNull, lt } from 'drizzle-orm';
import type { ShiftOffer } from '@volunteering/shared/shift-schemas';
import { apiMessages } from '@volunteering/shared/texts/api';
import { shiftMessages } from '@volunteering/shared/texts/shifts';
import type { Db } from '../db/client.ts';
import { events, shiftParticipations, shiftWaitlistEntries, shifts, user } from '../db/schema.ts';
import { NotFound } from '../domain-errors.ts';
import type { Viewer } from '../auth/access-token.ts';
import type { MailLinks, ShiftOfferLink } from '../mail/mail-links.ts';
import { isCancelled } from './event-rules.ts';
import { entryOf, heldIn, offerOpen, type OfferPlaces } from './shift-offers.ts';
import { shiftEnded, shiftFull } from './shift-rules.ts';
import { lockShift, type ShiftCommands } from './shift-commands.ts';
import type { ActionResult } from './event-commands.ts';
import type { WaitlistResult } from './waitlist.ts';

/** 1 for the first person waiting for the shift, offered or not. */
async function positionOf(tx: Db, shiftId: string, seq: number): Promise<number> {
  const [ahead] = await tx
    .select({ n: count() })
    .from(shiftWaitlistEntries)
    .where(and(eq(shiftWaitlistEntries.shiftId, shiftId), lt(shiftWaitlistEntries.seq, seq)));
  return (ahead?.n ?? 0) + 1;
}

const refused = (key: 'alreadyIn' | 'notFull' | 'ended' | 'restricted' | 'notWaiting'): WaitlistResult => ({
  success: false,
  message: messageOf(shiftMessages, key),
  position: null,
});

export function createShiftWaitlist(opts: { db: Db; now: () => Date; links: MailLinks; offerPlaces: OfferPlaces; commands: ShiftCommands }) {
  const { db, now, links, offerPlaces, commands } = opts;

  /** The offer a mail link names; null for a token we did not sign for one. */
  function offerLink(token: string): ShiftOfferLink | null {
    const link = links.verify(token);
    return link?.purpose === 'shiftOffer' ? link : null;
  }

  /** The shift and event of an offer's link, for its answers; 404 when the token is not ours or the shift is gone. */
  async function linked(token: string) {
    const link = offerLink(token);
    if (!link) throw new NotFound(messageOf(shiftMessages, 'noOffer'));
    const [found] = await db
      .select({
        shift: shifts,
        event: {
          id: events.id,
          title: events.title,
          timeZone: events.timeZone,
          location: events.location,
          hidden: events.hidden,
          cancelledAt: events.cancelledAt,
        },
      })
      .from(shifts)
      .innerJoin(events, eq(events.id, shifts.eventId))
      .where(eq(shifts.id, link.shiftId));
    if (!found || found.event.hidden !== null) throw new NotFound(messageOf(shiftMessages, 'noOffer'));
    return { link, ...found };
  }

  return {
    /**
     * Joins a shift's waitlist: only when no place is free (every one taken or held), for a shift
     * not ended or restricted, of an event not cancelled, that overlaps no shift the caller holds.
     */
    async join(eventId: string, shiftId: string, viewer: Viewer): Promise<WaitlistResult> {
      return db.transaction(async (tx) => {
        await tx.select({ id: user.id }).from(user).where(eq(user.id, viewer.userId)).for('no key update');
        const { event, shift } = await lockShift(tx, eventId, shiftId);
        const [inIt] = await tx
          .select({ userId: shiftParticipations.userId })
          .from(shiftParticipations)
          .where(and(eq(shiftParticipations.shiftId, shiftId), eq(shiftParticipations.userId, viewer.userId)));
        if (inIt) return refused('alreadyIn');
        const waiting = await entryOf(tx, shiftId, viewer.userId);
        if (waiting) {
          const position = await positionOf(tx, shiftId, waiting.seq);
          return { success: false, message: messageOf(shiftMessages, 'alreadyWaiting', position), position };
        }
        if (isCancelled(event)) return { success: false, message: messageOf(apiMessages, 'eventCancelled'), position: null };
        if (shiftEnded(shift, now())) return refused('ended');
        if (shift.restricted) return refused('restricted');
        if (!shiftFull(shift, await heldIn(tx, shiftId))) return refused('notFull');
        const [clash] = await tx
          .select({ shift: shifts.title, event: events.title })
          .from(shiftParticipations)
          .innerJoin(shifts, eq(shifts.id, shiftParticipations.shiftId))
          .innerJoin(events, eq(events.id, shifts.eventId))
          .where(and(eq(shiftParticipations.userId, viewer.userId), lt(shifts.start, shift.end), gt(shifts.end, shift.start), isNull(events.cancelledAt)))
          .orderBy(asc(shifts.start), asc(shifts.id))
          .limit(1);
        if (clash) return { success: false, message: messageOf(shiftMessages, 'overlaps', clash.shift, clash.event), position: null };
        const [entry] = await tx
          .insert(shiftWaitlistEntries)
          .values({ shiftId, eventId, userId: viewer.userId, createdAt: now() })
          .returning({ seq: shiftWaitlistEntries.seq });
        const position = await positionOf(tx, shiftId, entry!.seq);
        return { success: true, message: messageOf(shiftMessages, 'waitlistJoined', position), position };
      });
    },

    /** Leaves a shift's waitlist; a place held for the caller goes to the next person waiting. */
    async leave(eventId: string, shiftId: string, viewer: Viewer): Promise<WaitlistResult> {
      return db.transaction(async (tx) => {
        await lockShift(tx, eventId, shiftId);
        const removed = await tx
          .delete(shiftWaitlistEntries)
          .where(and(eq(shiftWaitlistEntries.shiftId, shiftId), eq(shiftWaitlistEntries.userId, viewer.userId)))
          .returning({ offeredAt: shiftWaitlistEntries.offeredAt });
        if (removed.length === 0) return refused('notWaiting');
        if (removed[0]!.offeredAt) await offerPlaces(tx, eventId, shiftId);
        return { success: true, message: messageOf(shiftMessages, 'waitlistLeft'), position: null };
      });
    },

    /**
     * The offer a mail link names, and what became of it: open while its entry holds this offer and
     * its time has not passed (nor the event been cancelled); accepted once they are in the shift;
     * else declined before its time, lapsed after. 404 for a token that is not ours.
     */
    async offer(token: string): Promise<ShiftOffer> {
      const { link, shift, event } = await linked(token);
      const entry = await entryOf(db, shift.id, link.userId);
      const same = entry?.seq === link.entry && entry.offeredAt?.getTime() === link.offeredAt;
      const [inIt] = await db
        .select({ userId: shiftParticipations.userId })
        .from(shiftParticipations)
        .where(and(eq(shiftParticipations.shiftId, shift.id), eq(shiftParticipations.userId, link.userId)));
      let state: ShiftOffer['state'] = 'declined';
      if (inIt) state = 'accepted';
      else if (same && offerOpen(entry, now()) && !isCancelled(event)) state = 'open';
      else if (same || now().getTime() >= link.offerUntil) state = 'lapsed';
      return {
        event: { _id: event.id, title: event.title, timeZone: event.timeZone, location: event.location },
        shift: { id: shift.id, title: shift.title, start: shift.start.toISOString(), end: shift.end.toISOString() },
        offerUntil: new Date(link.offerUntil).toISOString(),
        state,
      };
    },

    /** Takes or lets go the place a mail link names, as its person; an old link does nothing. */
    async answer(token: string, accept: boolean): Promise<ActionResult> {
      const { link, shift } = await linked(token);
      const offer = { entry: link.entry, offeredAt: link.offeredAt };
      return accept ? commands.accept(shift.eventId, shift.id, link.userId, offer) : commands.decline(shift.eventId, shift.id, link.userId, offer);
    },
  };
}

export type ShiftWaitlist = ReturnType<typeof createShiftWaitlist>;
