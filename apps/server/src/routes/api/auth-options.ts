import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Which sign-in methods this server offers, so the client never shows a button that cannot work. */
const authOptionsRoutes: FastifyPluginAsyncZod<{ google: boolean }> = async (app, opts) => {
  app.get(
    '/auth-options',
    {
      schema: {
        summary: 'Sign-in methods this server offers besides e-mail and password',
        response: { 200: z.object({ google: z.boolean() }) },
      },
    },
    async () => ({ google: opts.google }),
  );
};

export default authOptionsRoutes;
