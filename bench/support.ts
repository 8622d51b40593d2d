// What every bench script needs: where the repository is, numbers from the environment, a free
// port, a signed-in volunteer, its own section of docs/benchmarks.md, a stamped log, a throw-away PostgreSQL database, and
// a way to run and exit.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, startPostgresCluster, type PostgresCluster } from '../scripts/postgres-cluster.ts';
import { serverNodeFlags } from '../scripts/run-child.ts';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import type { BenchTarget } from './children.ts';

export const repoRoot = path.resolve(import.meta.dirname, '..');
export const reportFile = path.join(repoRoot, 'docs/benchmarks.md');
/**
 * Node's arguments for the server, flags as `npm start` gives them; with BENCH_CPU_PROF set to a
 * folder, each server writes a CPU profile of each of its threads there when it stops.
 */
const profiled = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
export const serverArgs = [...serverNodeFlags(), ...profiled, 'apps/server/src/server.ts'];

/** A positive number from the environment, or the fallback. */
export function envNumber(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** A loopback port that was free a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

/** Puts `text` (which starts with `start` and ends with `end`) in place of the section between those markers, or at the end. */
export function writeReportSection(start: string, end: string, text: string): void {
  const current = fs.existsSync(reportFile) ? fs.readFileSync(reportFile, 'utf8') : '# Benchmarks\n';
  const next = current.includes(start) ? current.replace(new RegExp(`${start}[\\s\\S]*${end}`), text) : `${current.trimEnd()}\n\n${text}\n`;
  fs.writeFileSync(reportFile, next);
}

/** Signs an account (its address confirmed) in: its session cookie and an access token for that session. */
export async function signIn(base: string, account: { email: string; password: string }): Promise<{ cookie: string; token: string }> {
  const answer = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(account),
  });
  if (!answer.ok) throw new Error(`sign-in answered ${answer.status}: ${await answer.text()}`);
  await answer.arrayBuffer();
  const cookie = answer.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const token = await fetch(`${base}/api/auth/token`, { headers: { cookie } });
  if (!token.ok) throw new Error(`/api/auth/token answered ${token.status}: ${await token.text()}`);
  return { cookie, token: ((await token.json()) as { token: string }).token };
}

/**
 * A new volunteer signed in through the real sign-up and sign-in (the demo server confirms no
 * address, so sign-up alone gives no session): their session cookie and an access token.
 */
export async function signedInVolunteer(base: string, name = 'Bench Volunteer'): Promise<{ cookie: string; token: string }> {
  const account = { email: `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`, password: 'Bench12345' };
  const up = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ name, ...account }),
  });
  if (!up.ok) throw new Error(`sign-up answered ${up.status}: ${await up.text()}`);
  return signIn(base, account);
}

export type DemoServer = { base: string; pid: number; stop: () => Promise<void> };

/** The real server of the built app on a fresh embedded database with the demo events. */
export async function startDemoServer(extraEnv: Record<string, string> = {}): Promise<DemoServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vh-bench-demo-'));
  const child = spawn(process.execPath, serverArgs, {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    detached: true,
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  /** Waits for the server to close its database before its folder is removed. */
  const stop = async () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000).unref())]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (
    let i = 0;
    !(await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  ) {
    if (i === 480) {
      await stop();
      throw new Error('the server did not answer /api/health within 120 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { base, pid: child.pid!, stop };
}

/** A log line stamped with the seconds since the bench began. */
export function benchLog(): (line: string) => void {
  const t0 = performance.now();
  return (line) => console.log(`[${((performance.now() - t0) / 1000).toFixed(0).padStart(4)} s] ${line}`);
}

/** A throw-away PostgreSQL cluster with one database named `name` for `use`; the cluster is stopped after. */
export async function withPostgresDatabase<T>(name: string, log: (line: string) => void, use: (databaseUrl: string) => Promise<T>): Promise<T> {
  let cluster: PostgresCluster | undefined;
  try {
    cluster = await startPostgresCluster({ log: (line) => log(`  ${line}`) });
    return await use(await createDatabase(cluster.adminUrl, name));
  } finally {
    await cluster?.stop();
  }
}

/**
 * `bench` on each engine BENCH_DATABASES names ("pglite,postgres" by default), one after the other:
 * PGlite in a folder of `dir`, PostgreSQL in a database `name` of a throw-away cluster. `open`
 * opens the engine's database from the bench itself (to seed it, or read it), beside the server.
 */
export async function onEachEngine<T>(
  name: string,
  dir: string,
  log: (line: string) => void,
  bench: (kind: 'PGlite' | 'PostgreSQL', target: BenchTarget, open: () => Promise<Database>) => Promise<T>,
): Promise<T[]> {
  const results: T[] = [];
  for (const kind of (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((s) => s.trim())) {
    if (kind === 'pglite') {
      const dataDir = path.join(dir, 'pglite-data');
      fs.mkdirSync(dataDir, { recursive: true });
      results.push(await bench('PGlite', { dataDir }, () => openDatabase({ dataDir })));
    } else if (kind === 'postgres') {
      results.push(
        await withPostgresDatabase(name, log, (databaseUrl) => bench('PostgreSQL', { databaseUrl }, () => openDatabase({ databaseUrl, dataDir: dir }))),
      );
    } else {
      throw new Error(`unknown database in BENCH_DATABASES: ${kind}`);
    }
  }
  return results;
}

/** Runs a bench's main and exits: 0 when it finished, 1 (with the error printed) when it did not. */
export async function runBench(main: () => Promise<void>): Promise<never> {
  try {
    await main();
    process.exit(0);
  } catch (err) {
    console.error(err);
    process.exit(1);
  }
}

/** A file's text, or '' when it cannot be read (a process that has just ended). */
export function safeRead(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** The process and its descendants, from /proc. */
export function processTree(pid: number): number[] {
  const pids = [pid];
  for (let i = 0; i < pids.length; i++) {
    let tasks: string[] = [];
    try {
      tasks = fs.readdirSync(`/proc/${pids[i]}/task`);
    } catch {
      // ended
    }
    for (const task of tasks) {
      const children = safeRead(`/proc/${pids[i]}/task/${task}/children`).trim();
      if (children) pids.push(...children.split(/\s+/).map(Number));
    }
  }
  return pids;
}

/** A kB field of /proc/<pid>/status or smaps_rollup. */
export const kbOf = (text: string, field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0);
