import { z } from 'zod';
import { moderationTexts } from './texts/moderation.ts';
import { validationMessages } from './texts/validation.ts';

export const REPORT_TARGETS = ['event', 'user'] as const;
export const REPORT_REASONS = ['spam', 'scam', 'harmful', 'wrong', 'other'] as const;
export const REPORT_DETAILS_MAX = 1000;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** `POST /api/reports`: an event or a user, why, and in the reporter's words if they like. */
export const ReportInputSchema = z.object({
  targetType: z.enum(REPORT_TARGETS, { error: moderationTexts.pickTarget }),
  targetId: z.string({ error: moderationTexts.pickTarget }).trim().min(1, moderationTexts.pickTarget).max(100, moderationTexts.pickTarget),
  reason: z.enum(REPORT_REASONS, { error: moderationTexts.pickReason }),
  details: z.string().trim().max(REPORT_DETAILS_MAX, validationMessages.tooLong(REPORT_DETAILS_MAX)).optional(),
});
export type ReportInput = z.infer<typeof ReportInputSchema>;

/** The open reports, one entry per reported event or user, the most recently reported first. */
export const OpenReportsSchema = z.array(
  z.object({
    targetType: z.enum(REPORT_TARGETS),
    targetId: z.string(),
    /** The event's title or the user's name; empty when it is gone. */
    targetName: z.string(),
    count: z.number(),
    reasons: z.record(z.string(), z.number()),
    latestAt: z.string(),
    reports: z.array(
      z.object({
        id: z.string(),
        reason: z.enum(REPORT_REASONS),
        details: z.string(),
        createdAt: z.string(),
        reporter: z.object({ id: z.string(), name: z.string(), email: z.string() }),
      }),
    ),
  }),
);
export type OpenReports = z.infer<typeof OpenReportsSchema>;
