import { asc, eq, sql } from 'drizzle-orm';
import type { MyWaitlist } from '@volunteering/shared/waitlist-schemas';
import type { Db } from '../db/client.ts';
import { events, waitlistEntries } from '../db/schema.ts';
import { endOf } from './event-repository.ts';

/** Every waitlist the user is on, soonest event first, with their place in each: one query. */
export async function myWaitlist(db: Db, userId: string): Promise<MyWaitlist> {
  const ahead = sql`(SELECT count(*) FROM waitlist_entries other
    WHERE other.event_id = ${waitlistEntries.eventId} AND other.seq < ${waitlistEntries.seq})`;
  const rows = await db
    .select({
      id: events.id,
      title: events.title,
      date: events.date,
      durationMinutes: events.durationMinutes,
      location: events.location,
      position: sql<number>`${ahead} + 1`.mapWith(Number),
    })
    .from(waitlistEntries)
    .innerJoin(events, eq(events.id, waitlistEntries.eventId))
    .where(eq(waitlistEntries.userId, userId))
    .orderBy(asc(events.date), asc(events.id));
  return rows.map((row) => ({
    event: { _id: row.id, title: row.title, date: row.date.toISOString(), endDate: endOf(row).toISOString(), location: row.location },
    position: row.position,
  }));
}
