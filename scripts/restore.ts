// `npm run restore FILE`: puts a backup from `npm run backup` into an EMPTY database (decision 028),
// then opens it once so migrations run, and says what came back. Embedded: DATA_DIR's pgdata must be
// absent or empty. PostgreSQL (DATABASE_URL): the database must hold none of our tables.
// Anything else is refused before a thing is changed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { symmetricDecrypt } from 'better-auth/crypto';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { findPostgresTool, Refused, storage, withoutPassword } from './backup-commands.ts';
import { runningServer } from '../apps/server/src/backup/running-server.ts';
import { openDatabase, queryRows, type Db } from '../apps/server/src/db/client.ts';
import { createPglite } from '../apps/server/src/db/embedded.ts';
import * as schema from '../apps/server/src/db/schema.ts';

if (!process.argv[2]) {
  console.error('usage: npm run restore FILE   (a backup from npm run backup, into an empty database)');
  process.exit(2);
}
// Named from a subfolder: that subfolder's file (npm runs scripts in the repository's root).
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2]);
const started = Date.now();
const { dataDir, databaseUrl } = storage();
const pgdata = path.join(dataDir, 'pgdata');

/** 'embedded' for a gzipped tarball, 'postgres' for pg_dump's custom format. */
function kindOf(backup: string): 'embedded' | 'postgres' {
  let head: Buffer;
  try {
    const fd = fs.openSync(backup, 'r');
    head = Buffer.alloc(5);
    fs.readSync(fd, head, 0, 5, 0);
    fs.closeSync(fd);
  } catch (error) {
    throw new Refused(`Cannot read ${backup}: ${(error as Error).message}`);
  }
  if (head[0] === 0x1f && head[1] === 0x8b) return 'embedded';
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  throw new Refused(`${backup} is not a backup from npm run backup (neither a gzipped tarball nor a pg_dump custom-format file).`);
}

/** PGlite writes the tarball's files into pgdata as it starts on them. */
async function loadTarball(backup: string): Promise<void> {
  const tarball = new Blob([fs.readFileSync(backup)], { type: 'application/x-gzip' });
  const client = await createPglite(pgdata, tarball);
  await client.close();
}

async function restoreEmbedded(backup: string): Promise<void> {
  const server = runningServer(dataDir);
  if (server) throw new Refused(`A server (pid ${server.pid}) is running on ${dataDir}; stop it and restore into an empty DATA_DIR.`);
  const existing = fs.existsSync(pgdata) ? fs.readdirSync(pgdata) : null;
  if (existing && existing.length > 0) {
    throw new Refused(
      `${pgdata} is not empty: restore goes into an empty data folder only. Nothing was changed. Point DATA_DIR at a new folder, or move this one away first.`,
    );
  }
  fs.mkdirSync(pgdata, { recursive: true });
  try {
    await loadTarball(backup);
  } catch (error) {
    // Leave the folder as it was: empty (or absent), so the restore can be tried again.
    if (existing) for (const entry of fs.readdirSync(pgdata)) fs.rmSync(path.join(pgdata, entry), { recursive: true, force: true });
    else fs.rmSync(pgdata, { recursive: true, force: true });
    throw error;
  }
}

async function restorePostgres(backup: string, url: string): Promise<void> {
  const ours = Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => getTableName(table));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let found: string[];
  try {
    const { rows } = await client.query<{ name: string }>(
      `SELECT name FROM unnest($1::text[]) AS name WHERE to_regclass(quote_ident(name)) IS NOT NULL
       UNION ALL SELECT 'drizzle.__drizzle_migrations' WHERE to_regclass('drizzle.__drizzle_migrations') IS NOT NULL`,
      [ours],
    );
    found = rows.map((row) => row.name);
  } finally {
    await client.end();
  }
  if (found.length > 0) {
    throw new Refused(
      `The database already holds ${found.length} of our tables (${found.slice(0, 5).join(', ')}${found.length > 5 ? ', …' : ''}): restore goes into an empty database only. Nothing was changed.`,
    );
  }
  const pgRestore = findPostgresTool('pg_restore');
  const target = withoutPassword(url);
  // One transaction, stopping at the first error: a failed restore leaves the database empty.
  const result = spawnSync(
    pgRestore,
    ['--no-owner', '--no-privileges', '--no-comments', '--single-transaction', '--exit-on-error', '--no-password', `--dbname=${target.url}`, backup],
    { env: { ...process.env, ...target.env }, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Refused(`pg_restore failed (exit ${result.status}); the database was left as it was.`);
}

/**
 * better-auth seals its token-signing keys with the auth secret: the restored keys open only under the
 * secret of the database's old home. Returns a warning when the secret here will not open them.
 */
async function secretWarning(db: Db): Promise<string | undefined> {
  const [key] = await queryRows<{ private_key: string }>(db, sql`SELECT private_key FROM jwks ORDER BY created_at DESC LIMIT 1`);
  if (!key) return undefined;
  // As config.ts finds it: AUTH_SECRET, else the file in DATA_DIR (absent: the server would make a new one).
  const file = path.join(dataDir, 'auth-secret');
  const secret = process.env.AUTH_SECRET || (fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : undefined);
  const opens =
    secret !== undefined &&
    (await symmetricDecrypt({ key: secret, data: JSON.parse(key.private_key) as string }).then(
      () => true,
      () => false,
    ));
  if (opens) return undefined;
  return (
    `Note: the auth secret here does not open the backup's sign-in keys. Before starting the server, set AUTH_SECRET, ` +
    `or the file ${file} (mode 600), to the secret of the server the backup came from; with another one nobody can get an access token.`
  );
}

try {
  const kind = kindOf(file);
  const into = databaseUrl ? 'a PostgreSQL server (DATABASE_URL)' : `the embedded database in ${dataDir}`;
  if (kind === 'embedded' && databaseUrl) throw new Refused(`${file} is a backup of the embedded database; restore it with DATABASE_URL unset.`);
  if (kind === 'postgres' && !databaseUrl) throw new Refused(`${file} is a pg_dump of a PostgreSQL server; restore it with DATABASE_URL set.`);
  if (databaseUrl) await restorePostgres(file, databaseUrl);
  else await restoreEmbedded(file);

  // Once through the server's own door: migrations bring an older backup up to this version.
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const [counts] = await queryRows<{ events: number; accounts: number; participations: number }>(
      database.db,
      sql`SELECT (SELECT count(*) FROM events)::int AS events, (SELECT count(*) FROM "user")::int AS accounts,
        (SELECT count(*) FROM participations)::int AS participations`,
    );
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `Restored ${file} into ${into} in ${seconds} s: ${counts!.events} events, ${counts!.accounts} accounts, ${counts!.participations} participations.`,
    );
    const warning = await secretWarning(database.db);
    if (warning) console.log(warning);
  } finally {
    await database.close();
  }
} catch (error) {
  if (!(error instanceof Refused)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
