// `npm run bench`, issue 6: GET /api/events/joined and GET /api/me/impact for one volunteer who
// joined 1,000 events (about four in five of them over, one in ten marked a no-show), among 50
// other volunteers who joined the same events (51,000 participations), so the per-user index has
// something to skip. For PGlite and then PostgreSQL: start the real server, sign the volunteer up
// through the API, stop it, seed with SQL, start it again, take an access token and run autocannon
// against both endpoints with it. Writes its own section of docs/benchmarks.md (between markers).
//
// Environment: BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (2), BENCH_IMPACT_CONNECTIONS (16),
// BENCH_DATABASES ("pglite,postgres"). Only 127.0.0.1 is used.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../apps/server/src/db/client.ts';
import { impactStatements } from '../apps/server/src/impact/impact-repository.ts';
import { benchLog, envNumber, freePort, repoRoot, onEachEngine, runBench, serverArgs, writeReportSection } from './support.ts';
import { cannon as runLoad, type CannonResult } from './load.ts';

const HOST = '127.0.0.1';
const SECONDS = envNumber('BENCH_SECONDS', 10);
const WARMUP_SECONDS = envNumber('BENCH_WARMUP_SECONDS', 2);
const CONNECTIONS = envNumber('BENCH_IMPACT_CONNECTIONS', 16);
const AUTH_SECRET = 'bench-only-auth-secret-not-for-production-0123456789';
const JOINED = 1000;
const OTHER_VOLUNTEERS = 50;
const START = '<!-- impact:start -->';
const END = '<!-- impact:end -->';

const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children) if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
});

type Target = { dataDir?: string; databaseUrl?: string };
type Server = { child: ChildProcess; base: string };

