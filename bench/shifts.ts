// `npm run bench`, issue 38: the page of an event with 50 shifts and 5,000 people in them. For PGlite
// and then PostgreSQL: start the real server (SEED_DEMO=false), sign a volunteer up through the API,
// stop it, seed with SQL (one event a month ahead, 50 shifts of 110 places, 100 people in each, the
// volunteer in the first too), start it again and run autocannon against GET /api/events/{id}, once
// anonymous and once with the volunteer's bearer token (who then also gets `myShifts` and their own
// address), each beside a bare node:http server (bench/bare-server.ts) answering the same bytes.
// Judged against the read targets of docs/benchmarks.md (issue 2: p99 under 25 ms at 32 connections,
// public reads at least half the bare server's req/s). Writes its own section of docs/benchmarks.md.
//
// Environment: BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (2), BENCH_SHIFT_CONNECTIONS (32),
// BENCH_DATABASES ("pglite,postgres"). Only 127.0.0.1 is used.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../apps/server/src/db/client.ts';
import { createShiftReader, createViewerPlaces } from '../apps/server/src/events/shifts.ts';
import { children, giveUpAfter, startBenchServer, type BenchTarget } from './children.ts';
import { benchLog, envNumber, onEachEngine, runBench, signIn, writeReportSection } from './support.ts';
import { cpuPerRequest, measure as measureLoad, sampleResponse, startBareServer, type CannonResult } from './load.ts';

const SECONDS = envNumber('BENCH_SECONDS', 10);
const WARMUP_SECONDS = envNumber('BENCH_WARMUP_SECONDS', 2);
const CONNECTIONS = envNumber('BENCH_SHIFT_CONNECTIONS', 32);
const AUTH_SECRET = 'bench-only-auth-secret-not-for-production-0123456789';
const SHIFTS = 50;
const PER_SHIFT = 100;
const CAPACITY = 110;
const P99_TARGET_MS = 25;
const RATIO_TARGET = 0.5;
const START = '<!-- shifts:start -->';
const END = '<!-- shifts:end -->';

/** The real server on `target`, in its own process group. */
const startServer = (target: BenchTarget) => startBenchServer(target, { AUTH_SECRET });

const VOLUNTEER = { email: 'bench-shift-volunteer@example.com', password: 'Bench12345' };

async function signUp(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ name: 'Bench Volunteer', ...VOLUNTEER, image: 'https://example.com/bench.png' }),
  });
  if (!res.ok) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { user: { id: string } }).user.id;
}

/**
 * One event 30 days on at 8:00 in Dhaka with 50 shifts (two hours each, starts every half hour over
 * 12 hours, twice round), 100 of 5,000 volunteers in each; the signed-up volunteer in the first too.
 * And the same day without shifts, the 5,000 and the volunteer joined as a whole. Answers both ids.
 */
