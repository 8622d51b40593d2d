// Issue 41, decision 075: impact totals kept by the database, not recounted by the readers. A seeded
// random sequence of the changes the writers make (joins and leaves of events and shifts, attendance
// marks, hours records made, approved, rejected, changed and deleted, check-ins, events made, moved
// between organizations, taken down, edited, cancelled and deleted, shifts moved and deleted, accounts
// deleted, and the job that counts ended events in) then every total recounted from the history and
// compared with the kept rows, and the organizations' impact and page as the readers answer them
// compared with figures from the history, at moments before and after the last count.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.ts';
import { closeImpact } from '../src/impact/impact-close.ts';
import { groupHours, groupImpact } from '../src/organizations/group-impact.ts';
import { buildTestApp } from './helpers/build.ts';

const app = await buildTestApp();
const db = app.db;
const HOUR = 3600_000;
const DAY = 24 * HOUR;
const TYPES = ['Cleanup', 'Plantation', 'Education'];
const ZONES = ['Asia/Dhaka', 'Europe/London', 'America/New_York'];

/** mulberry32: the same sequence for the same seed. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(list: T[]): T | undefined => list[Math.floor(next() * list.length)] };
}

/** Each kind of change with the upper end of its share of 100 draws. */
const KINDS: [string, number][] = [
  ['join', 26],
  ['leave', 31],
  ['mark', 40],
  ['record', 54],
  ['decide', 63],
  ['record-gone', 66],
  ['move', 71],
  ['takedown', 75],
  ['edit', 80],
  ['shift-edit', 83],
  ['shift-gone', 85],
  ['event-gone', 87],
  ['new-event', 90],
  ['account-gone', 92],
  ['cancel', 94],
  ['close', 100],
];

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db, query);

type Credit = { event_id: string; user_id: string; minutes: number };
type EventRow = { id: string; organization_id: string | null; shown: boolean; ends_at: Date | string; type: string; month: string; joined: number };

/** Every credit from the history (decision 068's rule, written out again here). */
async function creditsFromHistory(): Promise<Map<string, number>> {
  const list = await rows<Credit>(sql`
    WITH checked AS (SELECT DISTINCT event_id FROM hours_records WHERE source = 'check-in'),
    parts AS (
      SELECT event_id, user_id, minutes FROM hours_records WHERE status = 'approved' AND event_id IS NOT NULL
      UNION ALL
      SELECT p.event_id, p.user_id, coalesce(e.duration_minutes, 0) FROM participations p JOIN events e ON e.id = p.event_id
        WHERE p.attended AND p.event_id NOT IN (SELECT event_id FROM checked)
          AND NOT EXISTS (SELECT 1 FROM hours_records r WHERE r.event_id = p.event_id AND r.user_id = p.user_id AND r.shift_id IS NULL)
      UNION ALL
      SELECT sp.event_id, sp.user_id, round(extract(epoch FROM s."end" - s.start) / 60)::int FROM shift_participations sp JOIN shifts s ON s.id = sp.shift_id
        WHERE sp.attended AND sp.event_id NOT IN (SELECT event_id FROM checked)
          AND NOT EXISTS (SELECT 1 FROM hours_records r WHERE r.event_id = sp.event_id AND r.user_id = sp.user_id AND r.shift_id = sp.shift_id))
    SELECT event_id, user_id, sum(minutes)::int AS minutes FROM parts GROUP BY event_id, user_id`);
  return new Map(list.map((c) => [`${c.event_id} ${c.user_id}`, c.minutes]));
}

/** Each event as the history has it now, with how many joined it (or its shifts). */
const eventsFromHistory = () =>
  rows<EventRow>(sql`
    SELECT e.id, e.organization_id, e.hidden IS NULL AS shown, e.date + make_interval(mins => coalesce(e.duration_minutes, 0)) AS ends_at, e.type,
      to_char(e.date AT TIME ZONE e.time_zone, 'YYYY-MM') AS month,
      ((SELECT count(*) FROM participations p WHERE p.event_id = e.id) + (SELECT count(DISTINCT user_id) FROM shift_participations sp WHERE sp.event_id = e.id))::int AS joined
    FROM events e`);

