// The server's side of the embedded engine (decision 040): a client with PGlite's query and
// transaction, as Drizzle uses them, that asks the engine's thread and reads its answers here.
import { Worker } from 'node:worker_threads';
import { messages as backend, types, type QueryOptions, type Results } from '@electric-sql/pglite';
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
import { errorBodyAt, errorFieldsAt, PREPARED_STATEMENTS_MAX, type Field } from './prepared-statements.ts';

type Parser = (value: string, typeId?: number) => unknown;
type Parsers = Record<number, Parser | undefined>;
type Query = <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;
export type EngineClient = {
  query: Query;
  /**
   * Runs a statement and gives its answer, PostgreSQL's messages, to `read` in place: the bytes are
   * written over once it returns. Its error is thrown as `query` throws it.
   */
  answer<T>(text: string, params: unknown[], read: (bytes: Buffer) => T): Promise<T>;
  transaction<T>(run: (tx: { query: Query }) => Promise<T>): Promise<T>;
  dumpData(): Promise<Blob>;
  /** How many statements the engine keeps prepared, for tests. */
  kept(): Promise<number>;
  /** Questions asked and not answered yet (the one the engine works on included). */
  asked(): number;
  close(): Promise<void>;
};

// PostgreSQL's error fields by their one-letter codes (protocol-error-fields.html), as PGlite names them.
const ERROR_FIELDS: Record<string, string> = {
  S: 'severity', C: 'code', D: 'detail', H: 'hint', P: 'position', p: 'internalPosition', q: 'internalQuery',
  W: 'where', s: 'schema', t: 'table', c: 'column', d: 'dataType', n: 'constraint', F: 'file', L: 'line', R: 'routine',
};

function databaseError(message: string, fields: Record<string, unknown>) {
  return Object.assign(new backend.DatabaseError(message, 0, 'error'), fields);
}

/**
 * Reads the engine's answer to Bind, Execute and Sync: the rows (each field through its type's
 * parser), the command's tag, and an error. PGlite's own reader copies every field twice and builds
 * an object per message; this one reads the bytes in place.
 */
function readAnswer(data: Buffer, fields: Field[], parsers: Parsers[], arrays: boolean) {
  const rows: unknown[] = [];
  let tag = '';
  let error: InstanceType<typeof backend.DatabaseError> | undefined;
  const parserOf = fields.map((field) => parsers.reduce<Parser | undefined>((found, some) => found ?? some[field.dataTypeID], undefined));
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
      error = databaseErrorAt(data, body);
    }
  }
  return { rows, tag, error };
}

/** The ErrorResponse whose body starts at `body`, as PGlite's error with PostgreSQL's fields. */
function databaseErrorAt(data: Buffer, body: number) {
  const found = errorFieldsAt(data, body);
  const named = Object.entries(ERROR_FIELDS).flatMap(([letter, name]) => (found[letter] === undefined ? [] : [[name, found[letter]]]));
  return databaseError(found.M ?? 'error', Object.fromEntries(named));
}

/** Throws the error in an answer, if it has one. */
function throwIfError(data: Buffer) {
  const body = errorBodyAt(data);
  if (body !== undefined) throw databaseErrorAt(data, body);
}

/** PGlite's parsers, with its readers of arrays of the types it knew at start. */
function defaultParsers(arrayTypes: ArrayType[]): Parsers {
  const parsers: Parsers = { ...(types.parsers as Parsers) };
  for (const { oid, typarray } of arrayTypes) parsers[typarray] = (value) => types.arrayParser(value, parsers[oid]!, typarray);
  return parsers;
}

function results<T>(bytes: Buffer, fields: Field[], options: QueryOptions | undefined, parsers: Parsers): Results<T> {
  // The caller's parsers first, then PGlite's.
  const order = options?.parsers ? [options.parsers as Parsers, parsers] : [parsers];
  const answer = readAnswer(bytes, fields, order, options?.rowMode === 'array');
  if (answer.error) throw answer.error;
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

  // Read as the answer comes: the engine may then write over it.
  const readAnswerOf = <T>(text: string, known: Field[] | undefined, read: (bytes: Buffer, fields: Field[]) => T) => (value: unknown) => {
    const { bytes, fields } = value as EngineAnswer;
    if (fields) keepFields(text, fields);
    return read(Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), fields ?? known!);
  };
  const askStatement = <T>(tx: number, text: string, params: unknown[], read: (bytes: Buffer, fields: Field[]) => T) => {
    const known = fieldsOf.get(text);
    return ask({ op: 'query', text, params, tx, known: known !== undefined }, readAnswerOf(text, known, read)) as Promise<T>;
  };
  const queryIn =
    (tx: number): Query =>
    <T>(text: string, params: unknown[] = [], options?: QueryOptions) =>
      askStatement(tx, text, params, (bytes, fields) => results<T>(bytes, fields, options, parsers));

  return {
    query: queryIn(0),
    answer: (text, params, read) =>
      askStatement(0, text, params, (bytes) => {
        throwIfError(bytes);
        return read(bytes);
      }),
    async transaction(run) {
      const tx = (await ask({ op: 'begin' })) as number;
      let value;
      try {
        value = await run({ query: queryIn(tx) });
      } catch (error) {
        await ask({ op: 'end', tx, commit: false }).catch(() => {});
        throw error;
      }
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
