import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema.ts';

export type Job = typeof jobs.$inferSelect;
/** Does the job inside the transaction that claimed it. */
export type JobHandler = (job: Job, tx: Db) => Promise<void>;

const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000];
const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** Schedules a job once per key, in the caller's transaction (a second call with the key does nothing). */
export async function scheduleJob(tx: Db, job: { kind: string; key: string; payload: unknown; runAt: Date }): Promise<void> {
  await tx.insert(jobs).values(job).onConflictDoNothing({ target: jobs.key });
}

/** As `scheduleJob`, but a job of that key scheduled before is moved to `runAt`, and made due again if it was done. */
export async function rescheduleJob(tx: Db, job: { kind: string; key: string; payload: unknown; runAt: Date }): Promise<void> {
  await tx
    .insert(jobs)
    .values(job)
    .onConflictDoUpdate({ target: jobs.key, set: { runAt: job.runAt, doneAt: null, attempts: 0, lastError: null } });
}

export function createJobRunner(opts: { db: Db; now: () => Date; handlers: Record<string, JobHandler>; log: FastifyBaseLogger }) {
  const { db, now, handlers, log } = opts;

  /** Claims one due job, skipping jobs another instance holds, and does it. False when none is due. */
  async function runOne(): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [job] = await tx
        .select()
        .from(jobs)
        .where(and(isNull(jobs.doneAt), lte(jobs.runAt, now())))
        .orderBy(asc(jobs.runAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!job) return false;
      const handler = handlers[job.kind];
      try {
        if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
        // A savepoint: a failing handler's writes roll back, the job's bookkeeping below stays.
        await tx.transaction((inner) => handler(job, inner));
        await tx.update(jobs).set({ doneAt: now() }).where(eq(jobs.id, job.id));
      } catch (error) {
        const attempts = job.attempts + 1;
        log.warn({ err: error, job: { id: job.id, kind: job.kind, attempts } }, 'job failed');
        const delay = RETRY_DELAYS_MS[attempts - 1];
        await tx
          .update(jobs)
          .set({
            attempts,
            lastError: error instanceof Error ? error.message : String(error),
            // After the last attempt the job is closed, its error kept for the operator.
            ...(attempts >= MAX_ATTEMPTS || delay === undefined ? { doneAt: now() } : { runAt: new Date(now().getTime() + delay) }),
          })
          .where(eq(jobs.id, job.id));
      }
      return true;
    });
  }

  /** Runs every due job; returns how many were run. */
  async function runDue(): Promise<number> {
    let count = 0;
    while (await runOne()) count++;
    return count;
  }

  /** Polls every `intervalMs` until stopped; one pass at a time. */
  function start(intervalMs: number): () => void {
    let running: Promise<unknown> | null = null;
    const timer = setInterval(() => {
      running ??= runDue()
        .catch((error) => log.error({ err: error }, 'job pass failed'))
        .finally(() => {
          running = null;
        });
    }, intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  return { runDue, start };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
