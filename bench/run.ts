// `npm run bench`: the read-path benchmark of issue 2. For PGlite and then PostgreSQL it seeds
// 100k events, starts the real server as a child process, and runs autocannon against three
// public reads and against a bare node:http server (another child) returning the same bytes, in
// one run: first the server as configured by default, then one with its anonymous-read cache off.
// On PostgreSQL it then grows the table to a million events, times sequential searches over HTTP
// (cache off) and EXPLAINs the SQL the event repository sends. Writes docs/benchmarks.md.
//
// Environment: BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (2), BENCH_CONNECTIONS (32),
// BENCH_EVENTS (100000), BENCH_MILLION (true; "false" skips the million-event part),
// BENCH_DATABASES ("pglite,postgres"), BENCH_TIMEOUT_MINUTES (14). Only 127.0.0.1 is used.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from '../apps/server/src/db/client.ts';
import { createEventRepository } from '../apps/server/src/events/event-repository.ts';
import { TOTAL_COUNT_CAP } from '../apps/server/src/events/event-list.ts';
import { demoEvents } from '../apps/server/src/seed/demo-events.ts';
import { BENCH_QUERIES, seedBenchEvents } from './seed-events.ts';
import { benchLog, envNumber, freePort, repoRoot, runBench, serverArgs, withPostgresDatabase } from './support.ts';
import { measure as measureLoad, sampleResponse, startBareServer, type CannonResult } from './load.ts';
import { children, giveUpAfter, spawnNode, stopChild, tempDirs } from './children.ts';

const HOST = '127.0.0.1';
const SECONDS = envNumber('BENCH_SECONDS', 10);
const WARMUP_SECONDS = envNumber('BENCH_WARMUP_SECONDS', 2);
const CONNECTIONS = envNumber('BENCH_CONNECTIONS', 32);
const EVENTS = envNumber('BENCH_EVENTS', 100_000);
const MILLION = 1_000_000;
const RUN_MILLION = process.env.BENCH_MILLION !== 'false';
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((s) => s.trim()) as Kind[];
const TIMEOUT_MINUTES = envNumber('BENCH_TIMEOUT_MINUTES', 14);
const AUTH_SECRET = 'bench-only-auth-secret-not-for-production-0123456789';
const SEARCHES_PER_QUERY = 50;

const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 25;
const TARGET_SEARCH_P95_MS = 50;
/** Issue 14: the database path (cache off) on the embedded default. */
const TARGET_UNCACHED_RATIO = 0.1;

type Kind = 'pglite' | 'postgres';
type EndpointResult = {
  name: string;
  path: string;
  bytes: number;
  /** The server as configured by default (its anonymous-read cache on). */
  server: CannonResult;
  /** The same server with PUBLIC_CACHE_TTL_MS=0: every request reaches the database. */
  uncached: CannonResult | null;
  bare: CannonResult;
};
type DbResult = {
  kind: Kind;
  /** 1-minute load average when the runs began and ended: other work on the machine skews everything. */
  load: [number, number];
  events: number;
  seedSeconds: number;
  endpoints: EndpointResult[];
  /** Right after start (health answered), then after the runs, for the default and the cache-off server. */
  rssIdle: Memory | null;
  rss: Memory | null;
  rssUncached: Memory | null;
  version: string;
  /** PGlite: sequential searches on one connection with the cache off (issue 14). */
  searches?: { timings: SearchTiming[]; overall: MillionResult['overall'] };
};
type SearchTiming = { label: string; query: string; p50: number; p95: number; max: number; total: number };
type ExplainResult = {
  label: string;
  sql: string;
  params: unknown[];
  ms: number;
  seqScan: boolean;
  scans: string[];
  plan: string;
  /** Every node of the plan, outermost first, as EXPLAIN (FORMAT JSON) names it (decision 029). */
  nodes: string[];
};
type MillionResult = {
  events: number;
  seedSeconds: number;
  timings: SearchTiming[];
  overall: { p50: number; p95: number; max: number; count: number };
  rss: { vmRssMb: number; vmHwmMb: number } | null;
  load: [number, number];
};

giveUpAfter(TIMEOUT_MINUTES);

