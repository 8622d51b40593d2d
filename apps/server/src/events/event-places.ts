// An event's places: a place taken is counted in the same statement (the event row locked by the caller).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { events, participations } from '../db/schema.ts';

/** Gives `userId` a place and counts it; false, and nothing changed, when they had one already. */
export async function takePlace(tx: Db, eventId: string, userId: string, joinedAt: Date): Promise<boolean> {
  const joined = tx
    .$with('joined')
    .as(tx.insert(participations).values({ eventId, userId, joinedAt }).onConflictDoNothing().returning({ eventId: participations.eventId }));
  const counted = await tx
    .with(joined)
    .update(events)
    .set({ volunteersJoined: sql`${events.volunteersJoined} + 1` })
    .where(eq(events.id, sql`(SELECT ${joined.eventId} FROM ${joined})`))
    .returning({ id: events.id });
  return counted.length > 0;
}
