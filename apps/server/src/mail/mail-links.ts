import { createHmac, timingSafeEqual } from 'node:crypto';
import { LANGUAGE_PARAM, type Language } from '@volunteering/shared/i18n/languages';
import type { NotificationKind } from '@volunteering/shared/notification-schemas';
import { pagePath, type PageName } from '@volunteering/shared/pages';
import { mailTexts } from '@volunteering/shared/texts/mail';
import { organizationDigestTexts } from '@volunteering/shared/texts/organization-digest';
import { textsIn } from '../i18n/texts-in.ts';
import type { Mail } from './mailer.ts';

/** How long a newsletter confirmation link works. */
export const CONFIRM_LINK_DAYS = 7;
const DAY_MS = 24 * 3600_000;

/** What a signed link in a mail does (decision 035): no table holds them, the signature is the proof. */
export type MailLink =
  | { purpose: 'confirm'; email: string; issuedAt: number }
  | { purpose: 'off'; kind: 'newsletter'; email: string }
  | { purpose: 'off'; kind: NotificationKind; userId: string }
  // A place held in a shift (decision 063): the entry and the moment of this offer, so a link of an
  // offer that lapsed or was answered does nothing; whose and until when, to say what became of it.
  | { purpose: 'shiftOffer'; entry: number; offeredAt: number; offerUntil: number; shiftId: string; userId: string };
export type ShiftOfferLink = Extract<MailLink, { purpose: 'shiftOffer' }>;
export type MailOffLink = Extract<MailLink, { purpose: 'off' }>;

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

/** The last line of each kind of mail that can be turned off, in the recipient's language. */
const OFF_LINE: Record<MailOffLink['kind'], (language: Language) => (url: string) => string> = {
  newsletter: (language) => textsIn(mailTexts, language).newsletterOff,
  reminders: (language) => textsIn(mailTexts, language).remindersOff,
  announcements: (language) => textsIn(mailTexts, language).announcementsOff,
  waitlist: (language) => textsIn(mailTexts, language).waitlistOff,
  digest: (language) => textsIn(organizationDigestTexts, language).off,
};

/**
 * Signs and reads the links of mails: `<payload>.<HMAC-SHA256 of it>`, the payload base64url JSON
 * (the page reads its kind, mailOffKindOf). The key is derived from AUTH_SECRET for this use alone.
 */
export function createMailLinks(opts: { secret: string; publicUrl: string }) {
  const key = createHmac('sha256', opts.secret).update('volunteer-hub mail links v1').digest();
  const signatureOf = (payload: string) => createHmac('sha256', key).update(payload).digest();

  function sign(link: MailLink): string {
    const payload = base64url(JSON.stringify(link));
    return `${payload}.${base64url(signatureOf(payload))}`;
  }

  /** The link a token was signed for; null when it was not signed by us (or was changed). */
  function verify(token: string): MailLink | null {
    const [payload, signature, ...rest] = token.split('.');
    if (!payload || !signature || rest.length > 0) return null;
    const given = Buffer.from(signature, 'base64url');
    const expected = signatureOf(payload);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as MailLink;
    } catch {
      return null;
    }
  }

  const pageUrl = (page: PageName, token: string, language: Language) =>
    `${opts.publicUrl}${pagePath(page)}?${new URLSearchParams({ token, [LANGUAGE_PARAM]: language })}`;

  /**
   * What a mail that can be turned off carries: the visible link (a page with one button) and the
   * RFC 8058 headers, whose https URL a mail client POSTs to for one-click unsubscribe.
   */
  function offLink(link: MailOffLink, language: Language): { url: string; headers: Record<string, string> } {
    const token = sign(link);
    return {
      url: pageUrl('unsubscribe', token, language),
      headers: {
        'List-Unsubscribe': `<${opts.publicUrl}/api/unsubscribe/${token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }

  return {
    verify,
    /** The page with the button that confirms a newsletter subscription. */
    confirmUrl: (email: string, now: Date, language: Language) =>
      pageUrl('newsletterConfirm', sign({ purpose: 'confirm', email, issuedAt: now.getTime() }), language),
    /** The page where the person offered a place in a shift takes it or lets it go, without signing in. */
    shiftOfferUrl: (link: Omit<ShiftOfferLink, 'purpose'>, language: Language) => pageUrl('shiftOffer', sign({ purpose: 'shiftOffer', ...link }), language),
    /** Whether a confirmation link signed at `issuedAt` still works at `now`. */
    confirmLinkValid: (issuedAt: number, now: Date) => now.getTime() - issuedAt <= CONFIRM_LINK_DAYS * DAY_MS,
    /** The mail with a last line whose link turns its kind off (the kind's words, or `says`), and the List-Unsubscribe headers. */
    offMail(mail: Omit<Mail, 'headers'>, link: MailOffLink, language: Language, says?: (url: string) => string): Mail {
      const { url, headers } = offLink(link, language);
      const line = (says ?? OFF_LINE[link.kind](language))(url);
      return { ...mail, text: `${mail.text}\n\n-- \n${line}`, headers };
    },
  };
}

export type MailLinks = ReturnType<typeof createMailLinks>;
