import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { EventType } from '@volunteering/shared/constants';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Db } from '../db/client.ts';
import { events, participations, user } from '../db/schema.ts';
import { DEMO_TIME_ZONE, demoEvents } from './demo-events.ts';
import type { SitePicture, SitePictures } from '../uploads/site-pictures.ts';
import { releasePictureProcess } from '../uploads/processing-child.ts';
import type { Upload } from '@volunteering/shared/upload-schemas';

const SEED_LOCK_ID = 7_420_216;
const DEMO_VOLUNTEERS = 120;
/** How long each kind of demo event lasts, so demo events have end times (issue 6). */
const DEMO_DURATION_MINUTES: Record<EventType, number> = {
  Cleanup: 180,
  Plantation: 180,
  Donation: 240,
  Education: 120,
  'Social Work': 150,
};

/**
 * Fills an empty database with demo events, their organizers and demo volunteers (accounts
 * without a password, so nobody can sign in as them). Runs once, even with several instances.
 * Their pictures are the product's own, kept as uploads first (a few seconds, once).
 */
export async function seedDemoData(db: Db, sitePictures: SitePictures, now: Date, log: FastifyBaseLogger): Promise<void> {
  const [seeded] = await queryRows<{ found: boolean }>(db, sql`SELECT EXISTS (SELECT 1 FROM events) AS found`);
  if (seeded?.found) return;
  const pictures = new Map<SitePicture, Upload>();
  for (const event of demoEvents(now)) {
    for (const name of [event.picture, ...(event.gallery ?? [])]) {
      if (!pictures.has(name)) pictures.set(name, await sitePictures.keep(name));
    }
  }
  // The first start's memory goes back at once (decision 037), not after the picture process idles.
  releasePictureProcess();
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [existing] = await queryRows<{ found: boolean }>(tx, sql`SELECT EXISTS (SELECT 1 FROM events) AS found`);
    if (existing?.found) return;

    const demo = demoEvents(now);
    const organizers = new Map<string, string>();
    for (const event of demo) {
      if (!organizers.has(event.organizer)) organizers.set(event.organizer, randomUUID());
    }
    const slug = (name: string) =>
      name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
    await tx.insert(user).values([
      ...[...organizers].map(([name, id]) => ({ id, name, email: `${slug(name)}@demo.volunteerhub.invalid` })),
      ...Array.from({ length: DEMO_VOLUNTEERS }, (_, i) => ({
        id: `demo-volunteer-${i + 1}`,
        name: `Demo Volunteer ${i + 1}`,
        email: `volunteer${i + 1}@demo.volunteerhub.invalid`,
      })),
    ]);

    const rows = await tx
      .insert(events)
      .values(
        demo.map(({ joinedCount, organizer, picture, gallery, ...event }) => ({
          ...event,
          imageUrl: pictures.get(picture)!.url,
          imagePlaceholder: pictures.get(picture)!.placeholder,
          images: gallery?.map((name) => pictures.get(name)!.url),
          organizer,
          timeZone: event.timeZone ?? DEMO_TIME_ZONE,
          durationMinutes: DEMO_DURATION_MINUTES[event.type],
          ownerId: organizers.get(organizer)!,
          volunteersJoined: Math.min(joinedCount, DEMO_VOLUNTEERS),
        })),
      )
      .returning({ id: events.id, joined: events.volunteersJoined });
    const joins = rows.flatMap(({ id, joined }) => Array.from({ length: joined }, (_, i) => ({ eventId: id, userId: `demo-volunteer-${i + 1}` })));
    if (joins.length > 0) await tx.insert(participations).values(joins);
    log.info(`seeded ${rows.length} demo events with ${joins.length} demo participations`);
  });
}
