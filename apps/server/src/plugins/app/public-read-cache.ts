import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';

type Entry = { payload: string; headers: Record<string, string>; expires: number };
const KEPT_HEADERS = ['content-type', 'x-total-count', 'x-total-count-capped', 'link'];
const MAX_ENTRIES = 1000;

/**
 * Anonymous reads of events (the list, a search, one event) are the same for everybody for a
 * moment: answers are kept for `ttlMs` and dropped at once when this instance writes an event.
 * Signed-in callers always read the database (they see their own joins); other instances' writes
 * show within `ttlMs`.
 */
export default fp(async (app, opts: { ttlMs: number }) => {
  if (opts.ttlMs <= 0) return;
  const entries = new Map<string, Entry>();
  const cacheable = (request: FastifyRequest) =>
    request.method === 'GET' && request.url.startsWith('/api/events') && !request.headers.authorization;

  app.addHook('onRequest', async (request, reply) => {
    if (!cacheable(request)) return;
    const entry = entries.get(request.url);
    if (!entry) return;
    if (entry.expires < Date.now()) {
      entries.delete(request.url);
      return;
    }
    return reply.headers(entry.headers).header('x-cache', 'hit').send(entry.payload);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.url.startsWith('/api/events') && reply.statusCode < 300) {
      entries.clear();
    } else if (cacheable(request) && reply.statusCode === 200 && typeof payload === 'string' && !reply.getHeader('x-cache')) {
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(request.url, { payload, headers, expires: Date.now() + opts.ttlMs });
    }
    return payload;
  });
});
