/**
 * Writes that may change what anonymous readers see of events: an event's own calls, moderators'
 * actions (hide, restore, suspend), account deletion, organizations' (an event's organizer) and a shift
 * offer's mail link (its places). The read caches drop their answers on one.
 */
const EVENT_WRITES = ['/api/events', '/api/admin', '/api/me', '/api/orgs', '/api/shift-offers', '/api/series'];

/** One person's part in one event (join, leave, check-in): it changes that event's counts and nothing else readers see. */
const PARTICIPATION_WRITES = [/^\/api\/events\/([^/?]+)\/(?:join|check-ins)(?:\?|$)/, /^\/api\/events\/cancel\/([^/?]+)(?:\?|$)/];

/**
 * What a write changes for the read caches: `null` nothing, `'all'` anything of events, or an event's
 * id when only that event's answers go. Lists and pages that show the event's count then catch up
 * within the caches' time (PUBLIC_CACHE_TTL_MS), as other instances' writes always do (decision 083).
 */
export function eventsChangedBy(request: { method: string; url: string }, statusCode: number): 'all' | { eventId: string } | null {
  if (request.method === 'GET' || statusCode >= 300 || !EVENT_WRITES.some((prefix) => request.url.startsWith(prefix))) return null;
  for (const pattern of PARTICIPATION_WRITES) {
    const eventId = pattern.exec(request.url)?.[1];
    if (eventId) return { eventId };
  }
  return 'all';
}
