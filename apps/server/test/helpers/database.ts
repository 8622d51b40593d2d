import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client.ts';

export type TestDbKind = 'pglite' | 'postgres';

export function testDbKind(): TestDbKind {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run the suite with `npm test` (it starts PostgreSQL)');
  return url;
}

/** A fresh, empty database of the project's kind: a new PostgreSQL database, or a PGlite folder/memory. */
export async function createTestDatabaseUrl(): Promise<{ databaseUrl: string; drop: () => Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl() });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function openTestDatabase(): Promise<Database> {
  if (testDbKind() === 'pglite') return openDatabase({ dataDir: 'memory://' });
  const { databaseUrl, drop } = await createTestDatabaseUrl();
  const database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
  return {
    ...database,
    async close() {
      await database.close();
      await drop();
    },
  };
}

type Ask = (...args: unknown[]) => Promise<unknown>;
type Driver = { query: Ask; answer?: Ask };
/**
 * The statements the app hands its database driver (PGlite, or node-postgres' pool) while `run`
 * runs: asked for rows, or on the embedded engine for its answer's bytes.
 */
export async function statementsDuring(db: unknown, run: () => Promise<unknown>): Promise<string[]> {
  const driver = (db as { $client: Driver }).$client;
  const sent: string[] = [];
  const restore: (() => void)[] = [];
  for (const method of ['query', 'answer'] as const) {
    const original = driver[method];
    if (!original) continue;
    const own = Object.hasOwn(driver, method);
    driver[method] = function (this: unknown, ...args: unknown[]) {
      sent.push(typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text);
      return original.apply(this, args);
    };
    restore.push(() => (own ? (driver[method] = original) : delete driver[method]));
  }
  try {
    await run();
  } finally {
    for (const undo of restore) undo();
  }
  return sent;
}