/** An organization's impact at `at` from the history, in the answer's shape. */
function impactFromHistory(credits: Map<string, number>, events: EventRow[], organizationId: string, at: Date) {
  const ended = events.filter((e) => e.organization_id === organizationId && e.shown && new Date(e.ends_at) < at);
  const people = new Set<string>();
  let minutes = 0;
  let attended = 0;
  let joined = 0;
  const byMonth = new Map<string, number>();
  const byType = new Map<string, number>();
  for (const e of ended) {
    let eventMinutes = 0;
    for (const [key, m] of credits) {
      const [eventId, userId] = key.split(' ');
      if (eventId !== e.id) continue;
      people.add(userId!);
      eventMinutes += m;
      attended++;
    }
    minutes += eventMinutes;
    joined += e.joined;
    byMonth.set(e.month, (byMonth.get(e.month) ?? 0) + eventMinutes);
    byType.set(e.type, (byType.get(e.type) ?? 0) + eventMinutes);
  }
  return {
    volunteersReached: people.size,
    hoursGiven: groupHours(minutes),
    eventsRun: ended.length,
    attendanceRate: joined > 0 ? Math.round((attended / joined) * 1000) / 1000 : null,
    hoursByMonth: [...byMonth].map(([month, m]) => ({ month, hours: groupHours(m) })).sort((a, b) => a.month.localeCompare(b.month)),
    hoursByType: [...byType].map(([type, m]) => ({ type, hours: groupHours(m) })).sort((a, b) => b.hours - a.hours || a.type.localeCompare(b.type)),
  };
}

/** The most credits and counted events seen at a comparison: the sequence did build something to compare. */
const peak = { credits: 0, counted: 0 };

/** The kept rows against the history, and the readers' answers at a few moments. */
async function compare(organizations: { id: string; slug: string }[], moments: Date[]) {
  const credits = await creditsFromHistory();
  peak.credits = Math.max(peak.credits, credits.size);
  const kept = await rows<Credit>(sql`SELECT event_id, user_id, minutes FROM impact_credits`);
  expect(new Map(kept.map((c) => [`${c.event_id} ${c.user_id}`, c.minutes]))).toEqual(credits);

  const events = await eventsFromHistory();
  const totals = await rows<EventRow & { minutes: number; people: number; counted: boolean }>(
    sql`SELECT event_id AS id, organization_id, shown, ends_at, type, month, joined, minutes, people, counted FROM impact_event_totals`,
  );
  const expectedTotals = events.map((e) => {
    const mine = [...credits].filter(([key]) => key.startsWith(`${e.id} `));
    return { ...e, ends_at: new Date(e.ends_at).toISOString(), minutes: mine.reduce((sum, [, m]) => sum + m, 0), people: mine.length };
  });
  const sortById = <T extends { id: string }>(list: T[]) => [...list].sort((a, b) => a.id.localeCompare(b.id));
  peak.counted = Math.max(peak.counted, totals.filter((t) => t.counted).length);
  expect(sortById(totals.map(({ counted: _, ...t }) => ({ ...t, ends_at: new Date(t.ends_at).toISOString() })))).toEqual(sortById(expectedTotals));

  // Each organization's people, from the end of the first shown event they were credited at.
  const since = new Map<string, number>();
  for (const [key] of credits) {
    const [eventId, userId] = key.split(' ');
    const e = events.find((x) => x.id === eventId)!;
    if (!e.organization_id || !e.shown) continue;
    const k = `${e.organization_id} ${userId}`;
    since.set(k, Math.min(since.get(k) ?? Infinity, new Date(e.ends_at).getTime()));
  }
  const people = await rows<{ organization_id: string; user_id: string; since: Date | string }>(
    sql`SELECT organization_id, user_id, since FROM impact_organization_people`,
  );
  expect(new Map(people.map((p) => [`${p.organization_id} ${p.user_id}`, new Date(p.since).getTime()]))).toEqual(since);

  // What is counted is summed exactly in the organizations' sums and reach.
  const [sums] = await rows<{ off: number }>(sql`
    SELECT count(*)::int AS off FROM (
      SELECT organization_id, type, month, count(*)::int AS events, sum(minutes)::int AS minutes, sum(people)::int AS people, sum(joined)::int AS joined
        FROM impact_event_totals WHERE counted GROUP BY 1, 2, 3
      EXCEPT SELECT organization_id, type, month, events, minutes, people, joined FROM impact_organization_totals WHERE events > 0
      UNION ALL (SELECT organization_id, type, month, events, minutes, people, joined FROM impact_organization_totals WHERE events <> 0 OR minutes <> 0 OR people <> 0 OR joined <> 0
      EXCEPT SELECT organization_id, type, month, count(*)::int, sum(minutes)::int, sum(people)::int, sum(joined)::int FROM impact_event_totals WHERE counted GROUP BY 1, 2, 3)) d`);
  expect(sums!.off).toBe(0);
  const [reach] = await rows<{ off: number }>(sql`
    SELECT count(*)::int AS off FROM (
      SELECT organization_id, count(*)::int AS people FROM impact_organization_people WHERE counted GROUP BY 1
      EXCEPT SELECT organization_id, people FROM impact_organization_reach WHERE people > 0
      UNION ALL (SELECT organization_id, people FROM impact_organization_reach WHERE people <> 0
      EXCEPT SELECT organization_id, count(*)::int FROM impact_organization_people WHERE counted GROUP BY 1)) d`);
  expect(reach!.off).toBe(0);

  for (const organization of organizations) {
    for (const at of moments) {
      const expected = impactFromHistory(credits, events, organization.id, at);
      expect(await groupImpact(db, organization.id, at)).toEqual(expected);
      app.clock.set(at);
      const page = (await app.inject({ method: 'GET', url: `/api/orgs/${organization.slug}` })).json() as { volunteersReached: number; hoursGiven: number };
      expect({ volunteersReached: page.volunteersReached, hoursGiven: page.hoursGiven }).toEqual({
        volunteersReached: expected.volunteersReached,
        hoursGiven: expected.hoursGiven,
      });
    }
  }
}

