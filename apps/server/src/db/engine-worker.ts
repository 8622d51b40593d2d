// The embedded engine's thread (decision 040): PGlite runs here, so PostgreSQL's work in WebAssembly
// takes the machine's second core while the server's thread answers HTTP. The server asks through
// messages (engine.ts); each statement's answer goes back as the engine's bytes, in memory both share.
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import { createPglite, dumpData, newDatabaseTarball } from './embedded.ts';
import {
  ANSWERS_HEADER,
  ENTRY_HEADER,
  entrySize,
  READ_AT,
  WOKEN_OFFSET,
  WRITTEN_AT,
  type ArrayType,
  type EngineAnswer,
  type EngineAsk,
  type EngineMessage,
  type EngineReply,
  type EngineStart,
} from './engine-messages.ts';
import { NumberedSlots } from '../long-lived-maps.ts';
import { preparedStatements, type Field } from './prepared-statements.ts';

/**
 * The engine writes each answer after the last one, from the ring's start again when the end is
 * near, and never over bytes the server's thread has not read yet (decision 040); the server's
 * thread finds them there on its own (decision 045). False when the answer does not fit.
 */
function answersWriter(shared: SharedArrayBuffer) {
  const counters = new BigInt64Array(shared, 0, 2);
  const view = new DataView(shared, ANSWERS_HEADER);
  const data = new Uint8Array(shared, ANSWERS_HEADER);
  let written = 0;
  return (id: number, bytes: Uint8Array): boolean => {
    const size = entrySize(bytes.length);
    let start = written;
    const at = start % data.length;
    if (at + size > data.length) start += data.length - at;
    if (start + size - Number(Atomics.load(counters, READ_AT)) > data.length) return false;
    if (start !== written) view.setInt32(at, 0);
    const place = start % data.length;
    view.setInt32(place, id);
    view.setInt32(place + 4, bytes.length);
    data.set(bytes, place + ENTRY_HEADER);
    written = start + size;
    Atomics.store(counters, WRITTEN_AT, BigInt(written));
    return true;
  };
}

// PGlite's locks (public in its build, not in its types): a statement outside a transaction takes
// the transaction lock and then the query lock, as PGlite's own query does.
type Locks = {
  _runExclusiveTransaction<T>(run: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(run: () => Promise<T>): Promise<T>;
};

const MAINTENANCE_EVERY_MS = 5 * 60_000;
const MAINTENANCE_LATE_MS = 3600_000;
/**
 * The tables autovacuum would take, by its default thresholds: dead rows over 50 + 20 % of the
 * table, rows added since the last vacuum over 1,000 + 20 %, rows changed since the last analyze
 * over 50 + 10 %.
 */
const TABLES_DUE = `
  SELECT name, vacuum FROM (
    SELECT format('%I.%I', s.schemaname, s.relname) AS name,
      s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0) OR s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0) AS vacuum,
      s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0) AS analyze_due
    FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
  ) AS tables WHERE vacuum OR analyze_due`;

/** An error as a message can carry it: its message and PostgreSQL's fields (code, detail, constraint…). */
function carried(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = Object.entries(error).filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value));
  return { ...Object.fromEntries(fields), name: error.name, message: error.message };
}

