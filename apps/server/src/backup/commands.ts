import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.ts';

// What `npm run backup` and `npm run restore` (scripts/) share: where the data is, and PostgreSQL's tools.

export const ROOT = path.resolve(import.meta.dirname, '../../../..');

/** The database the server would open with this environment (and `.env`, as `npm start` reads it). */
export function storage(): { dataDir: string; databaseUrl: string | undefined } {
  if (fs.existsSync(path.join(ROOT, '.env'))) process.loadEnvFile(path.join(ROOT, '.env'));
  // A placeholder secret: without one loadConfig would write a new secret into DATA_DIR.
  const { dataDir, databaseUrl } = loadConfig({ ...process.env, AUTH_SECRET: process.env.AUTH_SECRET || 'not-needed-here' });
  return { dataDir, databaseUrl };
}

/** A refusal the scripts print as it is (no stack) before they exit with 1; nothing was changed. */
export class Refused extends Error {}

/** pg_dump or pg_restore: the newest of Debian's /usr/lib/postgresql/<version>/bin, else the one on PATH. */
export function findPostgresTool(name: 'pg_dump' | 'pg_restore'): string {
  const root = '/usr/lib/postgresql';
  let versions: string[] = [];
  try {
    versions = fs.readdirSync(root).filter((v) => /^\d+(\.\d+)?$/.test(v));
  } catch {
    // Not Debian's layout.
  }
  versions.sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  for (const version of versions) {
    const tool = path.join(root, version, 'bin', name);
    if (fs.existsSync(tool)) return tool;
  }
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
