// The embedded engine on its own thread (decision 040) with statements prepared by name (decision
// 039): the same answers as PGlite's own query, one plan per statement text, transactions kept
// apart, and the server's thread free while PostgreSQL works.
import { PGlite } from '@electric-sql/pglite';
import { DatabaseError } from 'pg-protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openEngine, type EngineClient } from './engine.ts';
import { PLANNED_EACH_TIME } from './engine-messages.ts';

const TABLE = [
  'CREATE TABLE t (id int PRIMARY KEY, name text, at timestamptz, data jsonb, ok boolean, tags text[], amount numeric, key uuid)',
  `INSERT INTO t VALUES (1, 'one', '2026-01-02T03:04:05Z', '{"a":[1,2]}', true, '{x,"y z"}', 1.50, 'a1b2c3d4-0000-4000-8000-000000000001'),
                        (2, NULL, NULL, NULL, NULL, NULL, NULL, NULL)`,
];

let engine: EngineClient;
const started = async (statementsKept?: number) => {
  engine = await openEngine({ dataDir: 'memory://', isNew: true, statementsKept });
  for (const statement of TABLE) await engine.query(statement);
};
const kept = async () =>
  (await engine.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements ORDER BY prepare_time')).rows.map((row) => row.statement);

beforeEach(() => started());
afterEach(() => engine.close());

describe('the embedded engine on its own thread', () => {
  it('answers as PGlite does: every type, both row modes, parameters of each kind, no rows', async () => {
    const asked: [string, unknown[], { rowMode: 'array' } | undefined][] = [
      ['SELECT * FROM t ORDER BY id', [], undefined],
      ['SELECT * FROM t ORDER BY id', [], { rowMode: 'array' }],
      ['SELECT id, name FROM t WHERE at < $1 AND id = ANY($2) AND name = $3', [new Date('2026-06-01'), [1, 2], 'one'], undefined],
      ['SELECT $1::jsonb AS data, $2::boolean AS ok, $3::int AS n, $4::bytea AS b', [{ b: 'c' }, false, null, new Uint8Array([0, 255])], undefined],
      ['SELECT id FROM t WHERE id > $1', [5], undefined],
      ['SELECT $1::text AS words', ['স্বেচ্ছাসেবক 🌱 "quoted" \\ back'], undefined],
      ['UPDATE t SET name = $1 WHERE id = $2 RETURNING id, name', ['uno', 1], undefined],
      ['INSERT INTO t (id) VALUES ($1)', [4], undefined],
      ['DELETE FROM t WHERE id >= $1', [3], undefined],
    ];
    const own = await PGlite.create();
    try {
      for (const statement of TABLE) await own.query(statement);
      for (const [text, params, options] of asked) expect(await engine.query(text, params, options)).toEqual(await own.query(text, params, options));
    } finally {
      await own.close();
    }
    const [row] = (await engine.query<{ at: Date; data: unknown; tags: string[] }>('SELECT at, data, tags FROM t WHERE id = $1', [1])).rows;
    expect(row).toEqual({ at: new Date('2026-01-02T03:04:05Z'), data: { a: [1, 2] }, tags: ['x', 'y z'] });
  });

  it('takes the caller’s parsers before its own', async () => {
    const raw = (value: string) => value;
    const { rows } = await engine.query('SELECT at FROM t WHERE id = 1', [], { parsers: { 1184: raw } });
    expect(rows).toEqual([{ at: '2026-01-02 03:04:05+00' }]);
  });

  it('prepares each text once and keeps at most the given number, the least recently used closed first', async () => {
    await engine.close();
    await started(3);
    for (let i = 0; i < 3; i++) await engine.query('SELECT name FROM t WHERE id = $1', [1]);
    // The table's two statements, and this one prepared once.
    expect(await engine.kept()).toBe(3);
    await engine.query('SELECT 2 AS two');
    await engine.query('SELECT name FROM t WHERE id = $1', [2]);
    await engine.query('SELECT 3 AS three');
    // Asking which are kept is one more statement: the least recently used, SELECT 2, makes room.
    expect(await kept()).toEqual([
      'SELECT name FROM t WHERE id = $1',
      'SELECT 3 AS three',
      'SELECT statement FROM pg_prepared_statements ORDER BY prepare_time',
    ]);
    expect(await engine.kept()).toBe(3);
  });

  it('writes outside a transaction, and a refused row gives PostgreSQL’s code and leaves the next statement working', async () => {
    await engine.query('INSERT INTO t (id, name) VALUES ($1, $2)', [3, 'three']);
    const refused = await engine.query('INSERT INTO t (id, name) VALUES ($1, $2)', [3, 'again']).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: '23505', table: 't', constraint: 't_pkey', detail: 'Key (id)=(3) already exists.', severity: 'ERROR' });
    // node-postgres' own error, as a PostgreSQL server's refusal gives it (decision 050).
    expect(refused).toBeInstanceOf(DatabaseError);
    const wrong = await engine.query('SELEC 1').catch((error: unknown) => error);
    expect(wrong).toMatchObject({ code: '42601', message: 'syntax error at or near "SELEC"' });
    expect(wrong).toBeInstanceOf(DatabaseError);
    expect((await engine.query('SELECT name FROM t WHERE id = $1', [3])).rows).toEqual([{ name: 'three' }]);
  });

  it('commits a transaction that ends well, rolls back one that throws, and runs no statement of others inside one', async () => {
    const count = async () => (await engine.query<{ n: number }>('SELECT count(*)::int AS n FROM t')).rows[0]!.n;
    await engine.transaction(async (tx) => {
      await tx.query('INSERT INTO t (id, name) VALUES (5, $1)', ['kept']);
    });
    expect(await count()).toBe(3);
    let outside: Promise<number> | undefined;
    const failed = await engine
      .transaction(async (tx) => {
        await tx.query('INSERT INTO t (id, name) VALUES (9, $1)', ['not kept']);
        outside = count();
        await new Promise((resolve) => setTimeout(resolve, 20));
        expect((await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM t')).rows[0]!.n).toBe(4);
        throw new Error('changed my mind');
      })
      .catch((error: unknown) => error);
    expect(failed).toMatchObject({ message: 'changed my mind' });
    expect(await outside).toBe(3);
    expect(await count()).toBe(3);
  });

  it('sends a transaction’s first statement with its beginning, and runs it inside once the engine is free', async () => {
    const holding = engine.transaction(async (tx) => {
      await tx.query('INSERT INTO t (id, name) VALUES (6, $1)', ['first']);
      await new Promise((resolve) => setTimeout(resolve, 30));
    });
    let seen: number[] = [];
    const asked = engine.asked();
    const next = engine.transaction(async (tx) => {
      // Both statements go at once: they wait behind the open transaction, in order, inside this one.
      const [, read] = await Promise.all([
        tx.query('INSERT INTO t (id, name) VALUES (7, $1)', ['second']),
        tx.query<{ id: number }>('SELECT id FROM t WHERE id > 2 ORDER BY id'),
      ]);
      seen = read.rows.map((row) => row.id);
    });
    // Asked without waiting for an answer: the beginning and both statements.
    expect(engine.asked() - asked).toBe(3);
    await Promise.all([holding, next]);
    expect(seen).toEqual([6, 7]);
    // One that throws before any statement, and one with none, leave the engine answering.
    await expect(
      engine.transaction(async () => {
        throw new Error('nothing asked');
      }),
    ).rejects.toThrow('nothing asked');
    expect(await engine.transaction(async () => 'empty')).toBe('empty');
    expect((await engine.query<{ n: number }>('SELECT count(*)::int AS n FROM t')).rows[0]!.n).toBe(4);
  });

  it('plans a statement marked planned-each-time for its values at every run, with the same answers as a kept plan', async () => {
    await engine.query("INSERT INTO t (id, name) SELECT n, 'row ' || n FROM generate_series(10, 2000) AS n");
    await engine.query('ANALYZE t');
    const text = 'SELECT count(*)::int AS n FROM t WHERE id > $1 AND name LIKE $2';
    const asks: [number, string][] = [0, 1990, 5, 1999, 100, 1500, 10, 1998].map((id, i) => [id, i % 2 ? 'row 19%' : '%']);
    const answers = async (statement: string) => {
      const counts: number[] = [];
      for (const [id, pattern] of asks) counts.push((await engine.query<{ n: number }>(statement, [id, pattern])).rows[0]!.n);
      return counts;
    };
    expect(await answers(PLANNED_EACH_TIME + text)).toEqual(await answers(text));
    const runs = async (statement: string) =>
      (await engine.query<{ runs: number }>('SELECT (generic_plans + custom_plans)::int AS runs FROM pg_prepared_statements WHERE statement = $1', [statement]))
        .rows[0]?.runs;
    // The kept plan went on to be used for every value after five; the marked one is never run by name.
    expect(await runs(text)).toBe(asks.length);
    expect(await runs(PLANNED_EACH_TIME + text)).toBe(0);
  });

  it('prepares a statement again when its table changed under the kept plan', async () => {
    expect(Object.keys((await engine.query('SELECT * FROM t WHERE id = $1', [1])).rows[0]!)).not.toContain('added');
    await engine.query('ALTER TABLE t ADD COLUMN added int DEFAULT 7');
    expect((await engine.query<{ added: number }>('SELECT * FROM t WHERE id = $1', [1])).rows[0]!.added).toBe(7);
  });

  it('gives every answer whole when many are in flight: more than the shared memory holds, and one larger than it', async () => {
    const sizes = [...Array.from({ length: 40 }, (_, i) => 100_000 + i * 997), 3_000_000, 17, 250_000];
    // Once first, so that the answers below come without their fields, through the shared memory.
    expect((await engine.query<{ text: string }>('SELECT repeat($1, $2) AS text', ['z', 3])).rows).toEqual([{ text: 'zzz' }]);
    const answers = await Promise.all(
      sizes.map((size, i) => engine.query<{ text: string }>('SELECT repeat($1, $2) AS text', [String.fromCharCode(97 + (i % 26)), size])),
    );
    answers.forEach((answer, i) => expect(answer.rows[0]!.text).toBe(String.fromCharCode(97 + (i % 26)).repeat(sizes[i]!)));
  });

  it('refuses a value no message can carry, and goes on answering', async () => {
    await expect(engine.query('SELECT $1::text AS text', [() => 'a function'])).rejects.toThrow(/could not be cloned/);
    expect((await engine.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('leaves the server’s thread free while PostgreSQL works', async () => {
    let ticks = 0;
    const ticking = setInterval(() => ticks++, 10);
    try {
      await engine.query('SELECT pg_sleep(0.3)');
    } finally {
      clearInterval(ticking);
    }
    expect(ticks).toBeGreaterThanOrEqual(10);
  });

  it('vacuums and analyzes the tables that changed, once it has been idle a second, as autovacuum would', async () => {
    await engine.close();
    engine = await openEngine({ dataDir: 'memory://', isNew: true, maintainEveryMs: 100 });
    await engine.query('CREATE TABLE walked (id int PRIMARY KEY, n int)');
    await engine.query('CREATE TABLE still (id int PRIMARY KEY)');
    await engine.query('INSERT INTO still SELECT generate_series(1, 10)');
    await engine.query('INSERT INTO walked SELECT i, 0 FROM generate_series(1, 5000) AS i');
    await engine.query('UPDATE walked SET n = 1 WHERE id <= 2000');
    const state = async () =>
      (
        await engine.query<{ relname: string; vacuums: number; analyzes: number; dead: number; visible: number; tuples: number }>(
          `SELECT s.relname, s.vacuum_count::int AS vacuums, s.analyze_count::int AS analyzes, s.n_dead_tup::int AS dead,
             c.relallvisible AS visible, c.reltuples::int AS tuples
           FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid ORDER BY s.relname`,
        )
      ).rows;
    const before = await state();
    expect(before.find((table) => table.relname === 'walked')).toMatchObject({ vacuums: 0, analyzes: 0, visible: 0 });
    await expect.poll(state, { timeout: 10_000, interval: 1500 }).toEqual([
      { relname: 'still', vacuums: 0, analyzes: 0, dead: 0, visible: 0, tuples: -1 },
      { relname: 'walked', vacuums: 1, analyzes: 1, dead: 0, visible: expect.any(Number), tuples: 5000 },
    ]);
    expect((await state())[1]!.visible).toBeGreaterThan(0);
  });

  it('dumps its data folder as a gzipped tarball, and answers no more once closed', async () => {
    const tarball = new Uint8Array(await (await engine.dumpData()).arrayBuffer());
    expect([...tarball.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
    await engine.close();
    await expect(engine.query('SELECT 1')).rejects.toThrow('The database engine stopped');
    await started();
  });
});
