import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Language } from '@volunteering/shared/i18n/languages';
import { pagePath } from '@volunteering/shared/pages';
import { mailTexts } from '@volunteering/shared/texts/mail';
import { newsletterMessages } from '@volunteering/shared/texts/newsletter';
import type { Db } from '../db/client.ts';
import { newsletterSubscriptions } from '../db/schema.ts';
import { InvalidInput } from '../domain-errors.ts';
import { textsIn } from '../i18n/texts-in.ts';
import { CONFIRM_LINK_DAYS, type MailLinks } from '../mail/mail-links.ts';
import type { Mailer } from '../mail/mailer.ts';
import { messageOf } from '@volunteering/shared/i18n/messages';

/** A pending address gets its confirmation mail again at most this often, however often it is sent. */
const CONFIRMATION_EVERY_MS = 10 * 60_000;

const refused = (key: 'linkInvalid' | 'linkExpired') => {
  const message = messageOf(newsletterMessages, key);
  return new InvalidInput(message, [{ field: 'token', message }]);
};

/** The newsletter, double opt-in (decision 035): nothing but the confirmation mail until its link is followed. */
export function createNewsletter(opts: { db: Db; now: () => Date; mailer: Mailer; links: MailLinks; publicUrl: string }) {
  const { db, now, mailer, links } = opts;
  const subscription = newsletterSubscriptions;

  return {
    /**
     * A new address is kept unconfirmed and gets the confirmation mail; a pending one gets it again
     * (its created_at is then the last request); a confirmed one gets nothing. The caller is told
     * none of this: the answer is the same for all three.
     */
    async subscribe(email: string, language: Language): Promise<void> {
      await db.transaction(async (tx) => {
        const at = now();
        const asked = await tx
          .insert(subscription)
          .values({ email, createdAt: at })
          .onConflictDoUpdate({
            target: subscription.email,
            set: { createdAt: at },
            setWhere: and(isNull(subscription.confirmedAt), lt(subscription.createdAt, new Date(at.getTime() - CONFIRMATION_EVERY_MS))),
          })
          .returning({ email: subscription.email });
        if (asked.length === 0) return;
        const mail = textsIn(mailTexts, language);
        const url = links.confirmUrl(email, at, language);
        await mailer.send({ to: email, subject: mail.newsletterConfirmSubject, text: mail.newsletterConfirmBody(url, CONFIRM_LINK_DAYS) }, tx);
      });
    },

    /**
     * Follows the confirmation link: the subscription is confirmed and the welcome newsletter sent,
     * once; following it again changes nothing. A link we did not sign, one too old, or one for an
     * address unsubscribed since, is refused.
     */
    async confirm(token: string, language: Language): Promise<void> {
      const link = links.verify(token);
      if (link?.purpose !== 'confirm') throw refused('linkInvalid');
      if (!links.confirmLinkValid(link.issuedAt, now())) throw refused('linkExpired');
      await db.transaction(async (tx) => {
        const [confirmed] = await tx
          .update(subscription)
          .set({ confirmedAt: now() })
          .where(and(eq(subscription.email, link.email), isNull(subscription.confirmedAt)))
          .returning({ email: subscription.email });
        if (!confirmed) {
          const [kept] = await tx.select({ email: subscription.email }).from(subscription).where(eq(subscription.email, link.email));
          if (!kept) throw refused('linkExpired');
          return;
        }
        const mail = textsIn(mailTexts, language);
        const upcoming = `${opts.publicUrl}${pagePath('upcomingEvents')}`;
        await mailer.send(
          links.offMail(
            { to: link.email, subject: mail.newsletterWelcomeSubject, text: mail.newsletterWelcomeBody(upcoming) },
            { purpose: 'off', kind: 'newsletter', email: link.email },
            language,
          ),
          tx,
        );
      });
    },
  };
}

export type Newsletter = ReturnType<typeof createNewsletter>;
