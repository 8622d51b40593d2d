import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config.ts';
import { findPgBinDir } from './postgres-cluster.ts';
import { loadDotEnv } from './run-child.ts';

// What `npm run backup` and `npm run restore` (scripts/) share: where the data is, and PostgreSQL's tools.

/** The database the server would open with this environment (and `.env`, as `npm start` reads it). */
export function storage(): { dataDir: string; databaseUrl: string | undefined } {
  loadDotEnv();
  // A placeholder secret: without one loadConfig would write a new secret into DATA_DIR.
  const { dataDir, databaseUrl } = loadConfig({ ...process.env, AUTH_SECRET: process.env.AUTH_SECRET || 'not-needed-here' });
  return { dataDir, databaseUrl };
}

/** A refusal the scripts print as it is (no stack) before they exit with 1; nothing was changed. */
export class Refused extends Error {}

/** pg_dump or pg_restore: the newest of Debian's /usr/lib/postgresql/<version>/bin, else the one on PATH. */
export function findPostgresTool(name: 'pg_dump' | 'pg_restore'): string {
  const bin = findPgBinDir([name]);
  if (bin) return path.join(bin, name);
  if (spawnSync(name, ['--version'], { stdio: 'ignore' }).status === 0) return name;
  throw new Refused(
    `${name} was not found (in /usr/lib/postgresql/*/bin or on PATH). Install PostgreSQL's client tools, ` +
      `at least the server's version (Debian/Ubuntu: apt-get install postgresql-client).`,
  );
}

/** The address without its password, which goes to libpq through PGPASSWORD instead (never on a command line). */
export function withoutPassword(databaseUrl: string): { url: string; env: Record<string, string> } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}
