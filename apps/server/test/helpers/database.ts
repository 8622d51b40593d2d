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
