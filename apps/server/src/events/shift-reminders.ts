// A reminder per shift a person holds (issue 38, decision 064), as event reminders are: scheduled on
// taking the place, at the same lead time before the shift's start, moved with the shift, and read
// again when due, so a person who left the shift, a removed shift or a cancelled event sends nothing.
import { and, eq, isNull, like, sql } from 'drizzle-orm';
import { formatEventDateTime, formatEventEnd } from '@volunteering/shared/event-time-format';
import { INTL_LOCALES } from '@volunteering/shared/i18n/languages';
import { pagePath } from '@volunteering/shared/pages';
import { shiftMailTexts } from '@volunteering/shared/texts/shift-mail';
import type { Db } from '../db/client.ts';
import { events, jobs, shiftParticipations, shifts, user } from '../db/schema.ts';
import { scheduleJob, type JobHandler } from '../jobs/job-runner.ts';
import type { MailLinks } from '../mail/mail-links.ts';
import type { Mailer } from '../mail/mailer.ts';
import { accountLanguage, textsIn } from '../i18n/texts-in.ts';
import type { CheckInCodeMail } from '../check-in/check-in-mail.ts';
import { REMINDER_BEFORE_MS } from './event-reminders.ts';
import { isCancelled } from './event-rules.ts';

export const SHIFT_REMINDER = 'shift-reminder';

const keyPrefix = (eventId: string) => `${SHIFT_REMINDER}:${eventId}:`;

type Taken = { eventId: string; shiftId: string; userId: string; start: Date; now: Date };

/** On taking a place in a shift: its reminder, REMINDER_BEFORE_MS before the shift's start (none when that has passed). */
export async function scheduleShiftReminder(tx: Db, taken: Taken): Promise<void> {
  const runAt = new Date(taken.start.getTime() - REMINDER_BEFORE_MS);
  if (runAt <= taken.now) return;
  await scheduleJob(tx, {
    kind: SHIFT_REMINDER,
    key: `${keyPrefix(taken.eventId)}${taken.shiftId}:${taken.userId}`,
    payload: { eventId: taken.eventId, shiftId: taken.shiftId, userId: taken.userId },
    runAt,
  });
}

/** After an edit (event row locked): each pending reminder of the event's shifts moves with its shift's start. */
export async function rescheduleShiftReminders(tx: Db, eventId: string, now: Date): Promise<void> {
  const before = `${REMINDER_BEFORE_MS / 1000} seconds`;
  await tx
    .update(jobs)
    .set({ runAt: sql`greatest(${shifts.start} - ${before}::interval, ${now.toISOString()}::timestamptz)` })
    .from(shifts)
    .where(
      and(
        eq(jobs.kind, SHIFT_REMINDER),
        like(jobs.key, `${keyPrefix(eventId)}%`),
        isNull(jobs.doneAt),
        eq(shifts.eventId, eventId),
        sql`${shifts.id}::text = ${jobs.payload}->>'shiftId'`,
      ),
    );
}

// The mail gives the shift's start and end as the event's clock reads them, with its zone's label.
export function shiftReminderHandler(opts: {
  mailer: Mailer;
  now: () => Date;
  publicUrl: string;
  links: MailLinks;
  checkInCode?: CheckInCodeMail;
}): JobHandler {
  return async (job, tx) => {
    const { eventId, shiftId, userId } = job.payload as { eventId: string; shiftId: string; userId: string };
    const [row] = await tx
      .select({
        hidden: events.hidden,
        cancelledAt: events.cancelledAt,
        title: events.title,
        timeZone: events.timeZone,
        location: events.location,
        shift: shifts.title,
        start: shifts.start,
        end: shifts.end,
        name: user.name,
        email: user.email,
        language: user.language,
      })
      .from(shiftParticipations)
      .innerJoin(shifts, eq(shifts.id, shiftParticipations.shiftId))
      .innerJoin(events, eq(events.id, shiftParticipations.eventId))
      .innerJoin(user, eq(user.id, shiftParticipations.userId))
      // Read when due: a person who left, a shift removed, reminders turned off (decision 035) send nothing.
      .where(and(eq(shiftParticipations.shiftId, shiftId), eq(shiftParticipations.userId, userId), eq(user.mailReminders, true)));
    if (!row || row.hidden !== null || isCancelled(row) || row.start <= opts.now()) return;
    const language = accountLanguage(row.language);
    const mail = textsIn(shiftMailTexts, language);
    const locale = INTL_LOCALES[language];
    const when = formatEventDateTime(row.start.toISOString(), row.timeZone, locale);
    const until = formatEventEnd(row.start.toISOString(), row.end.toISOString(), row.timeZone, locale);
    const url = `${opts.publicUrl}${pagePath('eventDetails', { id: eventId })}`;
    // Their check-in code, for the door (issue 39).
    const code = await opts.checkInCode?.(eventId, userId, language);
    const text = mail.reminderBody(row.name, row.shift, row.title, when, until, row.location, url);
    await opts.mailer.send(
      opts.links.offMail(
        {
          to: row.email,
          subject: mail.reminderSubject(row.title, row.shift, when),
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
