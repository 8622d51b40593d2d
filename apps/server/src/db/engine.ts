// The server's side of the embedded engine (decision 040): a client with PGlite's query and
// transaction, as Drizzle uses them, that asks the engine's thread and reads its answers here.
import { EventEmitter } from 'node:events';
import { Worker } from 'node:worker_threads';
import { types, type QueryOptions, type Results } from '@electric-sql/pglite';
import { DatabaseError, parse as parseMessages } from 'pg-protocol';
import type { BackendMessage, CommandCompleteMessage, DataRowMessage } from 'pg-protocol/dist/messages.js';
import {
  ANSWERS_HEADER,
  ENTRY_HEADER,
  entrySize,
  READ_AT,
  WOKEN_OFFSET,
  WRITTEN_AT,
  type ArrayType,
  type EngineAnswer,
  type EngineMessage,
  type EngineQuestion,
  type EngineReply,
  type EngineStart,
} from './engine-messages.ts';
import { NumberedSlots } from '../long-lived-maps.ts';
import { PREPARED_STATEMENTS_MAX, type Field } from './prepared-statements.ts';

type Parser = (value: string, typeId?: number) => unknown;
type Parsers = Record<number, Parser | undefined>;
type Query = <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;
export type EngineClient = {
  query: Query;
  transaction<T>(run: (tx: { query: Query }) => Promise<T>): Promise<T>;
  dumpData(): Promise<Blob>;
  /** How many statements the engine keeps prepared, for tests. */
  kept(): Promise<number>;
  /** Questions asked and not answered yet (the one the engine works on included). */
  asked(): number;
  close(): Promise<void>;
};

/** PostgreSQL's error for a kept plan whose table changed (a migration at run time). */
const STALE_PLAN = '0A000';

/** An error the engine's thread raised, with PostgreSQL's fields when it has them, as node-postgres gives it. */
function databaseError(message: string, fields: Record<string, unknown>) {
  return Object.assign(new DatabaseError(message, 0, 'error'), fields);
}

/**
 * Reads PostgreSQL's messages with pg-protocol's parser, the one node-postgres reads a PostgreSQL
 * server's with (decision 050). One parser reads every answer: each comes whole, ReadyForQuery
 * last, so nothing is left in it from one to the next; an answer cut short is refused, and the
 * next one read by a new parser.
 */
function messagesReader() {
  let bytes = new EventEmitter();
  let take: (message: BackendMessage) => void = () => {};
  const start = () => {
    bytes = new EventEmitter();
    void parseMessages(bytes as unknown as NodeJS.ReadableStream, (message) => take(message));
  };
  start();
  return (answer: Buffer, each: (message: BackendMessage) => void) => {
    let ended = false;
    take = (message) => {
      if (message.name === 'readyForQuery') ended = true;
      else each(message);
    };
    try {
      bytes.emit('data', answer);
    } finally {
      take = () => {};
    }
    if (!ended) {
      start();
      throw new Error('An answer of the database engine ended early');
    }
  };
}
const readMessages = messagesReader();

/**
 * Reads the engine's answer to Bind, Execute and Sync: the rows (each field through its type's
 * parser), the command's tag, and an error.
 */
function readAnswer(data: Buffer, fields: Field[], parsers: Parsers[], arrays: boolean) {
  const rows: unknown[] = [];
  let tag = '';
  let error: DatabaseError | undefined;
  const parserOf = fields.map((field) => parsers.reduce<Parser | undefined>((found, some) => found ?? some[field.dataTypeID], undefined));
  readMessages(data, (message) => {
    if (message.name === 'dataRow') {
      // Each field's text, or null; a row asked for as an array is that array, each text read in place.
      const values = (message as DataRowMessage).fields as unknown[];
      const row: unknown[] | Record<string, unknown> = arrays ? values : {};
      for (let i = 0; i < values.length; i++) {
        const text = values[i] as string | null;
        const read = parserOf[i];
        const value = text === null || !read ? text : read(text, fields[i]!.dataTypeID);
        if (arrays) values[i] = value;
        else (row as Record<string, unknown>)[fields[i]!.name] = value;
      }
      rows.push(row);
    } else if (message.name === 'commandComplete') {
      tag = (message as CommandCompleteMessage).text;
    } else if (message.name === 'error') {
      error = message as DatabaseError;
    }
  });
  return { rows, tag, error };
}

