import { eq } from 'drizzle-orm';
import type { MailOffKind, NotificationKind, NotificationSettings, NotificationSettingsInput } from '@volunteering/shared/notification-schemas';
import { apiMessages } from '@volunteering/shared/texts/api';
import { notificationsTexts } from '@volunteering/shared/texts/notifications';
import type { Db } from '../db/client.ts';
import { newsletterSubscriptions, user } from '../db/schema.ts';
import { InvalidInput, SignInRequired } from '../domain-errors.ts';
import type { MailLinks } from './mail-links.ts';
import { messageOf } from '@volunteering/shared/i18n/messages';
import { homeAreaOf, homeGeohashOf } from '../geo/home-area.ts';

/** Each kind's column in the user table; the senders read it when they make the mail. */
const COLUMNS = { reminders: 'mailReminders', announcements: 'mailAnnouncements', waitlist: 'mailWaitlist', digest: 'mailDigest' } as const satisfies Record<
  NotificationKind,
  keyof typeof user.$inferSelect
>;

/** The account's mail settings (with the home area its digest reads, issue 42), and the "turn this off" links that need no sign-in (decision 035). */
export function createMailConsent(opts: { db: Db; links: MailLinks }) {
  const { db, links } = opts;

  return {
    async settings(userId: string): Promise<NotificationSettings> {
      const [row] = await db
        .select({
          reminders: user.mailReminders,
          announcements: user.mailAnnouncements,
          waitlist: user.mailWaitlist,
          digest: user.mailDigest,
          homeGeohash: user.homeGeohash,
        })
        .from(user)
        .where(eq(user.id, userId));
      // A valid token for an account deleted since.
      if (!row) throw new SignInRequired(messageOf(apiMessages, 'unauthorized'));
      const { homeGeohash, ...kinds } = row;
      return { ...kinds, homeArea: homeAreaOf(homeGeohash) };
    },

    /** A kind left out (the digest, by clients older than it) stays as it is; so does the home area, of which only its cell is kept. */
    async save(userId: string, settings: NotificationSettingsInput): Promise<NotificationSettings> {
      const { homeArea, ...kinds } = settings;
      const changes: Partial<typeof user.$inferInsert> = Object.fromEntries(
        Object.entries(kinds).flatMap(([kind, on]) => (on === undefined ? [] : [[COLUMNS[kind as NotificationKind], on]])),
      );
      if (homeArea !== undefined) changes.homeGeohash = homeArea === null ? null : homeGeohashOf(homeArea);
      await db.update(user).set(changes).where(eq(user.id, userId));
      return this.settings(userId);
    },

    /**
     * Follows a signed "turn this off" link: the newsletter's removes the subscription, an account's
     * turns its kind off. Doing it twice, or for an account gone since, changes nothing and says the
     * same. A token we did not sign is refused and changes nothing.
     */
    async turnOff(token: string): Promise<MailOffKind> {
      const link = links.verify(token);
      if (link?.purpose !== 'off') {
        const invalid = messageOf(notificationsTexts, 'linkInvalid');
        throw new InvalidInput(invalid, [{ field: 'token', message: invalid }]);
      }
      if (link.kind === 'newsletter') {
        await db.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, link.email));
      } else {
        await db
          .update(user)
          .set({ [COLUMNS[link.kind]]: false })
          .where(eq(user.id, link.userId));
      }
      return link.kind;
    },
  };
}

export type MailConsent = ReturnType<typeof createMailConsent>;