function memoryOf(pid: number | undefined): { vmRssMb: number; vmHwmMb: number } | null {
  if (pid === undefined) return null;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(status.match(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm'))?.[1] ?? NaN);
    return { vmRssMb: kb('VmRSS') / 1024, vmHwmMb: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- the real server and the bare server

type Memory = { vmRssMb: number; vmHwmMb: number };
type RunningServer = { child: ChildProcess; base: string; output: () => string; idle: Memory | null };

/** Throws, with the end of the server's output, when the server is no longer running. */
function assertAlive(server: RunningServer, what: string): void {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) {
    throw new Error(`the server died during ${what} (exit ${child.exitCode ?? child.signalCode}); its last output:\n${server.output()}`);
  }
}

async function startServer(database: { dataDir?: string; databaseUrl?: string }, extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST,
    AUTH_SECRET,
    PUBLIC_URL: `http://${HOST}:${port}`,
  };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  delete env.PUBLIC_CACHE_TTL_MS; // the server's own default unless extraEnv says otherwise
  if (database.databaseUrl) env.DATABASE_URL = database.databaseUrl;
  if (database.dataDir) env.DATA_DIR = database.dataDir;
  Object.assign(env, extraEnv);
  const { child, output } = spawnNode(serverArgs, env);
  const base = `http://${HOST}:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before answering:\n${output()}`);
    }
    try {
      const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) {
        await response.arrayBuffer();
        await new Promise((resolve) => setTimeout(resolve, 500));
        return { child, base, output, idle: memoryOf(child.pid) };
      }
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stopChild(child);
  throw new Error(`the server did not answer /api/health within 120 s:\n${output()}`);
}

const measure = (url: string) => measureLoad(url, { warmup: WARMUP_SECONDS, seconds: SECONDS }, { connections: CONNECTIONS });

// ---------------------------------------------------------------- the three public reads

async function benchEndpoints(server: RunningServer, dir: string, log: (s: string) => void): Promise<EndpointResult[]> {
  const listing = await fetch(`${server.base}/api/events?page=1&limit=8`);
  const firstPage = (await listing.json()) as { _id: string }[];
  const id = firstPage[0]?._id;
  if (!id) throw new Error('the listing is empty: seeding failed?');
  const endpoints = [
    { name: 'list', path: '/api/events?page=1&limit=8' },
    { name: 'detail', path: `/api/events/${id}` },
    { name: 'search', path: `/api/events?q=${BENCH_QUERIES.common}&page=1&limit=8` },
  ];
  const results: EndpointResult[] = [];
  for (const endpoint of endpoints) {
    const sample = await sampleResponse(`${server.base}${endpoint.path}`);
    const bareServer = await startBareServer(sample, dir, endpoint.name);
    try {
      log(`  ${endpoint.name}: bare server (${sample.body.length} bytes)…`);
      const bare = await measure(`${bareServer.base}${endpoint.path}`);
      log(`  ${endpoint.name}: real server…`);
      const real = await measure(`${server.base}${endpoint.path}`);
      assertAlive(server, `the ${endpoint.name} run`);
      results.push({ name: endpoint.name, path: endpoint.path, bytes: sample.body.length, server: real, uncached: null, bare });
      log(`  ${endpoint.name}: ${fmt(real.requests.average)} req/s vs bare ${fmt(bare.requests.average)} req/s`);
    } finally {
      await stopChild(bareServer.child);
    }
  }
  return results;
}

/** The same endpoints against a server started with its anonymous-read cache off. */
async function benchUncached(server: RunningServer, endpoints: EndpointResult[], log: (s: string) => void): Promise<void> {
  for (const endpoint of endpoints) {
    log(`  ${endpoint.name}: real server, cache off…`);
    endpoint.uncached = await measure(`${server.base}${endpoint.path}`);
    assertAlive(server, `the ${endpoint.name} run with the cache off`);
    log(`  ${endpoint.name}: ${fmt(endpoint.uncached.requests.average)} req/s with the cache off`);
  }
}

// ---------------------------------------------------------------- a million events: search latency and plans

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

async function timeSearches(server: RunningServer): Promise<{ timings: SearchTiming[]; overall: MillionResult['overall'] }> {
  const queries = [
    { label: 'common word', query: BENCH_QUERIES.common },
    { label: 'rare word', query: BENCH_QUERIES.rare },
    { label: 'location', query: BENCH_QUERIES.location },
    { label: '2 letters', query: BENCH_QUERIES.short },
  ];
  const samples = new Map<string, number[]>(queries.map((q) => [q.label, []]));
  const totals = new Map<string, number>();
  const one = async (q: string): Promise<{ ms: number; total: number }> => {
    const started = performance.now();
    const response = await fetch(`${server.base}/api/events?q=${encodeURIComponent(q)}&page=1&limit=8`);
    await response.arrayBuffer();
    const ms = performance.now() - started;
    if (!response.ok) throw new Error(`search ${q} answered ${response.status}`);
    return { ms, total: Number(response.headers.get('x-total-count')) };
  };
  for (let round = 0; round < 3; round++) for (const q of queries) await one(q.query); // warm-up
  for (let round = 0; round < SEARCHES_PER_QUERY; round++) {
    for (const q of queries) {
      const { ms, total } = await one(q.query);
      samples.get(q.label)!.push(ms);
      totals.set(q.label, total);
    }
  }
  const timings = queries.map((q) => {
    const sorted = [...samples.get(q.label)!].sort((a, b) => a - b);
    return {
      label: q.label,
      query: q.query,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      max: sorted.at(-1)!,
      total: totals.get(q.label) ?? 0,
    };
  });
  const all = [...samples.values()].flat().sort((a, b) => a - b);
  return { timings, overall: { p50: percentile(all, 50), p95: percentile(all, 95), max: all.at(-1)!, count: all.length } };
}

