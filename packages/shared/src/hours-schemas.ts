import { z } from 'zod';
import { EVENT_ID_PATTERN } from './event-id.ts';
import { schemaMessage } from './i18n/messages.ts';
import { messageFields } from './message-schemas.ts';
import { hoursTexts } from './texts/hours.ts';
import { validationMessages } from './texts/validation.ts';

// Hours records (issue 39, decision 068).

export const HOURS_SOURCES = ['check-in', 'organizer', 'self-reported'] as const;
export const HOURS_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type HoursSource = (typeof HOURS_SOURCES)[number];
export type HoursStatus = (typeof HOURS_STATUSES)[number];
/** How long a supervisor's link works. */
export const SUPERVISOR_LINK_DAYS = 14;

/**
 * One of the caller's hours records (GET /api/me/hours). `eventId` null: hours done elsewhere, with
 * the `date` (YYYY-MM-DD) given; else the event's (or shift's) start as an instant. `reason`: why rejected.
 */
export const HoursRecordSchema = z.object({
  id: z.string(),
  eventId: z.string().nullable(),
  title: z.string(),
  date: z.string(),
  hours: z.number(),
  source: z.enum(HOURS_SOURCES),
  status: z.enum(HOURS_STATUSES),
  reason: z.string().nullable(),
});
export type HoursRecord = z.infer<typeof HoursRecordSchema>;

/** POST /api/hours: hours done outside the product, for a supervisor to confirm. */
export const ReportHoursSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, schemaMessage(validationMessages, 'itemRequired'))
    .max(200, schemaMessage(validationMessages, 'tooLong', 200)),
  date: z.iso.date(schemaMessage(hoursTexts, 'dayNeeded')),
  hours: z
    .number(schemaMessage(hoursTexts, 'hoursRange'))
    .positive(schemaMessage(hoursTexts, 'hoursRange'))
    .max(24, schemaMessage(hoursTexts, 'hoursRange'))
    .multipleOf(0.25, schemaMessage(hoursTexts, 'hoursRange')),
  supervisorEmail: z
    .email(schemaMessage(validationMessages, 'email'))
    .max(254)
    .transform((email) => email.toLowerCase()),
});
export type ReportHoursInput = z.infer<typeof ReportHoursSchema>;

export const RejectHoursSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, schemaMessage(validationMessages, 'itemRequired'))
    .max(500, schemaMessage(validationMessages, 'tooLong', 500)),
});
export const HoursIdParams = z.object({ id: z.string().regex(EVENT_ID_PATTERN) });
export const HoursTokenParams = z.object({ token: z.string().min(1).max(200) });

/** The answer to approving or rejecting one record, or the event's pending ones in bulk (`approved`: how many). */
export const HoursDecisionSchema = z.object({ success: z.boolean(), ...messageFields, approved: z.number().optional() });
export type HoursDecision = z.infer<typeof HoursDecisionSchema>;

/** What the supervisor's link shows (GET /api/hours-confirmations/{token}). */
export const HoursConfirmationSchema = z.object({
  name: z.string(),
  title: z.string(),
  date: z.string(),
  hours: z.number(),
  state: z.enum(['open', 'confirmed', 'declined', 'expired']),
  expiresAt: z.string(),
});
export type HoursConfirmation = z.infer<typeof HoursConfirmationSchema>;

/** The address of a supervisor's link (the page `hoursConfirmation`). */
export const hoursConfirmationPath = (token: string) => `/hours-confirmation?token=${encodeURIComponent(token)}`;