async function seed(database: Database, volunteerId: string): Promise<{ withShifts: string; plain: string }> {
  const { db } = database;
  const people = SHIFTS * PER_SHIFT;
  await db.execute(sql`UPDATE "user" SET email_verified = true WHERE id = ${volunteerId}`);
  await db.execute(sql`INSERT INTO "user" (id, name, email) VALUES ('bench-organizer', 'Bench Organizer', 'bench-organizer@example.com'),
    ('bench-owner-plain', 'Bench Owner', 'bench-owner-plain@example.com')`);
  await db.execute(sql`
    INSERT INTO "user" (id, name, email)
    SELECT 'bench-volunteer-' || g, 'Volunteer ' || g, 'bench-volunteer-' || g || '@example.com' FROM generate_series(0, ${people - 1}) g`);
  const start = sql`(date_trunc('day', now() AT TIME ZONE 'Asia/Dhaka') + interval '30 days 8 hours') AT TIME ZONE 'Asia/Dhaka'`;
  await db.execute(sql`
    INSERT INTO events (title, description, type, image_url, location, date, time_zone, organizer, volunteers_needed, volunteers_joined, duration_minutes, owner_id, shift_count)
    VALUES ('Bench shift day', 'A benchmark event with many shifts.', 'Cleanup', 'https://images.example.com/bench.jpg', 'Mirpur, Dhaka',
      ${start}, 'Asia/Dhaka', 'Bench Organizer', ${SHIFTS * CAPACITY}, ${people + 1}, ${12 * 60 + 90}, 'bench-organizer', ${SHIFTS})`);
  await db.execute(sql`
    INSERT INTO shifts (event_id, title, description, start, "end", capacity, joined, position)
    SELECT e.id, 'Role ' || g, 'Shift ' || g || ' of the bench.', e.date + make_interval(mins => 30 * (g % 25)),
      e.date + make_interval(mins => 30 * (g % 25) + 120), ${CAPACITY}, ${PER_SHIFT} + CASE WHEN g = 0 THEN 1 ELSE 0 END, g
    FROM events e CROSS JOIN generate_series(0, ${SHIFTS - 1}) g WHERE e.owner_id = 'bench-organizer'`);
  await db.execute(sql`
    INSERT INTO shift_participations (shift_id, user_id, event_id, joined_at)
    SELECT s.id, 'bench-volunteer-' || (s.position * ${PER_SHIFT} + k), s.event_id, now() - make_interval(mins => k)
    FROM shifts s CROSS JOIN generate_series(0, ${PER_SHIFT - 1}) k`);
  await db.execute(sql`
    INSERT INTO shift_participations (shift_id, user_id, event_id, joined_at)
    SELECT s.id, ${volunteerId}, s.event_id, now() FROM shifts s WHERE s.position = 0`);
  // The baseline: the same day without shifts, the same 5,000 and the volunteer joined as a whole.
  await db.execute(sql`
    INSERT INTO events (title, description, type, image_url, location, date, time_zone, organizer, volunteers_needed, volunteers_joined, duration_minutes, owner_id)
    SELECT 'Bench plain day', description, type, image_url, location, date, time_zone, organizer, volunteers_needed, volunteers_joined, duration_minutes, 'bench-owner-plain'
    FROM events WHERE owner_id = 'bench-organizer'`);
  await db.execute(sql`
    INSERT INTO participations (event_id, user_id, joined_at)
    SELECT e.id, u.id, now() FROM events e CROSS JOIN "user" u WHERE e.owner_id = 'bench-owner-plain' AND (u.id LIKE 'bench-volunteer-%' OR u.id = ${volunteerId})`);
  for (const table of ['shift_participations', 'shifts', 'participations', 'events', '"user"']) await db.execute(sql.raw(`VACUUM (ANALYZE) ${table}`));
  const ids = await queryRows<{ id: string; owner_id: string }>(db, sql`SELECT id, owner_id FROM events WHERE owner_id LIKE 'bench-%'`);
  const withShifts = ids.find((row) => row.owner_id === 'bench-organizer');
  const plain = ids.find((row) => row.owner_id === 'bench-owner-plain');
  if (!withShifts || !plain) throw new Error('the seeded events were not found');
  return { withShifts: withShifts.id, plain: plain.id };
}

const measure = (url: string, headers: Record<string, string>) =>
  measureLoad(url, { warmup: WARMUP_SECONDS, seconds: SECONDS }, { connections: CONNECTIONS, headers });

type ReadResult = { name: string; bytes: number; check: string; server: CannonResult; bare: CannonResult; cpuMs: number };
type Explained = { name: string; ms: number };
type DbResult = { kind: string; seedSeconds: number; reads: ReadResult[]; explained: Explained[] };

/** A statement's text with its values written in, for EXPLAIN (the values are the bench's own ids). */
function withValues(text: string, values: unknown[]): string {
  const literal = (value: unknown): string =>
    value === null ? 'NULL' : Array.isArray(value) ? `ARRAY[${value.map(literal).join(', ')}]` : `'${String(value).replace(/'/g, "''")}'`;
  return text.replace(/\$(\d+)/g, (_, n: string) => literal(values[Number(n) - 1]));
}

/**
 * EXPLAIN ANALYZE of the statements behind the event's read, each run 5 times after one warm-up, the
 * median execution time: the public shifts (what the public event reads), the shifts as the volunteer
 * sees them (a signed-in read before decision 080), and the volunteer's own places (after it).
 */
