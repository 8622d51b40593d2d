// `npm run bench` (memory): what the server holds on a small machine (issue 14, decision 027).
// The server is started as `npm start` starts it (serverArgs) and measured from /proc: PSS summed
// over the server and any process it starts, sampled every 100 ms, and the kernel's high-water
// mark (VmHWM), which catches what falls between samples. Scenarios: the embedded default's first
// start (migrations and the demo data), a second start on the same data, 100,000 events, the same
// first start without the Node flags, and the server alone on a PostgreSQL server.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { PAGES } from '../packages/shared/src/pages.ts';
import { seedBenchEvents } from './seed-events.ts';
import {
  benchLog,
  envNumber,
  freePort,
  kbOf,
  processTree,
  repoRoot,
  runBench,
  safeRead,
  serverArgs,
  withPostgresDatabase,
  writeReportSection,
} from './support.ts';

const LOAD_SECONDS = envNumber('BENCH_MEMORY_LOAD_SECONDS', 20);
const CONNECTIONS = envNumber('BENCH_CONNECTIONS', 32);
const EVENTS = envNumber('BENCH_EVENTS', 100_000);
const TARGET = { start: 256, load: 384, peak: 512, postgresStart: 150 };

type Sample = { pssMb: number; hwmMb: number };
type Scenario = { name: string; afterStart: Sample; afterLoad: Sample | null; peakPssMb: number; startSeconds: number; requests: number; failures: number };

function sample(pid: number): Sample {
  let pss = 0;
  let hwm = 0;
  for (const p of processTree(pid)) {
    pss += kbOf(safeRead(`/proc/${p}/smaps_rollup`), 'Pss');
    hwm += kbOf(safeRead(`/proc/${p}/status`), 'VmHWM');
  }
  return { pssMb: pss / 1024, hwmMb: hwm / 1024 };
}

type Running = { child: ChildProcess; base: string; peak: () => number; stop: () => Promise<void> };

