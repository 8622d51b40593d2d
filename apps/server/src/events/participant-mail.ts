import { and, asc, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import { formatEventDateTime } from '@volunteering/shared/event-time-format';
import { INTL_LOCALES, type Language } from '@volunteering/shared/i18n/languages';
import type { Db } from '../db/client.ts';
import { participations, shiftParticipations, shiftWaitlistEntries, user, waitlistEntries } from '../db/schema.ts';
import { accountLanguage } from '../i18n/texts-in.ts';
import type { Mail, Mailer } from '../mail/mailer.ts';

type EventFacts = { id: string; ownerId: string | null; date: Date; timeZone: string };

/** Who hears about an event: its participants (joined as a whole or in any of its shifts), them and its waitlists (its own and its shifts'), or some volunteers. */
export type Recipients = 'joined' | 'joinedAndWaiting' | { userId: string } | { userIds: string[] };

function whom(tx: Db, eventId: string, recipients: Recipients): SQL | undefined {
  if (typeof recipients === 'object') return 'userId' in recipients ? eq(user.id, recipients.userId) : inArray(user.id, recipients.userIds);
  const joined = or(
    inArray(user.id, tx.select({ id: participations.userId }).from(participations).where(eq(participations.eventId, eventId))),
    inArray(user.id, tx.select({ id: shiftParticipations.userId }).from(shiftParticipations).where(eq(shiftParticipations.eventId, eventId))),
  );
  if (recipients === 'joined') return joined;
  return or(
    joined,
    inArray(user.id, tx.select({ id: waitlistEntries.userId }).from(waitlistEntries).where(eq(waitlistEntries.eventId, eventId))),
    inArray(user.id, tx.select({ id: shiftWaitlistEntries.userId }).from(shiftWaitlistEntries).where(eq(shiftWaitlistEntries.eventId, eventId))),
  );
}

/**
 * One mail to each of an event's `recipients` but its owner, inside the caller's transaction, in the
 * person's language with the start as the event's clock reads it. Returns how many were mailed.
 */
export async function mailEventPeople(
  tx: Db,
  mailer: Mailer,
  event: EventFacts,
  recipients: Recipients,
  write: (person: { id: string; name: string }, language: Language, when: string) => Omit<Mail, 'to'>,
): Promise<number> {
  const people = await tx
    .select({ id: user.id, name: user.name, email: user.email, language: user.language })
    .from(user)
    .where(and(whom(tx, event.id, recipients), event.ownerId ? ne(user.id, event.ownerId) : undefined))
    .orderBy(asc(user.email));
  for (const person of people) {
    const language = accountLanguage(person.language);
    const when = formatEventDateTime(event.date.toISOString(), event.timeZone, INTL_LOCALES[language]);
    await mailer.send({ to: person.email, ...write(person, language, when) }, tx);
  }
  return people.length;
}