async function explain(database: Database, eventId: string, userId: string): Promise<Explained[]> {
  const { db } = database;
  const shifts = createShiftReader(db).statement;
  const places = createViewerPlaces(db).statement;
  const statements: [string, string][] = [
    ['the public shifts (`shifts_seen`, nobody)', withValues(shifts.text, shifts.params({ ids: [eventId], userId: null }))],
    ['the shifts as the volunteer sees them (`shifts_seen`, before 080)', withValues(shifts.text, shifts.params({ ids: [eventId], userId }))],
    ["the volunteer's own places (`viewer_places`, after 080)", withValues(places.text, places.params({ eventId, userId }))],
  ];
  const results: Explained[] = [];
  for (const [name, text] of statements) {
    const times: number[] = [];
    for (let i = 0; i < 6; i++) {
      const rows = await queryRows<Record<string, string>>(db, sql.raw(`EXPLAIN (ANALYZE, FORMAT TEXT) ${text}`));
      const line = rows.map((row) => Object.values(row)[0]!).find((l) => l.startsWith('Execution Time'));
      if (i > 0) times.push(Number(/([\d.]+) ms/.exec(line ?? '')?.[1] ?? NaN));
    }
    times.sort((a, b) => a - b);
    results.push({ name, ms: times[2]! });
  }
  return results;
}

function checkOf(body: { shifts: { joined: number }[]; volunteersJoined: number; myShifts?: string[]; joinedUsers: string[] }): string {
  const mine = body.myShifts === undefined ? '' : `, myShifts ${body.myShifts.length}, joinedUsers ${body.joinedUsers.length}`;
  return `${body.shifts.length} shifts, ${body.volunteersJoined.toLocaleString('en-US')} places taken${mine}`;
}

async function benchDatabase(kind: string, target: BenchTarget, open: () => Promise<Database>, dir: string, log: (s: string) => void): Promise<DbResult> {
  let server = await startServer(target);
  const userId = await signUp(server.base);
  await server.stop();
  const t0 = performance.now();
  const database = await open();
  let ids: { withShifts: string; plain: string };
  let explained: Explained[];
  try {
    ids = await seed(database, userId);
    explained = await explain(database, ids.withShifts, userId);
  } finally {
    await database.close();
  }
  const seedSeconds = (performance.now() - t0) / 1000;
  log(`${kind}: seeded in ${seedSeconds.toFixed(1)} s`);
  server = await startServer(target);
  const reads: ReadResult[] = [];
  try {
    const token = (await signIn(server.base, VOLUNTEER)).token;
    const signedIn = { authorization: `Bearer ${token}` };
    for (const [name, eventId, headers] of [
      ['anonymous', ids.withShifts, {}],
      ['signed in (in a shift)', ids.withShifts, signedIn],
      ['baseline: signed in, no shifts', ids.plain, signedIn],
    ] as const) {
      const url = `${server.base}/api/events/${eventId}`;
      const sample = await sampleResponse(url, headers);
      const check = checkOf(JSON.parse(sample.body.toString()));
      log(`${kind} ${name}: ${check}, ${sample.body.length} bytes; running…`);
      const measured = await measure(url, headers);
      const cpuMs = await cpuPerRequest(server.pid, url, headers);
      const bareServer = await startBareServer(sample, dir, `${kind}-${name.replace(/\W/g, '-')}`);
      let bare: CannonResult;
      try {
        bare = await measure(`${bareServer.base}/api/events/${eventId}`, headers);
      } finally {
        await bareServer.stop();
      }
      log(
        `${kind} ${name}: ${Math.round(measured.requests.average)} req/s (bare ${Math.round(bare.requests.average)}), p99 ${measured.latency.p99} ms, ${cpuMs.toFixed(2)} ms of CPU each`,
      );
      reads.push({ name, bytes: sample.body.length, check, server: measured, bare, cpuMs });
    }
  } finally {
    await server.stop();
  }
  return { kind, seedSeconds, reads, explained };
}

const met = (ok: boolean) => (ok ? '**met**' : '**not met**');