async function startServer(env: Record<string, string>, args = serverArgs): Promise<Running & { startSeconds: number }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, sample(child.pid!).pssMb)), 100);
  const stop = async () => {
    clearInterval(timer);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  for (
    let i = 0;
    !(await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  ) {
    if (i === 1200 || child.exitCode !== null) {
      await stop();
      throw new Error(`the server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, base, peak: () => peak, stop, startSeconds: (performance.now() - t0) / 1000 };
}

/** Mixed public reads and pages from CONNECTIONS workers: lists, searches, details, rendered pages. */
async function load(base: string): Promise<{ requests: number; failures: number }> {
  const list = (await (await fetch(`${base}/api/events?limit=50`)).json()) as { _id: string }[];
  const ids = list.map((e) => e._id);
  const words = ['clean', 'tree', 'blood', 'river', 'school', 'food', 'park', 'dhaka', 'zzz'];
  const paths = (i: number): string => {
    const id = ids[i % ids.length];
    switch (i % 7) {
      case 0:
        return `/api/events?page=${(i % 5) + 1}`;
      case 1:
        return `/api/events?q=${words[i % words.length]}`;
      case 2:
        return `/api/events/${id}`;
      case 3:
        return PAGES.home.path;
      case 4:
        return PAGES.eventDetails.path.replace(':id', id!);
      case 5:
        return `/api/events?type=Cleanup&when=upcoming`;
      default:
        return PAGES.upcomingEvents.path;
    }
  };
  let requests = 0;
  let failures = 0;
  const end = performance.now() + LOAD_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, w) => {
      for (let i = w; performance.now() < end; i += CONNECTIONS) {
        const response = await fetch(`${base}${paths(i)}`).catch(() => null);
        requests++;
        if (!response?.ok) failures++;
        await response?.arrayBuffer().catch(() => undefined);
      }
    }),
  );
  return { requests, failures };
}

async function scenario(name: string, env: Record<string, string>, log: (s: string) => void, args = serverArgs): Promise<Scenario> {
  log(`${name}: starting…`);
  const server = await startServer(env, args);
  try {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const afterStart = sample(server.child.pid!);
    log(`  after start: PSS ${fmt(afterStart.pssMb)} MiB (HWM ${fmt(afterStart.hwmMb)}); load ${LOAD_SECONDS} s…`);
    const { requests, failures } = await load(server.base);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const afterLoad = sample(server.child.pid!);
    log(`  after load: PSS ${fmt(afterLoad.pssMb)} MiB (HWM ${fmt(afterLoad.hwmMb)}); ${requests} requests, ${failures} failed`);
    return { name, afterStart, afterLoad, peakPssMb: server.peak(), startSeconds: server.startSeconds, requests, failures };
  } finally {
    await server.stop();
  }
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const peakOf = (s: Scenario) => Math.max(s.peakPssMb, s.afterStart.hwmMb, s.afterLoad?.hwmMb ?? 0);

async function main(): Promise<void> {
  const log = benchLog();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vh-bench-memory-'));
  const scenarios: Scenario[] = [];
  try {
    const demo = path.join(tmp, 'demo');
    scenarios.push(await scenario('Embedded, demo data, first start (migrations and seeding)', { DATA_DIR: demo, DATABASE_URL: '', SEED_DEMO: 'true' }, log));
    scenarios.push(await scenario('Embedded, demo data, second start', { DATA_DIR: demo, DATABASE_URL: '', SEED_DEMO: 'true' }, log));
    scenarios.push(
      await scenario('Embedded, demo data, second start, cache off', { DATA_DIR: demo, DATABASE_URL: '', SEED_DEMO: 'true', PUBLIC_CACHE_TTL_MS: '0' }, log),
    );

    const large = path.join(tmp, 'large');
    log(`seeding ${fmt(EVENTS)} events…`);
    const database = await openDatabase({ dataDir: large });
    await seedBenchEvents(database.db, EVENTS);
    await database.close();
    scenarios.push(await scenario(`Embedded, ${fmt(EVENTS)} events`, { DATA_DIR: large, DATABASE_URL: '', SEED_DEMO: 'false' }, log));

    const bare = serverArgs.filter((arg) => !arg.startsWith('--'));
    scenarios.push(
      await scenario(
        'Embedded, demo data, first start, without the Node flags',
        { DATA_DIR: path.join(tmp, 'plain'), DATABASE_URL: '', SEED_DEMO: 'true' },
        log,
        bare,
      ),
    );

    await withPostgresDatabase('memory', log, async (databaseUrl) => {
      scenarios.push(
        await scenario(
          'PostgreSQL server, demo data (the server process only)',
          { DATA_DIR: path.join(tmp, 'pg'), DATABASE_URL: databaseUrl, SEED_DEMO: 'true' },
          log,
        ),
      );
    });
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  report(scenarios);
}

function report(scenarios: Scenario[]): void {
  const start = '<!-- memory:start -->';
  const end = '<!-- memory:end -->';
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const embedded = scenarios.filter((s) => s.name.startsWith('Embedded') && !s.name.includes('without'));
  const met = (ok: boolean) => (ok ? 'met' : '**not met**');
  const postgres = scenarios.find((s) => s.name.startsWith('PostgreSQL'));
  const lines = [
    start,
    '## Memory on a small server (`bench/memory.ts`)',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} CPUs (${cpu}), ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB, Node ${process.version}.`,
    `The server started as \`npm start\` starts it (\`node ${serverArgs.slice(0, -1).join(' ')}\`); PSS summed over it and any process it starts,`,
    `sampled every 100 ms from spawn; "peak" is the larger of the sampled PSS and the kernel's VmHWM. The load is ${LOAD_SECONDS} s of mixed`,
    `reads and rendered pages (lists, searches, details, Home, Upcoming, event pages) from ${CONNECTIONS} concurrent clients.`,
    '',
    '| scenario | ready in | after start (PSS) | after load (PSS) | peak | requests (failed) |',
    '| --- | --- | --- | --- | --- | --- |',
    ...scenarios.map(
      (s) =>
        `| ${s.name} | ${s.startSeconds.toFixed(1)} s | ${fmt(s.afterStart.pssMb)} MiB | ${s.afterLoad ? `${fmt(s.afterLoad.pssMb)} MiB` : 'n/a'} | ${fmt(peakOf(s))} MiB | ${fmt(s.requests)} (${s.failures}) |`,
    ),
    '',
    `- Embedded default: after start at most ${TARGET.start} MiB: ${met(embedded.every((s) => s.afterStart.pssMb <= TARGET.start))}; after load at most ${TARGET.load} MiB: ${met(embedded.every((s) => (s.afterLoad?.pssMb ?? 0) <= TARGET.load))}; peak at most ${TARGET.peak} MiB: ${met(embedded.every((s) => peakOf(s) <= TARGET.peak))}.`,
    postgres
      ? `- PostgreSQL mode, the server after start at most ${TARGET.postgresStart} MiB: ${met(postgres.afterStart.pssMb <= TARGET.postgresStart)} (${fmt(postgres.afterStart.pssMb)} MiB).`
      : '',
    end,
  ];
  writeReportSection(start, end, lines.filter((l, i, all) => l !== '' || all[i - 1] !== '').join('\n'));
  console.log(lines.join('\n'));
}

await runBench(main);
