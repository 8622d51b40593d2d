import { messageOf, type MessageRef } from '@volunteering/shared/i18n/messages';
import { and, asc, count, eq, lt, sql } from 'drizzle-orm';
import { formatEventDateTime } from '@volunteering/shared/event-time-format';
import { apiMessages } from '@volunteering/shared/texts/api';
import { waitlistMessages } from '@volunteering/shared/texts/waitlist';
import type { MyWaitlist, WaitingPeople } from '@volunteering/shared/waitlist-schemas';
import type { Db } from '../db/client.ts';
import { events, participations, user, waitlistEntries } from '../db/schema.ts';
import { Forbidden, NotFound } from '../domain-errors.ts';
import { mayManage } from '../access/organization-rights.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { MailLinks } from '../mail/mail-links.ts';
import type { Viewer } from '../auth/access-token.ts';
import { scheduleReminder } from './event-reminders.ts';
import { takePlace } from './event-places.ts';
import { hasShifts } from './shifts.ts';
import { shiftMessages } from '@volunteering/shared/texts/shifts';
import { endOf, hasEnded, isCancelled, isFull, shown } from './event-rules.ts';
import { pagePath } from '@volunteering/shared/pages';
import { INTL_LOCALES } from '@volunteering/shared/i18n/languages';
import { mailTexts } from '@volunteering/shared/texts/mail';
import { accountLanguage, textsIn } from '../i18n/texts-in.ts';

export type WaitlistResult = { success: boolean; message: MessageRef; position: number | null };

/** 1 for the first person waiting; null when the user is not waiting. */
async function positionOf(db: Db, eventId: string, userId: string): Promise<number | null> {
  const [mine] = await db
    .select({ seq: waitlistEntries.seq })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.eventId, eventId), eq(waitlistEntries.userId, userId)));
  if (!mine) return null;
  const [ahead] = await db
    .select({ n: count() })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.eventId, eventId), lt(waitlistEntries.seq, mine.seq)));
  return (ahead?.n ?? 0) + 1;
}