/** PGlite's parsers, with its readers of arrays of the types it knew at start. */
function defaultParsers(arrayTypes: ArrayType[]): Parsers {
  const parsers: Parsers = { ...(types.parsers as Parsers) };
  for (const { oid, typarray } of arrayTypes) parsers[typarray] = (value) => types.arrayParser(value, parsers[oid]!, typarray);
  return parsers;
}

function results<T>(answer: ReturnType<typeof readAnswer>, fields: Field[]): Results<T> {
  const words = answer.tag.split(' ');
  const command = words[0]!;
  const count = Number.parseInt(words.at(-1)!, 10);
  const changes = ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command) ? count : 0;
  return {
    rows: answer.rows as T[],
    fields,
    command,
    affectedRows: changes,
    ...(Number.isNaN(count) ? {} : { rowCount: count }),
  };
}

/** Statements whose rows' fields the server's thread keeps (the engine keeps PREPARED_STATEMENTS_MAX prepared). */
const FIELDS_KEPT = 2 * PREPARED_STATEMENTS_MAX;

/** Room for answers the server's thread has not read yet; a larger answer comes in a buffer of its own. */
const ANSWERS_SIZE = 2 * 1024 * 1024;

type Waiter = { resolve: (value: unknown) => void; reject: (error: Error) => void; read?: (value: unknown) => unknown };

