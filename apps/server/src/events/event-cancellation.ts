// An organizer's cancellation (issue 37): the event stays, says it is cancelled and takes no one;
// everyone joined or waiting is mailed in their language. The only writer of an event's cancellation.
import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import { formatEventDateTime } from '@volunteering/shared/event-time-format';
import { INTL_LOCALES } from '@volunteering/shared/i18n/languages';
import { pagePath } from '@volunteering/shared/pages';
import { mailTexts } from '@volunteering/shared/texts/mail';
import type { Db } from '../db/client.ts';
import { events, participations, user, waitlistEntries } from '../db/schema.ts';
import { accountLanguage, textsIn } from '../i18n/texts-in.ts';
import type { Mailer } from '../mail/mailer.ts';

type Cancelled = Pick<typeof events.$inferSelect, 'id' | 'ownerId' | 'title' | 'organizer' | 'date' | 'timeZone' | 'location'>;

/**
 * Marks the event cancelled and mails each person joined or waiting (not its owner) once, inside the
 * caller's transaction, which holds the event row's lock. Returns how many were told.
 */
export type CancelEvent = (tx: Db, event: Cancelled, message: string) => Promise<number>;

export function createEventCancellation(opts: { mailer: Mailer; now: () => Date; publicUrl: string }): CancelEvent {
  return async (tx, event, message) => {
    await tx
      .update(events)
      .set({ cancelledAt: opts.now(), cancelMessage: message || null, updatedAt: opts.now() })
      .where(eq(events.id, event.id));
    const joined = tx.select({ userId: participations.userId }).from(participations).where(eq(participations.eventId, event.id));
    const waiting = tx.select({ userId: waitlistEntries.userId }).from(waitlistEntries).where(eq(waitlistEntries.eventId, event.id));
    const people = await tx
      .select({ name: user.name, email: user.email, language: user.language })
      .from(user)
      .where(and(or(sql`${user.id} IN ${joined}`, sql`${user.id} IN ${waiting}`), event.ownerId ? ne(user.id, event.ownerId) : undefined))
      .orderBy(asc(user.email));
    const otherEvents = `${opts.publicUrl}${pagePath('upcomingEvents')}`;
    for (const person of people) {
      const language = accountLanguage(person.language);
      const mail = textsIn(mailTexts, language);
      const when = formatEventDateTime(event.date.toISOString(), event.timeZone, INTL_LOCALES[language]);
      const paragraphs = [mail.organizerCancelled(person.name, event.organizer, event.title, when, event.location)];
      if (message) paragraphs.push(mail.organizerMessage(message));
      paragraphs.push(mail.organizerCancelledEnd(otherEvents));
      await opts.mailer.send({ to: person.email, subject: mail.cancelledSubject(event.title), text: paragraphs.join('\n\n') }, tx);
    }
    return people.length;
  };
}
