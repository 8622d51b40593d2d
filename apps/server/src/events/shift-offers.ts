// Places held in shifts for the people on their waitlists (issue 38, decision 063): when a place
// frees, the first person waiting without an offer gets one, in the same transaction, with a mail
// and a job that lapses it at its time. Nobody is put in a shift without saying yes.
import { and, asc, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { formatEventDateTime } from '@volunteering/shared/event-time-format';
import { INTL_LOCALES } from '@volunteering/shared/i18n/languages';
import { mailTexts } from '@volunteering/shared/texts/mail';
import type { Db } from '../db/client.ts';
import { events, shiftWaitlistEntries, shifts, user } from '../db/schema.ts';
import { accountLanguage, textsIn } from '../i18n/texts-in.ts';
import { scheduleJob, type JobHandler } from '../jobs/job-runner.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { MailLinks } from '../mail/mail-links.ts';
import { isCancelled } from './event-rules.ts';
import { freePlaces, offerUntil, shiftEnded } from './shift-rules.ts';

export const SHIFT_OFFER_LAPSE = 'shift-offer-lapse';

/** An entry of a shift's waitlist as saved. */
export type ShiftWaitRow = typeof shiftWaitlistEntries.$inferSelect;

/** The places of a shift held for people offered one; exact under the shift row's lock. */
export async function heldIn(tx: Db, shiftId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(shiftWaitlistEntries)
    .where(and(eq(shiftWaitlistEntries.shiftId, shiftId), isNotNull(shiftWaitlistEntries.offeredAt)));
  return row?.n ?? 0;
}

/** The person's entry on a shift's waitlist, if any. */
export async function entryOf(tx: Db, shiftId: string, userId: string): Promise<ShiftWaitRow | undefined> {
  const [row] = await tx
    .select()
    .from(shiftWaitlistEntries)
    .where(and(eq(shiftWaitlistEntries.shiftId, shiftId), eq(shiftWaitlistEntries.userId, userId)));
  return row;
}

/** Whether the entry holds an offer still open at `now`. */
export const offerOpen = (entry: Pick<ShiftWaitRow, 'offerUntil'> | undefined, now: Date): boolean =>
  entry?.offerUntil !== null && entry?.offerUntil !== undefined && entry.offerUntil > now;

/**
 * Offers the free places of an event's shifts (or of one) to the first people waiting without an
 * offer, inside the caller's transaction, which holds the event row's lock; the shift rows are
 * locked here, in the order of the shifts. None for an event cancelled or hidden, or a shift ended.
 */
export type OfferPlaces = (tx: Db, eventId: string, shiftId?: string) => Promise<void>;

export function createShiftOffers(opts: { mailer: Mailer; now: () => Date; links: MailLinks }) {
  const { mailer, now, links } = opts;

  const offerPlaces: OfferPlaces = async (tx, eventId, shiftId) => {
    const [event] = await tx.select().from(events).where(eq(events.id, eventId));
    if (!event || event.hidden !== null || isCancelled(event)) return;
    const list = await tx
      .select()
      .from(shifts)
      .where(and(eq(shifts.eventId, eventId), shiftId === undefined ? undefined : eq(shifts.id, shiftId)))
      .orderBy(asc(shifts.position), asc(shifts.id))
      .for('update');
    for (const shift of list) {
      if (shiftEnded(shift, now())) continue;
      for (let free = freePlaces(shift, await heldIn(tx, shift.id)); free > 0; free--) {
        const [next] = await tx
          .select({ seq: shiftWaitlistEntries.seq, userId: user.id, name: user.name, email: user.email, language: user.language, byMail: user.mailWaitlist })
          .from(shiftWaitlistEntries)
          .innerJoin(user, eq(user.id, shiftWaitlistEntries.userId))
          .where(and(eq(shiftWaitlistEntries.shiftId, shift.id), isNull(shiftWaitlistEntries.offeredAt)))
          .orderBy(asc(shiftWaitlistEntries.seq))
          .limit(1);
        if (!next) break;
        const offeredAt = now();
        const until = offerUntil(shift, offeredAt);
        await tx.update(shiftWaitlistEntries).set({ offeredAt, offerUntil: until }).where(eq(shiftWaitlistEntries.seq, next.seq));
        // One job per offer: its key names the entry and the moment, so it lapses this offer only.
        await scheduleJob(tx, {
          kind: SHIFT_OFFER_LAPSE,
          key: `${SHIFT_OFFER_LAPSE}:${next.seq}:${offeredAt.getTime()}`,
          payload: { entry: next.seq, offeredAt: offeredAt.getTime() },
          runAt: until,
        });
        // As a promotion's mail: only while they keep waitlist news on (decision 035); the offer
        // stands either way, on the event page.
        if (!next.byMail) continue;
        const language = accountLanguage(next.language);
        const mail = textsIn(mailTexts, language);
        const locale = INTL_LOCALES[language];
        const when = formatEventDateTime(shift.start.toISOString(), event.timeZone, locale);
        const lapses = formatEventDateTime(until.toISOString(), event.timeZone, locale);
        const url = links.shiftOfferUrl(
          { entry: next.seq, offeredAt: offeredAt.getTime(), offerUntil: until.getTime(), shiftId: shift.id, userId: next.userId },
          language,
        );
        await mailer.send(
          links.offMail(
            {
              to: next.email,
              subject: mail.shiftOfferSubject(shift.title, event.title),
              text: mail.shiftOfferBody(next.name, shift.title, event.title, when, event.location, lapses, url),
            },
            { purpose: 'off', kind: 'waitlist', userId: next.userId },
            language,
          ),
          tx,
        );
      }
    }
  };

  /**
   * At an offer's time: if it is still open (the same entry, offered at the same moment), the entry
   * goes and the place is offered to the next person waiting. Locks the event's row, then the shift's.
   */
  const lapseHandler: JobHandler = async (job, tx) => {
    const { entry, offeredAt } = job.payload as { entry: number; offeredAt: number };
    const [found] = await tx.select().from(shiftWaitlistEntries).where(eq(shiftWaitlistEntries.seq, entry));
    if (!found || found.offeredAt?.getTime() !== offeredAt) return;
    await tx.select({ id: events.id }).from(events).where(eq(events.id, found.eventId)).for('update');
    await tx.select({ id: shifts.id }).from(shifts).where(eq(shifts.id, found.shiftId)).for('update');
    const removed = await tx
      .delete(shiftWaitlistEntries)
      .where(and(eq(shiftWaitlistEntries.seq, entry), eq(shiftWaitlistEntries.offeredAt, found.offeredAt)))
      .returning({ seq: shiftWaitlistEntries.seq });
    if (removed.length > 0) await offerPlaces(tx, found.eventId, found.shiftId);
  };

  return { offerPlaces, lapseHandler };
}

export type ShiftOffers = ReturnType<typeof createShiftOffers>;
