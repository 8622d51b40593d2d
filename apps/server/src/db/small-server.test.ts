// The embedded engine and the Node runtime as a 1 GB server needs them (decision 027).
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROOT, serverNodeFlags } from '../../../../scripts/run-child.ts';
import { openDatabase, queryRows } from './client.ts';
import { PGLITE_SETTINGS } from './embedded.ts';

const run = promisify(execFile);

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

// What a Node started with the server's flags sees from inside. `--allow-natives-syntax` lets it ask V8
// which compiler ran a function and where an object was born; the two traces print V8's heap growing
// factor and its pretenuring decisions.
const PROBE_FLAGS = ['--allow-natives-syntax', '--trace-gc-verbose', '--trace-pretenuring-statistics'];
const PROBE = String.raw`
const v8 = require('node:v8');
(async () => {
  const seen = { heapLimitMiB: v8.getHeapStatistics().heap_size_limit / 2 ** 20, gc: typeof gc };
  // A burst of short-lived objects, as a busy request makes.
  let newSpace = 0;
  let batch = [];
  for (let i = 0; i < 1e6; i++) {
    batch.push({ i, list: [i] });
    if (batch.length === 100000) batch = [];
    if (i % 10000 === 0) newSpace = Math.max(newSpace, v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size);
  }
  seen.newSpaceMiB = newSpace / 2 ** 20;
  // Objects made in one place that all live long, among garbage: what V8 would otherwise pretenure.
  const make = (i) => ({ i, inner: { j: i } });
  const waste = (i) => [i, i, i, i];
  const kept = [];
  for (let round = 0; round < 6; round++) {
    for (let i = 0; i < 1e5; i++) { kept.push(make(i)); for (let k = 0; k < 4; k++) waste(i); }
    globalThis.gc?.();
  }
  seen.bornYoung = Array.from({ length: 100 }, (_, i) => %InYoungGeneration(make(i))).every(Boolean);
  // A hot WebAssembly function, (i32, i32) => i32 add, given time for V8 to tier it up.
  const bytes = new Uint8Array([0,97,115,109,1,0,0,0,1,7,1,96,2,127,127,1,127,3,2,1,0,7,7,1,3,97,100,100,0,0,10,9,1,7,0,32,0,32,1,106,11]);
  const { add } = new WebAssembly.Instance(new WebAssembly.Module(bytes)).exports;
  let sum = 0;
  for (let round = 0; round < 30 && !%IsTurboFanFunction(add); round++) {
    for (let i = 0; i < 1e5; i++) sum = add(sum, i);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  seen.wasm = { liftoff: %IsLiftoffFunction(add), turbofan: %IsTurboFanFunction(add) };
  console.log('seen ' + JSON.stringify(seen));
})();
`;

describe('the Node flags of the server', () => {
  it('do what npm start needs: Liftoff only, a 256 MiB old and 4 MiB semi-space heap growing by half, every object born young, gc() at hand', async () => {
    const { stdout } = await run(process.execPath, [...serverNodeFlags(), ...PROBE_FLAGS, '-e', PROBE], { maxBuffer: 64 * 2 ** 20 });
    const seen = JSON.parse(/^seen (.*)$/m.exec(stdout)![1]!);
    expect(seen.gc).toBe('function');
    // V8's limit is the old generation plus the young one, three semi-spaces.
    expect(seen.heapLimitMiB).toBe(256 + 3 * 4);
    // Without the flag V8 lets new space grow past 64 MiB here; with it, 8 to 17 MiB from run to run.
    expect(seen.newSpaceMiB).toBeLessThan(32);
    // After each full collection, room for half as much again as what lived.
    const factors = [...stdout.matchAll(/\[HeapController\] factor ([\d.]+)/g)].map((match) => match[1]);
    expect(factors.length).toBeGreaterThan(0);
    expect(new Set(factors)).toEqual(new Set(['1.5']));
    // No allocation site feedback gathered, so none moved to the old generation at birth.
    expect(seen.bornYoung).toBe(true);
    expect(stdout).not.toMatch(/pretenuring:/);
    expect(seen.wasm).toEqual({ liftoff: true, turbofan: false });
  });

  it('are the same in the container image', () => {
    const dockerfile = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile);
    expect(cmd).not.toBeNull();
    expect(JSON.parse(cmd![1]!)).toEqual(['node', ...serverNodeFlags(), 'apps/server/src/server.ts']);
  });
});
