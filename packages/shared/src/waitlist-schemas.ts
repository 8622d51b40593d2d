import { z } from 'zod';
import { messageFields } from './message-schemas.ts';

/** GET /api/events/:id/waitlist: the caller's place (null when not waiting) and how many wait. */
export const WaitlistStatusSchema = z.object({ position: z.number().nullable(), waiting: z.number() });
export type WaitlistStatus = z.infer<typeof WaitlistStatusSchema>;

/** PATCH and DELETE /api/events/:id/waitlist. */
export const WaitlistResultSchema = z.object({ success: z.boolean(), ...messageFields, position: z.number().nullable() });
export type WaitlistResult = z.infer<typeof WaitlistResultSchema>;

/** GET /api/me/waitlist: each event the caller waits for, with their place (1 = next in). */
export const MyWaitlistSchema = z.array(
  z.object({
    event: z.object({ _id: z.string(), title: z.string(), date: z.string(), timeZone: z.string(), endDate: z.string(), location: z.string() }),
    position: z.number(),
  }),
);
export type MyWaitlist = z.infer<typeof MyWaitlistSchema>;

/** GET /api/events/:id/waitlist/people: who waits for one of the caller's events, first in line first (issue 37). */
export const WaitingPeopleSchema = z.array(z.object({ position: z.number(), name: z.string(), email: z.string(), since: z.string() }));
export type WaitingPeople = z.infer<typeof WaitingPeopleSchema>;
