// Starts a throw-away PostgreSQL cluster on a free loopback port for tests.
// Node built-ins only. Honours TEST_DATABASE_URL (then nothing is started).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface PostgresCluster {
  url: string;
  adminUrl: string;
  port: number;
  stop: () => Promise<void>;
}

const PG_ROOT = '/usr/lib/postgresql';
const INSTALL_HINT =
  'PostgreSQL was not found under /usr/lib/postgresql/*/bin. Install it ' +
  '(Debian/Ubuntu: `sudo apt-get install -y postgresql postgresql-contrib`) ' +
  'or set TEST_DATABASE_URL to a server you may create databases on.';

const isRoot = (): boolean => typeof process.getuid === 'function' && process.getuid() === 0;

function hasCommand(cmd: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

/** The bin folder of the highest PostgreSQL version under /usr/lib/postgresql that has `needs`, or null. */
export function findPgBinDir(needs: string[] = ['pg_ctl', 'initdb', 'postgres']): string | null {
  let versions: string[];
  try {
    versions = fs.readdirSync(PG_ROOT);
  } catch {
    return null;
  }
  const candidates = versions
    .filter((v) => /^\d+(\.\d+)?$/.test(v))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
    .map((v) => path.join(PG_ROOT, v, 'bin'))
    .filter((bin) => needs.every((b) => fs.existsSync(path.join(bin, b))));
  return candidates[0] ?? null;
}

function hasPgTrgm(): boolean {
  try {
    return fs.readdirSync('/usr/share/postgresql').some((v) => fs.existsSync(path.join('/usr/share/postgresql', v, 'extension', 'pg_trgm.control')));
  } catch {
    return false;
  }
}

function aptInstall(packages: string[], log: (s: string) => void): void {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  log(`apt-get update && apt-get install -y ${packages.join(' ')}`);
  const upd = spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  if (upd.status !== 0) throw new Error(`apt-get update failed (exit ${upd.status}). ${INSTALL_HINT}`);
  const inst = spawnSync('apt-get', ['install', '-y', ...packages], { stdio: 'inherit', env });
  if (inst.status !== 0) throw new Error(`apt-get install ${packages.join(' ')} failed (exit ${inst.status}).`);
}

/** Finds PostgreSQL, installing Debian's packages when root with apt-get. */
export function ensurePostgres(log: (s: string) => void = () => {}): string {
  let bin = findPgBinDir();
  const canApt = isRoot() && hasCommand('apt-get');
  if (!bin) {
    if (!canApt) throw new Error(INSTALL_HINT);
    aptInstall(['postgresql', 'postgresql-contrib'], log);
    bin = findPgBinDir();
    if (!bin) throw new Error(`apt-get installed postgresql but no pg_ctl/initdb/postgres found. ${INSTALL_HINT}`);
  }
  if (!hasPgTrgm()) {
    if (canApt) aptInstall(['postgresql-contrib'], log);
    if (!hasPgTrgm()) {
      throw new Error(
        'PostgreSQL extension pg_trgm is missing (no /usr/share/postgresql/*/extension/pg_trgm.control). ' +
          'Install `postgresql-contrib` (on Debian 12 it ships in postgresql-15).',
      );
    }
  }
  return bin;
}

function ensurePostgresUser(): void {
  if (spawnSync('id', ['-u', 'postgres'], { stdio: 'ignore' }).status === 0) return;
  const r = spawnSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/bin/sh', 'postgres'], {
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('Could not create the `postgres` system user (useradd --system postgres failed).');
}

function shellQuote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

/** Command + args, wrapped to run as the postgres user when we are root. */
function asPg(cmd: string, args: string[]): [string, string[]] {
  if (!isRoot()) return [cmd, args];
  if (hasCommand('runuser')) return ['runuser', ['-u', 'postgres', '--', cmd, ...args]];
  return ['su', ['-s', '/bin/sh', 'postgres', '-c', [cmd, ...args].map(shellQuote).join(' ')]];
}

function run(cmd: string, args: string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(out);
      else reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}\n${out}`));
    });
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => (port ? resolve(port) : reject(new Error('could not determine a free port'))));
    });
  });
}

function tail(file: string, lines = 30): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

export async function startPostgresCluster(opts: { log?: (s: string) => void } = {}): Promise<PostgresCluster> {
  const log = opts.log ?? (() => {});
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    log(`using TEST_DATABASE_URL, not starting a cluster`);
    let port = 5432;
    try {
      port = Number(new URL(external).port) || 5432;
    } catch {
      /* keep default */
    }
    return { url: external, adminUrl: external, port, stop: async () => {} };
  }

  const bin = ensurePostgres(log);
  const root = isRoot();
  if (root) ensurePostgresUser();

  // The postgres user must be able to reach the folder: fall back to /tmp if TMPDIR is private.
  let base = os.tmpdir();
  let dir = fs.mkdtempSync(path.join(base, 'pgtest-'));
  const chownToPg = (d: string): void => {
    const r = spawnSync('chown', ['postgres:', d], { stdio: 'inherit' });
    if (r.status !== 0) throw new Error(`chown postgres ${d} failed`);
  };
  if (root) {
    chownToPg(dir);
    const [c, a] = asPg('test', ['-w', dir, '-a', '-x', dir]);
    if (spawnSync(c, a, { stdio: 'ignore' }).status !== 0 && base !== '/tmp') {
      fs.rmSync(dir, { recursive: true, force: true });
      base = '/tmp';
      dir = fs.mkdtempSync(path.join(base, 'pgtest-'));
      chownToPg(dir);
    }
  }
  const data = path.join(dir, 'data');
  const logFile = path.join(dir, 'postgres.log');
  const pgCtl = path.join(bin, 'pg_ctl');

  let stopped = false;
  const syncStop = (): void => {
    if (stopped) return;
    stopped = true;
    removeHandlers();
    if (fs.existsSync(path.join(data, 'postmaster.pid'))) {
      const [c, a] = asPg(pgCtl, ['-D', data, '-m', 'fast', '-w', '-t', '20', 'stop']);
      const r = spawnSync(c, a, { cwd: dir, stdio: 'ignore', timeout: 30_000 });
      if (r.status !== 0) {
        const [c2, a2] = asPg(pgCtl, ['-D', data, '-m', 'immediate', '-w', '-t', '10', 'stop']);
        spawnSync(c2, a2, { cwd: dir, stdio: 'ignore', timeout: 20_000 });
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const onSignal = (signal: NodeJS.Signals): void => {
    syncStop();
    // Re-raise with default behaviour unless someone else handles this signal.
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  const signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  function removeHandlers(): void {
    process.off('exit', syncStop);
    for (const s of signals) process.off(s, onSignal);
  }
  process.on('exit', syncStop);
  for (const s of signals) process.on(s, onSignal);

  try {
    log(`initdb (${bin}) in ${data}`);
    {
      const [c, a] = asPg(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--encoding=UTF8', '--locale=C.UTF-8', '--no-instructions']);
      await run(c, a, dir);
    }
    const port = await freePort();
    const serverOpts = [
      `-p ${port}`,
      `-k ${shellQuote(dir)}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=on',
      '-c max_connections=300',
      '-c shared_buffers=256MB',
    ].join(' ');
    log(`starting postgres on 127.0.0.1:${port}`);
    {
      const [c, a] = asPg(pgCtl, ['-w', '-t', '60', '-D', data, '-l', logFile, '-o', serverOpts, 'start']);
      try {
        await run(c, a, dir);
      } catch (err) {
        throw new Error(`${(err as Error).message}\n--- ${logFile} ---\n${tail(logFile)}`);
      }
    }
    const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
    return {
      url: adminUrl,
      adminUrl,
      port,
      stop: async () => {
        if (stopped) return;
        stopped = true;
        removeHandlers();
        try {
          const [c, a] = asPg(pgCtl, ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop']);
          await run(c, a, dir);
        } catch (err) {
          log(`pg_ctl stop failed, trying immediate: ${(err as Error).message}`);
          const [c, a] = asPg(pgCtl, ['-D', data, '-m', 'immediate', '-w', '-t', '10', 'stop']);
          await run(c, a, dir).catch(() => {});
        } finally {
          fs.rmSync(dir, { recursive: true, force: true });
        }
      },
    };
  } catch (err) {
    syncStop();
    throw err;
  }
}

/** Path of psql: next to the cluster binaries, else from PATH. */
export function psqlPath(): string {
  const bin = findPgBinDir();
  if (bin && fs.existsSync(path.join(bin, 'psql'))) return path.join(bin, 'psql');
  return 'psql';
}

/** (Re)creates database `name` on the server at adminUrl; returns the new database's url. */
export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`invalid database name: ${name}`);
  await run(
    psqlPath(),
    [adminUrl, '-X', '-q', '-v', 'ON_ERROR_STOP=1', '-c', `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, '-c', `CREATE DATABASE ${name}`],
    process.cwd(),
  );
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
}
