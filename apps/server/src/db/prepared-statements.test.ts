// Named prepared statements on the embedded engine (decision 039): the same answers as PGlite's own
// query, one plan per statement text, and transactions left alone.
import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { prepareStatements } from './prepared-statements.ts';

let client: PGlite;
/** PGlite's own query, kept before the statements are prepared. */
let own: PGlite['query'];
const kept = async () => (await own<{ statement: string }>('SELECT statement FROM pg_prepared_statements ORDER BY prepare_time')).rows.map((row) => row.statement);

beforeEach(async () => {
  client = await PGlite.create();
  own = client.query.bind(client);
  await client.exec(`
    CREATE TABLE t (id int PRIMARY KEY, name text, at timestamptz, data jsonb, ok boolean, tags text[], amount numeric, key uuid);
    INSERT INTO t VALUES (1, 'one', '2026-01-02T03:04:05Z', '{"a":[1,2]}', true, '{x,"y z"}', 1.50, 'a1b2c3d4-0000-4000-8000-000000000001'),
                         (2, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
  `);
});
afterEach(async () => {
  await client.close();
});

describe('statements prepared by name on the embedded engine', () => {
  it('answers as PGlite does: every type, both row modes, parameters of each kind, no rows', async () => {
    const asked: [string, unknown[], { rowMode: 'array' } | undefined][] = [
      ['SELECT * FROM t ORDER BY id', [], undefined],
      ['SELECT * FROM t ORDER BY id', [], { rowMode: 'array' }],
      ['SELECT id, name FROM t WHERE at < $1 AND id = ANY($2) AND name = $3', [new Date('2026-06-01'), [1, 2], 'one'], undefined],
      ['SELECT $1::jsonb AS data, $2::boolean AS ok, $3::int AS n', [{ b: 'c' }, false, null], undefined],
      ['SELECT id FROM t WHERE id > $1', [5], undefined],
      ['SELECT $1::text AS words', ['স্বেচ্ছাসেবক 🌱 "quoted" \\ back'], undefined],
      ['UPDATE t SET name = $1 WHERE id = $2 RETURNING id, name', ['uno', 1], undefined],
      ['INSERT INTO t (id) VALUES ($1)', [4], undefined],
      ['DELETE FROM t WHERE id >= $1', [3], undefined],
    ];
    // Each asked twice: the writes leave the table as they found it for the second round.
    const restore = () => own('UPDATE t SET name = $1 WHERE id = 1', ['one']);
    const expected = [];
    for (const [text, params, options] of asked) expected.push(await own(text, params, options));
    await restore();
    prepareStatements(client);
    for (const [i, [text, params, options]] of asked.entries()) expect(await client.query(text, params, options)).toEqual(expected[i]);
    await restore();
    const [row] = (await client.query<{ at: Date; data: unknown; tags: string[] }>('SELECT at, data, tags FROM t WHERE id = $1', [1])).rows;
    expect(row).toEqual({ at: new Date('2026-01-02T03:04:05Z'), data: { a: [1, 2] }, tags: ['x', 'y z'] });
  });

  it('prepares each text once and keeps at most the given number, the least recently used closed first', async () => {
    const statements = prepareStatements(client, 2);
    for (let i = 0; i < 3; i++) await client.query('SELECT name FROM t WHERE id = $1', [1]);
    expect(await kept()).toEqual(['SELECT name FROM t WHERE id = $1']);
    await client.query('SELECT 2 AS two');
    await client.query('SELECT name FROM t WHERE id = $1', [2]);
    await client.query('SELECT 3 AS three');
    expect(statements.kept()).toBe(2);
    expect(await kept()).toEqual(['SELECT name FROM t WHERE id = $1', 'SELECT 3 AS three']);
  });

  it('writes outside a transaction, and a refused row gives PostgreSQL’s code and leaves the next statement working', async () => {
    prepareStatements(client);
    await client.query('INSERT INTO t (id, name) VALUES ($1, $2)', [3, 'three']);
    const refused = await client.query('INSERT INTO t (id, name) VALUES ($1, $2)', [3, 'again']).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: '23505', table: 't', constraint: 't_pkey', detail: 'Key (id)=(3) already exists.', severity: 'ERROR' });
    const wrong = await client.query('SELEC 1').catch((error: unknown) => error);
    expect(wrong).toMatchObject({ code: '42601' });
    expect((await client.query('SELECT name FROM t WHERE id = $1', [3])).rows).toEqual([{ name: 'three' }]);
  });

  it('waits for an open transaction instead of running inside it', async () => {
    prepareStatements(client);
    let outside: Promise<unknown> | undefined;
    await client
      .transaction(async (tx) => {
        await tx.query('INSERT INTO t (id, name) VALUES (9, $1)', ['not kept']);
        outside = client.query<{ n: number }>('SELECT count(*)::int AS n FROM t');
        await new Promise((resolve) => setTimeout(resolve, 20));
        await tx.rollback();
      })
      .catch(() => {});
    expect(((await outside) as { rows: unknown[] }).rows).toEqual([{ n: 2 }]);
  });

  it('prepares a statement again when its table changed under the kept plan', async () => {
    prepareStatements(client);
    expect(Object.keys((await client.query('SELECT * FROM t WHERE id = $1', [1])).rows[0]!)).not.toContain('added');
    await client.exec('ALTER TABLE t ADD COLUMN added int DEFAULT 7');
    expect((await client.query<{ added: number }>('SELECT * FROM t WHERE id = $1', [1])).rows[0]!.added).toBe(7);
    expect(await kept()).toEqual(['SELECT * FROM t WHERE id = $1']);
  });
});
