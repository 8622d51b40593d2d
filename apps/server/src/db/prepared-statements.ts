// Named prepared statements for the embedded engine (decision 039). PGlite's `query` parses, plans
// and describes every statement anew, in six calls into the engine; PostgreSQL's planning alone was
// half the time of a page of events. Outside transactions, each statement text is prepared once and
// then only bound and executed, in one call: PostgreSQL keeps its plan as a server does for a driver
// that names its statements. Transactions keep PGlite's own path.
import { messages as backend, parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

type Field = { name: string; dataTypeID: number };
type Statement = { name: string; paramTypes: number[]; fields: Field[] };
type Parsers = Record<number, ((value: string, typeId: number) => unknown) | undefined>;

/** Statements kept at most; the least recently used is closed when a new one comes. */
export const PREPARED_STATEMENTS_MAX = 200;

// PGlite's locks (public in its build, not in its types): every query() takes the transaction lock
// and then the query lock, so a statement never runs inside another caller's transaction.
type Locks = {
  _runExclusiveTransaction<T>(run: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(run: () => Promise<T>): Promise<T>;
};

const { serialize } = protocol;

function joined(parts: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((size, part) => size + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.byteLength;
  }
  return all;
}

// PostgreSQL's error fields by their one-letter codes (protocol-error-fields.html), as PGlite names them.
const ERROR_FIELDS: Record<string, string> = {
  S: 'severity', C: 'code', D: 'detail', H: 'hint', P: 'position', p: 'internalPosition', q: 'internalQuery',
  W: 'where', s: 'schema', t: 'table', c: 'column', d: 'dataType', n: 'constraint', F: 'file', L: 'line', R: 'routine',
};

/**
 * Reads the engine's answer to Bind, Execute and Sync: the rows (each field through its type's
 * parser), the command's tag, and an error. PGlite's own reader copies every field twice and builds
 * an object per message; this one reads the bytes in place.
 */
function readAnswer(data: Buffer, fields: Field[], parsers: Parsers[], arrays: boolean) {
  const rows: unknown[] = [];
  let tag = '';
  let error: InstanceType<typeof backend.DatabaseError> | undefined;
  const parserOf = fields.map((field) => parsers.reduce<Parsers[number]>((found, some) => found ?? some[field.dataTypeID], undefined));
  for (let at = 0; at + 5 <= data.length; ) {
    const kind = data[at]!;
    const length = data.readInt32BE(at + 1);
    const body = at + 5;
    at += 1 + length;
    if (kind === 0x44 /* D: a row */) {
      const count = data.readInt16BE(body);
      const row: unknown[] | Record<string, unknown> = arrays ? new Array(count) : {};
      for (let i = 0, field = body + 2; i < count; i++) {
        const size = data.readInt32BE(field);
        field += 4;
        let value: unknown = null;
        if (size >= 0) {
          const text = data.toString('utf8', field, field + size);
          const read = parserOf[i];
          value = read ? read(text, fields[i]!.dataTypeID) : text;
          field += size;
        }
        if (arrays) (row as unknown[])[i] = value;
        else (row as Record<string, unknown>)[fields[i]!.name] = value;
      }
      rows.push(row);
    } else if (kind === 0x43 /* C: the command's tag */) {
      tag = data.toString('utf8', body, data.indexOf(0, body));
    } else if (kind === 0x45 /* E: an error */) {
      const found: Record<string, string> = {};
      for (let field = body; data[field] !== 0; ) {
        const end = data.indexOf(0, field + 1);
        found[String.fromCharCode(data[field]!)] = data.toString('utf8', field + 1, end);
        field = end + 1;
      }
      error = new backend.DatabaseError(found.M ?? 'error', length, 'error');
      for (const [letter, name] of Object.entries(ERROR_FIELDS)) if (found[letter] !== undefined) Object.assign(error, { [name]: found[letter] });
    }
  }
  return { rows, tag, error };
}

/** Makes `client.query` run through named prepared statements; returns how many are kept, for tests. */
export function prepareStatements(client: PGlite, max = PREPARED_STATEMENTS_MAX): { kept: () => number } {
  const locks = client as unknown as Locks;
  const original = client.query.bind(client);
  // By text, oldest use first (a Map keeps insertion order; a use moves the statement to the end).
  const statements = new Map<string, Statement>();
  let made = 0;

  async function close(statement: Statement): Promise<void> {
    await client.execProtocol(joined([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]), { syncToFs: false });
  }

  async function prepare(text: string): Promise<Statement> {
    const name = `vh_${(made++).toString(36)}`;
    const { messages } = await client.execProtocol(
      joined([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const description = (messages as { name: string; fields?: Field[] }[]).find((message) => message.name === 'rowDescription');
    const statement: Statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      fields: description?.fields?.map(({ name, dataTypeID }) => ({ name, dataTypeID })) ?? [],
    };
    statements.set(text, statement);
    if (statements.size > max) {
      const [oldestText, oldest] = statements.entries().next().value!;
      statements.delete(oldestText);
      await close(oldest);
    }
    return statement;
  }

  async function run<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    let statement = statements.get(text);
    if (statement) {
      statements.delete(text);
      statements.set(text, statement);
    } else {
      statement = await prepare(text);
    }
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = statement.paramTypes[i]!;
      const write = options?.serializers?.[oid] ?? client.serializers[oid];
      return write ? write(param) : String(param);
    });
    const chunks: Uint8Array[] = [];
    // The bytes are the engine's own memory, reused by its next call: copied as they come.
    await client.execProtocolRawStream(
      joined([serialize.bind({ statement: statement.name, values: values as (string | null)[] }), serialize.execute({}), serialize.sync()]),
      { syncToFs: false, onRawData: (bytes) => chunks.push(bytes.slice()) },
    );
    await client.syncToFs();
    // The caller's parsers first, then PGlite's.
    const parsers: Parsers[] = options?.parsers ? [options.parsers, client.parsers] : [client.parsers];
    const answer = readAnswer(Buffer.concat(chunks), statement.fields, parsers, options?.rowMode === 'array');
    if (answer.error) throw answer.error;
    const words = answer.tag.split(' ');
    const command = words[0]!;
    const count = Number.parseInt(words.at(-1)!, 10);
    const changes = ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command) ? count : 0;
    return {
      rows: answer.rows as T[],
      fields: statement.fields,
      command,
      affectedRows: changes,
      ...(Number.isNaN(count) ? {} : { rowCount: count }),
    };
  }

  client.query = <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    // A file to copy from or to is PGlite's own business.
    if (options?.blob || options?.paramTypes) return original<T>(text, params, options);
    return locks._runExclusiveTransaction(() =>
      locks._runExclusiveQuery(async () => {
        try {
          return await run<T>(text, params, options);
        } catch (error) {
          // A table changed under a kept plan (a migration at run time): forgotten, and asked once more.
          const stale = statements.get(text);
          if ((error as { code?: string }).code !== '0A000' || !stale) throw error;
          statements.delete(text);
          await close(stale);
          return run<T>(text, params, options);
        }
      }),
    );
  };
  return { kept: () => statements.size };
}