type PgQuery = { text: string; values: unknown[] };
type PgClient = { query: (config: string | { text: string }, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };

/**
 * Runs the event repository's own reads (the code the server runs) against the bench's pool,
 * records the SQL and parameters it sends, and EXPLAINs exactly those.
 */
async function repositorySql(database: Database, read: (repo: ReturnType<typeof createEventRepository>) => Promise<unknown>) {
  const client = (database.db as unknown as { $client: PgClient }).$client;
  const original = client.query;
  const captured: PgQuery[] = [];
  client.query = function (this: unknown, config: string | { text: string }, values?: unknown[]) {
    captured.push({ text: typeof config === 'string' ? config : config.text, values: values ?? [] });
    return original.call(client, config, values);
  } as PgClient['query'];
  try {
    await read(createEventRepository(database.db, () => new Date()));
  } finally {
    client.query = original;
  }
  return { client, captured };
}

/** The node types of a statement's plan, outermost first: "Aggregate", "Index Only Scan (events_date_idx)", … */
async function planNodes(client: PgClient, query: PgQuery): Promise<string[]> {
  type Node = { 'Node Type': string; 'Join Type'?: string; 'Index Name'?: string; Plans?: Node[] };
  const { rows } = await client.query({ text: `EXPLAIN (FORMAT JSON) ${query.text}` }, query.values);
  const [{ Plan }] = Object.values(rows[0]!)[0] as [{ Plan: Node }];
  const walk = (node: Node): string[] => [
    `${node['Node Type']}${node['Join Type'] && node['Join Type'] !== 'Inner' ? ` ${node['Join Type']} Join` : ''}${node['Index Name'] ? ` (${node['Index Name']})` : ''}`,
    ...(node.Plans ?? []).flatMap(walk),
  ];
  return walk(Plan);
}

async function explainAll(database: Database): Promise<ExplainResult[]> {
  const [first] = await queryRows<{ id: string }>(database.db, sql`SELECT id FROM events WHERE date >= now() ORDER BY date, id LIMIT 1`);
  const list = (q?: string) => (repo: ReturnType<typeof createEventRepository>) => repo.list({ q, type: 'All', page: 1, limit: 8, when: 'upcoming' }, null);
  const reads: { name: string; read: (repo: ReturnType<typeof createEventRepository>) => Promise<unknown> }[] = [
    { name: 'listing', read: list() },
    { name: 'detail', read: (repo) => repo.get(first!.id, null) },
    { name: `search q=${BENCH_QUERIES.common}`, read: list(BENCH_QUERIES.common) },
    { name: `search q=${BENCH_QUERIES.rare}`, read: list(BENCH_QUERIES.rare) },
    { name: `search q=${BENCH_QUERIES.location}`, read: list(BENCH_QUERIES.location) },
    { name: `search q=${BENCH_QUERIES.short}`, read: list(BENCH_QUERIES.short) },
  ];
  const results: ExplainResult[] = [];
  for (const { name, read } of reads) {
    const { client, captured } = await repositorySql(database, read); // also warms the cache
    for (const query of captured) {
      const isCount = /count\(/i.test(query.text);
      const label = name === 'detail' || captured.length === 1 ? name : `${name}: ${isCount ? 'X-Total-Count' : 'page'}`;
      const { rows } = await client.query({ text: `EXPLAIN (ANALYZE, BUFFERS) ${query.text}` }, query.values);
      const plan = rows.map((row) => String(Object.values(row)[0])).join('\n');
      // "Index Only Scan using events_date_idx on events", "Bitmap Index Scan on events_title_trgm_idx", "Seq Scan on events"
      const scans = [
        ...plan.matchAll(
          /((?:Parallel )?(?:Seq Scan|Index Only Scan(?: Backward)?|Index Scan(?: Backward)?|Bitmap Index Scan|Bitmap Heap Scan))(?: using (\S+))? on (\S+)/g,
        ),
      ].map((m) => `${m[1]}${m[2] ? ` using ${m[2]}` : ''}${m[3] !== 'events' ? ` on ${m[3]}` : ''}`);
      results.push({
        label,
        sql: query.text,
        params: query.values,
        ms: Number(plan.match(/Execution Time: ([\d.]+) ms/)?.[1] ?? NaN),
        seqScan: /Seq Scan on events\b/.test(plan),
        scans: [...new Set(scans)],
        plan,
        nodes: await planNodes(client, query),
      });
    }
  }
  return results;
}

/** The statement that counts the common word's matches (the page and count are one statement since decision 029). */
const commonWordPlan = (results: ExplainResult[]) => results.find((e) => e.label.startsWith(`search q=${BENCH_QUERIES.common}`) && /count\(/i.test(e.sql));

// ---------------------------------------------------------------- formatting

const fmt = (n: number, digits = 0) =>
  Number.isFinite(n) ? n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }) : 'n/a';
const ms = (n: number) => (Number.isFinite(n) ? `${n < 1 ? n.toFixed(2) : n < 10 ? n.toFixed(1) : n.toFixed(0)} ms` : 'n/a');
/** autocannon's latencies are whole milliseconds; 0 means under 1 ms. */
const cms = (n: number) => (n === 0 ? '<1 ms' : `${n} ms`);
const failures = (r: CannonResult) => r.non2xx + r.errors + r.timeouts;

function machine(): { nproc: number; cpu: string; memoryGb: string; kernel: string; node: string } {
  let cpu = 'unknown';
  try {
    cpu =
      fs
        .readFileSync('/proc/cpuinfo', 'utf8')
        .match(/^model name\s*:\s*(.+)$/m)?.[1]
        ?.trim() ?? cpu;
  } catch {
    /* not Linux */
  }
  return {
    nproc: os.availableParallelism(),
    cpu,
    memoryGb: (os.totalmem() / 1024 ** 3).toFixed(1),
    kernel: `${os.type()} ${os.release()}`,
    node: process.version,
  };
}

const ratioOf = (r: CannonResult, bare: CannonResult) => r.requests.average / bare.requests.average;
const shortPath = (p: string) => p.replace(/[0-9a-f-]{36}/, '{id}');

function endpointTable(result: DbResult): string {
  const lines = [
    '| endpoint | server | server req/s | bare req/s | ratio | p50 | p97.5 | p99 | bare p50 | bare p99 | non-2xx / errors (server, bare) |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const e of result.endpoints) {
    const row = (label: string, r: CannonResult) =>
      `| ${e.name} \`${shortPath(e.path)}\` (${fmt(e.bytes)} B) | ${label} | ${fmt(r.requests.average)} | ${fmt(e.bare.requests.average)} | ${ratioOf(r, e.bare).toFixed(2)} | ${cms(r.latency.p50)} | ${cms(r.latency.p97_5)} | ${cms(r.latency.p99)} | ${cms(e.bare.latency.p50)} | ${cms(e.bare.latency.p99)} | ${failures(r)}, ${failures(e.bare)} |`;
    lines.push(row('default (1 s cache)', e.server));
    if (e.uncached) lines.push(row('cache off', e.uncached));
  }
  return lines.join('\n');
}

function databasePathLines(results: DbResult[]): string[] {
  const lines: string[] = [];
  const met = (ok: boolean) => (ok ? 'met' : '**not met**');
  const ratios = (r: DbResult) => r.endpoints.map((e) => `${e.name} ${e.uncached ? ratioOf(e.uncached, e.bare).toFixed(2) : 'n/a'}`).join(', ');
  const p99s = (r: DbResult) => r.endpoints.map((e) => `${e.name} ${e.uncached ? cms(e.uncached.latency.p99) : 'n/a'}`).join(', ');
  const p99Under = (e: EndpointResult | undefined) => Boolean(e?.uncached && e.uncached.latency.p99 < TARGET_P99_MS);
  for (const r of results.filter((x) => x.kind === 'pglite')) {
    // The issue's targets: with the demo data, the ratio and p99 of every read; at 100,000 events, list's p99.
    if (r.events < EVENTS) {
      const ratioOk = r.endpoints.every((e) => e.uncached && ratioOf(e.uncached, e.bare) >= TARGET_UNCACHED_RATIO);
      lines.push(
        `- Demo data (${fmt(r.events)} events), at least ${TARGET_UNCACHED_RATIO} of the bare server at ${CONNECTIONS} connections: ${met(ratioOk)} (${ratios(r)})`,
      );
      lines.push(`- Demo data, p99 under ${TARGET_P99_MS} ms at ${CONNECTIONS} connections: ${met(r.endpoints.every(p99Under))} (${p99s(r)})`);
    } else {
      const list = r.endpoints.find((e) => e.name === 'list');
      lines.push(
        `- ${fmt(r.events)} events, list p99 under ${TARGET_P99_MS} ms at ${CONNECTIONS} connections: ${met(p99Under(list))} (${p99s(r)}; of the bare server: ${ratios(r)})`,
      );
    }
    if (r.searches) {
      const each = r.searches.timings.map((t) => `${t.label} ${ms(t.p95)}`).join(', ');
      lines.push(
        `- ${fmt(r.events)} events, search p95 on one connection under ${TARGET_SEARCH_P95_MS} ms: ${met(r.searches.overall.p95 < TARGET_SEARCH_P95_MS)} (all ${ms(r.searches.overall.p95)}; ${each})`,
      );
    }
  }
  return lines;
}

function targetLines(results: DbResult[], million: MillionResult | null): string[] {
  const lines: string[] = [];
  for (const r of results) {
    const name = r.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
    const ratios = (pick: (e: EndpointResult) => CannonResult | null) =>
      r.endpoints.map((e) => `${e.name} ${pick(e) ? ratioOf(pick(e)!, e.bare).toFixed(2) : 'n/a'}`).join(', ');
    const p99s = (pick: (e: EndpointResult) => CannonResult | null) =>
      r.endpoints.map((e) => `${e.name} ${pick(e) ? cms(pick(e)!.latency.p99) : 'n/a'}`).join(', ');
    const ratioMet = r.endpoints.every((e) => ratioOf(e.server, e.bare) >= TARGET_RATIO);
    const p99Met = r.endpoints.every((e) => e.server.latency.p99 < TARGET_P99_MS && failures(e.server) === 0);
    lines.push(
      `- ${name}, public reads at least ${TARGET_RATIO} of the bare server's req/s at ${CONNECTIONS} connections: **${ratioMet ? 'met' : 'not met'}** (${ratios((e) => e.server)}; with the cache off: ${ratios((e) => e.uncached)})`,
    );
    lines.push(
      `- ${name}, p99 under ${TARGET_P99_MS} ms at ${CONNECTIONS} connections: **${p99Met ? 'met' : 'not met'}** (${p99s((e) => e.server)}; with the cache off: ${p99s((e) => e.uncached)})`,
    );
  }
  if (million) {
    const met = million.overall.p95 < TARGET_SEARCH_P95_MS;
    const each = million.timings.map((t) => `${t.label} ${ms(t.p95)}`).join(', ');
    lines.push(
      `- PostgreSQL, search p95 under ${TARGET_SEARCH_P95_MS} ms at ${fmt(million.events)} events (cache off): **${met ? 'met' : 'not met'}** (all searches ${ms(million.overall.p95)}; ${each})`,
    );
  } else {
    lines.push(`- PostgreSQL, search p95 under ${TARGET_SEARCH_P95_MS} ms at a million events: **not measured** (BENCH_MILLION=false)`);
  }
  return lines;
}

const memory = (rss: DbResult['rss']) => (rss ? `VmRSS ${fmt(rss.vmRssMb)} MiB (peak VmHWM ${fmt(rss.vmHwmMb)} MiB)` : 'n/a');

function writeReport(
  results: DbResult[],
  million: MillionResult | null,
  explain: { events: number; results: ExplainResult[] } | null,
  started: Date,
  durationSeconds: number,
): string {
  const m = machine();
  const out: string[] = [];
  const add = (...lines: string[]) => out.push(...lines);
  add('# Benchmarks', '');
  add(`Written by \`npm run bench\` (bench/run.ts) on ${started.toISOString().slice(0, 10)}; the run took ${fmt(durationSeconds)} s.`);
  add("The figures down to the Targets are from that one run, rewritten on every run; each later section is another bench's,");
  add('kept until that bench runs again, with its own date. Compare the ratios measured within one run, not absolute');
  add('numbers from different machines or days.', '');
  add('## Machine', '');
  add(`- ${m.nproc} CPUs (nproc), ${m.cpu}; ${m.memoryGb} GiB memory; ${m.kernel}`);
  add(`- Node ${m.node}; ${results.map((r) => `${r.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} ${r.version}`).join('; ')}`);
  add(`- Other work may share the machine: the 1-minute load average is given for each part (${m.nproc} = every CPU busy).`, '');
  add('## Method', '');
  add(`- Each database gets ${fmt(EVENTS)} events from \`bench/seed-events.ts\` (one \`INSERT … SELECT … FROM generate_series\`:`);
  add('  five types, titles and locations from small lists, dates from 30 days ago to 2 years ahead, so about 96 % are upcoming),');
  add('  then `VACUUM (ANALYZE) events`, the state autovacuum leaves a table in.');
  add('- The real server (`apps/server/src/server.ts`) runs as its own process with `LOG_LEVEL=warn` and `SEED_DEMO=false`;');
  add('  PGlite is opened from a fresh `DATA_DIR`; PostgreSQL is a throw-away PostgreSQL 15 cluster from `scripts/postgres-cluster.ts`');
  add("  (shared_buffers 256MB, fsync on) on the same machine, reached over 127.0.0.1 with the server's default pool of 20.");
  add("- For each endpoint the real server's response (status, headers, body) is fetched once, and a bare `node:http` server in");
  add('  another process answers every request with exactly those bytes. autocannon (programmatic, in the bench process)');
  add(`  runs ${WARMUP_SECONDS} s of warm-up and then ${SECONDS} s with ${CONNECTIONS} connections against the bare server, then against the real server`);
  add('  as configured by default (anonymous reads cached for 1 s), then against a fresh server with `PUBLIC_CACHE_TTL_MS=0`');
  add('  (every request reaches the database). "ratio" is server req/s over bare req/s. Latencies are autocannon\'s (1 ms resolution, 2xx only).');
  add("- Anonymous requests: `list` is the home page's first page, `detail` is the first listed event, `search` is");
  add(
    `  \`q=${BENCH_QUERIES.common}\` (matches about 1 in 6 events). List and search answers carry \`X-Total-Count\` (a count capped at ${TOTAL_COUNT_CAP.toLocaleString('en-US')}).`,
  );
  add("- Memory is the server process's VmRSS (and peak VmHWM) from /proc right after it answered /api/health and after its");
  add("  runs (PGlite lives inside that process; PostgreSQL's own memory is not included).");
  add('- The bare figures move by tens of percent between endpoints of one run (autocannon itself is CPU-bound on this machine),');
  add('  so read a ratio as ±0.1.');
  add(`- autocannon, the bare server, the real server and the database share the ${m.nproc} CPUs, so absolute req/s are low on small machines.`, '');
  for (const r of results) {
    add(`## ${r.kind === 'pglite' ? 'PGlite (embedded, default)' : 'PostgreSQL'}: ${fmt(r.events)} events`, '');
    add(endpointTable(r), '');
    add(`- 1-minute load average when these runs began / ended: ${r.load[0].toFixed(1)} / ${r.load[1].toFixed(1)}.`);
    add(
      `- Server memory: ${memory(r.rssIdle)} right after start; after its runs ${memory(r.rss)}; the cache-off server after its runs ${memory(r.rssUncached)}.`,
    );
    add(`- Seeding (and VACUUM) took ${fmt(r.seedSeconds, 1)} s.`, '');
  }
  if (million) {
    add(`## PostgreSQL: search at ${fmt(million.events)} events`, '');
    add(`${million.overall.count} sequential searches over HTTP against a server with its cache off (\`PUBLIC_CACHE_TTL_MS=0\`, so every`);
    add(`search reaches the database), on one keep-alive connection: ${SEARCHES_PER_QUERY} rounds of the four queries below after 3 warm-up rounds,`);
    add('each `GET /api/events?q=…&page=1&limit=8`, timed to the last byte.');
    add(`Growing the table from ${fmt(EVENTS)} to ${fmt(million.events)} events took ${fmt(million.seedSeconds, 1)} s.`, '');
    add('| query | q | X-Total-Count | p50 | p95 | max |', '|---|---|---:|---:|---:|---:|');
    for (const t of million.timings) add(`| ${t.label} | \`${t.query}\` | ${fmt(t.total)} | ${ms(t.p50)} | ${ms(t.p95)} | ${ms(t.max)} |`);
    add(`| **all** | | | **${ms(million.overall.p50)}** | **${ms(million.overall.p95)}** | ${ms(million.overall.max)} |`, '');
    add(`- 1-minute load average when the searches began / ended: ${million.load[0].toFixed(1)} / ${million.load[1].toFixed(1)}.`);
    add(`- Server memory afterwards: ${memory(million.rss)}.`, '');
  }
  if (explain) {
    add(`## Query plans (PostgreSQL, ${fmt(explain.events)} events)`, '');
    add('`EXPLAIN (ANALYZE, BUFFERS)` of the exact SQL and parameters the event repository sends for an anonymous caller (captured');
    add('from `createEventRepository` running against the same pool, which also warms the cache). Each list or search sends one');
    add('statement: the page and its X-Total-Count count together (decision 029).', '');
    add('| statement | execution time | Seq Scan on events? | scans |', '|---|---:|---|---|');
    for (const e of explain.results) add(`| ${e.label} | ${ms(e.ms)} | ${e.seqScan ? '**yes**' : 'no'} | ${e.scans.join('; ')} |`);
    const common = commonWordPlan(explain.results);
    if (common) {
      add('', `Plan nodes of the common-word search \`q=${BENCH_QUERIES.common}\` (its page and count) at ${fmt(explain.events)} events:`);
      add(`${common.nodes.map((n) => `\`${n}\``).join(' → ')}: **${common.seqScan ? 'a Seq Scan on events' : 'no Seq Scan'}**.`);
    }
    add('', '<details><summary>Statements and plans</summary>', '');
    for (const e of explain.results) {
      add(`### ${e.label}`, '', '```sql', e.sql, '```', '', `Parameters: \`${JSON.stringify(e.params)}\``, '', '```', e.plan, '```', '');
    }
    add('</details>', '');
  }
  add('## Targets (issue 2)', '');
  add('Judged on the server as configured by default; the cache-off figures are shown for comparison.', '');
  add(...targetLines(results, million), '');
  add('## Targets (issue 14): the database path, cache off, embedded default', '');
  add(...databasePathLines(results), '');
  const text = out.join('\n');
  fs.mkdirSync(path.join(repoRoot, 'docs'), { recursive: true });
  // The other benches' sections (<!-- name:start --> … <!-- name:end -->) stay after ours.
  const file = path.join(repoRoot, 'docs/benchmarks.md');
  const previous = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const kept = previous.match(/<!-- ([a-z-]+):start -->[\s\S]*?<!-- \1:end -->/g) ?? [];
  fs.writeFileSync(file, [text.trimEnd(), ...kept].join('\n\n') + '\n');
  return text;
}

