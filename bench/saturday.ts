// `npm run bench`, issue 41: a Saturday morning. 100,000 events, 1,000,000 participations, 50,000
// accounts, 500 organizations; the real server on PGlite (started as `npm start` starts it) and then
// on PostgreSQL takes a mix of 60 % anonymous reads, 30 % signed-in reads and 10 % writes (join,
// leave, check-in at the door) from 200 people, each on one keep-alive connection, offered at a FIXED
// rate (open loop: each request is sent at its scheduled time whatever the server does, and its time
// is counted from then, so queueing shows). Beside it in the same run a bare node:http server
// (bench/bare-server.ts) takes the same rate from the same 200 connections. Then a short step-up
// search finds the highest fixed rate each engine holds with every kind's p99 within its target and
// no error. The server's RSS is read from /proc every 100 ms. Writes its section of docs/benchmarks.md.
//
// Seeding: bench/seed-events.ts for the events, then INSERT … SELECT … FROM generate_series for the
// rest with the kept totals' triggers off, then the recount migration 0033 provides (impact_recount,
// impact_close) over every event. 200 of the accounts are made through the real sign-up and sign in
// through the real sign-in (cookie for pages, access token for the API); the others are rows.
//
// Environment: BENCH_SATURDAY_SECONDS (60), BENCH_SATURDAY_RATE (300), BENCH_SATURDAY_WARMUP_SECONDS
// (10), BENCH_SATURDAY_STEP_SECONDS (15), BENCH_SATURDAY_PEOPLE (200), BENCH_SATURDAY_EVENTS
// (100000; participations are 10 per event), BENCH_SATURDAY_ACCOUNTS (50000),
// BENCH_SATURDAY_ORGANIZATIONS (500), BENCH_DATABASES ("pglite,postgres"). Only 127.0.0.1 is used.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../apps/server/src/db/client.ts';
import { EVENTS_PAGE_SIZE } from '../packages/shared/src/constants.ts';
import { PAGES } from '../packages/shared/src/pages.ts';
import { children, giveUpAfter, startBenchServer, type BenchServer, type BenchTarget } from './children.ts';
import { cpuMsOf, sampleResponse, startBareServer } from './load.ts';
import { BENCH_QUERIES, seedBenchEvents } from './seed-events.ts';
import { benchLog, envNumber, kbOf, processTree, onEachEngine, runBench, safeRead, writeReportSection } from './support.ts';

const SECONDS = envNumber('BENCH_SATURDAY_SECONDS', 60);
const RATE = envNumber('BENCH_SATURDAY_RATE', 300);
const WARMUP_SECONDS = envNumber('BENCH_SATURDAY_WARMUP_SECONDS', 10);
const STEP_SECONDS = envNumber('BENCH_SATURDAY_STEP_SECONDS', 15);
const PEOPLE = Math.round(envNumber('BENCH_SATURDAY_PEOPLE', 200));
const EVENTS = Math.round(envNumber('BENCH_SATURDAY_EVENTS', 100_000));
const PER_EVENT = 10;
const ACCOUNTS = Math.round(envNumber('BENCH_SATURDAY_ACCOUNTS', 50_000));
const ORGANIZATIONS = Math.round(envNumber('BENCH_SATURDAY_ORGANIZATIONS', 500));
const MEMBERS_PER_ORGANIZATION = 20;
const REQUEST_TIMEOUT_MS = 10_000;
/** What Chrome sends over HTTPS: the server picks zstd, as it does for most of our visitors. */
const CHROME_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const RECOUNT_CHUNK = 10_000;
/** Set: only where the time goes (each kind one at a time), no mix, no step-up search. */
const ONLY_COSTS = process.env.BENCH_SATURDAY_ONLY_COSTS === '1';
/** How many times each kind is asked, one at a time, to see where the time goes. */
const COST_ASKS = 40;
const STEP_RATES = [150, 300, 450, 600, 750, 900, 1200, 1500];
const TARGET = { pgliteP99: 100, postgresP99: 50, loadRssMb: 384, peakRssMb: 512 };
const PASSWORD = 'Saturday-bench-12345';
const AUTH_SECRET = 'bench-only-auth-secret-not-for-production-0123456789';
const START = '<!-- saturday:start -->';
const END = '<!-- saturday:end -->';
const log = benchLog();

// ---------------------------------------------------------------------------------------------
// Seeding

/** A whole number written into the SQL (PostgreSQL cannot type a bare parameter in generate_series). */
const int = (n: number) => sql.raw(String(Math.round(n)));

type Seeded = { seedSeconds: number; recountSeconds: number; upcoming: string[]; past: string[]; slugs: string[] };

/**
 * Everything but the 200 signed-up accounts (`realIds`, people 0..199): the events, the other
 * people, the organizations (person g owns organization g; 20 members each), every event in an
 * organization with a length, 10 people at each, and the first event of each signed-up person's
 * organization moved to now for the door. Then every kept total recounted.
 */
