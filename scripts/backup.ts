// `npm run backup [FILE]`: a consistent backup of the database (decision 028).
// Embedded: the data folder as PGlite's gzipped tarball, asked of the running server when one has it
// open, else read here. PostgreSQL (DATABASE_URL): pg_dump's custom format.
// Default FILE: backups/volunteer-hub-<UTC time>.tar.gz (or .dump) in the repository.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findPostgresTool, Refused, storage, withoutPassword } from './backup-commands.ts';
import { ROOT } from './run-child.ts';
import { backupKey, runningServer, type RunningServer } from '../apps/server/src/backup/running-server.ts';

const started = Date.now();
// The backup holds every account: readable by the operator only, from the first byte.
process.umask(0o077);
const { dataDir, databaseUrl } = storage();
const stamp = new Date()
  .toISOString()
  .replace(/[-:]/g, '')
  .replace(/\.\d+Z$/, 'Z');
// A FILE named from a subfolder means that subfolder's (npm runs scripts in the repository's root).
const file = process.argv[2]
  ? path.resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2])
  : path.join(ROOT, 'backups', `volunteer-hub-${stamp}.${databaseUrl ? 'dump' : 'tar.gz'}`);
// Written beside the target and renamed when complete: a half-written backup never has its name.
const partial = `${file}.partial`;

/** The server's secret as config.ts reads it: AUTH_SECRET, else the file it keeps in DATA_DIR (the operator's alone). */
function serverSecret(): string {
  if (process.env.AUTH_SECRET) return process.env.AUTH_SECRET;
  try {
    return fs.readFileSync(path.join(dataDir, 'auth-secret'), 'utf8').trim();
  } catch (error) {
    throw new Refused(`Cannot read the server's secret (${(error as Error).message}): run this as the server's user, or with its AUTH_SECRET.`);
  }
}

/** The embedded database from the server that has it open. */
async function fromServer(server: RunningServer): Promise<Buffer> {
  if (!server.port) throw new Refused(`The server (pid ${server.pid}) on ${dataDir} is still starting; run the backup again once it listens.`);
  const authSecret = serverSecret();
  const host = server.host?.includes(':') ? `[${server.host}]` : server.host;
  const url = `http://${host}:${server.port}/api/backup`;
  let res: Response;
  try {
    res = await fetch(url, { headers: { authorization: `Bearer ${backupKey(authSecret)}` }, signal: AbortSignal.timeout(10 * 60_000) });
  } catch (error) {
    throw new Refused(
      `The server (pid ${server.pid}) on ${dataDir} did not answer at ${url}: ${String((error as Error).cause ?? error)}. ` +
        `If that process is not Volunteer Hub, remove ${path.join(dataDir, 'server.json')}.`,
    );
  }
  if (res.status !== 200) {
    throw new Refused(
      `The server (pid ${server.pid}) at ${url} refused the backup (${res.status}): run this on the server's machine ` +
        'with the same DATA_DIR and AUTH_SECRET as the server.',
    );
  }
  return Buffer.from(await res.arrayBuffer());
}

/** The embedded database, opened here: no server has it. Opened as it is, without migrating it. */
async function fromDataFolder(): Promise<Buffer> {
  const pgdata = path.join(dataDir, 'pgdata');
  if (!fs.existsSync(path.join(pgdata, 'PG_VERSION'))) throw new Refused(`No embedded database in ${dataDir} (no pgdata/PG_VERSION): nothing to back up.`);
  // Loaded only here: the database code is heavy, and the server path needs none of it.
  const { createPglite, dumpData } = await import('../apps/server/src/db/embedded.ts');
  const client = await createPglite(pgdata);
  try {
    const tarball = await dumpData(client);
    return Buffer.from(await tarball.arrayBuffer());
  } finally {
    await client.close();
  }
}

function pgDump(url: string): void {
  const pgDumpPath = findPostgresTool('pg_dump');
  const target = withoutPassword(url);
  const result = spawnSync(pgDumpPath, ['--format=custom', '--no-password', `--file=${partial}`, `--dbname=${target.url}`], {
    env: { ...process.env, ...target.env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Refused(`pg_dump failed (exit ${result.status}); nothing was written to ${file}.`);
}

function size(bytes: number): string {
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KiB` : `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

try {
  if (fs.existsSync(file)) throw new Refused(`${file} already exists; name another file.`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  let source: string;
  if (databaseUrl) {
    pgDump(databaseUrl);
    source = 'PostgreSQL (pg_dump, custom format)';
  } else {
    const server = runningServer(dataDir);
    const tarball = server ? await fromServer(server) : await fromDataFolder();
    fs.writeFileSync(partial, tarball);
    source = server ? `the running server (pid ${server.pid}) on ${dataDir}` : `the embedded database in ${dataDir}`;
  }
  fs.renameSync(partial, file);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`Backup of ${source} written to ${file} (${size(fs.statSync(file).size)}, ${seconds} s).`);
} catch (error) {
  fs.rmSync(partial, { force: true });
  if (!(error instanceof Refused)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
