import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Liveness and database reachability',
        response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) },
      },
    },
    async () => {
      await app.db.execute(sql`SELECT 1`);
      return { status: 'ok' as const, database: app.databaseKind };
    },
  );
};

export default healthRoutes;