async function startServer(target: Target): Promise<Server> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, SEED_DEMO: 'false', LOG_LEVEL: 'warn', PORT: String(port), HOST, AUTH_SECRET };
  env.PUBLIC_URL = `http://${HOST}:${port}`;
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  if (target.dataDir) env.DATA_DIR = target.dataDir;
  const child = spawn(process.execPath, serverArgs, { cwd: repoRoot, env, detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  children.add(child);
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const base = `http://${HOST}:${port}`;
  for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`the server exited before answering:\n${output}`);
    try {
      if ((await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) })).ok) return { child, base };
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer /api/health within 120 s:\n${output}`);
}

async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    process.kill(-server.child.pid!, 'SIGTERM');
    await exited;
  }
  children.delete(server.child);
}

async function signUp(base: string): Promise<{ userId: string; cookie: string }> {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ name: 'Bench Volunteer', email: 'bench-volunteer@example.com', password: 'Bench12345', image: 'https://example.com/bench.png' }),
  });
  if (!res.ok) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { user: { id: string } };
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { userId: body.user.id, cookie };
}

/**
 * 1,000 events, one a day back from 800 days ago to 200 days ahead, of every type, most with a
 * duration; the volunteer and 50 others joined all of them; every tenth is the volunteer's no-show.
 */
async function seed(database: Database, volunteerId: string): Promise<void> {
  const { db } = database;
  await db.execute(sql`INSERT INTO "user" (id, name, email) VALUES ('bench-organizer', 'Bench Organizer', 'bench-organizer@example.com')`);
  await db.execute(sql`
    INSERT INTO "user" (id, name, email)
    SELECT 'bench-other-' || g, 'Other Volunteer ' || g, 'bench-other-' || g || '@example.com' FROM generate_series(1, ${OTHER_VOLUNTEERS}) g`);
  await db.execute(sql`
    INSERT INTO events (title, description, type, image_url, location, date, organizer, volunteers_needed, volunteers_joined, duration_minutes, owner_id)
    SELECT 'Bench event ' || g, 'A benchmark event.', (ARRAY['Cleanup','Plantation','Donation','Education','Social Work'])[1 + g % 5],
      'https://images.example.com/bench.jpg', 'Mirpur, Dhaka', now() - make_interval(days => 800 - g), 'Bench Organizer',
      ${OTHER_VOLUNTEERS + 1}, ${OTHER_VOLUNTEERS + 1}, CASE WHEN g % 7 = 0 THEN NULL ELSE 30 * (1 + g % 8) END, 'bench-organizer'
    FROM generate_series(1, ${JOINED}) g`);
  await db.execute(sql`
    INSERT INTO participations (event_id, user_id, attended)
    SELECT e.id, ${volunteerId}, (row_number() OVER (ORDER BY e.date)) % 10 <> 0 FROM events e WHERE e.owner_id = 'bench-organizer'`);
  await db.execute(sql`
    INSERT INTO participations (event_id, user_id)
    SELECT e.id, 'bench-other-' || g FROM events e CROSS JOIN generate_series(1, ${OTHER_VOLUNTEERS}) g WHERE e.owner_id = 'bench-organizer'`);
  await db.execute(sql`VACUUM (ANALYZE) participations`);
  await db.execute(sql`VACUUM (ANALYZE) events`);
}

const cannon = (url: string, token: string, seconds: number) =>
  runLoad(url, seconds, { connections: CONNECTIONS, headers: { authorization: `Bearer ${token}` } });

type EndpointResult = { name: string; path: string; bytes: number; check: string; result: CannonResult; sequentialP50: number };
type PlanResult = { label: string; ms: number; userIndex: boolean; seqScanParticipations: boolean };
type DbResult = { kind: string; endpoints: EndpointResult[]; seedSeconds: number; load: [number, number]; plans: PlanResult[] };

const SEQUENTIAL = 30;

/** One request at a time: what a single visitor waits, without the queue 16 connections build. */
async function sequentialP50(url: string, token: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/** EXPLAIN ANALYZE of the list a certificate reads and the one statement /api/me/impact sends, as the repository builds them. */
async function explainImpact(database: Database, userId: string): Promise<PlanResult[]> {
  const statements = impactStatements(userId, new Date());
  const plans: PlanResult[] = [];
  for (const [label, statement] of [
    ['list', statements.list],
    ['record', statements.record],
  ] as const) {
    // The second run is timed: a fresh connection's first to_char(… AT TIME ZONE) loads time zone data.
    await queryRows(database.db, sql`EXPLAIN (ANALYZE) ${statement}`);
    const rows = await queryRows<Record<string, string>>(database.db, sql`EXPLAIN (ANALYZE, BUFFERS) ${statement}`);
    const plan = rows.map((row) => Object.values(row)[0]).join('\n');
    plans.push({
      label,
      ms: Number(plan.match(/Execution Time: ([\d.]+) ms/)?.[1] ?? NaN),
      userIndex: plan.includes('participations_user_idx'),
      seqScanParticipations: /Seq Scan on participations/.test(plan),
    });
  }
  return plans;
}

async function benchDatabase(kind: string, target: Target, open: () => Promise<Database>, log: (s: string) => void): Promise<DbResult> {
  let server = await startServer(target);
  const { userId, cookie } = await signUp(server.base);
  await stopServer(server);
  const t0 = performance.now();
  const database = await open();
  try {
    await seed(database, userId);
  } finally {
    await database.close();
  }
  const seedSeconds = (performance.now() - t0) / 1000;
  log(`${kind}: seeded in ${seedSeconds.toFixed(1)} s`);
  server = await startServer(target);
  const loadBefore = os.loadavg()[0]!;
  const endpoints: EndpointResult[] = [];
  try {
    const tokenRes = await fetch(`${server.base}/api/auth/token`, { headers: { cookie } });
    const { token } = (await tokenRes.json()) as { token: string };
    for (const [name, endpoint] of [
      ['joined', '/api/events/joined'],
      ['my-impact', '/api/me/impact'],
    ] as const) {
      const sample = await fetch(`${server.base}${endpoint}`, { headers: { authorization: `Bearer ${token}` } });
      const text = await sample.text();
      if (!sample.ok) throw new Error(`${endpoint} answered ${sample.status}: ${text.slice(0, 300)}`);
      const body = JSON.parse(text) as unknown[] | { eventsCompleted: number; totalHours: number };
      const check = Array.isArray(body) ? `${body.length} events` : `${body.eventsCompleted} completed, ${body.totalHours.toLocaleString('en-US')} h`;
      log(`${kind} ${name}: ${check}, ${text.length} bytes; running…`);
      await cannon(`${server.base}${endpoint}`, token, WARMUP_SECONDS);
      const result = await cannon(`${server.base}${endpoint}`, token, SECONDS);
      log(`${kind} ${name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
      const sequential = await sequentialP50(`${server.base}${endpoint}`, token);
      endpoints.push({ name, path: endpoint, bytes: text.length, check, result, sequentialP50: sequential });
    }
  } finally {
    await stopServer(server);
  }
  const load: [number, number] = [loadBefore, os.loadavg()[0]!];
  const explained = await open();
  try {
    return { kind, endpoints, seedSeconds, load, plans: await explainImpact(explained, userId) };
  } finally {
    await explained.close();
  }
}