/** Starts the engine's thread on a data folder (or 'memory://') and waits until it answers. */
export async function openEngine(start: Omit<EngineStart, 'answers'>): Promise<EngineClient> {
  const answers = new SharedArrayBuffer(ANSWERS_HEADER + ANSWERS_SIZE);
  const counters = new BigInt64Array(answers, 0, 2);
  const woken = new Int32Array(answers, WOKEN_OFFSET, 1);
  const ring = new DataView(answers, ANSWERS_HEADER);
  let readUpTo = 0;
  const worker = new Worker(new URL('./engine-worker.ts', import.meta.url), { workerData: { ...start, answers } satisfies EngineStart });
  const waiting = new NumberedSlots<Waiter>();
  let asked = 0;
  let transactions = 0;
  let gone: Error | undefined;

  // The thread keeps the process alive only while an answer is awaited.
  function settle(id: number, reply: EngineReply) {
    const waiter = waiting.take(id);
    if (!waiter) return;
    if (waiting.size === 0) worker.unref();
    if (reply.error) {
      const { message, ...fields } = reply.error;
      waiter.reject(fields.code ? databaseError(String(message), fields) : Object.assign(new Error(String(message)), fields));
      return;
    }
    try {
      waiter.resolve(waiter.read ? waiter.read(reply.value) : reply.value);
    } catch (error) {
      waiter.reject(error as Error);
    }
  }
  /**
   * Reads the answers the engine left in the shared memory, in the order it wrote them: each is
   * read before the engine may write over it. Looked at again whenever the engine wakes this thread.
   */
  function readShared() {
    Atomics.store(woken, 0, 0);
    const written = Number(Atomics.load(counters, WRITTEN_AT));
    while (readUpTo < written) {
      const at = readUpTo % ANSWERS_SIZE;
      const id = ring.getInt32(at);
      if (id === 0) {
        readUpTo += ANSWERS_SIZE - at;
        continue;
      }
      const length = ring.getInt32(at + 4);
      try {
        settle(id, { id, value: { bytes: Buffer.from(answers, ANSWERS_HEADER + at + ENTRY_HEADER, length) } satisfies EngineAnswer });
      } finally {
        readUpTo += entrySize(length);
        Atomics.store(counters, READ_AT, BigInt(readUpTo));
      }
    }
  }
  worker.on('message', (message: EngineMessage) => (message === null ? readShared() : settle(message.id, message)));
  const stop = (error: Error) => {
    gone ??= error;
    for (const id of waiting.numbers()) settle(id, { id, error: { message: gone.message } });
  };
  worker.on('error', stop);
  worker.on('exit', (code) => stop(new Error(`The database engine stopped (exit code ${code})`)));

  function ask(question: EngineQuestion | null, read?: Waiter['read']): Promise<unknown> {
    if (gone) return Promise.reject(gone);
    const id = question ? ++asked : 0;
    const answer = new Promise((resolve, reject) => waiting.set(id, { resolve, reject, read }));
    if (waiting.size === 1) worker.ref();
    try {
      if (question) worker.postMessage({ ...question, id });
    } catch (error) {
      // A value a message cannot carry (a function, say): refused here, and nothing is left waiting.
      settle(id, { id, error: { message: (error as Error).message } });
    }
    return answer;
  }

  const arrayTypes = (await ask(null)) as ArrayType[];
  const parsers = defaultParsers(arrayTypes);

  // The fields of each statement's rows, by its text, as the engine last sent them; the oldest go first.
  const fieldsOf = new Map<string, Field[]>();
  function keepFields(text: string, fields: Field[]) {
    fieldsOf.delete(text);
    fieldsOf.set(text, fields);
    if (fieldsOf.size > FIELDS_KEPT) fieldsOf.delete(fieldsOf.keys().next().value!);
  }

  // Read as the answer comes: the engine may then write over it. A statement outside a transaction
  // whose kept plan a change of its table made stale is prepared anew and asked once more.
  function askStatement<T>(tx: number, text: string, params: unknown[], options: QueryOptions | undefined, fresh = false): Promise<Results<T>> {
    const known = fresh ? undefined : fieldsOf.get(text);
    const read = (value: unknown) => {
      const { bytes, fields: sent } = value as EngineAnswer;
      if (sent) keepFields(text, sent);
      const fields = sent ?? known!;
      // The caller's parsers first, then PGlite's.
      const order = options?.parsers ? [options.parsers as Parsers, parsers] : [parsers];
      const buffer = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      const answer = readAnswer(buffer, fields, order, options?.rowMode === 'array');
      if (answer.error?.code === STALE_PLAN && tx === 0 && !fresh) return askStatement<T>(tx, text, params, options, true);
      if (answer.error) throw answer.error;
      return results<T>(answer, fields);
    };
    return ask({ op: 'query', text, params, tx, known: known !== undefined, fresh }, read) as Promise<Results<T>>;
  }
  const queryIn =
    (tx: number): Query =>
    <T>(text: string, params: unknown[] = [], options?: QueryOptions) =>
      askStatement<T>(tx, text, params, options);

  return {
    query: queryIn(0),
    async transaction(run) {
      // Its statements follow the question at once: the engine begins it and runs them in turn.
      const tx = ++transactions;
      const begun = ask({ op: 'begin', tx });
      begun.catch(() => {}); // its error is the statements' too, and thrown below
      let value;
      try {
        value = await run({ query: queryIn(tx) });
      } catch (error) {
        await ask({ op: 'end', tx, commit: false }).catch(() => {});
        throw error;
      }
      await begun;
      await ask({ op: 'end', tx, commit: true });
      return value;
    },
    async dumpData() {
      return new Blob([(await ask({ op: 'dump' })) as ArrayBuffer], { type: 'application/x-gzip' });
    },
    kept: async () => (await ask({ op: 'kept' })) as number,
    asked: () => waiting.size,
    async close() {
      await ask({ op: 'close' });
      await worker.terminate();
    },
  };
}
