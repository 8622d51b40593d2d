import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookieOf } from '../../auth/session-cookie.ts';

type Limit = (this: unknown, request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: at most WRITE_RATE_LIMIT_MAX creations (events, announcements) a minute per account, then 429. */
    writeLimit: Limit;
    /** preHandler: at most WRITE_RATE_LIMIT_MAX access tokens a minute per session, then 429. */
    tokenLimit: Limit;
  }
}

// Per account, not per address: one account cannot flood the site from many addresses, and people
// sharing an address (a campus network) do not share a budget.
export default fp(async (app, opts: { max: number }) => {
  const perMinute = (keyOf: (request: FastifyRequest) => string) =>
    app.rateLimit({ max: opts.max, timeWindow: '1 minute', keyGenerator: keyOf }) as unknown as Limit;
  // After `authenticate`, so the viewer is known (a route without one is refused before this).
  app.decorate(
    'writeLimit',
    perMinute((request) => `account:${request.viewer?.userId ?? request.ip}`),
  );
  app.decorate(
    'tokenLimit',
    perMinute((request) => `session:${sessionCookieOf(request.headers.cookie) ?? request.ip}`),
  );
});
