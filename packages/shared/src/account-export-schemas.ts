import { z } from 'zod';
import { HomeAreaSchema } from './geo-schemas.ts';
import { ImpactSchema } from './impact-schemas.ts';

/**
 * Everything the product keeps about an account, as `GET /api/me/export` gives it (issue 16):
 * the account, the events it organized, its participations with attendance, its waitlists, its
 * hours, the announcements it wrote, the reports it made, whether it has a calendar feed or the newsletter, and the pictures it uploaded.
 * Nothing about other people but what the account itself wrote.
 */
export const AccountExportSchema = z.object({
  exportedAt: z.string(),
  account: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    image: z.string().nullable(),
    language: z.string(),
    emailVerified: z.boolean(),
    role: z.string(),
    /** The mail it chose to get (issue 16). */
    notifications: z.object({ reminders: z.boolean(), announcements: z.boolean(), waitlist: z.boolean(), digest: z.boolean() }),
    /** The home area saved for the digest (issue 42): its ~5 km cell only, as kept. */
    homeArea: HomeAreaSchema.nullable(),
    createdAt: z.string(),
  }),
  eventsOrganized: z.array(
    z.object({
      _id: z.string(),
      title: z.string(),
      description: z.string(),
      type: z.string(),
      date: z.string(),
      timeZone: z.string(),
      durationMinutes: z.number().nullable(),
      location: z.string(),
      lat: z.number().nullable(),
      lng: z.number().nullable(),
      organizer: z.string(),
      imageUrl: z.string(),
      volunteersNeeded: z.number(),
      volunteersJoined: z.number(),
      createdAt: z.string(),
    }),
  ),
  participations: z.array(
    // `attended`: null until the event has ended (issue 37).
    z.object({ eventId: z.string(), title: z.string(), date: z.string(), timeZone: z.string(), joinedAt: z.string(), attended: z.boolean().nullable() }),
  ),
  waitlists: z.array(z.object({ eventId: z.string(), title: z.string(), date: z.string(), joinedAt: z.string() })),
  hours: ImpactSchema,
  announcements: z.array(z.object({ eventId: z.string(), eventTitle: z.string(), message: z.string(), postedAt: z.string() })),
  reportsMade: z.array(z.object({ targetType: z.string(), targetId: z.string(), reason: z.string(), details: z.string(), createdAt: z.string() })),
  calendarFeed: z.object({ createdAt: z.string() }).nullable(),
  /** `confirmedAt` null: the confirmation link was not followed, so nothing is sent. */
  newsletter: z.object({ subscribedAt: z.string(), confirmedAt: z.string().nullable() }).nullable(),
  /** The pictures it uploaded (issue 17): each at its largest stored width, as a JPEG to keep. */
  uploads: z.array(z.object({ id: z.string(), url: z.string(), width: z.number(), height: z.number(), uploadedAt: z.string() })),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;
