// What the server's thread and the embedded engine's thread say to each other (decision 040).
import type { Field } from './prepared-statements.ts';

export type EngineStart = { dataDir: string; isNew: boolean; statementsKept?: number; answers: SharedArrayBuffer };
/**
 * What the server asks; `tx` 0 is outside any transaction. `known`: the server's thread has the
 * fields of this statement's rows, so the answer need not carry them.
 */
export type EngineQuestion =
  | { op: 'query'; text: string; params: unknown[]; tx: number; known: boolean }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'kept' | 'dump' | 'close' };
export type EngineAsk = EngineQuestion & { id: number };
export type EngineReply = { id: number; value?: unknown; error?: Record<string, unknown> };
/**
 * A statement's answer: where it lies in the shared answers (`at`, `end`), or, when it did not fit,
 * its own buffer; and the fields of its rows, unless the server's thread has them (decision 044:
 * copying them into every message cost both threads).
 */
export type EngineAnswer = { at: number; end: number; length: number; bytes?: Uint8Array; fields?: Field[] };

/** Bytes of the shared answers before the data: how far the server's thread has read (a BigInt64). */
export const ANSWERS_HEADER = 8;

/** The array types PGlite knows at start, for the server's thread to read arrays as PGlite does. */
export type ArrayType = { oid: number; typarray: number };
