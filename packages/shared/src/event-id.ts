// The one rule for an event's id, kept free of zod so the router's table can use it in the first
// page's JavaScript; route-params.ts builds the API's schema from it.

/** The UUID the database gives an event (any version), in either case. */
export const EVENT_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isEventId(id: string): boolean {
  return EVENT_ID_PATTERN.test(id);
}
