import { z } from 'zod';
import { newsletterMessages } from './texts/newsletter.ts';
import { notificationsTexts } from './texts/notifications.ts';
import { schemaMessage } from './i18n/messages.ts';
import { messageFields } from './message-schemas.ts';
import { HomeAreaSchema, PointSchema } from './geo-schemas.ts';

/** The kinds of an account's mail each person turns on or off (decision 035). */
export const NOTIFICATION_KINDS = ['reminders', 'announcements', 'waitlist', 'digest'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What a mail's "turn this off" link can turn off: a kind of an account's mail, or the newsletter. */
export const MAIL_OFF_KINDS = ['newsletter', ...NOTIFICATION_KINDS] as const;
export type MailOffKind = (typeof MAIL_OFF_KINDS)[number];

const onOrOff = z.boolean({ error: schemaMessage(notificationsTexts, 'onOrOff') });

/**
 * GET and PUT /api/me/notifications: each kind on (true) or off, and the home area the weekly
 * digest's "New near you" reads (issue 42): its ~5 km cell (geohash and centre), or null.
 */
export const NotificationSettingsSchema = z.object({
  reminders: onOrOff,
  announcements: onOrOff,
  waitlist: onOrOff,
  digest: onOrOff,
  homeArea: HomeAreaSchema.nullable(),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;
/**
 * PUT /api/me/notifications: the weekly digest (issue 18) may be left out by clients older than it,
 * and then stays as it is; so may `homeArea`: a point (only its ~5 km cell is kept), or null to forget it.
 */
export const NotificationSettingsInputSchema = z.object({
  reminders: onOrOff,
  announcements: onOrOff,
  waitlist: onOrOff,
  digest: onOrOff.optional(),
  homeArea: PointSchema.nullable().optional(),
});
export type NotificationSettingsInput = z.infer<typeof NotificationSettingsInputSchema>;

/** The answer to a followed "turn this off" link: what was turned off, in words. */
export const MailOffResultSchema = z.object({ kind: z.enum(MAIL_OFF_KINDS), ...messageFields });
export type MailOffResult = z.infer<typeof MailOffResultSchema>;

/** POST /api/newsletter/confirm: the token of the confirmation link (its signature is checked on the server). */
export const NewsletterConfirmSchema = z.object({
  token: z
    .string({ error: schemaMessage(newsletterMessages, 'linkInvalid') })
    .min(1, schemaMessage(newsletterMessages, 'linkInvalid'))
    .max(1000, schemaMessage(newsletterMessages, 'linkInvalid')),
});

/**
 * Which kind a "turn this off" token names, read without checking its signature: for the page to
 * say what its button does. The server checks the signature when the button is pressed.
 */
export function mailOffKindOf(token: string): MailOffKind | null {
  try {
    const [payload] = token.split('.');
    const json = atob((payload ?? '').replaceAll('-', '+').replaceAll('_', '/'));
    const kind = (JSON.parse(json) as { kind?: unknown }).kind;
    return (MAIL_OFF_KINDS as readonly unknown[]).includes(kind) ? (kind as MailOffKind) : null;
  } catch {
    return null;
  }
}
