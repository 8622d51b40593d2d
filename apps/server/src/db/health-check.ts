import { sql } from 'drizzle-orm';
import type { Database, Db } from './client.ts';

/** Whether the database answers, and which kind it is. */
export function createHealthCheck(db: Db, kind: Database['kind']) {
  return {
    async status(): Promise<{ status: 'ok'; database: Database['kind'] }> {
      await db.execute(sql`SELECT 1`);
      return { status: 'ok', database: kind };
    },
  };
}

export type HealthCheck = ReturnType<typeof createHealthCheck>;
