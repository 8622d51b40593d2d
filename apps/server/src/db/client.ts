import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { prepareStatements } from './prepared-statements.ts';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A PostgreSQL server's connection pool, as the metrics report it. */
export type PoolStats = { total: number; idle: number; waiting: number };

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  poolStats?: () => PoolStats;
  /** Embedded only: the data folder as a gzipped tarball, taken between transactions after a checkpoint (decision 028). */
  dumpData?: () => Promise<Blob>;
};

const here = path.dirname(fileURLToPath(import.meta.url));
const migrationsFolder = path.join(here, 'migrations');
/**
 * An empty cluster made by PGlite's initdb (`npm run db:template`, decision 030). A new embedded
 * database is unpacked from it: initdb itself peaks at about 550 MiB.
 */
export const NEW_DATABASE_TEMPLATE = path.join(here, 'new-database.tar.br');

/**
 * The template as PGlite's `loadDataDir` takes it, for a folder with no database yet. PGlite keeps
 * its options as long as the client lives and reads the tarball once, with `arrayBuffer()`: this
 * gives its 40 MB once and lets them go.
 */
export function newDatabaseTarball(): Blob {
  let tar: Uint8Array | undefined = brotliDecompressSync(readFileSync(NEW_DATABASE_TEMPLATE));
  const once = {
    type: 'application/x-tar',
    size: tar.byteLength,
    arrayBuffer: async () => {
      if (!tar) throw new Error('The new-database template was read already');
      const bytes = tar;
      tar = undefined;
      const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
      return whole ? bytes.buffer : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    },
  };
  return once as unknown as Blob;
}
/**
 * The embedded engine's memory (decision 027). PGlite starts PostgreSQL with its stock 128 MB of
 * shared buffers and 100 connections' worth of shared memory, all inside this process and never
 * given back. One connection and a small page cache keep the server within a 1 GB machine; pages
 * not in the cache come from the operating system's file cache.
 */
export const PGLITE_SETTINGS = {
  shared_buffers: '16MB',
  max_connections: '3',
  temp_buffers: '1MB',
  wal_buffers: '512kB',
  max_locks_per_transaction: '32',
  maintenance_work_mem: '16MB',
} as const;

// Any fixed number: serialises migrations when several instances start at once.
const MIGRATION_LOCK_ID = 7_420_215;

/** `dataDir` 'memory://' gives a throw-away in-memory database. */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  onConnectionError?: (error: Error) => void;
}): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.onConnectionError ?? (() => {}));
  let dataDir = opts.dataDir;
  let isNew = true;
  if (!dataDir.startsWith('memory://')) {
    dataDir = path.join(dataDir, 'pgdata');
    mkdirSync(dataDir, { recursive: true });
    isNew = !existsSync(path.join(dataDir, 'PG_VERSION'));
  }
  const settings = Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    loadDataDir: isNew ? newDatabaseTarball() : undefined,
    startParams: [...PGlite.defaultStartParams, ...settings],
  });
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  prepareStatements(client);
  const dumpData = () =>
    client.transaction(async (tx) => {
      await tx.exec('CHECKPOINT');
      return client.dumpDataDir('gzip');
    });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close(), dumpData };
}

async function openPostgres(connectionString: string, onConnectionError: (error: Error) => void): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: Number(process.env.DATABASE_POOL_MAX ?? 20) });
  // An idle connection that breaks (server restart, admin kill) is dropped and replaced by the pool.
  pool.on('error', onConnectionError);
  const lockClient = await pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg({ client: lockClient, schema }), { migrationsFolder });
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    lockClient.release();
  }
  const db = drizzlePg({ client: pool, schema });
  const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end(), poolStats };
}

/** Raw SQL rows; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
