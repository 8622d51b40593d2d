// Rows read by the columns they were selected for (decision 044). Drizzle's own reader looks up
// each field's path and class again for every row: 28 µs of a page of events on the server's thread.
import { fillPlaceholders, sql, type Column, type Query } from 'drizzle-orm';
import type { Db } from './client.ts';
import { PLANNED_EACH_TIME } from './engine-messages.ts';

/** Reads a row answered as an array, from `at` on, into these columns' keys, each value as its column maps it. */
export function rowReader<Row>(columns: Record<string, Column>): (row: unknown[], at: number) => Row {
  const keys = Object.keys(columns);
  const mapped = Object.values(columns);
  return (row, at) => {
    const read: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) {
      const value = row[at + i];
      read[keys[i]!] = value === null || value === undefined ? null : mapped[i]!.mapFromDriverValue(value);
    }
    return read as Row;
  };
}

/** Every row of an answer read by `rowReader`, from its first field. */
export function rowsReader<Row>(columns: Record<string, Column>): (rows: unknown[][]) => Row[] {
  const read = rowReader<Row>(columns);
  return (rows) => rows.map((row) => read(row, 0));
}

/** The ids of a page as one `uuid[]` value named `ids` (`column = ${anyOfIds}`): one statement's text, however many there are. */
export const anyOfIds = sql`ANY(${sql.placeholder('ids')}::uuid[])`;

/**
 * A statement prepared to answer its rows as arrays, given to `read` whole. Unnamed unless named:
 * a PostgreSQL server keeps a named statement for good on each connection. `plannedEachTime`: the
 * engine plans it for its values at every run, as PostgreSQL does an unnamed statement.
 */
export function preparedReading<T>(
  db: Db,
  statement: { toSQL(): Query },
  read: (rows: unknown[][]) => T,
  { name = '', plannedEachTime = false }: { name?: string; plannedEachTime?: boolean } = {},
) {
  const built = statement.toSQL();
  const query = plannedEachTime ? { ...built, sql: PLANNED_EACH_TIME + built.sql } : built;
  const prepared = db._.session.prepareQuery(query, undefined, name, true, read);
  return {
    execute: (values: Record<string, unknown>) => prepared.execute(values) as Promise<T>,
    /** The statement's text and its values in order, for the driver itself. */
    text: query.sql,
    params: (values: Record<string, unknown>) => fillPlaceholders(query.params, values),
  };
}
