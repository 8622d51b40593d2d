import { z } from 'zod';

/** GET /api/me/event-defaults: what a new event of the caller starts with in the create form. */
export const EventDefaultsSchema = z.object({
  /** The zone of the event they created last, else the server's DEFAULT_TIME_ZONE; never the browser's (decision 054). */
  timeZone: z.string(),
});
export type EventDefaults = z.infer<typeof EventDefaultsSchema>;
