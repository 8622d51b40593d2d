// Named prepared statements for the embedded engine (decision 039). PGlite's `query` parses, plans
// and describes every statement anew, in six calls into the engine; PostgreSQL's planning alone was
// half the time of a page of events. Outside transactions, each statement text is prepared once and
// then only bound and executed, in one call: PostgreSQL keeps its plan as a server does for a driver
// that names its statements. Transactions keep PGlite's own path.
import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

type Message = { name: string };
type Statement = { name: string; paramTypes: number[]; rowDescription: Message | undefined };

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
    const statement: Statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: (messages as Message[]).find((message) => message.name === 'rowDescription'),
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
    const { messages } = await client.execProtocol(
      joined([serialize.bind({ statement: statement.name, values: values as (string | null)[] }), serialize.execute({}), serialize.sync()]),
      { syncToFs: false },
    );
    await client.syncToFs();
    const described = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
    return parse.parseResults(described as typeof messages, client.parsers, options)[0] as Results<T>;
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
