// The mail to the people of shifts an edit removed (issue 38): each person once, in their language,
// naming the shifts they lost with their start on the event's clock.
import { formatEventDateTime } from '@volunteering/shared/event-time-format';
import { INTL_LOCALES } from '@volunteering/shared/i18n/languages';
import { pagePath } from '@volunteering/shared/pages';
import { mailTexts } from '@volunteering/shared/texts/mail';
import type { Db } from '../db/client.ts';
import type { events } from '../db/schema.ts';
import { textsIn } from '../i18n/texts-in.ts';
import type { Mailer } from '../mail/mailer.ts';
import { mailEventPeople } from './participant-mail.ts';

/** A place an edit took away: whose, and in which shift; `waiting`: a place on its waitlist (decision 063). */
export type RemovedPlace = { userId: string; title: string; start: Date; waiting?: boolean };

type Edited = Pick<typeof events.$inferSelect, 'id' | 'ownerId' | 'title' | 'organizer' | 'date' | 'timeZone'>;

/** Mails the people of removed shifts inside the caller's transaction; returns how many were told. */
export type TellShiftsRemoved = (tx: Db, event: Edited, removed: RemovedPlace[]) => Promise<number>;

export function createShiftRemovalMail(opts: { mailer: Mailer; publicUrl: string }): TellShiftsRemoved {
  return async (tx, event, removed) => {
    if (removed.length === 0) return 0;
    const page = `${opts.publicUrl}${pagePath('eventDetails', { id: event.id })}`;
    const userIds = [...new Set(removed.map((place) => place.userId))];
    return mailEventPeople(tx, opts.mailer, event, { userIds }, (person, language) => {
      const locale = INTL_LOCALES[language];
      const theirs = removed.filter((place) => place.userId === person.id);
      // Someone in a removed shift hears of the places they had; someone only waiting, of the waits.
      const joined = theirs.some((place) => !place.waiting);
      const names = theirs
        .filter((place) => !place.waiting === joined)
        .sort((a, b) => a.start.getTime() - b.start.getTime())
        .map((place) => `"${place.title}" (${formatEventDateTime(place.start.toISOString(), event.timeZone, locale)})`);
      const mail = textsIn(mailTexts, language);
      const shifts = new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
      const body = joined ? mail.shiftRemovedBody : mail.shiftRemovedWaitingBody;
      return { subject: mail.shiftRemovedSubject(event.title), text: body(person.name, event.organizer, event.title, shifts, page) };
    });
  };
}
