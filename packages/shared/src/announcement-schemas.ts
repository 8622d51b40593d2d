import { z } from 'zod';
import { announcementsTexts } from './texts/announcements.ts';
import { schemaMessage } from './i18n/messages.ts';
import { messageFields } from './message-schemas.ts';

export const ANNOUNCEMENT_MAX_LENGTH = 500;
/**
 * Posts allowed per event in any rolling hour. Counted in the database under the event's row lock,
 * so the limit holds however many server instances share the work.
 */
export const ANNOUNCEMENTS_PER_HOUR = 10;

/** POST /events/{id}/announcements. */
export const AnnouncementInputSchema = z.object({
  message: z
    .string({ error: schemaMessage(announcementsTexts, 'messageRequired') })
    .trim()
    .min(1, schemaMessage(announcementsTexts, 'messageRequired'))
    .max(ANNOUNCEMENT_MAX_LENGTH, schemaMessage(announcementsTexts, 'messageTooLong', ANNOUNCEMENT_MAX_LENGTH)),
});
export type AnnouncementInput = z.infer<typeof AnnouncementInputSchema>;

export const AnnouncementSchema = z.object({
  id: z.string(),
  message: z.string(),
  /** ISO date-time of the post. */
  createdAt: z.string(),
  /** Who wrote it (the organizer), in the list participants read: they can report them (issue 16). */
  authorId: z.string().optional(),
});
export type Announcement = z.infer<typeof AnnouncementSchema>;

export const PostedAnnouncementSchema = z.object({
  announcement: AnnouncementSchema,
  /** How many participants were e-mailed. */
  recipients: z.number(),
  ...messageFields,
});
export type PostedAnnouncement = z.infer<typeof PostedAnnouncementSchema>;
