// The embedded engine and the Node runtime as a 1 GB server needs them (decision 027).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROOT, serverNodeFlags } from '../../../../scripts/run-child.ts';
import { openDatabase, queryRows } from './client.ts';
import { PGLITE_SETTINGS } from './embedded.ts';

describe('the embedded database on a small server', () => {
  it('runs PostgreSQL with a small page cache and few connections instead of its stock 128 MB', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      const show = async (name: string) => (await queryRows<Record<string, string>>(database.db, sql.raw(`SHOW ${name}`)))[0]![name];
      expect(await show('shared_buffers')).toBe('16MB');
      expect(await show('max_connections')).toBe('3');
      for (const [name, value] of Object.entries(PGLITE_SETTINGS)) expect(await show(name)).toBe(value);
    } finally {
      await database.close();
    }
  });

  it('starts a new database from the template instead of running initdb, and keeps it on the next start', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'new-database-'));
    const systemId = async (database: Awaited<ReturnType<typeof openDatabase>>) =>
      (await queryRows<{ id: string }>(database.db, sql`SELECT system_identifier::text AS id FROM pg_control_system()`))[0]!.id;
    try {
      const inMemory = await openDatabase({ dataDir: 'memory://' });
      const memoryId = await systemId(inMemory);
      await inMemory.close();

      const first = await openDatabase({ dataDir: folder });
      // initdb gives every cluster its own identifier: the same one twice means both came from the template.
      expect(await systemId(first)).toBe(memoryId);
      await first.db.execute(sql`INSERT INTO newsletter_subscriptions (email) VALUES ('kept@example.org')`);
      await first.close();

      const again = await openDatabase({ dataDir: folder });
      const rows = await queryRows<{ email: string }>(again.db, sql`SELECT email FROM newsletter_subscriptions`);
      await again.close();
      expect(rows).toEqual([{ email: 'kept@example.org' }]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('unpacks the template beside the data folder and moves it in whole: a start cut short leaves nothing half made', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'new-database-'));
    try {
      // What a start killed while unpacking leaves: part of the template beside an empty pgdata.
      mkdirSync(path.join(folder, 'pgdata.unpacking', 'base'), { recursive: true });
      writeFileSync(path.join(folder, 'pgdata.unpacking', 'PG_VERSION'), 'half');
      mkdirSync(path.join(folder, 'pgdata'));
      const database = await openDatabase({ dataDir: folder });
      const [row] = await queryRows<{ one: number }>(database.db, sql`SELECT 1 AS one`);
      await database.close();
      expect(row).toEqual({ one: 1 });
      expect(readdirSync(folder).sort()).toEqual(['pgdata']);
      expect(readFileSync(path.join(folder, 'pgdata', 'PG_VERSION'), 'utf8').trim()).toMatch(/^\d+$/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('the Node flags of the server', () => {
  it('are the ones of npm start: Liftoff only, a small young and old generation that grows by half, every object born young, a collection once ready', () => {
    expect(serverNodeFlags()).toEqual(['--liftoff-only', '--max-semi-space-size=4', '--max-old-space-size=256', '--heap-growing-percent=50', '--no-allocation-site-pretenuring', '--expose-gc']);
  });

  it('are the same in the container image', () => {
    const dockerfile = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile);
    expect(cmd).not.toBeNull();
    expect(JSON.parse(cmd![1]!)).toEqual(['node', ...serverNodeFlags(), 'apps/server/src/server.ts']);
  });
});