async function seed(database: Database, realIds: string[]): Promise<Seeded> {
  const { db } = database;
  const t0 = performance.now();
  const step = async (name: string, query: ReturnType<typeof sql>) => {
    const t = performance.now();
    await db.execute(query);
    log(`  ${name}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
  };
  // The kept totals are recounted once at the end (the migration's own recount), not per statement.
  await db.execute(sql`ALTER TABLE events DISABLE TRIGGER USER`);
  await db.execute(sql`ALTER TABLE participations DISABLE TRIGGER USER`);
  let t = performance.now();
  await seedBenchEvents(db, EVENTS, { daysBack: 365 });
  log(`  ${EVENTS.toLocaleString('en-US')} events: ${((performance.now() - t) / 1000).toFixed(1)} s`);
  await step('people', sql`CREATE TABLE bench_people (n int PRIMARY KEY, id text NOT NULL)`);
  await db.execute(
    sql`UPDATE "user" SET email_verified = true WHERE id IN (${sql.join(
      realIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  await db.execute(
    sql`INSERT INTO bench_people (n, id) VALUES ${sql.join(
      realIds.map((id, n) => sql`(${n}, ${id})`),
      sql`, `,
    )}`,
  );
  await step(
    `${(ACCOUNTS - realIds.length).toLocaleString('en-US')} more accounts`,
    sql`WITH made AS (
      INSERT INTO "user" (id, name, email, email_verified)
      SELECT 'sat-person-' || n, 'Volunteer ' || n, 'sat-person-' || n || '@bench.invalid', true
      FROM generate_series(${int(realIds.length)}, ${int(ACCOUNTS - 1)}) n RETURNING id)
    INSERT INTO bench_people (n, id) SELECT substring(id FROM 12)::int, id FROM made`,
  );
  await step(
    `${ORGANIZATIONS} organizations`,
    sql`INSERT INTO organizations (slug, name, description, city, contact_email, created_by)
      SELECT 'sat-club-' || g, 'Saturday Club ' || g, 'Volunteers of the neighbourhood, every Saturday morning.', 'Dhaka',
        'club-' || g || '@bench.invalid', p.id
      FROM generate_series(0, ${int(ORGANIZATIONS - 1)}) g JOIN bench_people p ON p.n = g`,
  );
  await step(
    'members',
    sql`INSERT INTO organization_members (organization_id, user_id, role)
      SELECT o.id, p.id, CASE WHEN j = 0 THEN 'owner' ELSE 'member' END
      FROM organizations o
      CROSS JOIN generate_series(0, ${int(MEMBERS_PER_ORGANIZATION)}) j
      JOIN bench_people p ON p.n = CASE WHEN j = 0 THEN substring(o.slug FROM 10)::int
        ELSE (${int(ORGANIZATIONS)} + substring(o.slug FROM 10)::int + ${int(ORGANIZATIONS)} * j) % ${int(ACCOUNTS)} END
      WHERE o.slug LIKE 'sat-club-%'`,
  );
  // Event n (by date) is organization n % 500's, owned by its owner, 1 to 4 hours long; the first
  // PEOPLE events (one per signed-up person's organization) start 10 minutes ago and last 8 hours.
  await step(
    'events into organizations',
    sql`UPDATE events e SET organization_id = o.id, owner_id = o.created_by, volunteers_joined = ${int(PER_EVENT)},
        duration_minutes = CASE WHEN x.n < ${int(realIds.length)} THEN 480 ELSE 60 * (1 + x.n % 4) END,
        date = CASE WHEN x.n < ${int(realIds.length)} THEN now() - interval '10 minutes' ELSE e.date END
      FROM (SELECT id, (row_number() OVER (ORDER BY date, id) - 1)::int AS n FROM events) x
      JOIN organizations o ON o.slug = 'sat-club-' || (x.n % ${int(ORGANIZATIONS)})
      WHERE e.id = x.id`,
  );
  // Ten different people at each event (person (7n + 4999k) mod ACCOUNTS), every eighth marked absent.
  await step(
    `${(EVENTS * PER_EVENT).toLocaleString('en-US')} participations`,
    sql`INSERT INTO participations (event_id, user_id, joined_at, attended)
      SELECT x.id, p.id, least(now(), x.date - interval '3 days'), (x.n + k) % 8 <> 0
      FROM (SELECT id, date, (row_number() OVER (ORDER BY id) - 1)::int AS n FROM events) x
      CROSS JOIN generate_series(0, ${int(PER_EVENT - 1)}) k
      JOIN bench_people p ON p.n = (x.n::bigint * 7 + k * 4999) % ${int(ACCOUNTS)}`,
  );
  await db.execute(sql`ALTER TABLE events ENABLE TRIGGER USER`);
  await db.execute(sql`ALTER TABLE participations ENABLE TRIGGER USER`);
  await db.execute(sql`DROP TABLE bench_people`);
  const seedSeconds = (performance.now() - t0) / 1000;

  t = performance.now();
  const ids = (await queryRows<{ id: string }>(db, sql`SELECT id FROM events ORDER BY id`)).map((row) => row.id);
  for (let i = 0; i < ids.length; i += RECOUNT_CHUNK) {
    const chunk = `{${ids.slice(i, i + RECOUNT_CHUNK).join(',')}}`;
    await db.execute(sql`SELECT impact_recount(${chunk}::uuid[], NULL)`);
  }
  await db.execute(sql`SELECT impact_close(now())`);
  const recountSeconds = (performance.now() - t) / 1000;
  log(`  kept totals recounted (impact_recount, impact_close): ${recountSeconds.toFixed(1)} s`);
  t = performance.now();
  for (const table of [
    'events',
    'participations',
    '"user"',
    'organizations',
    'organization_members',
    'impact_credits',
    'impact_event_totals',
    'impact_organization_people',
    'impact_organization_totals',
  ])
    await db.execute(sql.raw(`VACUUM (ANALYZE) ${table}`));
  log(`  VACUUM (ANALYZE): ${((performance.now() - t) / 1000).toFixed(1)} s`);

  // What the mix reads: shown events to come and gone, picked at random.
  const upcoming = (await queryRows<{ id: string }>(db, sql`SELECT id FROM events WHERE date > now() + interval '1 day' ORDER BY random() LIMIT 5000`)).map(
    (r) => r.id,
  );
  const past = (await queryRows<{ id: string }>(db, sql`SELECT id FROM events WHERE date < now() - interval '1 day' ORDER BY random() LIMIT 2000`)).map(
    (r) => r.id,
  );
  const slugs = Array.from({ length: ORGANIZATIONS }, (_, g) => `sat-club-${g}`);
  return { seedSeconds, recountSeconds, upcoming, past, slugs };
}

/** A self-check that the recount ran: the kept totals of every event agree with its participations. */
async function checkKeptTotals(database: Database): Promise<string> {
  const [row] = await queryRows<{ events: number; wrong: number; credits: number; attended: number; reach: number }>(
    database.db,
    sql`SELECT (SELECT count(*)::int FROM impact_event_totals) AS events,
      (SELECT count(*)::int FROM impact_event_totals t WHERE t.joined <> (SELECT count(*) FROM participations p WHERE p.event_id = t.event_id)) AS wrong,
      (SELECT count(*)::int FROM impact_credits) AS credits,
      (SELECT count(*)::int FROM participations WHERE attended) AS attended,
      (SELECT coalesce(sum(people), 0)::int FROM impact_organization_reach) AS reach`,
  );
  if (!row || row.events !== EVENTS || row.wrong !== 0 || row.credits !== row.attended)
    throw new Error(`the kept totals are not right after seeding: ${JSON.stringify(row)}`);
  return `${row.events.toLocaleString('en-US')} events' totals, ${row.credits.toLocaleString('en-US')} credits, ${row.reach.toLocaleString('en-US')} people reached by the organizations`;
}

// ---------------------------------------------------------------------------------------------
// People: 200 accounts through the real sign-up and sign-in

type Person = {
  n: number;
  id: string;
  email: string;
  cookie: string;
  token: string;
  agent: http.Agent;
  slug: string;
  /** Events they join and then leave, in turn; `joined` the one they are in now. */
  joinable: string[];
  joinCursor: number;
  joined: string | null;
  mine: string[];
  door: { eventId: string; people: string[]; cursor: number; in: boolean } | null;
};

const json = (base: string) => ({ 'content-type': 'application/json', origin: base });
/** Each person's own address to better-auth's per-address limits (it reads x-forwarded-for), as 200 phones would be. */
const addressOf = (n: number) => ({ 'x-forwarded-for': `10.41.${n >> 8}.${n & 255}` });

async function signUp(base: string, n: number): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { ...json(base), ...addressOf(n) },
    body: JSON.stringify({ name: `Saturday Volunteer ${n}`, email: `saturday-${n}@example.com`, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-up ${n} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { user: { id: string } }).user.id;
}

async function signIn(base: string, person: Pick<Person, 'n' | 'email' | 'cookie' | 'token'>): Promise<void> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { ...json(base), ...addressOf(person.n) },
    body: JSON.stringify({ email: person.email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in of ${person.email} answered ${res.status}: ${await res.text()}`);
  person.cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  await takeToken(base, person);
}

/** A fresh access token (they live 15 minutes): taken before each part of the run. */
async function takeToken(base: string, person: Pick<Person, 'n' | 'cookie' | 'token'>): Promise<void> {
  const token = await fetch(`${base}/api/auth/token`, { headers: { cookie: person.cookie, ...addressOf(person.n) } });
  if (!token.ok) throw new Error(`/api/auth/token answered ${token.status}`);
  person.token = ((await token.json()) as { token: string }).token;
}

/** In parallel, a few at a time. */
async function inBatches<T>(items: T[], width: number, each: (item: T, i: number) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += width) await Promise.all(items.slice(i, i + width).map((item, j) => each(item, i + j)));
}

/** The people's plan, read from the database before the server opens it (PGlite is one process's). */
async function plan(database: Database, realIds: string[]): Promise<Person[]> {
  const list = sql.join(
    realIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<{ id: string; event_id: string }>(
    database.db,
    sql`SELECT user_id AS id, event_id FROM participations WHERE user_id IN (${list})`,
  );
  const mine = new Map<string, string[]>();
  for (const row of rows) mine.set(row.id, [...(mine.get(row.id) ?? []), row.event_id]);
  // Events with room well ahead, not their own organization's nor already joined: joined then left, in turn.
  const roomy = await queryRows<{ id: string; owner: string }>(
    database.db,
    sql`SELECT id, owner_id AS owner FROM events WHERE date > now() + interval '7 days' AND volunteers_needed >= 60 ORDER BY id LIMIT ${realIds.length * 40}`,
  );
  const doors = await queryRows<{ event_id: string; owner: string; people: string[] }>(
    database.db,
    sql`SELECT e.id AS event_id, e.owner_id AS owner, array_agg(p.user_id ORDER BY p.user_id) AS people
      FROM events e JOIN participations p ON p.event_id = e.id
      WHERE e.date > now() - interval '1 hour' AND e.date < now() AND e.duration_minutes = 480 GROUP BY e.id, e.owner_id`,
  );
  const each = Math.min(40, Math.floor(roomy.length / realIds.length));
  const persons: Person[] = realIds.map((id, n) => {
    const own = new Set(mine.get(id) ?? []);
    const door = doors.find((d) => d.owner === id);
    return {
      n,
      id,
      email: `saturday-${n}@example.com`,
      cookie: '',
      token: '',
      agent: new http.Agent({ keepAlive: true, maxSockets: 1 }),
      slug: `sat-club-${n % ORGANIZATIONS}`,
      joinable: roomy
        .slice(n * each, n * each + each)
        .filter((e) => e.owner !== id && !own.has(e.id))
        .map((e) => e.id),
      joinCursor: 0,
      joined: null,
      mine: [...own],
      door: door ? { eventId: door.event_id, people: door.people, cursor: 0, in: true } : null,
    };
  });
  const missing = persons.filter((p) => !p.door || p.joinable.length < 2 || p.mine.length === 0).length;
  if (missing > 0) throw new Error(`${missing} people have no door event, no event to join or no joined event: the seed is wrong`);
  return persons;
}

// ---------------------------------------------------------------------------------------------
// The mix

type Group = 'anonymous' | 'signed-in' | 'write';
type Call = {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
  ok?: (status: number, body: string) => boolean;
};
type Kind = { name: string; group: Group; weight: number; call: (person: Person, rng: () => number, data: Seeded) => Call };

const pick = <T>(list: readonly T[], rng: () => number): T => list[Math.floor(rng() * list.length)]!;
const TYPES = ['Cleanup', 'Plantation', 'Donation', 'Education', 'Social Work'];
const WORDS = [BENCH_QUERIES.common, BENCH_QUERIES.location, BENCH_QUERIES.rare, 'tree', 'food', 'dhaka', 'beach'];
const bearer = (p: Person) => ({ authorization: `Bearer ${p.token}` });
const cookie = (p: Person) => ({ cookie: p.cookie });
const succeeded = (status: number, body: string) => status === 200 && body.includes('"success":true');
const eventPage = (id: string) => PAGES.eventDetails.path.replace(':id', id);
/** A page of a list as Upcoming events asks for it (the API's own default is 100). */
const PAGE_LIMIT = String(EVENTS_PAGE_SIZE);

/** 60 % anonymous, 30 % signed in, 10 % writes. */
export const KINDS: Kind[] = [
  { name: 'Home page', group: 'anonymous', weight: 10, call: () => ({ method: 'GET', path: PAGES.home.path }) },
  { name: 'Upcoming page', group: 'anonymous', weight: 6, call: () => ({ method: 'GET', path: PAGES.upcomingEvents.path }) },
  {
    name: 'search (`q`, type, when, page)',
    group: 'anonymous',
    weight: 14,
    call: (_, rng) => {
      const query = new URLSearchParams({
        q: pick(WORDS, rng),
        when: rng() < 0.8 ? 'upcoming' : 'all',
        page: String(1 + Math.floor(rng() * 3)),
        limit: PAGE_LIMIT,
      });
      if (rng() < 0.5) query.set('type', pick(TYPES, rng));
      return { method: 'GET', path: `/api/events?${query.toString()}` };
    },
  },
  {
    name: 'list (type, page)',
    group: 'anonymous',
    weight: 10,
    call: (_, rng) => ({
      method: 'GET',
      path: `/api/events?${new URLSearchParams({ type: pick(TYPES, rng), page: String(1 + Math.floor(rng() * 5)), limit: PAGE_LIMIT }).toString()}`,
    }),
  },
  {
    name: 'event page',
    group: 'anonymous',
    weight: 10,
    call: (_, rng, d) => ({ method: 'GET', path: eventPage(pick(rng() < 0.8 ? d.upcoming : d.past, rng)) }),
  },
  { name: '`GET /api/events/{id}`', group: 'anonymous', weight: 10, call: (_, rng, d) => ({ method: 'GET', path: `/api/events/${pick(d.upcoming, rng)}` }) },
  { name: 'My Joined Events page', group: 'signed-in', weight: 2, call: (p) => ({ method: 'GET', path: PAGES.joinedEvents.path, headers: cookie(p) }) },
  { name: '`GET /api/events/joined`', group: 'signed-in', weight: 5, call: (p) => ({ method: 'GET', path: '/api/events/joined', headers: bearer(p) }) },
  { name: 'Manage page', group: 'signed-in', weight: 1, call: (p) => ({ method: 'GET', path: PAGES.manageEvents.path, headers: cookie(p) }) },
  { name: '`GET /api/events/my-events`', group: 'signed-in', weight: 3, call: (p) => ({ method: 'GET', path: '/api/events/my-events', headers: bearer(p) }) },
  {
    name: 'event page, signed in',
    group: 'signed-in',
    weight: 3,
    call: (p, rng) => ({ method: 'GET', path: eventPage(pick(p.mine, rng)), headers: cookie(p) }),
  },
  {
    name: '`GET /api/events/{id}`, signed in',
    group: 'signed-in',
    weight: 3,
    call: (p, rng) => ({ method: 'GET', path: `/api/events/${pick(p.mine, rng)}`, headers: bearer(p) }),
  },
  { name: 'My Impact page', group: 'signed-in', weight: 1, call: (p) => ({ method: 'GET', path: PAGES.myImpact.path, headers: cookie(p) }) },
  { name: '`GET /api/me/impact`', group: 'signed-in', weight: 3, call: (p) => ({ method: 'GET', path: '/api/me/impact', headers: bearer(p) }) },
  { name: 'organization page, signed in', group: 'signed-in', weight: 2, call: (p) => ({ method: 'GET', path: `/orgs/${p.slug}`, headers: cookie(p) }) },
  { name: '`GET /api/orgs/{slug}`', group: 'signed-in', weight: 3, call: (p) => ({ method: 'GET', path: `/api/orgs/${p.slug}`, headers: bearer(p) }) },
  {
    name: '`GET /api/orgs/{slug}/impact`',
    group: 'signed-in',
    weight: 4,
    call: (p) => ({ method: 'GET', path: `/api/orgs/${p.slug}/impact`, headers: bearer(p) }),
  },
  {
    name: 'join or leave (`PATCH …/join`, `…/cancel/{id}`)',
    group: 'write',
    weight: 8,
    call: (p) => {
      // Decided when scheduled: one person's requests go out in order on their one connection.
      if (p.joined) {
        const id = p.joined;
        p.joined = null;
        return { method: 'PATCH', path: `/api/events/cancel/${id}`, headers: bearer(p), body: {}, ok: succeeded };
      }
      const id = p.joinable[p.joinCursor++ % p.joinable.length]!;
      p.joined = id;
      return { method: 'PATCH', path: `/api/events/${id}/join`, headers: bearer(p), body: {}, ok: succeeded };
    },
  },
  {
    name: 'check-in at the door (`POST …/check-ins`)',
    group: 'write',
    weight: 2,
    call: (p) => {
      const door = p.door!;
      const userId = door.people[door.cursor % door.people.length]!;
      const action = door.in ? 'in' : 'out';
      if (!door.in) door.cursor++;
      door.in = !door.in;
      return { method: 'POST', path: `/api/events/${door.eventId}/check-ins`, headers: bearer(p), body: { userId, action, key: randomUUID() }, ok: succeeded };
    },
  },
];

/** A small seeded generator (mulberry32), so each run offers the same sequence of kinds. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The kind of weighted list `kinds` that `r` in [0, 1) falls on. */
export function weightedPick<T extends { weight: number }>(kinds: readonly T[], r: number): T {
  const total = kinds.reduce((sum, k) => sum + k.weight, 0);
  let left = r * total;
  for (const kind of kinds) {
    left -= kind.weight;
    if (left < 0) return kind;
  }
  return kinds[kinds.length - 1]!;
}

/** The nearest-rank percentile of sorted `values` (0 for none). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** When request `i` of an open-loop run at `rate` per second is due, in ms after its start. */
export const dueAt = (i: number, rate: number) => (i * 1000) / rate;

type Answer = { status: number; body: string };

function send(base: URL, agent: http.Agent, call: Call): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = call.body === undefined ? undefined : JSON.stringify(call.body);
    const request = http.request(
      {
        host: base.hostname,
        port: base.port,
        agent,
        method: call.method,
        path: call.path,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        headers: {
          // As Chrome asks over HTTPS; writes' answers are read, and are too small to be compressed.
          'accept-encoding': body === undefined ? CHROME_ACCEPT_ENCODING : 'identity',
          ...(body === undefined ? {} : { 'content-type': 'application/json', origin: base.origin }),
          ...call.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

type KindFigures = { name: string; group: Group | 'bare'; count: number; ratePerSecond: number; p50: number; p99: number; max: number; errors: number };
type RunFigures = {
  rate: number;
  seconds: number;
  kinds: KindFigures[];
  errors: number;
  errorSamples: string[];
  rss: { average: number; max: number; hwm: number } | null;
  /** How late the driver sent its requests, p99 (ms): its own share of the figures. */
  sendLagP99: number;
  /** CPU (ms) a request over the whole run: the server's process tree, PostgreSQL's (0 on PGlite) and the driver's own. */
  cpu: { server: number; database: number; driver: number } | null;
};

/**
 * Offers `rate` requests a second for `seconds` (open loop): request i is due at start + i / rate,
 * goes to person i mod n on their one connection (queued behind their previous one if that has not
 * come back), and its time runs from when it was due to the end of its answer.
 */
async function offer(
  base: string,
  persons: Person[],
  kinds: readonly Kind[],
  data: Seeded,
  rate: number,
  seconds: number,
  serverPid?: number,
  withPostgres = false,
): Promise<RunFigures> {
  const url = new URL(base);
  const rng = seededRandom(41 + rate);
  const total = Math.round(rate * seconds);
  const latencies = new Map<string, number[]>(kinds.map((k) => [k.name, []]));
  const errors = new Map<string, number>(kinds.map((k) => [k.name, 0]));
  const errorSamples: string[] = [];
  const lags: number[] = [];
  const pending = new Set<Promise<void>>();
  const rssSamples: number[] = [];
  const sampler = serverPid ? setInterval(() => rssSamples.push(rssOf(serverPid)), 100) : undefined;
  const serverCpu = () => (serverPid ? treeCpuMs(serverPid) : 0);
  const cpuBefore = { server: serverCpu(), database: withPostgres ? postgresCpuMs() : 0, driver: process.cpuUsage() };
  const start = performance.now() + 50;
  const launch = (i: number, due: number) => {
    const person = persons[i % persons.length]!;
    const kind = weightedPick(kinds, rng());
    const call = kind.call(person, rng, data);
    lags.push(performance.now() - due);
    const done = send(url, person.agent, call).then(
      (answer) => {
        const ms = performance.now() - due;
        latencies.get(kind.name)!.push(ms);
        const ok = call.ok ? call.ok(answer.status, answer.body) : answer.status === 200;
        if (!ok) {
          errors.set(kind.name, errors.get(kind.name)! + 1);
          if (errorSamples.length < 8) errorSamples.push(`${call.method} ${call.path} answered ${answer.status}: ${answer.body.slice(0, 160)}`);
        }
      },
      (error: Error) => {
        latencies.get(kind.name)!.push(performance.now() - due);
        errors.set(kind.name, errors.get(kind.name)! + 1);
        if (errorSamples.length < 8) errorSamples.push(`${call.method} ${call.path}: ${error.message}`);
      },
    );
    const tracked = done.finally(() => pending.delete(tracked));
    pending.add(tracked);
  };
  await new Promise<void>((resolve) => {
    let i = 0;
    const tick = () => {
      const now = performance.now();
      while (i < total && start + dueAt(i, rate) <= now) {
        launch(i, start + dueAt(i, rate));
        i++;
      }
      if (i < total) setTimeout(tick, Math.max(0, start + dueAt(i, rate) - performance.now()));
      else resolve();
    };
    setTimeout(tick, 50);
  });
  await Promise.all([...pending]);
  if (sampler) clearInterval(sampler);
  const driverCpu = process.cpuUsage(cpuBefore.driver);
  const cpu = serverPid
    ? {
        server: (serverCpu() - cpuBefore.server) / total,
        database: withPostgres ? (postgresCpuMs() - cpuBefore.database) / total : 0,
        driver: (driverCpu.user + driverCpu.system) / 1000 / total,
      }
    : null;
  const figures = kinds.map((kind): KindFigures => {
    const sorted = latencies.get(kind.name)!.sort((a, b) => a - b);
    return {
      name: kind.name,
      group: kind.group,
      count: sorted.length,
      ratePerSecond: sorted.length / seconds,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? 0,
      errors: errors.get(kind.name)!,
    };
  });
  const rss = serverPid
    ? {
        average: rssSamples.reduce((s, v) => s + v, 0) / Math.max(1, rssSamples.length),
        max: Math.max(0, ...rssSamples),
        hwm: hwmOf(serverPid),
      }
    : null;
  return {
    rate,
    seconds,
    kinds: figures,
    errors: figures.reduce((s, k) => s + k.errors, 0),
    errorSamples,
    rss,
    sendLagP99: percentile(
      lags.sort((a, b) => a - b),
      99,
    ),
    cpu,
  };
}

type KindCost = { name: string; share: number; medianMs: number; maxMs: number; serverCpuMs: number; databaseCpuMs: number };

/** CPU (ms) of every PostgreSQL server process on the machine: the bench's cluster. */
function postgresCpuMs(): number {
  let sum = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || safeRead(`/proc/${entry}/comm`).trim() !== 'postgres') continue;
    try {
      sum += cpuMsOf(Number(entry), true);
    } catch {
      // gone meanwhile
    }
  }
  return sum;
}

/**
 * Where the time goes: each kind asked `count` times one at a time (people in turn), its median
 * time, the server's CPU (process tree, PGlite's worker included) and PostgreSQL's an answer.
 */
async function costs(base: string, persons: Person[], data: Seeded, serverPid: number, withPostgres: boolean, count = COST_ASKS): Promise<KindCost[]> {
  const url = new URL(base);
  const rng = seededRandom(7);
  const total = KINDS.reduce((s, k) => s + k.weight, 0);
  const tree = () => treeCpuMs(serverPid);
  const result: KindCost[] = [];
  const idleBefore = tree();
  await new Promise((resolve) => setTimeout(resolve, 3000));
  log(`  idle: the server used ${((tree() - idleBefore) / 3).toFixed(0)} ms of CPU a second with no request`);
  for (const kind of KINDS) {
    const times: number[] = [];
    const cpuBefore = tree();
    const dbBefore = withPostgres ? postgresCpuMs() : 0;
    for (let i = 0; i < count; i++) {
      const person = persons[i % persons.length]!;
      const call = kind.call(person, rng, data);
      const t = performance.now();
      const answer = await send(url, person.agent, call);
      times.push(performance.now() - t);
      if (!(call.ok ? call.ok(answer.status, answer.body) : answer.status === 200))
        throw new Error(`${call.method} ${call.path} answered ${answer.status}: ${answer.body.slice(0, 160)}`);
    }
    result.push({
      name: kind.name,
      share: kind.weight / total,
      medianMs: percentile(
        times.sort((a, b) => a - b),
        50,
      ),
      maxMs: times.at(-1)!,
      serverCpuMs: (tree() - cpuBefore) / count,
      databaseCpuMs: withPostgres ? (postgresCpuMs() - dbBefore) / count : 0,
    });
  }
  return result;
}

/**
 * After a run that timed out, the people's join and door state may not be the server's (a request
 * given up on before it was sent): each leaves the event they are in and checks the one at the door
 * out, whatever the answers, so the next run starts from a state both agree on.
 */
async function settle(base: string, persons: Person[]): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const url = new URL(base);
  await inBatches(persons, 4, async (p) => {
    if (p.joined) await send(url, p.agent, { method: 'PATCH', path: `/api/events/cancel/${p.joined}`, headers: bearer(p), body: {} });
    p.joined = null;
    const door = p.door!;
    // `in` says the next scan checks in: the one at the door is out already.
    if (!door.in) {
      const userId = door.people[door.cursor % door.people.length]!;
      await send(url, p.agent, {
        method: 'POST',
        path: `/api/events/${door.eventId}/check-ins`,
        headers: bearer(p),
        body: { userId, action: 'out', key: randomUUID() },
      });
      door.cursor++;
      door.in = true;
    }
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** CPU (ms) summed over the server and anything it starts (PGlite's worker is a thread of it). */
function treeCpuMs(pid: number): number {
  return processTree(pid).reduce((sum, p) => sum + cpuMsOf(p, true), 0);
}

/** RSS (MiB) summed over the server and anything it starts. */
function rssOf(pid: number): number {
  return processTree(pid).reduce((sum, p) => sum + kbOf(safeRead(`/proc/${p}/status`), 'VmRSS'), 0) / 1024;
}
/** The kernel's high-water mark of RSS (MiB) over the server's life, summed likewise. */
function hwmOf(pid: number): number {
  return processTree(pid).reduce((sum, p) => sum + kbOf(safeRead(`/proc/${p}/status`), 'VmHWM'), 0) / 1024;
}

// ---------------------------------------------------------------------------------------------
// One engine

type EngineResult = {
  kind: 'PGlite' | 'PostgreSQL';
  p99Target: number;
  seeded: Seeded;
  check: string;
  signInSeconds: number;
  idleRssMb: number;
  costs: KindCost[];
  main: RunFigures;
  bare: RunFigures;
  steps: RunFigures[];
  highest: number | null;
  peakRssMb: number;
  /** Set when the server was gone after the measured run (then no bare run nor step-up search). */
  died: string | null;
};

const holds = (run: RunFigures, p99Target: number) => run.errors === 0 && run.kinds.every((k) => k.count === 0 || k.p99 <= p99Target);

const loadAverage = () => safeRead('/proc/loadavg').split(' ').slice(0, 3).join(' ');

function logRun(label: string, run: RunFigures): void {
  const worst = [...run.kinds].sort((a, b) => b.p99 - a.p99)[0];
  const rss = run.rss ? `, RSS ${run.rss.average.toFixed(0)} MiB average, ${run.rss.max.toFixed(0)} max` : '';
  log(
    `${label}: ${run.rate} req/s for ${run.seconds} s, ${run.errors} errors, slowest p99 ${worst?.p99.toFixed(1)} ms (${worst?.name})${rss}; load ${loadAverage()}`,
  );
  for (const sample of run.errorSamples.slice(0, 3)) log(`  error: ${sample}`);
}

async function benchEngine(kind: EngineResult['kind'], target: BenchTarget, open: () => Promise<Database>, dir: string): Promise<EngineResult> {
  const p99Target = kind === 'PGlite' ? TARGET.pgliteP99 : TARGET.postgresP99;
  const env = { AUTH_SECRET, AUTH_RATE_LIMIT_MAX: '1000000', FORM_RATE_LIMIT_MAX: '1000000', WRITE_RATE_LIMIT_MAX: '1000000' };
  let server: BenchServer = await startBenchServer(target, env);
  log(`${kind}: signing ${PEOPLE} people up through the API…`);
  const realIds: string[] = new Array<string>(PEOPLE);
  await inBatches(
    Array.from({ length: PEOPLE }, (_, n) => n),
    4,
    async (n) => {
      realIds[n] = await signUp(server.base, n);
    },
  );
  await server.stop();
  log(`${kind}: seeding…`);
  const database = await open();
  let seeded: Seeded;
  let check: string;
  let persons: Person[];
  try {
    seeded = await seed(database, realIds);
    check = await checkKeptTotals(database);
    log(`${kind}: seeded in ${seeded.seedSeconds.toFixed(1)} s, recounted in ${seeded.recountSeconds.toFixed(1)} s; ${check}`);
    persons = await plan(database, realIds);
  } finally {
    await database.close();
  }
  server = await startBenchServer(target, env);
  try {
    const t = performance.now();
    await inBatches(persons, 4, (person) => signIn(server.base, person));
    const signInSeconds = (performance.now() - t) / 1000;
    log(`${kind}: ${persons.length} people signed in (${signInSeconds.toFixed(1)} s)`);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const idleRssMb = rssOf(server.pid);
    const where = await costs(server.base, persons, seeded, server.pid, kind === 'PostgreSQL');
    for (const c of where)
      log(
        `  ${c.name}: median ${c.medianMs.toFixed(1)} ms, max ${c.maxMs.toFixed(1)} ms, server CPU ${c.serverCpuMs.toFixed(2)} ms, PostgreSQL CPU ${c.databaseCpuMs.toFixed(2)} ms`,
      );
    if (ONLY_COSTS) {
      const none: RunFigures = { rate: 0, seconds: 0, kinds: [], errors: 0, errorSamples: [], rss: null, sendLagP99: 0, cpu: null };
      return {
        kind,
        p99Target,
        seeded,
        check,
        signInSeconds,
        idleRssMb,
        costs: where,
        main: none,
        bare: none,
        steps: [],
        highest: null,
        peakRssMb: 0,
        died: null,
      };
    }
    log(`${kind}: idle RSS ${idleRssMb.toFixed(0)} MiB; warming up ${WARMUP_SECONDS} s…`);
    await offer(server.base, persons, KINDS, seeded, RATE, WARMUP_SECONDS);
    const main = await offer(server.base, persons, KINDS, seeded, RATE, SECONDS, server.pid, kind === 'PostgreSQL');
    logRun(`${kind} mix`, main);
    if (!alive(server.pid)) {
      const died = `the server exited during the ${SECONDS} s at ${RATE} req/s`;
      log(`${kind}: ${died}; its last words:\n${server.output().slice(-2000)}`);
      const bare: RunFigures = { ...main, kinds: [], errors: 0, errorSamples: [] };
      return { kind, p99Target, seeded, check, signInSeconds, idleRssMb, costs: where, main, bare, steps: [], highest: null, peakRssMb: main.rss!.max, died };
    }

    // The bare server: the same rate from the same connections, each answered with one event's bytes.
    const sample = await sampleResponse(`${server.base}/api/events/${seeded.upcoming[0]}`);
    const bareServer = await startBareServer(sample, dir, `saturday-${kind}`);
    let bare: RunFigures;
    try {
      const bareKinds: Kind[] = [
        { name: 'bare `node:http`, one event’s bytes', group: 'anonymous', weight: 1, call: () => ({ method: 'GET', path: '/api/events/bare' }) },
      ];
      bare = await offer(bareServer.base, persons, bareKinds, seeded, RATE, Math.min(SECONDS, 30));
    } finally {
      await bareServer.stop();
    }
    bare.kinds = bare.kinds.map((k) => ({ ...k, group: 'bare' }));
    logRun(`${kind} bare server`, bare);

    // The step-up search: the highest fixed rate with every kind's p99 within the target and no error.
    for (const person of persons) await takeToken(server.base, person);
    await settle(server.base, persons);
    const steps: RunFigures[] = [];
    let highest: number | null = null;
    for (const rate of STEP_RATES) {
      const run = await offer(server.base, persons, KINDS, seeded, rate, STEP_SECONDS, server.pid);
      logRun(`${kind} step`, run);
      steps.push(run);
      if (!holds(run, p99Target)) break;
      highest = rate;
    }
    if (highest === null) {
      const run = await offer(server.base, persons, KINDS, seeded, STEP_RATES[0]! / 2, STEP_SECONDS, server.pid);
      logRun(`${kind} step`, run);
      steps.push(run);
      if (holds(run, p99Target)) highest = run.rate;
    }
    const peakRssMb = hwmOf(server.pid);
    for (const person of persons) person.agent.destroy();
    return { kind, p99Target, seeded, check, signInSeconds, idleRssMb, costs: where, main, bare, steps, highest, peakRssMb, died: null };
  } finally {
    await server.stop();
  }
}

// ---------------------------------------------------------------------------------------------
// The report

const ms = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));
const met = (ok: boolean) => (ok ? 'met' : '**not met**');

function section(results: EngineResult[], started: Date, loadBefore: string, loadAfter: string): string {
  const cpus = os.cpus();
  const lines = [
    START,
    '## Issue 41: a Saturday morning (`bench/saturday.ts`)',
    '',
    `Written by \`npm run bench\` (bench/saturday.ts) on ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC, on ${cpus.length} CPUs (${cpus[0]?.model.trim() ?? '?'}),`,
    `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB, Node ${process.version}; load average (1, 5, 15 min) ${loadBefore} before, ${loadAfter} after.`,
    `${EVENTS.toLocaleString('en-US')} events (365 days back to 2 years ahead), ${(EVENTS * PER_EVENT).toLocaleString('en-US')} participations (${PER_EVENT} at each, every eighth absent),`,
    `${ACCOUNTS.toLocaleString('en-US')} accounts, ${ORGANIZATIONS} organizations (${MEMBERS_PER_ORGANIZATION} members each, every event in one); the kept totals recounted after seeding`,
    `(migration 0033's \`impact_recount\` and \`impact_close\`, checked). ${PEOPLE} of the accounts signed up and signed in through the API, each`,
    `the owner of an organization; each is one keep-alive connection. The mix is offered at a **fixed** ${RATE} requests a second for ${SECONDS} s`,
    `after ${WARMUP_SECONDS} s of warm-up: open loop, request i due at i / rate, to person i mod ${PEOPLE} (about ${((PEOPLE / RATE) * 1000).toFixed(0)} ms of think time`,
    `each), its time counted from when it was due, so a queue shows in p99. Reads ask for \`${CHROME_ACCEPT_ENCODING}\` as Chrome does over HTTPS (the server answers zstd); lists and searches for pages of 8, as Upcoming events asks. The bare`,
    "`node:http` server takes the same rate from the same connections, each answered with one event's bytes. RSS is the server's",
    '(VmRSS over the process tree, every 100 ms; peak is VmHWM); on PostgreSQL the database server is not counted. The step-up',
    `search offers ${STEP_SECONDS} s at ${STEP_RATES.join(', ')} req/s until a step misses the p99 target or has an error.`,
    '',
  ];
  for (const r of results) {
    const m = r.main;
    lines.push(
      `### ${r.kind}: ${m.rate} req/s for ${m.seconds} s`,
      '',
      '| kind | share | req/s | p50 | p99 | max | errors |',
      '|---|---:|---:|---:|---:|---:|---:|',
    );
    const total = KINDS.reduce((s, k) => s + k.weight, 0);
    for (const k of [...m.kinds, ...r.bare.kinds]) {
      const share = k.group === 'bare' ? 'same rate' : `${((KINDS.find((x) => x.name === k.name)!.weight / total) * 100).toFixed(0)} %`;
      const p99 = k.group !== 'bare' && k.p99 > r.p99Target ? `**${ms(k.p99)} ms**` : `${ms(k.p99)} ms`;
      lines.push(
        `| ${k.group === 'bare' ? '' : `${k.group}: `}${k.name} | ${share} | ${k.ratePerSecond.toFixed(1)} | ${ms(k.p50)} ms | ${p99} | ${ms(k.max)} ms | ${k.errors} |`,
      );
    }
    const rss = m.rss!;
    lines.push(
      '',
      `- Seeding ${r.seeded.seedSeconds.toFixed(0)} s, the recount ${r.seeded.recountSeconds.toFixed(0)} s (${r.check}); ${PEOPLE} sign-ins ${r.signInSeconds.toFixed(0)} s. The driver sent its requests at most ${ms(m.sendLagP99)} ms late (p99).`,
      `- RSS: idle ${r.idleRssMb.toFixed(0)} MiB, under load ${rss.average.toFixed(0)} MiB on average and ${rss.max.toFixed(0)} MiB at most, peak (VmHWM) ${rss.hwm.toFixed(0)} MiB at the end of the ${m.seconds} s, ${r.peakRssMb.toFixed(0)} MiB after the step-up search.`,
      ...(m.cpu
        ? [
            `- CPU in the ${m.seconds} s, a request: the server ${ms(m.cpu.server)} ms${r.kind === 'PostgreSQL' ? `, PostgreSQL ${ms(m.cpu.database)} ms` : ''}, the driver ${ms(m.cpu.driver)} ms; together ${((((m.cpu.server + m.cpu.database + m.cpu.driver) * m.rate) / 1000 / os.availableParallelism()) * 100).toFixed(0)} % of the ${os.availableParallelism()} CPUs.`,
          ]
        : []),
      `- Step-up search (${STEP_SECONDS} s each): ${r.steps.length === 0 ? 'none. ' : ''}${r.steps.map((s) => `${s.rate} req/s: slowest p99 ${ms(Math.max(...s.kinds.map((k) => k.p99)))} ms (${[...s.kinds].sort((a, b) => b.p99 - a.p99)[0]!.name}), ${s.errors} errors`).join('; ')}.`,
      `- **Highest fixed rate held** (every p99 ≤ ${r.p99Target} ms, no error): ${r.highest === null ? `below ${STEP_RATES[0]! / 2} req/s` : `${r.highest} req/s`}.`,
      '',
    );
    if (r.died) lines.push(`- **${r.died}**: no bare run nor step-up search for it.`, '');
    const weighted = r.costs.reduce((sum, c) => sum + c.share * (c.serverCpuMs + c.databaseCpuMs), 0);
    lines.push(
      `Where the time goes (${r.kind}, before the mix): each kind asked ${COST_ASKS} times one at a time. CPU an answer, the server's (process tree)${r.kind === 'PostgreSQL' ? " and PostgreSQL's" : ''};`,
      `the mix's weighted CPU is ${ms(weighted)} ms a request (each kind's first, cold answer among its ${COST_ASKS}: the mix's own figure is above), so about ${(2000 / weighted).toFixed(0)} req/s would fill both CPUs.`,
      '',
      '| kind | median | server CPU | PostgreSQL CPU | share of the mix’s CPU |',
      '|---|---:|---:|---:|---:|',
      ...r.costs.map(
        (c) =>
          `| ${c.name} | ${ms(c.medianMs)} ms | ${c.serverCpuMs.toFixed(2)} ms | ${r.kind === 'PostgreSQL' ? `${c.databaseCpuMs.toFixed(2)} ms` : '–'} | ${((100 * c.share * (c.serverCpuMs + c.databaseCpuMs)) / weighted).toFixed(0)} % |`,
      ),
      '',
    );
    if (m.errorSamples.length > 0) lines.push(`- Errors seen: ${m.errorSamples.map((e) => `\`${e.replace(/`/g, "'").replace(/\|/g, '/')}\``).join('; ')}`, '');
  }
  lines.push('### Targets (issue 41)', '');
  for (const r of results) {
    const slow = r.main.kinds.filter((k) => k.p99 > r.p99Target);
    lines.push(
      `- ${r.kind}: every kind's p99 ≤ ${r.p99Target} ms at ${r.main.rate} req/s: ${met(slow.length === 0)}${slow.length ? ` (${slow.map((k) => `${k.name} ${ms(k.p99)} ms`).join(', ')})` : ''}; 0 errors: ${met(r.main.errors === 0)}${r.main.errors ? ` (${r.main.errors})` : ''}.`,
    );
    if (r.kind === 'PGlite')
      lines.push(
        `- PGlite RSS ≤ ${TARGET.loadRssMb} MiB under load: ${met(r.main.rss!.max <= TARGET.loadRssMb)} (${r.main.rss!.max.toFixed(0)} MiB at most); peak ≤ ${TARGET.peakRssMb} MiB: ${met(r.main.rss!.hwm <= TARGET.peakRssMb)} (${r.main.rss!.hwm.toFixed(0)} MiB).`,
      );
  }
  lines.push('', 'How it is built, and where the time of the slowest kinds goes: decision 077.', END);
  return lines.join('\n');
}

async function main(): Promise<void> {
  giveUpAfter(60);
  const started = new Date();
  const loadBefore = loadAverage();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'volunteering-bench-saturday-'));
  const results: EngineResult[] = [];
  try {
    results.push(...(await onEachEngine('volunteering_bench_saturday', dir, log, (kind, target, open) => benchEngine(kind, target, open, dir))));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    if (children.size > 0) log(`${children.size} child processes left; they are stopped on exit`);
  }
  if (ONLY_COSTS) return;
  const text = section(results, started, loadBefore, loadAverage());
  writeReportSection(START, END, text);
  console.log(`\n${text}\n\nwrote the issue 41 (Saturday) section of docs/benchmarks.md`);
}

if (import.meta.main) await runBench(main);