function section(results: DbResult[], started: Date): string {
  const cpus = os.cpus();
  const lines = [
    START,
    `## Issue 6: joined and my-impact at ${JOINED.toLocaleString('en-US')} joined events`,
    '',
    `Written by \`npm run bench\` (bench/impact.ts) on ${started.toISOString().slice(0, 10)}, on ${cpus.length} CPUs (${cpus[0]?.model.trim() ?? '?'}),`,
    `Node ${process.version}. One volunteer joined ${JOINED.toLocaleString('en-US')} events (one a day from 800 days ago to 200 days ahead, every`,
    `type, durations of 30 min to 4 h or none, every tenth marked a no-show); ${OTHER_VOLUNTEERS} other volunteers joined the same events, so`,
    `participations holds ${((OTHER_VOLUNTEERS + 1) * JOINED).toLocaleString('en-US')} rows. Each endpoint: ${WARMUP_SECONDS} s of warm-up, then ${SECONDS} s of autocannon with`,
    `${CONNECTIONS} connections, all with the volunteer's bearer token (each request also checks the token's session in the database).`,
    '`joined` returns every joined event in full; `my-impact` returns the totals, by type, by month and the',
    'completed events, from two statements (the list and one GROUPING SETS aggregate) that start from participations_user_idx.',
    '',
    `"1 connection p50" is the median of ${SEQUENTIAL} requests sent one after another once the runs were over.`,
    '',
    '| database | endpoint | answer | bytes | req/s | p50 | p97.5 | p99 | non-2xx / errors | 1 connection p50 |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of results) {
    for (const e of r.endpoints) {
      const c = e.result;
      lines.push(
        `| ${r.kind} | \`GET ${e.path}\` | ${e.check} | ${e.bytes.toLocaleString('en-US')} | ${Math.round(c.requests.average)} | ${c.latency.p50} ms | ${c.latency.p97_5} ms | ${c.latency.p99} ms | ${c.non2xx + c.errors + c.timeouts} | ${e.sequentialP50.toFixed(1)} ms |`,
      );
    }
  }
  lines.push(
    '',
    'The list a certificate reads (`list`) and the one statement of `/api/me/impact` (`record`), `EXPLAIN (ANALYZE, BUFFERS)` on the same database afterwards (the second of two runs):',
    '',
  );
  lines.push('| database | statement | execution time | uses participations_user_idx | Seq Scan on participations |', '|---|---|---:|---|---|');
  for (const r of results) {
    for (const p of r.plans) {
      lines.push(`| ${r.kind} | ${p.label} | ${p.ms.toFixed(2)} ms | ${p.userIndex ? 'yes' : '**no**'} | ${p.seqScanParticipations ? '**yes**' : 'no'} |`);
    }
  }
  lines.push('');
  for (const r of results) {
    lines.push(
      `- ${r.kind}: seeding took ${r.seedSeconds.toFixed(1)} s; 1-minute load average when the runs began / ended: ${r.load[0].toFixed(1)} / ${r.load[1].toFixed(1)}.`,
    );
  }
  lines.push(`- autocannon, the server and the database share the ${cpus.length} CPUs; other work on the machine skews the figures.`, END);
  return lines.join('\n');
}

async function main(): Promise<void> {
  const started = new Date();
  const log = benchLog();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'volunteering-bench-impact-'));
  const results: DbResult[] = [];
  try {
    results.push(...(await onEachEngine('volunteering_bench_impact', dir, log, (kind, target, open) => benchDatabase(kind, target, open, log))));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const text = section(results, started);
  writeReportSection(START, END, text);
  console.log(`\n${text}\n\nwrote the issue 6 section of docs/benchmarks.md`);
}

await runBench(main);
