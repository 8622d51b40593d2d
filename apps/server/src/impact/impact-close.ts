import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';

/** How often what has ended is counted into the organizations' kept sums (decision 075). */
export const IMPACT_CLOSE_EVERY_MS = 60_000;

/** Counts the events and people whose time came before `at` into their organizations' sums (`impact_close`, migration 0033). */
export async function closeImpact(db: Db, at: Date): Promise<void> {
  await db.execute(sql`SELECT impact_close(${at.toISOString()}::timestamptz)`);
}

/**
 * Closes now and then every `everyMs` until stopped. Readers add what is not counted yet, so a late
 * or missed close costs reading a few more rows, never a wrong figure.
 */
export function startImpactClose(opts: { db: Db; now: () => Date; log: FastifyBaseLogger; everyMs?: number }): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const close = () => {
    running ??= closeImpact(opts.db, opts.now())
      .catch((error) => opts.log.error({ err: error }, 'counting ended events into the impact totals failed'))
      .finally(() => {
        running = null;
      });
  };
  close();
  const timer = setInterval(close, opts.everyMs ?? IMPACT_CLOSE_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