describe('kept impact totals', () => {
  it('equal the totals recounted from the history after a random sequence of changes, and the readers answer them', { timeout: 240_000 }, async () => {
    const start = app.now();
    const rng = random(41075);
    await db.execute(sql`INSERT INTO "user" (id, name, email) VALUES ('kt-owner', 'Owner', 'kt-owner@example.com')`);
    await db.execute(
      sql`INSERT INTO "user" (id, name, email) SELECT 'kt-' || g, 'Volunteer ' || g, 'kt-' || g || '@example.com' FROM generate_series(1, 12) g`,
    );
    const users = Array.from({ length: 12 }, (_, i) => `kt-${i + 1}`);
    const organizations = await rows<{ id: string; slug: string }>(sql`
      INSERT INTO organizations (slug, name, description, city, contact_email, created_by)
      VALUES ('kt-one', 'One', '', 'Dhaka', 'kt-owner@example.com', 'kt-owner'), ('kt-two', 'Two', '', 'Dhaka', 'kt-owner@example.com', 'kt-owner')
      RETURNING id, slug`);
    const orgChoices = [organizations[0]!.id, organizations[1]!.id, null];

    let made = 0;
    const newEvent = async (withShifts: boolean) => {
      const date = new Date(start.getTime() + (rng.int(40) - 30) * DAY + rng.int(24) * HOUR);
      const [row] = await rows<{ id: string }>(sql`
        INSERT INTO events (title, description, type, image_url, location, date, time_zone, organizer, volunteers_needed, duration_minutes, owner_id, organization_id, shift_count)
        VALUES (${`e-${String(made++).padStart(3, '0')}`}, '', ${rng.pick(TYPES)!}, 'https://images.example.com/x.jpg', 'Dhaka', ${date.toISOString()}::timestamptz, ${rng.pick(ZONES)!}, 'Org', 50,
          ${rng.next() < 0.2 ? null : 30 * (1 + rng.int(8))}, 'kt-owner', ${rng.pick(orgChoices) ?? null}, ${withShifts ? 2 : 0})
        RETURNING id`);
      if (withShifts)
        for (const position of [0, 1])
          await db.execute(sql`INSERT INTO shifts (event_id, title, start, "end", capacity, position)
            VALUES (${row!.id}, 'A shift', ${new Date(date.getTime() + position * 2 * HOUR).toISOString()}::timestamptz,
              ${new Date(date.getTime() + (position * 2 + 1 + rng.int(3)) * HOUR).toISOString()}::timestamptz, 100, ${position})`);
    };
    for (let i = 0; i < 8; i++) await newEvent(i % 3 === 2);

    const eventIds = async () => (await rows<{ id: string; shift_count: number }>(sql`SELECT id, shift_count FROM events ORDER BY title`)) ?? [];
    const shiftsOf = async (eventId: string) =>
      (await rows<{ id: string }>(sql`SELECT id FROM shifts WHERE event_id = ${eventId} ORDER BY position`)).map((s) => s.id);
    const done: Record<string, number> = {};

    for (let step = 0; step < 300; step++) {
      const events = await eventIds();
      const event = rng.pick(events);
      const user = rng.pick(users)!;
      const choice = rng.int(100);
      const kind = KINDS.find(([, below]) => choice < below)![0];
      done[kind] = (done[kind] ?? 0) + 1;
      if (!event && kind !== 'new-event' && kind !== 'close') continue;
      const shifts = event ? await shiftsOf(event.id) : [];
      switch (kind) {
        case 'join':
          if (shifts.length)
            await db.execute(sql`INSERT INTO shift_participations (shift_id, user_id, event_id, joined_at)
              SELECT ${rng.pick(shifts)!}, id, ${event!.id}, now() FROM "user" WHERE id = ${user} ON CONFLICT DO NOTHING`);
          else
            await db.execute(sql`INSERT INTO participations (event_id, user_id) SELECT ${event!.id}, id FROM "user" WHERE id = ${user} ON CONFLICT DO NOTHING`);
          break;
        case 'leave':
          await db.execute(sql`DELETE FROM participations WHERE event_id = ${event!.id} AND user_id = ${user}`);
          await db.execute(sql`DELETE FROM shift_participations WHERE event_id = ${event!.id} AND user_id = ${user}`);
          break;
        case 'mark':
          await db.execute(sql`UPDATE participations SET attended = ${rng.next() < 0.5} WHERE event_id = ${event!.id} AND user_id = ${user}`);
          await db.execute(sql`UPDATE shift_participations SET attended = ${rng.next() < 0.5} WHERE event_id = ${event!.id} AND user_id = ${user}`);
          // An announcement read changes nothing counted.
          await db.execute(sql`UPDATE participations SET announcements_read_at = now() WHERE event_id = ${event!.id}`);
          break;
        case 'record': {
          const shift = shifts.length ? rng.pick(shifts)! : null;
          const source = rng.next() < 0.4 ? 'check-in' : 'organizer';
          const status = rng.pick(['pending', 'approved', 'rejected'])!;
          await db.execute(sql`INSERT INTO hours_records (user_id, event_id, shift_id, source, status, minutes)
            SELECT id, ${event!.id}, ${shift}, ${source}, ${status}, ${rng.int(300)} FROM "user" WHERE id = ${user}
            ON CONFLICT (event_id, user_id, coalesce(shift_id, '00000000-0000-0000-0000-000000000000'::uuid)) WHERE event_id IS NOT NULL
            DO UPDATE SET minutes = excluded.minutes`);
          break;
        }
        case 'decide':
          await db.execute(sql`UPDATE hours_records SET status = ${rng.pick(['approved', 'rejected', 'pending'])!}
            WHERE id = (SELECT id FROM hours_records WHERE event_id = ${event!.id} ORDER BY user_id, minutes LIMIT 1 OFFSET ${rng.int(3)})`);
          break;
        case 'record-gone':
          await db.execute(
            sql`DELETE FROM hours_records WHERE id = (SELECT id FROM hours_records WHERE event_id = ${event!.id} ORDER BY user_id, minutes LIMIT 1)`,
          );
          break;
        case 'move':
          await db.execute(sql`UPDATE events SET organization_id = ${rng.pick(orgChoices) ?? null} WHERE id = ${event!.id}`);
          break;
        case 'takedown':
          await db.execute(sql`UPDATE events SET hidden = ${rng.next() < 0.5 ? 'moderator' : null} WHERE id = ${event!.id}`);
          break;
        case 'edit':
          await db.execute(sql`UPDATE events SET duration_minutes = ${rng.next() < 0.2 ? null : 30 * (1 + rng.int(8))},
            date = date + make_interval(hours => ${rng.int(97) - 48}), time_zone = ${rng.pick(ZONES)!}, type = ${rng.pick(TYPES)!},
            volunteers_joined = volunteers_joined + 1 WHERE id = ${event!.id}`);
          break;
        case 'shift-edit':
          await db.execute(sql`UPDATE shifts SET "end" = start + make_interval(mins => ${30 + rng.int(300)}) WHERE event_id = ${event!.id}`);
          break;
        case 'shift-gone':
          await db.execute(sql`DELETE FROM shifts WHERE id = (SELECT id FROM shifts WHERE event_id = ${event!.id} ORDER BY position LIMIT 1)`);
          break;
        case 'event-gone':
          await db.execute(sql`DELETE FROM events WHERE id = ${event!.id}`);
          break;
        case 'new-event':
          await newEvent(rng.next() < 0.4);
          break;
        case 'account-gone':
          await db.execute(sql`DELETE FROM "user" WHERE id = ${user}`);
          break;
        case 'cancel':
          // A cancellation keeps the event and lets its people go (issue 37).
          await db.transaction(async (tx) => {
            await tx.execute(sql`UPDATE events SET cancelled_at = now(), volunteers_joined = 0 WHERE id = ${event!.id}`);
            await tx.execute(sql`DELETE FROM participations WHERE event_id = ${event!.id}`);
          });
          break;
        case 'close':
          await closeImpact(db, new Date(start.getTime() + (rng.int(30) - 20) * DAY));
          break;
      }
      if (step % 30 === 29) await compare(organizations, [start]);
    }
    const [closed] = await rows<{ at: Date | string }>(sql`SELECT at FROM impact_closed`);
    const last = new Date(closed!.at);
    await compare(organizations, [start, new Date(last.getTime() - 3 * DAY), last, new Date(start.getTime() + 20 * DAY)]);
    await closeImpact(db, start);
    await compare(organizations, [start, new Date(start.getTime() - 10 * DAY), new Date(start.getTime() + 20 * DAY)]);
    // The sequence did reach every kind of change, and something was counted.
    expect(Object.keys(done).sort()).toEqual(KINDS.map(([kind]) => kind).sort());
    expect(peak.credits).toBeGreaterThan(10);
    expect(peak.counted).toBeGreaterThan(0);
  });
});