function printResult(r: DbResult): void {
  console.log(`\n${r.kind} (${fmt(r.events)} events), ${CONNECTIONS} connections, ${SECONDS} s each:`);
  const row = (e: EndpointResult, c: CannonResult) => ({
    'server req/s': Math.round(c.requests.average),
    'bare req/s': Math.round(e.bare.requests.average),
    ratio: Number(ratioOf(c, e.bare).toFixed(2)),
    'p50 ms': c.latency.p50,
    'p97.5 ms': c.latency.p97_5,
    'p99 ms': c.latency.p99,
    'bare p99 ms': e.bare.latency.p99,
    'non-2xx/err': failures(c),
  });
  console.table(
    Object.fromEntries(r.endpoints.flatMap((e) => [[e.name, row(e, e.server)], ...(e.uncached ? [[`${e.name} (cache off)`, row(e, e.uncached)]] : [])])),
  );
  console.log(`  load average (1 min) at start / end: ${r.load[0].toFixed(1)} / ${r.load[1].toFixed(1)}`);
  console.log(`  server RSS: at start ${memory(r.rssIdle)}; after the runs ${memory(r.rss)}; cache off after its runs ${memory(r.rssUncached)}`);
}

// ---------------------------------------------------------------- main

async function vacuum(database: Database): Promise<void> {
  await database.db.execute(sql`VACUUM (ANALYZE) events`);
}

