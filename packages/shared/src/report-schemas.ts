import { z } from 'zod';
import { HIDDEN_KINDS } from './event-schemas.ts';
import { STAFF_ROLES } from './roles.ts';
import { moderationTexts } from './texts/moderation.ts';
import { validationMessages } from './texts/validation.ts';
import { schemaMessage } from './i18n/messages.ts';

export const REPORT_TARGETS = ['event', 'user'] as const;
export const REPORT_REASONS = ['spam', 'scam', 'harmful', 'wrong', 'other'] as const;
export const REPORT_DETAILS_MAX = 1000;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** `POST /api/reports`: an event or a user, why, and in the reporter's words if they like. */
export const ReportInputSchema = z.object({
  targetType: z.enum(REPORT_TARGETS, { error: schemaMessage(moderationTexts, 'pickTarget') }),
  targetId: z
    .string({ error: schemaMessage(moderationTexts, 'pickTarget') })
    .trim()
    .min(1, schemaMessage(moderationTexts, 'pickTarget'))
    .max(100, schemaMessage(moderationTexts, 'pickTarget')),
  reason: z.enum(REPORT_REASONS, { error: schemaMessage(moderationTexts, 'pickReason') }),
  details: z
    .string()
    .trim()
    .max(REPORT_DETAILS_MAX, schemaMessage(validationMessages, 'tooLong', REPORT_DETAILS_MAX))
    .optional(),
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

export const MODERATION_REASON_MAX = 500;
/** Every moderator's or admin's action says why; the audit log keeps it. */
const ModerationReasonSchema = z
  .string({ error: schemaMessage(moderationTexts, 'giveReason') })
  .trim()
  .min(1, schemaMessage(moderationTexts, 'giveReason'))
  .max(MODERATION_REASON_MAX, schemaMessage(validationMessages, 'tooLong', MODERATION_REASON_MAX));

/** `POST /api/admin/reports/dismiss`: the open reports about one target, dismissed. */
export const DismissInputSchema = z.object({
  targetType: z.enum(REPORT_TARGETS, { error: schemaMessage(moderationTexts, 'pickTarget') }),
  targetId: z
    .string({ error: schemaMessage(moderationTexts, 'pickTarget') })
    .trim()
    .min(1, schemaMessage(moderationTexts, 'pickTarget'))
    .max(100, schemaMessage(moderationTexts, 'pickTarget')),
  reason: ModerationReasonSchema,
});
export type DismissInput = z.infer<typeof DismissInputSchema>;

/** The roles an admin gives and takes; admin itself comes only from ADMIN_EMAILS. */
export const GRANTED_ROLES = ['member', 'moderator'] as const;

/** `PUT /api/admin/users/{id}/role` (admins). */
export const RoleInputSchema = z.object({
  role: z.enum(GRANTED_ROLES, { error: schemaMessage(moderationTexts, 'pickRole') }),
  reason: ModerationReasonSchema,
});
export type RoleInput = z.infer<typeof RoleInputSchema>;

/** Hiding, restoring or approving an event, suspending a user or lifting it: a reason, for the audit log. */
export const ModerationActionInputSchema = z.object({ reason: ModerationReasonSchema });
export type ModerationActionInput = z.infer<typeof ModerationActionInputSchema>;

export const AUDIT_ACTIONS = [
  'dismissReports',
  'grantModerator',
  'revokeModerator',
  'hideEvent',
  'restoreEvent',
  'approveEvent',
  'suspendUser',
  'liftSuspension',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** `GET /api/admin/audit`: who did what to what, when and why, newest first. */
export const AuditLogSchema = z.array(
  z.object({
    id: z.string(),
    actor: z.object({ id: z.string().nullable(), name: z.string(), email: z.string() }),
    action: z.enum(AUDIT_ACTIONS),
    targetType: z.enum(REPORT_TARGETS),
    targetId: z.string(),
    targetName: z.string(),
    reason: z.string(),
    createdAt: z.string(),
  }),
);
export type AuditLog = z.infer<typeof AuditLogSchema>;

/** `GET /api/admin/hidden`: the events out of the lists and the suspended accounts, for moderators to restore. */
export const HiddenListSchema = z.object({
  events: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      date: z.string(),
      timeZone: z.string(),
      hidden: z.enum(HIDDEN_KINDS),
      reason: z.string(),
      owner: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
    }),
  ),
  users: z.array(z.object({ id: z.string(), name: z.string(), email: z.string(), suspendedAt: z.string() })),
});
export type HiddenList = z.infer<typeof HiddenListSchema>;

/** `GET /api/admin/staff`: the moderators and admins. */
export const StaffSchema = z.array(z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.enum(STAFF_ROLES) }));
export type Staff = z.infer<typeof StaffSchema>;
