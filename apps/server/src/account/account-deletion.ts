import { messageOf } from '@volunteering/shared/i18n/messages';
import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { pagePath } from '@volunteering/shared/pages';
import { accountTexts } from '@volunteering/shared/texts/account';
import { eventDetailsMessages } from '@volunteering/shared/texts/event-details';
import { mailTexts } from '@volunteering/shared/texts/mail';
import type { Viewer } from '../auth/access-token.ts';
import type { Db } from '../db/client.ts';
import { account, events, organizationMembers, organizations, outbox, participations, session, signInFailures, user, verification } from '../db/schema.ts';
import { queryRows } from '../db/client.ts';
import { Conflict, InvalidInput, SignInRequired } from '../domain-errors.ts';
import { eventEnd } from '../events/event-rules.ts';
import { mailEventPeople } from '../events/participant-mail.ts';
import { textsIn } from '../i18n/texts-in.ts';
import type { Mailer } from '../mail/mailer.ts';
import { apiMessages } from '@volunteering/shared/texts/api';

/** An account signed in to without a password (Google) confirms its deletion with a sign-in this recent. */
export const FRESH_SIGN_IN_MS = 10 * 60_000;

type Options = {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  publicUrl: string;
  /** Checks a password against better-auth's stored hash. */
  verifyPassword: (hash: string, password: string) => Promise<boolean>;
  /** Takes a place in an event back (count and waitlist), inside the caller's transaction (event-repository.ts). */
  givePlaceBack: (tx: Db, eventId: string, userId: string) => Promise<boolean>;
  /** Takes their places in shifts back (counts), inside the caller's transaction (shift-commands.ts). */
  giveShiftsBack: (tx: Db, userId: string) => Promise<void>;
  /** Once the account is gone: its sessions are read again, and found missing (decision 076). */
  accountChanged: (userId: string) => void;
};

/**
 * "Delete my account" (issue 16), in one transaction: the account goes with its sessions, sign-ins,
 * calendar feed, waitlist places and participations (places freed go to the waitlists); its upcoming
 * events are cancelled with an e-mail to each participant; its ended events stay, owned by nobody,
 * with "Former member" as organizer, so their volunteers keep their hours.
 */
export function createAccountDeletion({ db, now, mailer, publicUrl, verifyPassword, givePlaceBack, giveShiftsBack, accountChanged }: Options) {
  /** Refuses unless the caller typed their own address and proved it is them. */
  async function confirm(viewer: Viewer, input: { email: string; password?: string }) {
    if (input.email.trim().toLowerCase() !== viewer.email.toLowerCase()) {
      const wrong = messageOf(accountTexts, 'wrongConfirmEmail');
      throw new InvalidInput(wrong, [{ field: 'email', message: wrong }]);
    }
    const [credential] = await db
      .select({ hash: account.password })
      .from(account)
      .where(and(eq(account.userId, viewer.userId), eq(account.providerId, 'credential')));
    if (credential?.hash) {
      if (!input.password || !(await verifyPassword(credential.hash, input.password))) {
        const wrong = messageOf(accountTexts, 'wrongPassword');
        throw new InvalidInput(wrong, [{ field: 'password', message: wrong }]);
      }
      return;
    }
    // No password to ask for: the session must be a fresh sign-in.
    const [current] = await db.select({ createdAt: session.createdAt }).from(session).where(eq(session.id, viewer.sessionId));
    // Not a 403: the pages sign out on 403, and the person is to read why and sign in again.
    if (!current || now().getTime() - current.createdAt.getTime() > FRESH_SIGN_IN_MS)
      throw new InvalidInput(messageOf(accountTexts, 'signInAgainToDelete'), []);
  }

  return {
    async delete(viewer: Viewer, input: { email: string; password?: string }): Promise<void> {
      await confirm(viewer, input);
      const at = now();
      await db.transaction(async (tx) => {
        const [me] = await tx.select({ id: user.id, email: user.email }).from(user).where(eq(user.id, viewer.userId)).for('update');
        if (!me) throw new SignInRequired(messageOf(apiMessages, 'unauthorized'));

        // An organization they alone own (decision 038): with other members it needs another owner
        // first; with nobody else it goes too, its events becoming their creators' own.
        const ownedAlone = await queryRows<{ id: string; name: string; others: number }>(
          tx,
          sql`SELECT o.id, o.name, (SELECT count(*)::int FROM ${organizationMembers} m WHERE m.organization_id = o.id AND m.user_id <> ${me.id}) AS others
              FROM ${organizations} o JOIN ${organizationMembers} mine ON mine.organization_id = o.id AND mine.user_id = ${me.id} AND mine.role = 'owner'
              WHERE NOT EXISTS (SELECT 1 FROM ${organizationMembers} m WHERE m.organization_id = o.id AND m.role = 'owner' AND m.user_id <> ${me.id})
              ORDER BY o.name FOR UPDATE OF o`,
        );
        const withOthers = ownedAlone.filter((org) => org.others > 0);
        if (withOthers.length) throw new Conflict(messageOf(accountTexts, 'onlyOwnerOf', withOthers.map((org) => org.name).join(', ')));
        if (ownedAlone.length)
          await tx.delete(organizations).where(
            inArray(
              organizations.id,
              ownedAlone.map((org) => org.id),
            ),
          );

        // Upcoming events of theirs: each participant told, then the event gone (with its places and waitlist).
        const upcoming = await tx
          .select()
          .from(events)
          // An organization's events stay the organization's.
          .where(and(eq(events.ownerId, me.id), isNull(events.organizationId), gte(eventEnd, at)))
          .orderBy(asc(events.id))
          .for('update');
        const otherEvents = `${publicUrl}${pagePath('upcomingEvents')}`;
        for (const event of upcoming) {
          await mailEventPeople(tx, mailer, event, 'joined', (person, language, when) => {
            const mail = textsIn(mailTexts, language);
            return { subject: mail.cancelledSubject(event.title), text: mail.cancelledBody(person.name, event.title, when, event.location, otherEvents) };
          });
        }
        if (upcoming.length)
          await tx.delete(events).where(
            inArray(
              events.id,
              upcoming.map((event) => event.id),
            ),
          );

        // Ended events of theirs stay for their volunteers' hours, without a name that was theirs
        // (an organization's events, upcoming or ended, stay as they are: the account's row going
        // sets their owner to nobody).
        await tx
          .update(events)
          .set({ ownerId: null, organizer: eventDetailsMessages.formerMember, updatedAt: at })
          .where(and(eq(events.ownerId, me.id), isNull(events.organizationId), lt(eventEnd, at)));

        // Their places in others' events: each count one lower, and a place freed goes to the waitlist.
        const joined = await tx
          .select({ eventId: participations.eventId })
          .from(participations)
          .where(eq(participations.userId, me.id))
          .orderBy(asc(participations.eventId));
        for (const { eventId } of joined) {
          await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId)).for('update');
          await givePlaceBack(tx, eventId, me.id);
        }
        await giveShiftsBack(tx, me.id);

        // Their reset links and the mail kept for them; the rest (sessions, sign-ins, feed,
        // waitlist places, announcements they wrote) goes with the account's row.
        await tx.delete(verification).where(eq(verification.value, me.id));
        await tx.delete(outbox).where(sql`lower(${outbox.to}) = lower(${me.email})`);
        await tx.delete(signInFailures).where(eq(signInFailures.email, me.email.toLowerCase()));
        await tx.delete(user).where(eq(user.id, me.id));
      });
      accountChanged(viewer.userId);
    },
  };
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
