// What a new event starts with in the create form (issue 37, decision 054).
import type { EventDefaults } from '@volunteering/shared/event-defaults-schemas';
import { todayZoneName } from '@volunteering/shared/time-zones';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { events } from '../db/schema.ts';

/**
 * An organizer's next event is most likely where their last one was: the zone of the event they
 * created last (by today's name), else the server's `defaultTimeZone`. Never the browser's: an
 * organizer abroad, or on a laptop set to another zone, still organizes at home.
 */
export async function eventDefaultsOf(db: Db, userId: string, defaultTimeZone: string): Promise<EventDefaults> {
  const [last] = await db
    .select({ timeZone: events.timeZone })
    .from(events)
    .where(eq(events.ownerId, userId))
    .orderBy(desc(events.createdAt), desc(events.id))
    .limit(1);
  return { timeZone: (last && todayZoneName(last.timeZone)) ?? defaultTimeZone };
}
