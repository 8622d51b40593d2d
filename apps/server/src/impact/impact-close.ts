import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';

/** How often what has ended is counted into the organizations' kept sums (decision 075). */
export const IMPACT_CLOSE_EVERY_MS = 60_000;
/** Every this many closes, the kept tables' statistics are taken again (so the embedded engine's plans see them as they are). */
const ANALYZE_EVERY = 60;

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
  let closes = 0;
  const close = () => {
    const analyze = closes++ % ANALYZE_EVERY === 0;
    running ??= closeImpact(opts.db, opts.now())
      .then(() => analyze && opts.db.execute(sql`ANALYZE impact_credits, impact_event_totals, impact_organization_people, impact_organization_totals`))
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
