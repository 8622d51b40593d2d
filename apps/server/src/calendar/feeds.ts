import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { calendarFeeds, events, participations, shiftParticipations, shifts } from '../db/schema.ts';
import { endOf, isCancelled, shown } from '../events/event-rules.ts';
import { buildCalendar, eventEntry, shiftEntry } from './ics.ts';

/** Only this digest is stored: a leaked database row cannot be turned back into a working feed URL. */
function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The private calendar feed: one secret URL per user listing the events they joined
 * and the shifts they hold. */
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
      const columns = {
        id: events.id,
        title: events.title,
        description: events.description,
        location: events.location,
        date: events.date,
        durationMinutes: events.durationMinutes,
        timeZone: events.timeZone,
        cancelledAt: events.cancelledAt,
      };
      const [joined, held] = await Promise.all([
        db
          .select(columns)
          .from(participations)
          .innerJoin(events, eq(events.id, participations.eventId))
          .where(and(eq(participations.userId, feed.userId), shown)),
        // One entry per shift they hold (issue 38), with the shift's own times.
        db
          .select({ event: columns, shift: { id: shifts.id, title: shifts.title, description: shifts.description, start: shifts.start, end: shifts.end } })
          .from(shiftParticipations)
          .innerJoin(shifts, eq(shifts.id, shiftParticipations.shiftId))
          .innerJoin(events, eq(events.id, shiftParticipations.eventId))
          .where(and(eq(shiftParticipations.userId, feed.userId), shown)),
      ]);
      const facts = (event: (typeof joined)[number]) => ({
        id: event.id,
        title: event.title,
        description: event.description,
        location: event.location,
        timeZone: event.timeZone,
        cancelled: isCancelled(event),
      });
      const entries = [
        ...joined.map((event) => eventEntry({ ...facts(event), start: event.date, end: endOf(event) }, publicUrl)),
        ...held.map(({ event, shift }) => shiftEntry(facts(event), shift, publicUrl)),
      ];
      // In start order, as the feed always was; the UID breaks ties.
      entries.sort((a, b) => a.start.getTime() - b.start.getTime() || (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0));
      return buildCalendar(entries, { name: 'Volunteer Hub', now: now() });
    },
  };
}

export type CalendarFeeds = ReturnType<typeof createCalendarFeeds>;