async function serverVersion(database: Database): Promise<string> {
  const [row] = await queryRows<{ server_version: string }>(database.db, sql`SHOW server_version`);
  return row?.server_version ?? '?';
}

/** The three endpoints against the default server, then against one with the cache off. */
async function benchServer(target: { dataDir?: string; databaseUrl?: string }, dir: string, log: (s: string) => void, env: Record<string, string> = {}) {
  const loadBefore = os.loadavg()[0]!;
  let server = await startServer(target, env);
  let endpoints: EndpointResult[];
  let rss: DbResult['rss'];
  const rssIdle = server.idle;
  try {
    endpoints = await benchEndpoints(server, dir, log);
    rss = memoryOf(server.child.pid);
  } finally {
    await stopChild(server.child);
  }
  server = await startServer(target, { ...env, PUBLIC_CACHE_TTL_MS: '0' });
  let rssUncached: DbResult['rss'];
  let searches: DbResult['searches'];
  try {
    await benchUncached(server, endpoints, log);
    rssUncached = memoryOf(server.child.pid);
    if (!target.databaseUrl) {
      log('  searches one after another, cache off…');
      searches = await timeSearches(server);
    }
  } finally {
    await stopChild(server.child);
  }
  const load: [number, number] = [loadBefore, os.loadavg()[0]!];
  return { endpoints, rssIdle, rss, rssUncached, load, searches };
}

