// The embedded engine and the Node runtime as a 1 GB server needs them (decision 027).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROOT, serverNodeFlags } from '../../../../scripts/run-child.ts';
import { openDatabase, PGLITE_SETTINGS, queryRows } from './client.ts';

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
});

describe('the Node flags of the server', () => {
  it('are the ones of npm start: Liftoff only, a small young and old generation, a collection once ready', () => {
    expect(serverNodeFlags()).toEqual(['--liftoff-only', '--max-semi-space-size=4', '--max-old-space-size=256', '--expose-gc']);
  });

  it('are the same in the container image', () => {
    const dockerfile = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile);
    expect(cmd).not.toBeNull();
    expect(JSON.parse(cmd![1]!)).toEqual(['node', ...serverNodeFlags(), 'apps/server/src/server.ts']);
  });
});
