// `npm run bench`, issue 36 item 4 (decision 050): the embedded engine behind our own client against
// PGlite behind @electric-sql/pglite-socket's PGLiteSocketServer and the `pg` driver. Both run PGlite
// on a worker thread, as the server does, so this thread only does what the server's thread does:
// Drizzle, the driver, reading the answers. Each path opens its own database in memory (the
// migrations, BENCH_ENGINE_EVENTS events from bench/seed-events.ts, one volunteer per caller and
// round) and runs the server's own event repository on it, without HTTP:
// - list: the home page's first page (8 events and the capped count), as `GET /api/events` asks it;
// - detail: an event by id, as `GET /api/events/:id` asks it (a random upcoming event);
// - join: the join transaction (the event's row locked, the participation and its reminder inserted,
//   the count raised), each caller a volunteer of its own joining one event after another.
// Each answer is checked (the page's count, the event's id, the join's success): the multiplexer of
// pglite-socket serves several connections' messages in turn, one message at a time.
// The paths take turns, in an order that rotates, BENCH_ENGINE_ROUNDS times; each turn is
// BENCH_ENGINE_WARMUP_SECONDS of warm-up and BENCH_ENGINE_SECONDS measured with each number of
// concurrent callers. Ratios are paired within a round. Writes its section of docs/benchmarks.md.
//
// Paths: "engine" is this tree's (apps/server/src/db/engine.ts); "socket, pool N" is PGlite with a
// PGLiteSocketServer of N connections on a worker thread and node-postgres' pool of N (the app's
// PostgreSQL path, client.ts, its connections kept: see openSocketPath); after the rounds each is
// asked a named statement across a new connection. BENCH_ENGINE_BEFORE=<git ref> adds the engine as
// that commit had it ("engine at <ref>"), unpacked from git into a temporary folder, to compare two
// versions of it.
//
// Environment: BENCH_ENGINE_SECONDS (5), BENCH_ENGINE_WARMUP_SECONDS (1), BENCH_ENGINE_ROUNDS (3),
// BENCH_ENGINE_CALLERS ("16,32"), BENCH_ENGINE_EVENTS (1000), BENCH_ENGINE_SOCKET_POOLS ("1,4"),
// BENCH_ENGINE_BEFORE (none). Only 127.0.0.1 is used.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Viewer } from '../apps/server/src/auth/access-token.ts';
import { openDatabase, queryRows, type Database, type Db } from '../apps/server/src/db/client.ts';
import { createPglite, newDatabaseTarball } from '../apps/server/src/db/embedded.ts';
import * as schema from '../apps/server/src/db/schema.ts';
import { createEventRepository, type EventRepository } from '../apps/server/src/events/event-repository.ts';
import { EventListQuerySchema } from '@volunteering/shared/event-schemas';
import { serverNodeFlags } from '../scripts/run-child.ts';
import { seedBenchEvents } from './seed-events.ts';
import { benchLog, envNumber, repoRoot, runBench, writeReportSection } from './support.ts';

const START = '<!-- engine-drivers:start -->';
const END = '<!-- engine-drivers:end -->';
const SECONDS = envNumber('BENCH_ENGINE_SECONDS', 5);
const WARMUP_SECONDS = envNumber('BENCH_ENGINE_WARMUP_SECONDS', 1);
const ROUNDS = envNumber('BENCH_ENGINE_ROUNDS', 3);
const CALLERS = (process.env.BENCH_ENGINE_CALLERS ?? '16,32').split(',').map(Number);
const EVENTS = envNumber('BENCH_ENGINE_EVENTS', 1000);
const SOCKET_POOLS = (process.env.BENCH_ENGINE_SOCKET_POOLS ?? '1,4').split(',').filter(Boolean).map(Number);
const BEFORE = process.env.BENCH_ENGINE_BEFORE;
/** Set in the child this bench runs itself in, with the server's Node flags. */
const CHILD = 'BENCH_ENGINE_DRIVERS_CHILD';

type Workload = 'list' | 'detail' | 'join';
const WORKLOADS: Workload[] = ['list', 'detail', 'join'];
type Path = {
  name: string;
  database: Database;
  repository: EventRepository;
  upcoming: string[];
  volunteers: Viewer[];
  close: () => Promise<void>;
  afterReconnect?: () => Promise<string>;
};
type Window = { calls: number; seconds: number; latencies: Float64Array; wrong: number; failed: number; firstError?: string };
type Key = `${string}|${Workload}|${number}`;