/** The embedded default with the demo data, as `npm start` gives it (issue 14's database path). */
async function benchPgliteDemo(dir: string, log: (s: string) => void): Promise<DbResult> {
  const dataDir = path.join(dir, 'pglite-demo');
  log('pglite: the demo data…');
  const measured = await benchServer({ dataDir }, dir, log, { SEED_DEMO: 'true' });
  const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string };
  return { kind: 'pglite', events: demoEvents(new Date()).length, seedSeconds: 0, ...measured, version: pkg.version };
}

async function benchPglite(dir: string, log: (s: string) => void): Promise<DbResult> {
  const dataDir = path.join(dir, 'pglite-data');
  log(`pglite: seeding ${fmt(EVENTS)} events in ${dataDir}…`);
  const t0 = performance.now();
  const database = await openDatabase({ dataDir });
  let version: string;
  try {
    await seedBenchEvents(database.db, EVENTS);
    await vacuum(database);
    version = await serverVersion(database);
  } finally {
    await database.close();
  }
  const seedSeconds = (performance.now() - t0) / 1000;
  const measured = await benchServer({ dataDir }, dir, log);
  const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as {
    version: string;
  };
  return { kind: 'pglite', events: EVENTS, seedSeconds, ...measured, version: `${pkg.version} (Postgres ${version})` };
}

