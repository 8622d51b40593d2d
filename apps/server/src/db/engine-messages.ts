// What the server's thread and the embedded engine's thread say to each other (decision 040).
import type { Field } from './prepared-statements.ts';

/**
 * Begins a statement that PostgreSQL plans for its values at every run (a search: the best plan
 * for a rare word and for a common one differ, and a kept plan made for neither took twice as
 * long; decision 085). The engine's thread parses its text anew each time, as the unnamed
 * statement, in the call that runs it.
 */
export const PLANNED_EACH_TIME = '/* planned each time */ ';

export type EngineStart = {
  dataDir: string;
  isNew: boolean;
  statementsKept?: number;
  /** How often the engine's thread looks for tables to vacuum and analyze (tests ask sooner). */
  maintainEveryMs?: number;
  answers: SharedArrayBuffer;
};
/**
 * What the server asks; `tx` 0 is outside any transaction. `known`: the server's thread has the
 * fields of this statement's rows, so the answer need not carry them. `fresh`: the statement's kept
 * plan was stale (its table changed), so it is prepared anew.
 */
export type EngineQuestion =
  | { op: 'query'; text: string; params: unknown[]; tx: number; known: boolean; fresh: boolean }
  | { op: 'begin'; tx: number }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'kept' | 'dump' | 'close' };
export type EngineAsk = EngineQuestion & { id: number };
/** A message from the engine's thread: one reply, or null for "answers wait in the shared memory". */
export type EngineReply = { id: number; value?: unknown; error?: Record<string, unknown> };
export type EngineMessage = EngineReply | null;
/**
 * A statement's answer that comes in a message, in a buffer of its own: with the fields of its rows
 * when the server's thread lacks them (decision 044), or when it did not fit in the shared memory.
 * The others lie in the shared memory (decision 045).
 */
export type EngineAnswer = { bytes: Uint8Array; fields?: Field[] };

/**
 * The shared answers (decision 045): a header, then a ring of entries, each an id and a length
 * (two Int32) and the answer's bytes, from a multiple of ENTRY_ALIGN. An id of 0 says the entries
 * go on from the ring's start. The header holds how far the server's thread has read and how far
 * the engine has written (two BigInt64, counted from the first byte ever written), and whether the
 * engine woke the server's thread since it last looked (an Int32).
 */
export const ANSWERS_HEADER = 24;
export const ENTRY_HEADER = 8;
const ENTRY_ALIGN = 8;
export const READ_AT = 0;
export const WRITTEN_AT = 1;
export const WOKEN_OFFSET = 16;

/** An entry's size in the ring, header and padding included. */
export function entrySize(length: number): number {
  return Math.ceil((ENTRY_HEADER + length) / ENTRY_ALIGN) * ENTRY_ALIGN;
}

/** The array types PGlite knows at start, for the server's thread to read arrays as PGlite does. */
export type ArrayType = { oid: number; typarray: number };