// --- The engine's thread of the socket path: PGlite and the socket server, nothing else. ---
if (!isMainThread && (workerData as { socketEngine?: boolean } | null)?.socketEngine) {
  const { maxConnections } = workerData as { maxConnections: number };
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const db = await createPglite('memory://', newDatabaseTarball());
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections });
  await server.start();
  parentPort!.postMessage({ port: Number(server.getServerConn().split(':').at(-1)) });
  parentPort!.on('message', async () => {
    await server.stop();
    await db.close();
    parentPort!.postMessage('closed');
  });
}

const percentile = (sorted: Float64Array, p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

type Opened = { database: Database; stop: () => Promise<void>; afterReconnect?: () => Promise<string> };

/**
 * PGlite and a PGLiteSocketServer on a worker thread, and the app's PostgreSQL path (client.ts:
 * node-postgres' pool, Drizzle) on it, but for one setting: the pool keeps its connections. Every
 * connection reaches the one PostgreSQL session PGlite has, so a statement a connection prepared by
 * name is still there for the next, which prepares it again and is refused; pg-pool closes a
 * connection idle for 10 s by default. `afterReconnect` asks a named statement, replaces the
 * connection as pg-pool does, and asks it again: what the app would meet.
 */
async function openSocketPath(size: number): Promise<Opened> {
  const worker = new Worker(new URL(import.meta.url), { workerData: { socketEngine: true, maxConnections: size } });
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('message', (message: { port: number }) => resolve(message.port));
    worker.once('error', reject);
  });
  const pool = new pg.Pool({ connectionString: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`, max: size, idleTimeoutMillis: 0 });
  pool.on('error', () => {});
  await migrate(drizzle({ client: pool, schema }), { migrationsFolder: path.join(repoRoot, 'apps/server/src/db/migrations') });
  const database: Database = { db: drizzle({ client: pool, schema }) as unknown as Db, kind: 'postgres', close: () => pool.end() };
  return {
    database,
    stop: async () => {
      await database.close();
      const closed = new Promise((resolve) => worker.once('message', resolve));
      worker.postMessage('close');
      await closed;
      await worker.terminate();
    },
    async afterReconnect() {
      const named = { name: 'bench_reconnect', text: 'SELECT 1 AS one' };
      await pool.query(named);
      const client = await pool.connect();
      client.release(true);
      await new Promise((resolve) => setTimeout(resolve, 500));
      return pool.query(named).then(
        () => 'answered',
        (error: Error) => `refused: ${error.message}`,
      );
    },
  };
}

/** The engine's files as commit `ref` had them, in a temporary folder that finds this tree's packages. */
async function openEngineAt(ref: string): Promise<Opened> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vh-bench-engine-'));
  const archive = execFileSync('git', ['archive', ref, 'apps/server/src'], { cwd: repoRoot, maxBuffer: 512 * 1024 * 1024 });
  execFileSync('tar', ['-x', '-C', folder], { input: archive });
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(folder, 'node_modules'));
  const client = (await import(path.join(folder, 'apps/server/src/db/client.ts'))) as typeof import('../apps/server/src/db/client.ts');
  const database = await client.openDatabase({ dataDir: 'memory://' });
  return {
    database,
    stop: async () => {
      await database.close();
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

async function preparePath(name: string, opened: Opened, log: (line: string) => void): Promise<Path> {
  const { database } = opened;
  const { db } = database;
  const t0 = performance.now();
  await seedBenchEvents(db, EVENTS);
  // Room for every join of the run: no join finds its event full.
  await db.execute(sql`UPDATE events SET volunteers_needed = 100000`);
  const volunteers: Viewer[] = Array.from({ length: ROUNDS * Math.max(...CALLERS) }, (_, i) => ({
    userId: `bench-volunteer-${i}`,
    email: `bench-volunteer-${i}@bench.invalid`,
    name: `Bench Volunteer ${i}`,
    sessionId: `bench-session-${i}`,
    emailVerified: true,
  }));
  await db.insert(schema.user).values(volunteers.map((v) => ({ id: v.userId, name: v.name, email: v.email })));
  await db.execute(sql`VACUUM ANALYZE`);
  // Ended a week from now at the latest: a join of the run never finds its event over.
  const upcoming = (await queryRows<{ id: string }>(db, sql`SELECT id FROM events WHERE date > now() + interval '7 days' ORDER BY id`)).map((row) => row.id);
  log(`${name}: ${EVENTS} events seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s, ${upcoming.length} of them a week or more ahead`);
  const repository = createEventRepository(db, () => new Date());
  return { name, database, repository, upcoming, volunteers, close: opened.stop, afterReconnect: opened.afterReconnect };
}

/** `callers` loops of `call` for `seconds`; `call` gives false for an answer that is not the one asked for. */
async function measure(callers: number, seconds: number, call: (caller: number, i: number) => Promise<boolean>): Promise<Window> {
  const latencies: number[] = [];
  let wrong = 0;
  let failed = 0;
  let firstError: string | undefined;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: callers }, async (_, caller) => {
      for (let i = 0; performance.now() < deadline; i++) {
        const t0 = performance.now();
        try {
          if (!(await call(caller, i))) wrong++;
        } catch (error) {
          failed++;
          // Drizzle's error names the statement; PostgreSQL's own is its cause.
          firstError ??= ((error as Error).cause as Error | undefined)?.message ?? (error as Error).message;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const sorted = Float64Array.from(latencies).sort();
  return { calls: latencies.length, seconds: (performance.now() - started) / 1000, latencies: sorted, wrong, failed, firstError };
}

async function main(): Promise<void> {
  const log = benchLog();
  const listQuery = EventListQuerySchema.parse({ limit: 8 });
  type Opener = [string, () => Promise<Opened>];
  const openEngineHere = async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { database, stop: () => database.close() };
  };
  const opening: Opener[] = [
    ['engine', openEngineHere],
    ...(BEFORE ? [[`engine at ${BEFORE}`, () => openEngineAt(BEFORE)] as Opener] : []),
    ...SOCKET_POOLS.map((pool): Opener => [`socket, pool ${pool}`, () => openSocketPath(pool)]),
  ];
  const paths: Path[] = [];
  for (const [name, open] of opening) paths.push(await preparePath(name, await open(), log));

  // Every path answers the same page: its count, from one path's first answer.
  const expectedTotal = (await paths[0]!.repository.list(listQuery, null)).total;
  const joinsOf = new Map<string, number>();
  const calls: Record<Workload, (p: Path, round: number) => (caller: number, i: number) => Promise<boolean>> = {
    list: (p) => async () => (await p.repository.list(listQuery, null)).total === expectedTotal,
    detail: (p) => async (caller, i) => {
      const id = p.upcoming[(caller * 7919 + i * 104_729) % p.upcoming.length]!;
      return (await p.repository.get(id, null))._id === id;
    },
    // A volunteer of its own for each caller and round, joining one event after another from its own place.
    join: (p, round) => async (caller) => {
      const volunteer = p.volunteers[round * Math.max(...CALLERS) + caller]!;
      const at = joinsOf.get(`${p.name}|${volunteer.userId}`) ?? caller * 31;
      joinsOf.set(`${p.name}|${volunteer.userId}`, at + 1);
      return (await p.repository.join(p.upcoming[at % p.upcoming.length]!, volunteer)).success;
    },
  };

  const windows = new Map<Key, Window[]>();
  const loads: number[] = [os.loadavg()[0]!];
  const gc = (globalThis as { gc?: () => void }).gc;
  const t0 = performance.now();
  for (let round = 0; round < ROUNDS; round++) {
    for (const workload of WORKLOADS) {
      for (const callers of CALLERS) {
        // The order of the paths rotates from one round to the next.
        const order = paths.map((_, i) => paths[(i + round) % paths.length]!);
        for (const p of order) {
          gc?.();
          const call = calls[workload](p, round);
          await measure(callers, WARMUP_SECONDS, call);
          const window = await measure(callers, SECONDS, call);
          const key: Key = `${p.name}|${workload}|${callers}`;
          windows.set(key, [...(windows.get(key) ?? []), window]);
          const rate = window.calls / window.seconds;
          log(
            `round ${round + 1} ${workload} ${callers} callers ${p.name}: ${rate.toFixed(0)}/s, p50 ${percentile(window.latencies, 50).toFixed(2)} ms, p99 ${percentile(window.latencies, 99).toFixed(2)} ms` +
              (window.wrong || window.failed ? `, ${window.wrong} wrong, ${window.failed} failed (${window.firstError ?? ''})` : ''),
          );
        }
      }
    }
    loads.push(os.loadavg()[0]!);
  }
  const runSeconds = (performance.now() - t0) / 1000;
  const reconnects: string[] = [];
  for (const p of paths) {
    if (p.afterReconnect)
      reconnects.push(`- ${p.name}: a statement named by the app's driver, asked again after the pool replaced its connection: ${await p.afterReconnect()}.`);
    await p.close();
  }
  reconnects.forEach((line) => log(line));

  // Pooled over the rounds: calls a second, p50 and p99 of every call; ratios paired within a round.
  const base = paths[0]!.name;
  const lines: string[] = [];
  for (const workload of WORKLOADS) {
    for (const callers of CALLERS) {
      for (const p of paths) {
        const runs = windows.get(`${p.name}|${workload}|${callers}`)!;
        const baseRuns = windows.get(`${base}|${workload}|${callers}`)!;
        const all = Float64Array.from(runs.flatMap((w) => [...w.latencies])).sort();
        const rate = runs.reduce((sum, w) => sum + w.calls, 0) / runs.reduce((sum, w) => sum + w.seconds, 0);
        const rates = runs.map((w, i) => w.calls / w.seconds / (baseRuns[i]!.calls / baseRuns[i]!.seconds));
        const p99s = runs.map((w, i) => percentile(w.latencies, 99) / percentile(baseRuns[i]!.latencies, 99));
        const wrong = runs.reduce((sum, w) => sum + w.wrong + w.failed, 0);
        const ratio = (values: number[]) =>
          p.name === base ? '1' : `${median(values).toFixed(2)} (${Math.min(...values).toFixed(2)}-${Math.max(...values).toFixed(2)})`;
        lines.push(
          `| ${workload} | ${callers} | ${p.name} | ${rate.toFixed(0)} | ${ratio(rates)} | ${percentile(all, 50).toFixed(2)} | ${percentile(all, 99).toFixed(2)} | ${ratio(p99s)} | ${wrong} |`,
        );
      }
    }
  }
  const pkg = (name: string) => (JSON.parse(fs.readFileSync(path.join(repoRoot, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
  writeReportSection(
    START,
    END,
    [
      START,
      '## Issue 36: the embedded engine behind our client or behind pglite-socket and `pg` (`bench/engine-drivers.ts`)',
      '',
      `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, ${new Date().toISOString().slice(0, 10)}; PGlite ${pkg('@electric-sql/pglite')},`,
      `pglite-socket ${pkg('@electric-sql/pglite-socket')}, pg ${pkg('pg')}. 1-minute load average at the start and after each round: ${loads.map((l) => l.toFixed(1)).join(', ')}`,
      `(2 = both cores busy); the run took ${runSeconds.toFixed(0)} s. In one process with the server's Node flags, PGlite on a worker thread on every path,`,
      `${EVENTS} events (bench/seed-events.ts), the server's event repository through Drizzle, no HTTP. ${ROUNDS} rounds, the paths in turn`,
      `(${WARMUP_SECONDS} s of warm-up, ${SECONDS} s measured each); "a second" and the latencies pooled over the rounds, ratios to "${base}"`,
      `paired within a round (median, range). list: the first page of 8 with the capped count; detail: an event by id;`,
      `join: the join transaction. "wrong": answers that were not the one asked for, or failed.`,
      ...(BEFORE ? [`"engine at ${BEFORE}": the engine's files as that commit had them (BENCH_ENGINE_BEFORE), beside this tree's.`] : []),
      '',
      '| read | callers | path | a second | ratio | p50 (ms) | p99 (ms) | p99 ratio | wrong |',
      '|---|---:|---|---:|---:|---:|---:|---:|---:|',
      ...lines,
      '',
      ...reconnects,
      END,
    ].join('\n'),
  );
  log('docs/benchmarks.md written');
}

if (isMainThread) {
  if (process.env[CHILD]) {
    await runBench(main);
  } else {
    // Run again with the server's Node flags (`npm start`): its thread and the engine's are measured as they run.
    const child = spawn(process.execPath, [...serverNodeFlags(), import.meta.filename], { stdio: 'inherit', env: { ...process.env, [CHILD]: '1' } });
    child.on('exit', (code) => process.exit(code ?? 1));
  }
}