async function benchPostgres(
  dir: string,
  log: (s: string) => void,
): Promise<{ result: DbResult; million: MillionResult | null; explain: { events: number; results: ExplainResult[] } }> {
  log('postgres: starting a throw-away cluster…');
  return withPostgresDatabase('volunteering_bench', log, async (databaseUrl) => {
    let database: Database | undefined;
    try {
      log(`postgres: seeding ${fmt(EVENTS)} events…`);
      const t0 = performance.now();
      database = await openDatabase({ databaseUrl, dataDir: dir });
      await seedBenchEvents(database.db, EVENTS);
      await vacuum(database);
      const seedSeconds = (performance.now() - t0) / 1000;
      const version = await serverVersion(database);
      const measured = await benchServer({ databaseUrl }, dir, log);
      const result: DbResult = { kind: 'postgres', events: EVENTS, seedSeconds, ...measured, version };
      printResult(result);

      let million: MillionResult | null = null;
      let events = EVENTS;
      if (RUN_MILLION && EVENTS < MILLION) {
        log(`postgres: growing the table to ${fmt(MILLION)} events…`);
        const t1 = performance.now();
        await seedBenchEvents(database.db, MILLION - EVENTS, { startAt: EVENTS + 1 });
        await vacuum(database);
        const growSeconds = (performance.now() - t1) / 1000;
        events = MILLION;
        log(`postgres: grown in ${fmt(growSeconds, 1)} s; timing searches with the cache off…`);
        const server = await startServer({ databaseUrl }, { PUBLIC_CACHE_TTL_MS: '0' });
        try {
          const loadBefore = os.loadavg()[0]!;
          const { timings, overall } = await timeSearches(server).catch((err: unknown) => {
            assertAlive(server, 'the searches');
            throw err;
          });
          const load: [number, number] = [loadBefore, os.loadavg()[0]!];
          million = { events, seedSeconds: growSeconds, timings, overall, rss: memoryOf(server.child.pid), load };
        } finally {
          await stopChild(server.child);
        }
      }
      log(`postgres: EXPLAIN at ${fmt(events)} events…`);
      const explain = { events, results: await explainAll(database) };
      return { result, million, explain };
    } finally {
      await database?.close().catch(() => {});
    }
  });
}

