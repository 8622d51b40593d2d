// The mail on taking a place in a shift (issue 38, decision 064), as the event's join mails one: the
// shift's start and end on the event's clock with its zone's label, its place and page, in the
// person's language, with the shift as an .ics file. Put in by an organizer, it says who.
import { formatEventEnd } from '@volunteering/shared/event-time-format';
import { INTL_LOCALES } from '@volunteering/shared/i18n/languages';
import { shiftMailTexts } from '@volunteering/shared/texts/shift-mail';
import { buildCalendar, calendarFileName, shiftEntry } from '../calendar/ics.ts';
import type { Db } from '../db/client.ts';
import type { events, shifts } from '../db/schema.ts';
import { textsIn } from '../i18n/texts-in.ts';
import type { Mailer } from '../mail/mailer.ts';
import { mailEventPeople } from './participant-mail.ts';

type Event = Pick<typeof events.$inferSelect, 'id' | 'ownerId' | 'title' | 'description' | 'timeZone' | 'location'>;
type Shift = Pick<typeof shifts.$inferSelect, 'id' | 'title' | 'description' | 'start' | 'end'>;

/** Mails the person who took (or was put in, `by` an organizer named so) a place, inside the caller's transaction: no place, no mail. */
export type ConfirmShift = (tx: Db, event: Event, shift: Shift, userId: string, by?: { name: string }) => Promise<void>;

export function createShiftConfirmation(opts: { mailer: Mailer; now: () => Date; publicUrl: string }): ConfirmShift {
  return async (tx, event, shift, userId, by) => {
    const { id, title, description, location, timeZone } = event;
    const entry = shiftEntry({ id, title, description, location, timeZone, cancelled: false }, shift, opts.publicUrl);
    const calendar = await buildCalendar([entry], { now: opts.now() });
    const file = { filename: calendarFileName(`${title} ${shift.title}`), contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: calendar };
    // The shift's start in the event's words: mailEventPeople formats the `date` it is given.
    await mailEventPeople(tx, opts.mailer, { ...event, date: shift.start }, { userId }, (person, language, when) => {
      const mail = textsIn(shiftMailTexts, language);
      const until = formatEventEnd(shift.start.toISOString(), shift.end.toISOString(), timeZone, INTL_LOCALES[language]);
      const text = by
        ? mail.putBody(person.name, by.name, shift.title, title, when, until, location, entry.url)
        : mail.joinedBody(person.name, shift.title, title, when, until, location, entry.url);
      return { subject: (by ? mail.putSubject : mail.joinedSubject)(title, shift.title), text, attachments: [file] };
    });
  };
}
