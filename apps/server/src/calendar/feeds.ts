import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { calendarFeeds, events, participations } from '../db/schema.ts';
import { endOf, isCancelled, shown } from '../events/event-rules.ts';
import { buildCalendar, eventEntry } from './ics.ts';

/** Only this digest is stored: a leaked database row cannot be turned back into a working feed URL. */
function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The private calendar feed: one secret URL per user listing the events they joined. */
export function createCalendarFeeds(opts: { db: Db; now: () => Date; publicUrl: string }) {
  const { db, now, publicUrl } = opts;

  return {
    /** Makes a new secret, replacing any earlier one (whose URL stops working at once). */
    async create(userId: string): Promise<{ url: string }> {
      const token = randomBytes(32).toString('base64url');
      const values = { userId, tokenHash: digest(token), createdAt: now() };
      await db
        .insert(calendarFeeds)
        .values(values)
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash: values.tokenHash, createdAt: values.createdAt } });
      return { url: `${publicUrl}/api/calendar/feeds/${token}.ics` };
    },

    async status(userId: string): Promise<{ active: boolean; createdAt: string | null }> {
      const [feed] = await db.select({ createdAt: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
      return { active: feed !== undefined, createdAt: feed?.createdAt.toISOString() ?? null };
    },

    async revoke(userId: string): Promise<void> {
      await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    },

    /**
     * The feed of the token's owner, or null for an unknown or revoked token. The lookup is by the
     * token's digest, so no comparison of the secret itself can leak its prefix through timing.
     */
    async calendarFor(token: string): Promise<string | null> {
      const [feed] = await db
        .select({ userId: calendarFeeds.userId })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.tokenHash, digest(token)));
      if (!feed) return null;
      const rows = await db
        .select({
          id: events.id,
          title: events.title,
          description: events.description,
          location: events.location,
          date: events.date,
          durationMinutes: events.durationMinutes,
          timeZone: events.timeZone,
          cancelledAt: events.cancelledAt,
        })
        .from(participations)
        .innerJoin(events, eq(events.id, participations.eventId))
        .where(and(eq(participations.userId, feed.userId), shown))
        .orderBy(asc(events.date), asc(events.id));
      return buildCalendar(
        rows.map((event) =>
          eventEntry(
            {
              id: event.id,
              title: event.title,
              description: event.description,
              location: event.location,
              start: event.date,
              end: endOf(event),
              timeZone: event.timeZone,
              cancelled: isCancelled(event),
            },
            publicUrl,
          ),
        ),
        { name: 'Volunteer Hub', now: now() },
      );
    },
  };
}

export type CalendarFeeds = ReturnType<typeof createCalendarFeeds>;
