/**
 * Writes that may change what anonymous readers see of events: an event's own calls, moderators'
 * actions (hide, restore, suspend), account deletion, organizations' (an event's organizer) and a shift
 * offer's mail link (its places). The read caches drop their answers on one.
 */
const EVENT_WRITES = ['/api/events', '/api/admin', '/api/me', '/api/orgs', '/api/shift-offers', '/api/series'];

export const changesEvents = (request: { method: string; url: string }, statusCode: number): boolean =>
  request.method !== 'GET' && statusCode < 300 && EVENT_WRITES.some((prefix) => request.url.startsWith(prefix));
