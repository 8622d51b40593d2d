// Named prepared statements for the embedded engine (decision 039), run on the engine's thread
// (decision 040). PGlite's `query` parses, plans and describes every statement anew, in six calls
// into the engine; PostgreSQL's planning alone was half the time of a page of events. Each statement
// text is prepared once and then only bound and executed, in one call: PostgreSQL keeps its plan as a
// server does for a driver that names its statements. The answer goes back as the engine wrote it.
import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import { LRUCache } from 'lru-cache';
import { PLANNED_EACH_TIME } from './engine-messages.ts';

export type Field = { name: string; dataTypeID: number };
/** `eachTime`: the Parse of its text as the unnamed statement, sent before each run (decision 085). */
type Statement = { name: string; paramTypes: number[]; fields: Field[]; eachTime?: Uint8Array };
/**
 * What the caller does with the engine's messages for one statement (rows, tag, or error) and the
 * fields of its rows: at once, before the next statement runs, as the bytes are written over then.
 * `prepared`: the statement was prepared for this run, so its fields may be new.
 */
export type Keep<T> = (bytes: Uint8Array, fields: Field[], prepared: boolean) => T;

/** Statements kept at most; the least recently used is closed when a new one comes. */
export const PREPARED_STATEMENTS_MAX = 200;

const { serialize } = protocol;
const SCRATCH_SIZE = 64 * 1024;
const SCRATCH_KEPT = 1024 * 1024;
const EXECUTE_AND_SYNC = joined([serialize.execute({}), serialize.sync()]);
const encoder = new TextEncoder();

/**
 * Bytes written again for each statement. Every new buffer is memory the collector must sweep
 * later (decision 040): once grown, these are used over and over.
 */
class Scratch {
  bytes = new Uint8Array(SCRATCH_SIZE);
  view = new DataView(this.bytes.buffer);
  at = 0;
  /** Empty again; after a statement larger than it keeps (an export, say), small again. */
  reset() {
    this.at = 0;
    if (this.bytes.length <= SCRATCH_KEPT) return;
    this.bytes = new Uint8Array(SCRATCH_SIZE);
    this.view = new DataView(this.bytes.buffer);
  }
  room(size: number) {
    if (this.at + size <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.at + size));
    grown.set(this.bytes.subarray(0, this.at));
    this.bytes = grown;
    this.view = new DataView(grown.buffer);
  }
  byte(value: number) {
    this.room(1);
    this.bytes[this.at++] = value;
  }
  int16(value: number) {
    this.room(2);
    this.view.setInt16(this.at, value);
    this.at += 2;
  }
  int32(value: number) {
    this.room(4);
    this.view.setInt32(this.at, value);
    this.at += 4;
  }
  raw(bytes: Uint8Array): number {
    this.room(bytes.length);
    this.bytes.set(bytes, this.at);
    this.at += bytes.length;
    return bytes.length;
  }
  text(value: string): number {
    this.room(value.length * 3);
    const { written } = encoder.encodeInto(value, this.bytes.subarray(this.at));
    this.at += written;
    return written;
  }
  cstring(value: string) {
    this.text(value);
    this.byte(0);
  }
  written(): Uint8Array {
    return this.bytes.subarray(0, this.at);
  }
}

/** Bind (the statement's values, all as text), Execute and Sync, in PostgreSQL's protocol. */
function bindAndExecute(out: Scratch, statement: string, values: (string | Uint8Array | null)[]): Uint8Array {
  out.reset();
  out.byte(0x42 /* B */);
  const lengthAt = out.at;
  out.int32(0);
  out.cstring('');
  out.cstring(statement);
  out.int16(0);
  out.int16(values.length);
  for (const value of values) {
    if (value === null) {
      out.int32(-1);
      continue;
    }
    const sizeAt = out.at;
    out.int32(0);
    const size = typeof value === 'string' ? out.text(value) : out.raw(value);
    out.view.setInt32(sizeAt, size);
  }
  out.int16(0);
  out.view.setInt32(lengthAt, out.at - lengthAt);
  out.raw(EXECUTE_AND_SYNC);
  return out.written();
}

function joined(parts: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((size, part) => size + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.byteLength;
  }
  return all;
}

