// The mail a volunteer gets on joining (issue 37): the event's time on its own clock, its place and
// its page, in their language, with the event as an .ics file to add to a calendar.
import { eq } from 'drizzle-orm';
import { formatEventDateTime } from '@volunteering/shared/event-time-format';
import { INTL_LOCALES } from '@volunteering/shared/i18n/languages';
import { pagePath } from '@volunteering/shared/pages';
import { mailTexts } from '@volunteering/shared/texts/mail';
import { buildCalendar } from '../calendar/ics.ts';
import type { Db } from '../db/client.ts';
import { events, user } from '../db/schema.ts';
import { accountLanguage, textsIn } from '../i18n/texts-in.ts';
import type { Mailer } from '../mail/mailer.ts';
import { endOf } from './event-rules.ts';

type Joined = Pick<typeof events.$inferSelect, 'id' | 'title' | 'description' | 'date' | 'durationMinutes' | 'timeZone' | 'location'>;

/** Mails the confirmation inside the caller's transaction: no join, no mail. */
export type ConfirmJoin = (tx: Db, event: Joined, userId: string) => Promise<void>;

export function createJoinConfirmation(opts: { mailer: Mailer; now: () => Date; publicUrl: string }): ConfirmJoin {
  return async (tx, event, userId) => {
    const [person] = await tx.select({ name: user.name, email: user.email, language: user.language }).from(user).where(eq(user.id, userId));
    if (!person) return;
    const language = accountLanguage(person.language);
    const mail = textsIn(mailTexts, language);
    const when = formatEventDateTime(event.date.toISOString(), event.timeZone, INTL_LOCALES[language]);
    const url = `${opts.publicUrl}${pagePath('eventDetails', { id: event.id })}`;
    const calendar = await buildCalendar(
      [
        {
          uid: `${event.id}@volunteer-hub`,
          title: event.title,
          description: event.description,
          location: event.location,
          start: event.date,
          end: endOf(event),
          timeZone: event.timeZone,
          url,
        },
      ],
      { now: opts.now() },
    );
    await opts.mailer.send(
      {
        to: person.email,
        subject: mail.joinedSubject(event.title),
        text: mail.joinedBody(person.name, event.title, when, event.location, url),
        attachments: [{ filename: 'event.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: calendar }],
      },
      tx,
    );
  };
}
