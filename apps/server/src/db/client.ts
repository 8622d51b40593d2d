import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { unpackNewDatabase } from './embedded.ts';
import { openEngine } from './engine.ts';
import type { SQL } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The database's connections as the metrics report them (the embedded engine is one). */
export type PoolStats = { total: number; idle: number; waiting: number };

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  poolStats?: () => PoolStats;
  /** Embedded only: the data folder as a gzipped tarball, taken between transactions after a checkpoint (decision 028). */
  dumpData?: () => Promise<Blob>;
  /** PostgreSQL only: word to and from the other instances on the same database. */
  notifications?: Notifications;
};

/**
 * PostgreSQL's LISTEN, for what triggers NOTIFY. It keeps one connection of its own; while it is lost and
 * made again, messages may be missed, so `onMessage(null)` says so.
 */
export type Notifications = {
  /** Answers the way to stop listening. */
  listen: (channel: string, onMessage: (payload: string | null) => void) => Promise<() => void>;
};

const here = path.dirname(fileURLToPath(import.meta.url));
const migrationsFolder = path.join(here, 'migrations');

// Any fixed number: serialises migrations when several instances start at once.
const MIGRATION_LOCK_ID = 7_420_215;

/** `dataDir` 'memory://' gives a throw-away in-memory database. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; onConnectionError?: (error: Error) => void }): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.onConnectionError ?? (() => {}));
  // A database in memory is always new: PGlite takes the template as its loadDataDir. A folder gets
  // the template unpacked into it when it has no database yet, and PGlite opens it as it is.
  const inMemory = opts.dataDir.startsWith('memory://');
  const dataDir = inMemory ? opts.dataDir : path.join(opts.dataDir, 'pgdata');
  if (!inMemory && !existsSync(path.join(dataDir, 'PG_VERSION'))) await unpackNewDatabase(dataDir);
  const client = await openEngine({ dataDir, isNew: inMemory });
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  // The engine answers one statement at a time: a pool of one connection.
  const poolStats = () => {
    const asked = client.asked();
    return { total: 1, idle: asked === 0 ? 1 : 0, waiting: Math.max(0, asked - 1) };
  };
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close(), poolStats, dumpData: () => client.dumpData() };
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
  const listening = postgresListener(connectionString, onConnectionError);
  const notifications: Notifications = { listen: listening.listen };
  const close = async () => {
    await listening.close();
    await pool.end();
  };
  return { db: db as unknown as Db, kind: 'postgres', close, poolStats, notifications };
}

/** One connection that LISTENs, made again a second after it breaks. */
function postgresListener(connectionString: string, onConnectionError: (error: Error) => void) {
  const channels = new Map<string, Set<(payload: string | null) => void>>();
  const tell = (channel: string, payload: string | null) => channels.get(channel)?.forEach((onMessage) => onMessage(payload));
  let client: pg.Client | undefined;
  let closed = false;
  let connecting: Promise<void> | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => tell(message.channel, message.payload ?? ''));
    next.on('error', (error) => {
      onConnectionError(error);
      if (client !== next) return;
      client = undefined;
      void next.end().catch(() => {});
      for (const channel of channels.keys()) tell(channel, null);
      if (!closed) setTimeout(() => void connect().catch(onConnectionError), 1000).unref();
    });
    await next.connect();
    for (const channel of channels.keys()) await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  }

  return {
    async listen(channel: string, onMessage: (payload: string | null) => void) {
      const listeners = channels.get(channel) ?? new Set();
      const first = listeners.size === 0;
      listeners.add(onMessage);
      channels.set(channel, listeners);
      if (!client) await (connecting ??= connect());
      else if (first) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return () => void listeners.delete(onMessage);
    },
    async close() {
      closed = true;
      await client?.end().catch(() => {});
    },
  };
}

/** Raw SQL rows; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