function section(results: DbResult[], started: Date): string {
  const cpus = os.cpus();
  const lines = [
    START,
    `## Issue 38: an event page with ${SHIFTS} shifts and ${(SHIFTS * PER_SHIFT).toLocaleString('en-US')} people in them`,
    '',
    `Written by \`npm run bench\` (bench/shifts.ts) on ${started.toISOString().slice(0, 10)}, on ${cpus.length} CPUs (${cpus[0]?.model.trim() ?? '?'}), Node ${process.version},`,
    `1-minute load average ${os.loadavg()[0]!.toFixed(1)} when it ended. One event a month ahead with ${SHIFTS} shifts of ${CAPACITY} places (two hours each, staggered`,
    `over the day), ${PER_SHIFT} of ${(SHIFTS * PER_SHIFT).toLocaleString('en-US')} volunteers in each and the signed-up volunteer in the first too. \`GET /api/events/{id}\` from the real`,
    `server (SEED_DEMO=false) and from a bare \`node:http\` server answering the same bytes, each ${WARMUP_SECONDS} s of warm-up then ${SECONDS} s of autocannon with`,
    `${CONNECTIONS} connections: anonymous, and with the volunteer's bearer token (the answer adds \`myShifts\` and their own address: the public`,
    'event, kept as the public cache keeps it, plus their own places read on each request, decision 080). The baseline is the same day without shifts, the same 5,001 people joined as a whole, read with',
    'the same token: what a signed-in read costs whatever the shifts. "ratio" is server req/s over bare req/s. "CPU" is the server\'s',
    'CPU time (all its threads) per answer over 1,000 requests one after another: it holds where req/s and p99 swing with the load.',
    '',
    '| database | caller | answer | bytes | server req/s | bare req/s | ratio | p50 | p99 | bare p99 | CPU | non-2xx / errors |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of results) {
    for (const e of r.reads) {
      const s = e.server;
      lines.push(
        `| ${r.kind} | ${e.name} | ${e.check} | ${e.bytes.toLocaleString('en-US')} | ${Math.round(s.requests.average)} | ${Math.round(e.bare.requests.average)} | ${(s.requests.average / e.bare.requests.average).toFixed(2)} | ${s.latency.p50} ms | ${s.latency.p99} ms | ${e.bare.latency.p99} ms | ${e.cpuMs.toFixed(2)} ms | ${s.non2xx + s.errors + s.timeouts} |`,
      );
    }
  }
  lines.push('', `Against the read targets (issue 2, at ${CONNECTIONS} connections):`, '');
  for (const r of results) {
    const p99s = r.reads.map((e) => `${e.name} ${e.server.latency.p99} ms`).join(', ');
    const [, mine, baseline] = r.reads;
    const anonymous = r.reads[0]!;
    const ratio = anonymous.server.requests.average / anonymous.bare.requests.average;
    lines.push(
      `- ${r.kind}, p99 under ${P99_TARGET_MS} ms: ${met(r.reads.every((e) => e.server.latency.p99 < P99_TARGET_MS))} (${p99s})`,
      `- ${r.kind}, the public read at least ${RATIO_TARGET} of the bare server's req/s: ${met(ratio >= RATIO_TARGET)} (${ratio.toFixed(2)})`,
      `- ${r.kind}, the signed-in read of the event with shifts against the same read without them: ${(mine!.server.requests.average / baseline!.server.requests.average).toFixed(2)} of its req/s, p99 ${mine!.server.latency.p99} ms against ${baseline!.server.latency.p99} ms, ${mine!.cpuMs.toFixed(2)} ms of CPU against ${baseline!.cpuMs.toFixed(2)} ms`,
    );
  }
  lines.push('', 'The statements behind the read (EXPLAIN ANALYZE, median execution time of 5 runs after one warm-up, in the database):', '');
  lines.push(`| statement | ${results.map((r) => r.kind).join(' | ')} |`, `|---|${results.map(() => '---:').join('|')}|`);
  for (const [i, { name }] of (results[0]?.explained ?? []).entries())
    lines.push(`| ${name} | ${results.map((r) => `${r.explained[i]!.ms.toFixed(3)} ms`).join(' | ')} |`);
  lines.push('');
  for (const r of results) lines.push(`- ${r.kind}: seeding took ${r.seedSeconds.toFixed(1)} s.`);
  lines.push(`- autocannon, the servers and the database share the ${cpus.length} CPUs; other work on the machine skews the figures.`, END);
  return lines.join('\n');
}

async function main(): Promise<void> {
  giveUpAfter(30);
  const started = new Date();
  const log = benchLog();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'volunteering-bench-shifts-'));
  const results: DbResult[] = [];
  try {
    results.push(...(await onEachEngine('volunteering_bench_shifts', dir, log, (kind, target, open) => benchDatabase(kind, target, open, dir, log))));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    if (children.size > 0) log(`${children.size} child processes left; they are stopped on exit`);
  }
  const text = section(results, started);
  writeReportSection(START, END, text);
  console.log(`\n${text}\n\nwrote the issue 38 section of docs/benchmarks.md`);
}

await runBench(main);