export function createWaitlist(opts: { db: Db; now: () => Date; mailer: Mailer; publicUrl: string; links: MailLinks }) {
  const { db, now, mailer, publicUrl, links } = opts;

  return {
    /** Only a full event that has not started takes a waitlist; the event row is locked like a join. */
    async join(eventId: string, viewer: Viewer): Promise<WaitlistResult> {
      return db.transaction(async (tx) => {
        const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
        if (!event || event.hidden !== null) throw new NotFound(messageOf(apiMessages, 'eventNotFound'));
        // Its people join shifts, and wait for a shift on its own waitlist (decision 063).
        if (hasShifts(event)) return { success: false, message: messageOf(shiftMessages, 'chooseShift'), position: null };
        if (isCancelled(event)) return { success: false, message: messageOf(apiMessages, 'eventCancelled'), position: null };
        if (hasEnded(event, now())) return { success: false, message: messageOf(apiMessages, 'eventEnded'), position: null };
        const [joined] = await tx
          .select({ userId: participations.userId })
          .from(participations)
          .where(and(eq(participations.eventId, eventId), eq(participations.userId, viewer.userId)));
        if (joined) return { success: false, message: messageOf(apiMessages, 'alreadyJoined'), position: null };
        const waiting = await positionOf(tx, eventId, viewer.userId);
        if (waiting !== null) return { success: false, message: messageOf(waitlistMessages, 'alreadyWaiting', waiting), position: waiting };
        if (event.volunteersJoined < event.volunteersNeeded) return { success: false, message: messageOf(waitlistMessages, 'notFull'), position: null };
        await tx.insert(waitlistEntries).values({ eventId, userId: viewer.userId, createdAt: now() });
        const position = (await positionOf(tx, eventId, viewer.userId))!;
        return { success: true, message: messageOf(waitlistMessages, 'joined', position), position };
      });
    },

    async leave(eventId: string, viewer: Viewer): Promise<WaitlistResult> {
      const removed = await db
        .delete(waitlistEntries)
        .where(and(eq(waitlistEntries.eventId, eventId), eq(waitlistEntries.userId, viewer.userId)))
        .returning({ userId: waitlistEntries.userId });
      return removed.length > 0
        ? { success: true, message: messageOf(waitlistMessages, 'left'), position: null }
        : { success: false, message: messageOf(waitlistMessages, 'notWaiting'), position: null };
    },

    async status(eventId: string, viewer: Viewer): Promise<{ position: number | null; waiting: number }> {
      const [total] = await db.select({ n: count() }).from(waitlistEntries).where(eq(waitlistEntries.eventId, eventId));
      return { position: await positionOf(db, eventId, viewer.userId), waiting: total?.n ?? 0 };
    },

    /** Who waits for an event, first in line first: for those who manage it only (issue 37). One snapshot. */
    async peopleOf(eventId: string, viewer: Viewer): Promise<WaitingPeople> {
      return db.transaction(async (tx) => {
        const [event] = await tx.select({ ownerId: events.ownerId, organizationId: events.organizationId }).from(events).where(eq(events.id, eventId));
        if (!event) throw new NotFound(messageOf(apiMessages, 'eventNotFound'));
        if (!(await mayManage(tx, event, viewer.userId))) throw new Forbidden(messageOf(apiMessages, 'forbiddenOwner'));
        const rows = await tx
          .select({ name: user.name, email: user.email, since: waitlistEntries.createdAt })
          .from(waitlistEntries)
          .innerJoin(user, eq(user.id, waitlistEntries.userId))
          .where(eq(waitlistEntries.eventId, eventId))
          .orderBy(asc(waitlistEntries.seq));
        return rows.map((row, index) => ({ position: index + 1, name: row.name, email: row.email, since: row.since.toISOString() }));
      });
    },

    /** Every waitlist the volunteer is on, soonest event first, with their place in each: one query. */
    async entriesOf(volunteer: Viewer): Promise<MyWaitlist> {
      const ahead = sql`(SELECT count(*) FROM waitlist_entries other
        WHERE other.event_id = ${waitlistEntries.eventId} AND other.seq < ${waitlistEntries.seq})`;
      const rows = await db
        .select({
          id: events.id,
          title: events.title,
          date: events.date,
          timeZone: events.timeZone,
          durationMinutes: events.durationMinutes,
          location: events.location,
          position: sql<number>`${ahead} + 1`.mapWith(Number),
        })
        .from(waitlistEntries)
        .innerJoin(events, eq(events.id, waitlistEntries.eventId))
        .where(and(eq(waitlistEntries.userId, volunteer.userId), shown))
        .orderBy(asc(events.date), asc(events.id));
      return rows.map((row) => ({
        event: {
          _id: row.id,
          title: row.title,
          date: row.date.toISOString(),
          timeZone: row.timeZone,
          endDate: endOf(row).toISOString(),
          location: row.location,
        },
        position: row.position,
      }));
    },

    /**
     * Fills free places from the front of the waitlist, inside the caller's transaction, which holds
     * the event row's lock: a cancel and the promotion it causes are one step.
     */
    async promote(tx: Db, eventId: string): Promise<void> {
      for (;;) {
        // The first in line, then the event: with nobody waiting (most cancels) one statement.
        const [next] = await tx
          .select({ userId: waitlistEntries.userId, name: user.name, email: user.email, language: user.language, byMail: user.mailWaitlist })
          .from(waitlistEntries)
          .innerJoin(user, eq(user.id, waitlistEntries.userId))
          .where(eq(waitlistEntries.eventId, eventId))
          .orderBy(asc(waitlistEntries.seq))
          .limit(1);
        if (!next) return;
        const [event] = await tx.select().from(events).where(eq(events.id, eventId));
        // A hidden event takes nobody from its waitlist until it is back (issue 16), a cancelled one never.
        if (!event || event.hidden !== null || isCancelled(event) || isFull(event) || hasEnded(event, now())) return;
        await tx.delete(waitlistEntries).where(and(eq(waitlistEntries.eventId, eventId), eq(waitlistEntries.userId, next.userId)));
        // As before, a person waiting who is in the event already fails the whole change.
        if (!(await takePlace(tx, eventId, next.userId, now()))) throw new Error(`${next.userId} waits for an event they are in`);
        await scheduleReminder(tx, { eventId, userId: next.userId, start: event.date, now: now() });
        // The place is theirs either way; the mail only if they keep waitlist news on (decision 035).
        if (!next.byMail) continue;
        const language = accountLanguage(next.language);
        const mail = textsIn(mailTexts, language);
        const when = formatEventDateTime(event.date.toISOString(), event.timeZone, INTL_LOCALES[language]);
        const url = `${publicUrl}${pagePath('eventDetails', { id: eventId })}`;
        await mailer.send(
          links.offMail(
            { to: next.email, subject: mail.promotedSubject(event.title), text: mail.promotedBody(next.name, event.title, when, event.location, url) },
            { purpose: 'off', kind: 'waitlist', userId: next.userId },
            language,
          ),
          tx,
        );
      }
    },
  };
}

export type Waitlist = ReturnType<typeof createWaitlist>;
