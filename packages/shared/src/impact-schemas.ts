import { z } from 'zod';
import { validationMessages } from './texts/validation.ts';
import { schemaMessage } from './i18n/messages.ts';
import { messageFields } from './message-schemas.ts';

/** One participant of an ended event as its organizer marks them: present, or a no-show. */
export const AttendeeSchema = z.object({
  name: z.string(),
  email: z.string(),
  attended: z.boolean(),
});
export type Attendee = z.infer<typeof AttendeeSchema>;

/** A shift on an attendance sheet (issue 38): `ended` says whether it may be marked yet. */
export const AttendanceShiftSchema = z.object({
  id: z.string(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  capacity: z.number(),
  ended: z.boolean(),
  /** By name. */
  people: z.array(AttendeeSchema),
});
export type AttendanceShift = z.infer<typeof AttendanceShiftSchema>;

/**
 * An event's attendance sheet: `ended` says whether it may be changed yet. An event with shifts
 * is marked per shift (`shifts`, start order; `participants` is then empty: its people are in them).
 */
export const AttendanceSchema = z.object({
  endDate: z.string(),
  ended: z.boolean(),
  participants: z.array(AttendeeSchema),
  shifts: z.array(AttendanceShiftSchema).optional(),
});
export type Attendance = z.infer<typeof AttendanceSchema>;

/**
 * Participants are named by e-mail, as the organizer sees them; at most one entry each (per shift
 * for an event with shifts, where `shiftId` names the shift each mark is for).
 */
export const AttendanceUpdateSchema = z.object({
  attendance: z
    .array(z.object({ email: z.email(schemaMessage(validationMessages, 'email')), attended: z.boolean(), shiftId: z.string().max(100).optional() }))
    .min(1)
    .max(10_000)
    .refine((list) => new Set(list.map((entry) => `${entry.shiftId ?? ''} ${entry.email.toLowerCase()}`)).size === list.length, {
      message: 'Each participant may appear only once.',
    }),
});
export type AttendanceUpdate = z.infer<typeof AttendanceUpdateSchema>;

export const AttendanceResultSchema = z.object({
  success: z.boolean(),
  ...messageFields,
  participants: z.array(AttendeeSchema).optional(),
  shifts: z.array(AttendanceShiftSchema).optional(),
});
export type AttendanceResult = z.infer<typeof AttendanceResultSchema>;

const Share = { hours: z.number(), events: z.number() };

/**
 * A volunteer's record: only approved hours (issue 39), of events that have ended and where they were
 * present, and of work elsewhere a supervisor confirmed (in the totals and months, not in `events`);
 * `pendingHours`: hours not yet approved.
 */
export const ImpactSchema = z.object({
  totalHours: z.number(),
  pendingHours: z.number(),
  eventsCompleted: z.number(),
  byType: z.array(z.object({ type: z.string(), ...Share })),
  /** The last 12 months, oldest first, empty ones included; an event counts in its own zone's month. */
  byMonth: z.array(z.object({ month: z.string(), ...Share })),
  events: z.array(
    z.object({
      _id: z.string(),
      title: z.string(),
      type: z.string(),
      date: z.string(),
      timeZone: z.string(),
      endDate: z.string(),
      hours: z.number(),
      location: z.string(),
    }),
  ),
});
export type Impact = z.infer<typeof ImpactSchema>;
export type ImpactEvent = Impact['events'][number];

export const IMPACT_FORMATS = ['json', 'csv'] as const;
export const ImpactQuerySchema = z.object({ format: z.enum(IMPACT_FORMATS).optional() });
