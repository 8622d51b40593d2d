// The embedded engine's thread (decision 040): PGlite runs here, so PostgreSQL's work in WebAssembly
// takes the machine's second core while the server's thread answers HTTP. The server asks through
// messages (engine.ts); each statement's answer goes back as the engine's bytes, in memory both share.
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import { createPglite, dumpData, newDatabaseTarball } from './embedded.ts';
import { ANSWERS_HEADER, type ArrayType, type EngineAnswer, type EngineAsk, type EngineReply, type EngineStart } from './engine-messages.ts';
import { preparedStatements, type Field } from './prepared-statements.ts';

/**
 * The engine writes each answer after the last one, from the start again when the end is near,
 * and never over bytes the server's thread has not read yet (decision 040).
 */
function answersWriter(shared: SharedArrayBuffer) {
  const read = new BigInt64Array(shared, 0, 1);
  const data = new Uint8Array(shared, ANSWERS_HEADER);
  let written = 0;
  return (bytes: Uint8Array): { at: number; end: number } | undefined => {
    let start = written;
    let at = start % data.length;
    if (at + bytes.length > data.length) {
      start += data.length - at;
      at = 0;
    }
    if (start + bytes.length - Number(Atomics.load(read, 0)) > data.length) return undefined;
    data.set(bytes, at);
    written = start + bytes.length;
    return { at, end: written };
  };
}

// PGlite's locks (public in its build, not in its types): a statement outside a transaction takes
// the transaction lock and then the query lock, as PGlite's own query does.
type Locks = {
  _runExclusiveTransaction<T>(run: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(run: () => Promise<T>): Promise<T>;
};

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
  // Sent as soon as it is written, inside the engine's lock: the server's thread gets the answers in
  // the order they lie in the shared memory, so what it has read is always a prefix.
  const reply = (id: number, known: boolean) => (bytes: Uint8Array, fields: Field[], prepared: boolean) => {
    const placed = write(bytes);
    const sent = known && !prepared ? {} : { fields };
    const value: EngineAnswer = placed
      ? { ...placed, length: bytes.length, ...sent }
      : { at: 0, end: 0, length: bytes.length, bytes: bytes.slice(), ...sent };
    port.postMessage({ id, value } satisfies EngineReply, value.bytes ? [value.bytes.buffer as ArrayBuffer] : []);
  };
  const open = new Map<number, { decide: (commit: boolean) => void; done: Promise<unknown> }>();
  let transactions = 0;

  const begin = () =>
    new Promise<number>((started, failed) => {
      const tx = ++transactions;
      let decide!: (commit: boolean) => void;
      const decided = new Promise<boolean>((resolve) => (decide = resolve));
      const done = client.transaction(async (inside) => {
        started(tx);
        if (!(await decided)) await inside.rollback();
      });
      done.catch(failed);
      open.set(tx, { decide, done });
    });

  async function end(tx: number, commit: boolean) {
    const transaction = open.get(tx);
    if (!transaction) throw new Error(`No open transaction ${tx}`);
    open.delete(tx);
    transaction.decide(commit);
    await transaction.done;
  }

  async function answer(ask: EngineAsk): Promise<{ value?: unknown; moved?: ArrayBuffer[]; replied?: true }> {
    switch (ask.op) {
      case 'query': {
        const run = () => statements.run(ask.text, ask.params, ask.tx !== 0, reply(ask.id, ask.known));
        await (ask.tx ? locks._runExclusiveQuery(run) : locks._runExclusiveTransaction(() => locks._runExclusiveQuery(run)));
        return { replied: true };
      }
      case 'begin':
        return { value: await begin() };
      case 'end':
        return { value: await end(ask.tx, ask.commit) };
      case 'kept':
        return { value: statements.kept() };
      case 'dump': {
        const tarball = await (await dumpData(client)).arrayBuffer();
        return { value: tarball, moved: [tarball] };
      }
      case 'close':
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

  port.on('message', (ask: EngineAsk) => {
    asked++;
    lastAsked = performance.now();
    answer(ask).then(
      ({ value, moved, replied }) => replied || port.postMessage({ id: ask.id, value } satisfies EngineReply, moved ?? []),
      (error: unknown) => port.postMessage({ id: ask.id, error: carried(error) } satisfies EngineReply),
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