/** Whether an answer ends with ReadyForQuery: the engine finished it. */
function endsWithReadyForQuery(bytes: Uint8Array): boolean {
  return bytes.length >= 6 && bytes[bytes.length - 6] === 0x5a; /* Z */
}

/**
 * Runs statements by name on a PGlite the caller holds exclusively (its query lock taken). The
 * answers are read on the server's thread (engine.ts): a plan that a change of its table made stale
 * comes back as PostgreSQL's error there, and the statement is asked again, to be prepared anew.
 */
export function preparedStatements(client: PGlite, max = PREPARED_STATEMENTS_MAX) {
  // By text; the least recently used goes for a new one, and is closed after it is prepared.
  const dropped: Statement[] = [];
  const statements = new LRUCache<string, Statement>({ max, dispose: (statement) => dropped.push(statement) });
  let made = 0;
  const asked = new Scratch();
  const answered = new Scratch();
  const take = (bytes: Uint8Array) => answered.raw(bytes);

  /** Closes the statements the cache let go, for room or as stale. */
  async function closeDropped(): Promise<void> {
    for (let statement = dropped.pop(); statement; statement = dropped.pop()) {
      await client.execProtocol(joined([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]), { syncToFs: false });
    }
  }

  async function prepare(text: string): Promise<Statement> {
    const name = `vh_${(made++).toString(36)}`;
    const { messages } = await client.execProtocol(joined([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]), {
      syncToFs: false,
    });
    const description = (messages as { name: string; fields?: Field[] }[]).find((message) => message.name === 'rowDescription');
    const statement: Statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      fields: description?.fields?.map(({ name, dataTypeID }) => ({ name, dataTypeID })) ?? [],
      ...(text.startsWith(PLANNED_EACH_TIME) ? { eachTime: serialize.parse({ name: '', text }) } : {}),
    };
    statements.set(text, statement);
    await closeDropped();
    return statement;
  }

  /** Binds and executes a prepared statement; its answer is in `answered` when this returns. */
  function execute(statement: Statement, params: unknown[]): Uint8Array {
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const write = client.serializers[statement.paramTypes[i]!];
      return (write ? write(param) : String(param)) as string | Uint8Array;
    });
    answered.reset();
    // The engine runs before execProtocolRawStream returns: its promise, without syncToFs, only
    // settles. PostgreSQL's own errors come in the answer; PGlite failing instead leaves the answer
    // without its ReadyForQuery, refused below. Its bytes are its own memory, reused by its next
    // call: copied as they come.
    const message = statement.eachTime ? joined([statement.eachTime, bindAndExecute(asked, '', values)]) : bindAndExecute(asked, statement.name, values);
    client.execProtocolRawStream(message, { syncToFs: false, onRawData: take }).catch(() => {});
    const bytes = answered.written();
    if (!endsWithReadyForQuery(bytes)) throw new Error('The engine did not answer at once');
    return bytes;
  }

  return {
    /**
     * Runs a statement, prepared first if it is not kept or `fresh` (its kept plan was stale);
     * `keep` takes its answer at once, before any other statement can run. Nothing is synced after
     * a statement: the data folder's files and memory:// are PostgreSQL's own, with nothing to copy
     * them to (PGlite's syncToFs does nothing for either).
     */
    async run<T>(text: string, params: unknown[], fresh: boolean, keep: Keep<T>): Promise<T> {
      if (fresh && statements.delete(text)) await closeDropped();
      const kept = statements.get(text);
      const statement = kept ?? (await prepare(text));
      return keep(execute(statement, params), statement.fields, !kept);
    },
    /**
     * Runs a statement that is prepared already, at once, when the caller knows nothing else uses
     * the engine (no lock to wait for): its answer is kept before this returns. Undefined, having
     * run nothing, when the statement is not prepared: `run` then prepares it.
     */
    runAtOnce<T>(text: string, params: unknown[], keep: Keep<T>): { kept: T } | undefined {
      const statement = statements.get(text);
      if (!statement) return undefined;
      return { kept: keep(execute(statement, params), statement.fields, false) };
    },
    kept: () => statements.size,
  };
}
