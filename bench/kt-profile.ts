import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../apps/server/src/db/client.ts';
import { groupImpact } from '../apps/server/src/organizations/group-impact.ts';
import { closeImpact } from '../apps/server/src/impact/impact-close.ts';
const database = await openDatabase({ dataDir: 'memory://' });
const { db } = database;
const SLUG = 'bench-green-club', VOLUNTEERS = 500, PER_EVENT = 20, EVENTS = 1000;
let t = performance.now();
await db.execute(sql`INSERT INTO "user" (id, name, email) VALUES ('bench-owner', 'Bench Owner', 'bench-owner@example.com')`);
await db.execute(sql`INSERT INTO "user" (id, name, email) SELECT 'bench-volunteer-' || g, 'Volunteer ' || g, 'bench-volunteer-' || g || '@example.com' FROM generate_series(0, ${VOLUNTEERS - 1}) g`);
await db.execute(sql`INSERT INTO organizations (slug, name, description, city, contact_email, created_by) VALUES (${SLUG}, 'Bench Green Club', 'A benchmark organization.', 'Dhaka', 'bench-owner@example.com', 'bench-owner')`);
await db.execute(sql`INSERT INTO organization_members (organization_id, user_id, role) SELECT id, 'bench-owner', 'owner' FROM organizations WHERE slug = ${SLUG}`);
await db.execute(sql`
    INSERT INTO events (title, description, type, image_url, location, date, time_zone, organizer, volunteers_needed, volunteers_joined, duration_minutes, owner_id, organization_id)
    SELECT 'Bench event ' || g, 'A benchmark event.', (ARRAY['Cleanup','Plantation','Donation','Education','Social Work'])[1 + g % 5],
      'https://images.example.com/bench.jpg', 'Mirpur, Dhaka', now() - make_interval(days => 800 - g),
      CASE WHEN g % 2 = 0 THEN 'Asia/Dhaka' ELSE 'Europe/London' END, 'Bench Green Club',
      ${PER_EVENT + 5}, ${PER_EVENT}, CASE WHEN g % 7 = 0 THEN NULL ELSE 30 * (1 + g % 8) END, 'bench-owner', o.id
    FROM generate_series(1, ${EVENTS}) g, organizations o WHERE o.slug = ${SLUG}`);
await db.execute(sql`
    INSERT INTO participations (event_id, user_id, attended)
    SELECT e.id, 'bench-volunteer-' || ((e.n + k * 25) % ${VOLUNTEERS}), (e.n + k) % 8 <> 0
    FROM (SELECT id, row_number() OVER (ORDER BY date) AS n FROM events) e CROSS JOIN generate_series(0, ${PER_EVENT - 1}) k`);
for (const table of ['participations', 'events', 'organization_members', 'organizations', 'impact_event_totals', 'impact_credits', 'impact_organization_people']) await db.execute(sql.raw(`VACUUM (ANALYZE) ${table}`));
console.log('seeded', Math.round(performance.now() - t), 'ms');
const [org] = await queryRows<{ id: string }>(db, sql`SELECT id FROM organizations WHERE slug = ${SLUG}`);
const id = org!.id;
async function time(name: string, f: () => Promise<unknown>, n = 200) {
  for (let i = 0; i < 20; i++) await f();
  const t0 = performance.now();
  for (let i = 0; i < n; i++) await f();
  console.log(name.padEnd(30), ((performance.now() - t0) / n).toFixed(3), 'ms');
}
const now = new Date();
const iso = now.toISOString();
const show = async (q: any) => console.log((await queryRows<Record<string, string>>(db, q)).map((r) => Object.values(r)[0]).join('\n'));
await time('groupImpact before close', () => groupImpact(db, id, now));
await closeImpact(db, now);
await time('groupImpact', () => groupImpact(db, id, now));
{
  const closedBy = sql`coalesce((SELECT c.at <= ${iso}::timestamptz FROM impact_closed c), true)`;
  const organization = sql`${id}`;
  const figures = sql`
    SELECT ot.type, ot.month, ot.events, ot.minutes, ot.people, ot.joined FROM impact_organization_totals ot
      WHERE ot.organization_id = ${organization} AND ${closedBy}
    UNION ALL
    SELECT t.type, t.month, 1, t.minutes, t.people, t.joined FROM impact_event_totals t
      WHERE t.organization_id = ${organization} AND t.shown AND NOT t.counted AND t.ends_at < ${iso}::timestamptz AND ${closedBy}
    UNION ALL
    SELECT t.type, t.month, 1, t.minutes, t.people, t.joined FROM impact_event_totals t
      WHERE t.organization_id = ${organization} AND t.shown AND t.ends_at < ${iso}::timestamptz AND NOT ${closedBy}`;
  await show(sql`explain analyze SELECT f.type, f.month, sum(f.events) FROM (${figures}) f GROUP BY GROUPING SETS ((f.type), (f.month), ())`);
  await show(sql`select count(*), (select count(*) from impact_event_totals where counted) from impact_organization_totals`);
}
await time('people count', () => db.execute(sql`SELECT count(*) FROM impact_organization_people op WHERE op.organization_id = ${id} AND op.since < ${iso}::timestamptz`));
await time('minutes sum', () => db.execute(sql`SELECT sum(minutes) FROM impact_event_totals t WHERE t.organization_id = ${id} AND t.shown AND t.ends_at < ${iso}::timestamptz`));
await time('group by type, month', () => db.execute(sql`SELECT type, month, count(*), sum(minutes), sum(joined), sum(people) FROM impact_event_totals t WHERE t.organization_id = ${id} AND t.shown AND t.ends_at < ${iso}::timestamptz GROUP BY type, month`));
await time('grouping sets', () => db.execute(sql`SELECT type, month, count(*), sum(minutes), sum(joined), sum(people) FROM impact_event_totals t WHERE t.organization_id = ${id} AND t.shown AND t.ends_at < ${iso}::timestamptz GROUP BY GROUPING SETS ((type), (month), ())`));
await show(sql`explain analyze SELECT type, month, count(*), sum(minutes), sum(joined), sum(people) FROM impact_event_totals t WHERE t.organization_id = ${id} AND t.shown AND t.ends_at < ${iso}::timestamptz GROUP BY GROUPING SETS ((type), (month), ())`);
await show(sql`explain analyze SELECT count(*) FROM impact_organization_people op WHERE op.organization_id = ${id} AND op.since < ${iso}::timestamptz`);
// a write: one join at an event
const [ev] = await queryRows<{ id: string }>(db, sql`SELECT id FROM events ORDER BY date DESC LIMIT 1`);
let k = 0;
await time('join+leave (trigger)', async () => { k++; await db.execute(sql`INSERT INTO participations (event_id, user_id) VALUES (${ev!.id}, 'bench-owner')`); await db.execute(sql`DELETE FROM participations WHERE event_id = ${ev!.id} AND user_id = 'bench-owner'`); }, 100);
await database.close();
