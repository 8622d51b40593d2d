// "Still on?" (issue 40): a series can ask its organizer to confirm each date a few days before.
// The mail's link carries a random token whose SHA-256 is kept on the date; opening the link reads
// the date's page, which reads the date (GET, which mail scanners make too); one click on its button
// confirms it (POST), no sign-in.
// Until then the date answers `notYetConfirmed`, and nothing cancels it on its own.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, gte, isNull } from 'drizzle-orm';
import { messageOf } from '@volunteering/shared/i18n/messages';
import { formatEventDateTime } from '@volunteering/shared/event-time-format';
import { INTL_LOCALES, LANGUAGE_PARAM } from '@volunteering/shared/i18n/languages';
import { pagePath } from '@volunteering/shared/pages';
import { seriesMessages, seriesTexts } from '@volunteering/shared/texts/series';
import type { Db } from '../db/client.ts';
import { events, user } from '../db/schema.ts';
import { NotFound } from '../domain-errors.ts';
import { accountLanguage, textsIn } from '../i18n/texts-in.ts';
import { rescheduleJob, type JobHandler } from '../jobs/job-runner.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { ActionResult } from '../events/event-commands.ts';
import { hasEnded, isCancelled } from '../events/event-rules.ts';

export const SERIES_STILL_ON = 'series-still-on';
/** The parameter of the date's page that carries a "Still on?" token. */
export const STILL_ON_PARAM = 'stillOn';
const DAY_MS = 24 * 3600_000;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The ask for one date, `daysBefore` its start (at once when that has passed); an ask scheduled before is moved, or made due again. */
export async function scheduleStillOn(tx: Db, eventId: string, start: Date, daysBefore: number, now: Date): Promise<void> {
  const runAt = new Date(Math.max(now.getTime(), start.getTime() - daysBefore * DAY_MS));
  await rescheduleJob(tx, { kind: SERIES_STILL_ON, key: `${SERIES_STILL_ON}:${eventId}`, payload: { eventId }, runAt });
}

/**
 * An edit of a series changed "Still on?" from `was` to `next` days (null: not asked); its coming
 * dates (from `from` on) follow, whoever joined them. Off: none waits any longer, and a link already
 * mailed is no longer good. On: each waits, asked that many days before it. Another number: each
 * not asked yet is asked at the new time; one asked or confirmed stays as it is.
 */
export async function changeStillOn(tx: Db, seriesId: string, was: number | null, next: number | null, from: Date | undefined, now: Date): Promise<void> {
  if (was === next) return;
  const dates = await tx
    .select({ id: events.id, date: events.date, awaitsConfirmation: events.awaitsConfirmation, asked: events.confirmTokenHash })
    .from(events)
    .where(and(eq(events.seriesId, seriesId), from ? gte(events.seriesStart, from) : undefined, gt(events.date, now), isNull(events.cancelledAt)))
    .for('update');
  for (const date of dates) {
    if (next === null) {
      if (date.awaitsConfirmation)
        await tx.update(events).set({ awaitsConfirmation: false, confirmTokenHash: null, updatedAt: now }).where(eq(events.id, date.id));
    } else if (was === null) {
      await tx.update(events).set({ awaitsConfirmation: true, confirmTokenHash: null, updatedAt: now }).where(eq(events.id, date.id));
      await scheduleStillOn(tx, date.id, date.date, next, now);
    } else if (date.awaitsConfirmation && !date.asked) {
      await scheduleStillOn(tx, date.id, date.date, next, now);
    }
  }
}

export function createSeriesConfirmation(opts: { db: Db; now: () => Date; mailer: Mailer; publicUrl: string }) {
  const { db, now, mailer, publicUrl } = opts;

  /** The job: a date still waiting, not cancelled or ended, gets its token and its organizer the mail. */
  const askHandler: JobHandler = async (job, tx) => {
    const { eventId } = job.payload as { eventId: string };
    const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
    if (!event || !event.awaitsConfirmation || isCancelled(event) || hasEnded(event, now()) || !event.ownerId) return;
    const [owner] = await tx.select().from(user).where(eq(user.id, event.ownerId));
    if (!owner) return;
    const token = randomBytes(24).toString('base64url');
    await tx
      .update(events)
      .set({ confirmTokenHash: hashOf(token) })
      .where(eq(events.id, eventId));
    const language = accountLanguage(owner.language);
    const mail = textsIn(seriesTexts, language).mail;
    const when = formatEventDateTime(event.date.toISOString(), event.timeZone, INTL_LOCALES[language]);
    // The date's own page, which shows the one button (a GET of the link confirms nothing).
    const url = `${publicUrl}${pagePath('eventDetails', { id: eventId })}?${new URLSearchParams({ [STILL_ON_PARAM]: token, [LANGUAGE_PARAM]: language })}`;
    await mailer.send({ to: owner.email, subject: mail.stillOnSubject(event.title, when), text: mail.stillOnBody(owner.name, event.title, when, url) }, tx);
  };

  async function dateOf(tx: Db, token: string) {
    const [event] = await tx
      .select({ id: events.id, title: events.title, date: events.date, awaitsConfirmation: events.awaitsConfirmation })
      .from(events)
      .where(eq(events.confirmTokenHash, hashOf(token)));
    if (!event) throw new NotFound(messageOf(seriesMessages, 'confirmNotFound'));
    return event;
  }

  return {
    askHandler,

    /** The date a link names: its id, title, start and whether it still waits. */
    async read(token: string) {
      const event = await dateOf(db, token);
      return { _id: event.id, title: event.title, date: event.date.toISOString(), confirmed: !event.awaitsConfirmation };
    },

    /** The organizer's one click: the date is confirmed. */
    async confirm(token: string): Promise<ActionResult> {
      return db.transaction(async (tx) => {
        const event = await dateOf(tx, token);
        const done = await tx
          .update(events)
          .set({ awaitsConfirmation: false, updatedAt: now() })
          .where(and(eq(events.id, event.id), eq(events.awaitsConfirmation, true), isNull(events.cancelledAt)))
          .returning({ id: events.id });
        return done.length > 0
          ? { success: true, message: messageOf(seriesMessages, 'confirmed') }
          : { success: false, message: messageOf(seriesMessages, 'alreadyConfirmed') };
      });
    },
  };
}

export type SeriesConfirmation = ReturnType<typeof createSeriesConfirmation>;
