// The mail a volunteer gets on joining (issue 37): the event's time on its own clock, its place and
// its page, in their language, with the event as an .ics file to add to a calendar.
import { mailTexts } from '@volunteering/shared/texts/mail';
import { buildCalendar, calendarFileName, eventEntry } from '../calendar/ics.ts';
import type { Db } from '../db/client.ts';
import type { events } from '../db/schema.ts';
import { textsIn } from '../i18n/texts-in.ts';
import type { Mailer } from '../mail/mailer.ts';
import { endOf } from './event-rules.ts';
import { mailEventPeople } from './participant-mail.ts';

type Joined = Pick<typeof events.$inferSelect, 'id' | 'ownerId' | 'title' | 'description' | 'date' | 'durationMinutes' | 'timeZone' | 'location'>;

/** Mails the confirmation inside the caller's transaction: no join, no mail. */
export type ConfirmJoin = (tx: Db, event: Joined, userId: string) => Promise<void>;

export function createJoinConfirmation(opts: { mailer: Mailer; now: () => Date; publicUrl: string }): ConfirmJoin {
  return async (tx, event, userId) => {
    const { id, title, description, location, timeZone } = event;
    const entry = eventEntry({ id, title, description, location, timeZone, start: event.date, end: endOf(event), cancelled: false }, opts.publicUrl);
    const calendar = await buildCalendar([entry], { now: opts.now() });
    const file = { filename: calendarFileName(title), contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: calendar };
    await mailEventPeople(tx, opts.mailer, event, { userId }, (person, language, when) => {
      const mail = textsIn(mailTexts, language);
      return { subject: mail.joinedSubject(title), text: mail.joinedBody(person.name, title, when, location, entry.url), attachments: [file] };
    });
  };
}