async function main(): Promise<void> {
  const started = new Date();
  const t0 = performance.now();
  const log = benchLog();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'volunteering-bench-'));
  tempDirs.add(dir);
  const m = machine();
  log(`machine: ${m.nproc} CPUs, ${m.cpu}, ${m.memoryGb} GiB; ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${SECONDS} s per run`);
  const load = os.loadavg()[0]!;
  if (load > m.nproc) log(`warning: the 1-minute load average is ${load.toFixed(1)} on ${m.nproc} CPUs: other work will skew the figures`);
  const results: DbResult[] = [];
  let million: MillionResult | null = null;
  let explain: { events: number; results: ExplainResult[] } | null = null;
  try {
    for (const kind of DATABASES) {
      if (kind === 'pglite') {
        const demo = await benchPgliteDemo(dir, log);
        printResult(demo);
        results.push(demo);
        const result = await benchPglite(dir, log);
        printResult(result);
        results.push(result);
      } else if (kind === 'postgres') {
        const pg = await benchPostgres(dir, log);
        results.push(pg.result);
        million = pg.million;
        explain = pg.explain;
      } else {
        throw new Error(`unknown database in BENCH_DATABASES: ${kind}`);
      }
    }
  } finally {
    for (const child of [...children]) await stopChild(child);
    fs.rmSync(dir, { recursive: true, force: true });
    tempDirs.delete(dir);
  }
  if (million) {
    console.log(`\nPostgreSQL, ${fmt(million.events)} events: sequential search latency (cache off)`);
    console.table(
      Object.fromEntries(
        million.timings.map((t) => [
          t.label,
          { q: t.query, total: t.total, 'p50 ms': +t.p50.toFixed(1), 'p95 ms': +t.p95.toFixed(1), 'max ms': +t.max.toFixed(1) },
        ]),
      ),
    );
    console.log(`  all: p50 ${ms(million.overall.p50)}, p95 ${ms(million.overall.p95)}`);
  }
  if (explain) {
    console.log(`\nPlans at ${fmt(explain.events)} events:`);
    for (const e of explain.results) {
      console.log(`  ${e.label}: ${ms(e.ms)}, ${e.seqScan ? 'SEQ SCAN on events' : 'indexes only'} (${e.scans.join('; ')})`);
    }
    const common = commonWordPlan(explain.results);
    if (common) console.log(`  common-word search plan nodes: ${common.nodes.join(' > ')}`);
  }
  writeReport(results, million, explain, started, (performance.now() - t0) / 1000);
  console.log('\nTargets:');
  for (const line of targetLines(results, million)) console.log(line.replace(/\*\*/g, ''));
  console.log(`\nwrote docs/benchmarks.md in ${fmt((performance.now() - t0) / 1000)} s`);
}

await runBench(main);
