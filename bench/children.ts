// The child processes and scratch folders a bench makes (servers, bare servers, autocannon workers),
// each child in its own process group: all killed and removed however the bench ends (done, failed,
// interrupted, or given up after its time limit).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { freePort, repoRoot, serverArgs } from './support.ts';

export const children = new Set<ChildProcess>();
export const tempDirs = new Set<string>();

export function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* already gone */
  }
}

process.on('exit', () => {
  for (const child of children) killGroup(child, 'SIGKILL');
  children.clear();
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping every child process`);
    process.exit(130); // the 'exit' handlers kill the children (and stop a PostgreSQL cluster)
  });
}

/** Ends the bench (exit 2) if it still runs after `minutes`. */
export function giveUpAfter(minutes: number): void {
  setTimeout(() => {
    console.error(`bench: still running after ${minutes} minutes, giving up`);
    process.exit(2);
  }, minutes * 60_000).unref();
}

/** Node on a script (or `-e` code) in its own process group; keeps the last few KB of its output. */
export function spawnNode(args: string[], env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, args, { cwd: repoRoot, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  child.on('exit', () => children.delete(child));
  return { child, output: () => output };
}

/** SIGTERM to the child's group, SIGKILL after 15 s. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    killGroup(child, 'SIGTERM');
    const timer = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 15_000).unref());
    if ((await Promise.race([exited, timer])) === 'timeout') {
      killGroup(child, 'SIGKILL');
      await exited;
    }
  }
  children.delete(child);
}

/** Where a bench's server keeps its data: a PGlite folder, or a PostgreSQL database. */
export type BenchTarget = { dataDir?: string; databaseUrl?: string };
export type BenchServer = { stop: () => Promise<void>; base: string; pid: number; /** The last few KB it printed. */ output: () => string };

/** The real server on a loopback port with `env` on top of the bench's own, once it answers /api/health. */
export async function startBenchServer(target: BenchTarget, env: NodeJS.ProcessEnv = {}): Promise<BenchServer> {
  const host = '127.0.0.1';
  const port = await freePort();
  const base = `http://${host}:${port}`;
  const childEnv: NodeJS.ProcessEnv = { ...process.env, SEED_DEMO: 'false', LOG_LEVEL: 'warn', PORT: String(port), HOST: host, PUBLIC_URL: base, ...env };
  delete childEnv.DATABASE_URL;
  delete childEnv.DATA_DIR;
  if (target.databaseUrl) childEnv.DATABASE_URL = target.databaseUrl;
  if (target.dataDir) childEnv.DATA_DIR = target.dataDir;
  const { child, output } = spawnNode(serverArgs, childEnv);
  for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`the server exited before answering:\n${output()}`);
    if (
      await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) }).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, pid: child.pid!, stop: () => stopChild(child), output };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stopChild(child);
  throw new Error(`the server did not answer /api/health within 120 s:\n${output()}`);
}
