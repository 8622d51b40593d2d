// The public event (decision 080): an event as every reader sees it alike (its row, organization,
// shifts with their counts, series), kept for the public cache's time and forgotten on the same
// writes, so a signed-in read is the public event plus its reader's own part, not a recount.
import { expiringCache } from '../long-lived-maps.ts';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import type { EventRow, PublicView } from './event-view.ts';

/** The event's row (for who manages it and whether it is hidden), its public parts, and the anonymous answer made of them. */
export type PublicEvent = { row: EventRow; view: PublicView; event: VolunteerEvent };

const MAX_EVENTS = 1000;

/**
 * Public events by language and id, each read once however many ask at once. Kept `ttlMs` (none
 * when 0: every call reads); `forget` drops them all, and a read that began before it is not kept.
 * Never handed out to be changed: a reader's own part goes into a new answer.
 */
export function createPublicEvents(read: (id: string, language: string) => Promise<PublicEvent>, ttlMs: number) {
  const kept = ttlMs > 0 ? expiringCache<PublicEvent>(MAX_EVENTS, ttlMs) : null;
  const reading = new Map<string, Promise<PublicEvent>>();
  let changes = 0;
  return {
    of(id: string, language: string): Promise<PublicEvent> {
      if (!kept) return read(id, language);
      const key = `${language} ${id}`;
      const found = kept.get(key);
      if (found) return Promise.resolve(found);
      const pending = reading.get(key);
      if (pending) return pending;
      const at = changes;
      const next = read(id, language).then(
        (entry) => {
          if (reading.get(key) === next) reading.delete(key);
          if (at === changes) kept.set(key, entry);
          return entry;
        },
        (error: unknown) => {
          if (reading.get(key) === next) reading.delete(key);
          throw error;
        },
      );
      reading.set(key, next);
      return next;
    },
    /** After a write that may change what readers see of events (`eventsChangedBy`), on this instance: one event's, or all. */
    forget(eventId?: string): void {
      changes++;
      if (eventId === undefined) {
        kept?.clear();
        reading.clear();
        return;
      }
      for (const key of [...(kept?.keys() ?? []), ...reading.keys()]) {
        if (key.endsWith(` ${eventId}`)) {
          kept?.delete(key);
          reading.delete(key);
        }
      }
    },
  };
}
