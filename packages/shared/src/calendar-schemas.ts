import { z } from 'zod';

/** POST /api/me/calendar-feed: the feed's secret URL, shown once. */
export const CalendarFeedUrlSchema = z.object({ url: z.string() });
export type CalendarFeedUrl = z.infer<typeof CalendarFeedUrlSchema>;

/** GET /api/me/calendar-feed. */
export const CalendarFeedStatusSchema = z.object({ active: z.boolean(), createdAt: z.string().nullable() });
export type CalendarFeedStatus = z.infer<typeof CalendarFeedStatusSchema>;
