import { LRUCache } from 'lru-cache';
import type { Notifications } from '../db/client.ts';

/**
 * How long this instance trusts a session it read without reading it again (issue 41, decision 076).
 * A sign-out, suspension, role change or deleted account shows at once, here and (told through
 * PostgreSQL) on the other instances; this bounds what a message lost on the way could hide.
 */
export const SESSION_CACHE_MS = 10_000;
/** Sessions kept at once (a few hundred bytes each). */
export const SESSION_CACHE_MAX = 5_000;

type Kept = { userId: string; value: unknown };

/** The channel migration 0032's triggers notify. */
const CHANNEL = 'session_changes';

/**
 * Sessions read lately, by what the caller presented (a token's session, a session cookie), so a
 * signed-in read makes no round trip to the database for them. Everything that changes a session
 * or its account calls `forgetUser` once its transaction is committed; on PostgreSQL the database
 * tells every instance of any change to a session or an account, whoever made it.
 */
export async function createSessionCache(now: () => Date, others?: Notifications) {
  // ttlResolution 0: the clock is read on every look, so a clock that jumps (tests) is seen at once.
  const kept = new LRUCache<string, Kept>({ max: SESSION_CACHE_MAX, ttl: SESSION_CACHE_MS, ttlResolution: 0, perf: { now: () => now().getTime() } });
  // A read that started before a change must not keep what it read after it.
  let changes = 0;
  const forget = (userId: string | null) => {
    changes++;
    if (userId === null) kept.clear();
    else for (const [key, entry] of kept.entries()) if (entry.userId === userId) kept.delete(key);
  };
  // An empty message, or word that messages may have been missed: forget everything.
  const stopListening = await others?.listen(CHANNEL, (userId) => forget(userId || null));

  return {
    /** What `load` reads for `key`, from the cache while it is fresh; `null` (no session) is never kept. */
    async read<T>(key: string, load: () => Promise<{ userId: string; value: T } | null>): Promise<T | null> {
      const hit = kept.get(key);
      if (hit) return hit.value as T;
      const before = changes;
      const loaded = await load();
      if (loaded && before === changes) kept.set(key, loaded);
      return loaded?.value ?? null;
    },
    /** The account's sessions are read again on their next request (the other instances hear of it from the database). */
    forgetUser: (userId: string): void => forget(userId),
    close: () => stopListening?.(),
  };
}

export type SessionCache = Awaited<ReturnType<typeof createSessionCache>>;
