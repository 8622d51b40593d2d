import { and, asc, eq, ne } from 'drizzle-orm';
import { formatEventDateTime } from '@volunteering/shared/event-time-format';
import { INTL_LOCALES, type Language } from '@volunteering/shared/i18n/languages';
import type { Db } from '../db/client.ts';
import { participations, user } from '../db/schema.ts';
import { accountLanguage } from '../i18n/texts-in.ts';
import type { Mailer } from '../mail/mailer.ts';

type EventFacts = { id: string; ownerId: string | null; date: Date; timeZone: string };

/**
 * One mail to each participant of an event but its owner, inside the caller's transaction, in the
 * participant's language with the start as the event's clock reads it (an event cancelled with its
 * organizer's account, or taken down by a moderator).
 */
export async function mailParticipants(
  tx: Db,
  mailer: Mailer,
  event: EventFacts,
  write: (person: { name: string }, language: Language, when: string) => { subject: string; text: string },
): Promise<void> {
  const people = await tx
    .select({ name: user.name, email: user.email, language: user.language })
    .from(participations)
    .innerJoin(user, eq(user.id, participations.userId))
    .where(and(eq(participations.eventId, event.id), event.ownerId ? ne(participations.userId, event.ownerId) : undefined))
    .orderBy(asc(user.email));
  for (const person of people) {
    const language = accountLanguage(person.language);
    const when = formatEventDateTime(event.date.toISOString(), event.timeZone, INTL_LOCALES[language]);
    await mailer.send({ to: person.email, ...write(person, language, when) }, tx);
  }
}
