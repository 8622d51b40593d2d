// An organizer's cancellation (issue 37): the event stays, says it is cancelled and takes no one;
// everyone joined or waiting is mailed in their language. The only writer of an event's cancellation.
import { eq } from 'drizzle-orm';
import { pagePath } from '@volunteering/shared/pages';
import { mailTexts } from '@volunteering/shared/texts/mail';
import type { Db } from '../db/client.ts';
import { events } from '../db/schema.ts';
import { textsIn } from '../i18n/texts-in.ts';
import type { Mailer } from '../mail/mailer.ts';
import { mailEventPeople } from './participant-mail.ts';

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
    const otherEvents = `${opts.publicUrl}${pagePath('upcomingEvents')}`;
    return mailEventPeople(tx, opts.mailer, event, 'joinedAndWaiting', (person, language, when) => {
      const mail = textsIn(mailTexts, language);
      const paragraphs = [mail.organizerCancelled(person.name, event.organizer, event.title, when, event.location)];
      if (message) paragraphs.push(mail.organizerMessage(message));
      paragraphs.push(mail.organizerCancelledEnd(otherEvents));
      return { subject: mail.cancelledSubject(event.title), text: paragraphs.join('\n\n') };
    });
  };
}
