import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { eventsChangedBy } from '../../events/event-writes.ts';
import { languageOf } from '../../i18n/request-language.ts';
import { expiringCache } from '../../long-lived-maps.ts';

type Answer = { payload: string | Buffer; headers: Record<string, string> };
const KEPT_HEADERS = ['content-type', 'content-disposition', 'x-total-count', 'x-total-count-capped', 'link'];
const MAX_ENTRIES = 1000;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on the one request that reads the database for a URL others are waiting on. */
    publicReadLead: ((answer: Answer | null) => void) | undefined;
  }
}

/**
 * Anonymous reads of events (the list, a search, one event) and of the directory of organizations
 * are the same for everybody for a moment: answers are kept for `ttlMs` and dropped at once when
 * this instance writes an event or an organization (following one included); a join, leave or
 * check-in drops only that event's own answers, and lists show its count within `ttlMs`. When an answer is
 * missing, one request reads the database and the others for the same URL wait for it. Signed-in
 * callers always read the database (they see their own joins, whom they follow); other instances'
 * writes show within `ttlMs`.
 */
export default fp(async (app, opts: { ttlMs: number }) => {
  if (opts.ttlMs <= 0) return;
  const entries = expiringCache<Answer>(MAX_ENTRIES, opts.ttlMs);
  const inFlight = new Map<string, Promise<Answer | null>>();
  // `following` lists depend on who asks (issue 18): never kept, even when the token is missing (a 401).
  // The directory of organizations (decision 055) is kept too: `/api/orgs` itself, not the paths under it.
  const cacheable = (request: FastifyRequest) =>
    request.method === 'GET' &&
    (request.url.startsWith('/api/events') || /^\/api\/orgs(\?|$)/.test(request.url)) &&
    !request.headers.authorization &&
    !/[?&]following=/.test(request.url);
  // An event's answer says its series' rule in the reader's language (issue 40): one entry per language.
  const keyOf = (request: FastifyRequest) => `${languageOf(request)} ${request.url}`;
  const answer = (reply: FastifyReply, { payload, headers }: Answer) => reply.headers(headers).header('x-cache', 'hit').send(payload);

  app.decorateRequest('publicReadLead', undefined);

  app.addHook('onRequest', async (request, reply) => {
    if (!cacheable(request)) return;
    const key = keyOf(request);
    const entry = entries.get(key);
    if (entry) return answer(reply, entry);
    const pending = inFlight.get(key);
    if (pending) {
      const shared = await pending;
      if (shared) return answer(reply, shared);
      return;
    }
    inFlight.set(key, new Promise((resolve) => (request.publicReadLead = resolve)));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const changed = eventsChangedBy(request, reply.statusCode);
    if (changed === 'all') {
      entries.clear();
      return payload;
    }
    if (changed) {
      const own = `/api/events/${changed.eventId}`;
      for (const key of [...entries.keys()]) {
        const url = key.slice(key.indexOf(' ') + 1);
        if (url === own || url.startsWith(`${own}?`) || url.startsWith(`${own}/`)) entries.delete(key);
      }
      return payload;
    }
    const lead = request.publicReadLead;
    if (!lead) return payload;
    request.publicReadLead = undefined;
    inFlight.delete(keyOf(request));
    if (reply.statusCode !== 200 || !(typeof payload === 'string' || Buffer.isBuffer(payload))) {
      lead(null);
      return payload;
    }
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    entries.set(keyOf(request), { payload, headers });
    lead({ payload, headers });
    return payload;
  });

  // A lead request that ends without a reply (client gone, error before onSend) releases its waiters.
  app.addHook('onResponse', async (request) => {
    if (!request.publicReadLead) return;
    inFlight.delete(keyOf(request));
    request.publicReadLead(null);
  });
});
