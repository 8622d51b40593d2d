import { z } from 'zod';
import { EVENT_ID_PATTERN } from './event-id.ts';
import { schemaMessage } from './i18n/messages.ts';
import { messageFields } from './message-schemas.ts';
import { checkInTexts } from './texts/check-in.ts';

// Check-in at an event's door (issue 39, decision 068).

/** How long a rotating self check-in code is shown, and how old one may be when it is sent. */
export const SELF_CHECK_IN_STEP_SECONDS = 30;
export const SELF_CHECK_IN_MAX_AGE_SECONDS = 60;
/** Self check-in opens this long before an event (or shift) starts. */
export const CHECK_IN_OPENS_MINUTES = 30;
/** A door scan may come this long after the end (check-out at the gate). */
export const CHECK_OUT_GRACE_MINUTES = 60;
/** How far ahead of the server's clock a device's `at` may be. */
export const SCAN_CLOCK_SKEW_SECONDS = 120;

/** GET /api/events/{id}/check-in-code: the participant's own code, and the same as an SVG QR code (a data: URL). */
export const CheckInCodeSchema = z.object({ code: z.string(), qr: z.string() });
export type CheckInCode = z.infer<typeof CheckInCodeSchema>;

/**
 * POST /api/events/{id}/check-ins (organizers): a scanned `code`, or a person picked by name
 * (`userId`); `key` names the scan, so a retry or an offline replay counts once; `at`: when it was
 * scanned on the device (default now); `shiftId`: the shift, for a person in more than one.
 */
export const CheckInScanSchema = z
  .object({
    code: z.string().min(1).max(300).optional(),
    userId: z.string().min(1).max(200).optional(),
    action: z.enum(['in', 'out']),
    at: z.iso.datetime({ offset: true }).optional(),
    key: z.string().min(1).max(200),
    shiftId: z.string().regex(EVENT_ID_PATTERN).optional(),
  })
  .refine((scan) => (scan.code === undefined) !== (scan.userId === undefined), {
    message: schemaMessage(checkInTexts, 'personRequired'),
    path: ['code'],
  });
export type CheckInScan = z.infer<typeof CheckInScanSchema>;

/** The answer to a scan or a self check-in: `name`, the person's, when the code named one. */
export const CheckInResultSchema = z.object({ success: z.boolean(), ...messageFields, name: z.string() });
export type CheckInResult = z.infer<typeof CheckInResultSchema>;

/** POST /api/events/{id}/self-check-in: the rotating code on the organizer's screen. */
export const SelfCheckInSchema = z.object({ code: z.string().min(1).max(300) });

/** GET /api/events/{id}/self-check-in-code (organizers): the code to show now, and when the next replaces it. */
export const SelfCheckInCodeSchema = z.object({ code: z.string(), expiresAt: z.string() });
export type SelfCheckInCode = z.infer<typeof SelfCheckInCodeSchema>;

/** GET /api/events/{id}/check-ins?q=&shiftId=: "Checked in: N of M" (of the shift named, else the event's), and the people (per shift) found by name. */
export const CheckInListSchema = z.object({
  checkedIn: z.number(),
  total: z.number(),
  people: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      shiftId: z.string().optional(),
      inAt: z.string().nullable(),
      outAt: z.string().nullable(),
      /** Their hours record for it, once check-in made one (approve or reject it by id). */
      hours: z.object({ id: z.string(), hours: z.number(), status: z.enum(['pending', 'approved', 'rejected']) }).nullable(),
    }),
  ),
});
export type CheckInList = z.infer<typeof CheckInListSchema>;
export const CheckInListQuerySchema = z.object({ q: z.string().max(100).optional(), shiftId: z.string().regex(EVENT_ID_PATTERN).optional() });