async function serve(client: PGlite, start: EngineStart) {
  const port = parentPort!;
  const locks = client as unknown as Locks;
  const statements = preparedStatements(client, start.statementsKept);
  const write = answersWriter(start.answers);
  const woken = new Int32Array(start.answers, WOKEN_OFFSET, 1);
  const post = (message: EngineMessage, moved: ArrayBuffer[] = []) => port.postMessage(message, moved);
  // An answer whose fields the server's thread has goes into the shared memory, and the thread is
  // woken only if it has not been since it last looked: one message for all the answers it finds.
  const reply = (id: number, known: boolean) => (bytes: Uint8Array, fields: Field[], prepared: boolean) => {
    const sendFields = !known || prepared;
    if (!sendFields && write(id, bytes)) {
      if (Atomics.exchange(woken, 0, 1) === 0) post(null);
      return;
    }
    const own = bytes.slice();
    const value: EngineAnswer = sendFields ? { bytes: own, fields } : { bytes: own };
    post({ id, value }, [own.buffer]);
  };
  const open = new NumberedSlots<{ started: Promise<void>; decide: (commit: boolean) => void; done: Promise<unknown> }>();

  // Kept as its message comes, numbered by the server's thread: the statements it sends behind it,
  // without waiting for its answer, each wait here until PGlite has begun the transaction.
  function begin(tx: number): Promise<void> {
    let decide!: (commit: boolean) => void;
    const decided = new Promise<boolean>((resolve) => (decide = resolve));
    let begun!: () => void;
    let failed!: (error: unknown) => void;
    const started = new Promise<void>((resolve, reject) => ([begun, failed] = [resolve, reject]));
    const done = client.transaction(async (inside) => {
      begun();
      if (!(await decided)) await inside.rollback();
    });
    done.catch(failed);
    open.set(tx, { started, decide, done });
    return started;
  }

  async function end(tx: number, commit: boolean) {
    const transaction = open.take(tx);
    if (!transaction) throw new Error(`No open transaction ${tx}`);
    transaction.decide(commit);
    await transaction.done;
  }

  // Work that holds or waits for PGlite's locks; with none, and no transaction open, a prepared
  // statement runs at once, without taking them (their promises cost a tenth of a page of events).
  let waiting = 0;
  async function answer(ask: EngineAsk): Promise<{ value?: unknown; moved?: ArrayBuffer[]; replied?: true }> {
    if (ask.op === 'query' && ask.tx === 0 && !ask.fresh && waiting === 0 && open.size === 0) {
      if (statements.runAtOnce(ask.text, ask.params, reply(ask.id, ask.known))) return { replied: true };
    }
    waiting++;
    try {
      return await answerInTurn(ask);
    } finally {
      waiting--;
    }
  }

  async function answerInTurn(ask: EngineAsk): Promise<{ value?: unknown; moved?: ArrayBuffer[]; replied?: true }> {
    switch (ask.op) {
      case 'query': {
        const run = () => statements.run(ask.text, ask.params, ask.fresh, reply(ask.id, ask.known));
        if (!ask.tx) {
          await locks._runExclusiveTransaction(() => locks._runExclusiveQuery(run));
          return { replied: true };
        }
        const transaction = open.get(ask.tx);
        if (!transaction) throw new Error(`No open transaction ${ask.tx}`);
        await transaction.started;
        await locks._runExclusiveQuery(run);
        return { replied: true };
      }
      case 'begin':
        return { value: await begin(ask.tx) };
      case 'end':
        return { value: await end(ask.tx, ask.commit) };
      case 'kept':
        return { value: statements.kept() };
      case 'dump': {
        const tarball = await (await dumpData(client)).arrayBuffer();
        return { value: tarball, moved: [tarball] };
      }
      case 'close':
        closing = true;
        await maintaining;
        await client.close();
        return {};
    }
  }

  // After a burst of work (a new database's setup, a busy minute), once a second passes with
  // nothing asked, the thread collects at once: its garbage goes back now, as the server's thread
  // does after setting up (decision 027), not whenever V8 next collects.
  const collect = (globalThis as { gc?: () => void }).gc;
  let asked = 0;
  let collectedAt = 0;
  let lastAsked = 0;
  if (collect) {
    setInterval(() => {
      if (asked === collectedAt || performance.now() - lastAsked < 1000) return;
      collectedAt = asked;
      collect();
    }, 1000).unref();
  }

  // PostgreSQL's autovacuum has no process to run in under PGlite, so this thread does its work
  // (decision 047): every MAINTENANCE_EVERY_MS, once nothing has been asked for a second (or an hour
  // late, however busy), the tables that changed past autovacuum's own thresholds are vacuumed
  // (room of deleted and updated rows reused, the visibility map an index-only scan needs kept
  // up) and analyzed (the planner's figures). PGlite's exec waits for any open transaction.
  const maintainEveryMs = start.maintainEveryMs ?? MAINTENANCE_EVERY_MS;
  let maintainedAt = performance.now();
  let maintaining: Promise<void> | undefined;
  let closing = false;
  async function maintain() {
    waiting++;
    try {
      const { rows } = await client.query<{ name: string; vacuum: boolean }>(TABLES_DUE);
      for (const table of rows) {
        if (closing) break;
        await client.exec(table.vacuum ? `VACUUM (ANALYZE) ${table.name}` : `ANALYZE ${table.name}`);
      }
    } catch (error) {
      console.error('The embedded database could not be maintained:', (error as Error).message);
    } finally {
      waiting--;
      maintainedAt = performance.now();
      maintaining = undefined;
    }
  }
  setInterval(
    () => {
      const since = performance.now() - maintainedAt;
      const idle = performance.now() - lastAsked >= 1000;
      if (maintaining || closing || since < maintainEveryMs || (!idle && since < maintainEveryMs + MAINTENANCE_LATE_MS)) return;
      maintaining = maintain();
    },
    Math.min(1000, maintainEveryMs),
  ).unref();

  port.on('message', (ask: EngineAsk) => {
    asked++;
    lastAsked = performance.now();
    answer(ask).then(
      ({ value, moved, replied }) => replied || post({ id: ask.id, value }, moved),
      (error: unknown) => post({ id: ask.id, error: carried(error) }),
    );
  });
}

const start = workerData as EngineStart;
try {
  const client = await createPglite(start.dataDir, start.isNew ? newDatabaseTarball() : undefined);
  const arrayTypes = (
    await client.query<ArrayType>(
      `SELECT b.oid, b.typarray FROM pg_catalog.pg_type a LEFT JOIN pg_catalog.pg_type b ON b.oid = a.typelem
       WHERE a.typcategory = 'A' GROUP BY b.oid, b.typarray ORDER BY b.oid`,
    )
  ).rows;
  await serve(client, start);
  parentPort!.postMessage({ id: 0, value: arrayTypes } satisfies EngineReply);
} catch (error) {
  parentPort!.postMessage({ id: 0, error: carried(error) } satisfies EngineReply);
}
