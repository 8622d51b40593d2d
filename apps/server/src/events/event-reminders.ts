import { and, eq, isNull, like } from 'drizzle-orm';
import { formatEventDateTime } from '@volunteering/shared/event-time-format';
import type { Db } from '../db/client.ts';
import { events, jobs, participations, user } from '../db/schema.ts';
import { scheduleJob, type JobHandler } from '../jobs/job-runner.ts';
import { isCancelled } from './event-rules.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { MailLinks } from '../mail/mail-links.ts';
import { pagePath } from '@volunteering/shared/pages';
import { INTL_LOCALES } from '@volunteering/shared/i18n/languages';
import { mailTexts } from '@volunteering/shared/texts/mail';
import { accountLanguage, textsIn } from '../i18n/texts-in.ts';
import type { CheckInCodeMail } from '../check-in/check-in-mail.ts';

export const EVENT_REMINDER = 'event-reminder';
/** How long before the start a reminder goes: an event's and a shift's (decision 064). */
export const REMINDER_BEFORE_MS = 24 * 3600_000;

const keyPrefix = (eventId: string) => `${EVENT_REMINDER}:${eventId}:`;

/** On join: a reminder 24 hours before the start (none when the start is closer than that). */
export async function scheduleReminder(tx: Db, input: { eventId: string; userId: string; start: Date; now: Date }) {
  const runAt = new Date(input.start.getTime() - REMINDER_BEFORE_MS);
  if (runAt <= input.now) return;
  await scheduleJob(tx, {
    kind: EVENT_REMINDER,
    key: `${keyPrefix(input.eventId)}${input.userId}`,
    payload: { eventId: input.eventId, userId: input.userId },
    runAt,
  });
}

/** When the organizer moves the event, its pending reminders move with it. */
export async function rescheduleReminders(tx: Db, eventId: string, start: Date, now: Date) {
  const runAt = new Date(Math.max(start.getTime() - REMINDER_BEFORE_MS, now.getTime()));
  await tx
    .update(jobs)
    .set({ runAt })
    .where(and(eq(jobs.kind, EVENT_REMINDER), like(jobs.key, `${keyPrefix(eventId)}%`), isNull(jobs.doneAt)));
}

// The mail gives the start as the event's own clock reads it, with its zone's label (decision 023).
export function eventReminderHandler(opts: {
  mailer: Mailer;
  now: () => Date;
  publicUrl: string;
  links: MailLinks;
  checkInCode?: CheckInCodeMail;
}): JobHandler {
  return async (job, tx) => {
    const { eventId, userId } = job.payload as { eventId: string; userId: string };
    const [row] = await tx
      .select({
        hidden: events.hidden,
        cancelledAt: events.cancelledAt,
        shiftCount: events.shiftCount,
        title: events.title,
        date: events.date,
        timeZone: events.timeZone,
        location: events.location,
        name: user.name,
        email: user.email,
        language: user.language,
      })
      .from(participations)
      .innerJoin(events, eq(events.id, participations.eventId))
      .innerJoin(user, eq(user.id, participations.userId))
      // Read when the reminder is due: turning reminders off stops those already scheduled (decision 035).
      .where(and(eq(participations.eventId, eventId), eq(participations.userId, userId), eq(user.mailReminders, true)));
    // Cancelled, deleted, hidden by a moderator or already started: nothing to remind of. With
    // shifts, each shift reminds its own people (shift-reminders.ts).
    if (!row || row.hidden !== null || isCancelled(row) || row.date <= opts.now() || row.shiftCount > 0) return;
    const language = accountLanguage(row.language);
    const mail = textsIn(mailTexts, language);
    const when = formatEventDateTime(row.date.toISOString(), row.timeZone, INTL_LOCALES[language]);
    const url = `${opts.publicUrl}${pagePath('eventDetails', { id: eventId })}`;
    // Their check-in code, for the door (issue 39).
    const code = await opts.checkInCode?.(eventId, userId, language);
    const text = mail.reminderBody(row.name, row.title, when, row.location, url);
    await opts.mailer.send(
      opts.links.offMail(
        {
          to: row.email,
          subject: mail.reminderSubject(row.title, when),
          text: code ? `${text}\n\n${code.line}` : text,
          ...(code && { attachments: [code.attachment] }),
        },
        { purpose: 'off', kind: 'reminders', userId },
        language,
      ),
      tx,
    );
  };
}
