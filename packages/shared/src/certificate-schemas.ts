import { z } from 'zod';
import { DaySchema } from './event-schemas.ts';
import { LANGUAGES } from './i18n/languages.ts';
import { schemaMessage } from './i18n/messages.ts';
import { certificateTexts } from './texts/certificates.ts';
import { validationMessages } from './texts/validation.ts';

// Certificates of a volunteer's hours (issue 39, decision 069): one event's, or a period's.

/** What a certificate is for: one event (`eventId`) or the days `from`–`to`, both included, each event's day in its own zone. */
export const CertificateRequestSchema = z
  .object({
    eventId: z.uuid(schemaMessage(certificateTexts, 'unknownEvent')).optional(),
    from: DaySchema.optional(),
    to: DaySchema.optional(),
    language: z.enum(LANGUAGES, schemaMessage(validationMessages, 'language')).optional(),
  })
  .superRefine((body, context) => {
    const period = body.from !== undefined || body.to !== undefined;
    if (body.eventId !== undefined && period)
      context.addIssue({ code: 'custom', path: ['eventId'], message: schemaMessage(certificateTexts, 'eventOrPeriod') });
    else if (body.eventId === undefined && (body.from === undefined || body.to === undefined))
      context.addIssue({ code: 'custom', path: [body.from === undefined ? 'from' : 'to'], message: schemaMessage(certificateTexts, 'eventOrPeriod') });
    else if (body.from !== undefined && body.to !== undefined && body.from > body.to)
      context.addIssue({ code: 'custom', path: ['to'], message: schemaMessage(validationMessages, 'dayOrder') });
  });
export type CertificateRequest = z.infer<typeof CertificateRequestSchema>;

export const CertificateCreatedSchema = z.object({ id: z.string(), pdfUrl: z.string(), verifyUrl: z.string() });
export type CertificateCreated = z.infer<typeof CertificateCreatedSchema>;

/** An event a certificate counts, as it was when the certificate was made. */
export const CertificateEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The start, and the zone its day is read in. */
  date: z.string(),
  timeZone: z.string(),
  hours: z.number(),
  organization: z.string().nullable(),
});
export type CertificateEvent = z.infer<typeof CertificateEventSchema>;

/** What a certificate says, as stored and as the PDF draws it. */
export const CertificateContentSchema = z.object({
  name: z.string(),
  hours: z.number(),
  events: z.array(CertificateEventSchema),
  organizations: z.array(z.string()),
  /** The period asked for; for one event, that event's day twice. */
  from: z.string(),
  to: z.string(),
  /** The one event it is for; null for a period. */
  eventId: z.string().nullable(),
  language: z.enum(LANGUAGES),
});
export type CertificateContent = z.infer<typeof CertificateContentSchema>;

/** A certificate as anyone may read it: what it says, and `signed`, what its QR code carries (decision 069). */
export const CertificateSchema = z.object({
  id: z.string(),
  ...CertificateContentSchema.shape,
  /** Who issued it: the site's public address, where its key is published at /verify/key. */
  issuer: z.string(),
  issuedAt: z.string(),
  status: z.enum(['valid', 'revoked']),
  revokedAt: z.string().nullable(),
  /** The signed bytes (canonical JSON, UTF-8) and their Ed25519 signature, both base64url. */
  signed: z.object({ payload: z.string(), signature: z.string() }),
});
export type Certificate = z.infer<typeof CertificateSchema>;

export const CertificateParams = z.object({ id: z.string().max(100) });

/** The key that checks every certificate: Ed25519, raw 32 bytes in base64url and hex, and as SPKI PEM for OpenSSL. */
export const CertificateKeySchema = z.object({
  algorithm: z.literal('Ed25519'),
  publicKey: z.string(),
  publicKeyHex: z.string(),
  pem: z.string(),
});
export type CertificateKey = z.infer<typeof CertificateKeySchema>;

/**
 * The signed payload's keys in their fixed order (decision 069): the payload is
 * JSON.stringify of an object with exactly these keys in this order, no spaces, UTF-8.
 */
export const SIGNED_KEYS = ['v', 'id', 'name', 'hours', 'events', 'title', 'organizations', 'from', 'to', 'issuer', 'issuedAt'] as const;
export type SignedCertificate = {
  v: 1;
  id: string;
  name: string;
  hours: number;
  /** How many events. */
  events: number;
  /** The event's title for a one-event certificate; null for a period. */
  title: string | null;
  organizations: string[];
  from: string;
  to: string;
  issuer: string;
  issuedAt: string;
};
