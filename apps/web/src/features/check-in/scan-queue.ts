import type { CheckInScan } from '@volunteering/shared/check-in-schemas';
import { createStore, del, set, values, type UseStore } from 'idb-keyval';

// The door screen's scans, kept in the browser (IndexedDB) until the server has answered them
// (issue 39, decision 068): a phone at a gate with no signal loses none. Each has its `key`, so one
// sent twice (an answer lost on the way) is still counted once.

/** A scan waiting to be sent: its event, and the body as it will be posted (with when it was made). */
export type WaitingScan = { eventId: string; scan: CheckInScan & { at: string } };

let store: UseStore | undefined;
const scans = () => (store ??= createStore('volunteer-hub-check-in', 'scans'));

/** Keeps a scan until it is answered. */
export const keepScan = (waiting: WaitingScan): Promise<void> => set(waiting.scan.key, waiting, scans());

/** The event's scans not yet answered, oldest first. */
export async function waitingScans(eventId: string): Promise<WaitingScan[]> {
  const all = await values<WaitingScan>(scans());
  return all.filter((waiting) => waiting.eventId === eventId).sort((a, b) => a.scan.at.localeCompare(b.scan.at));
}

/**
 * Sends the event's waiting scans in the order they were made. A scan the server answered (taken or
 * refused) is forgotten and handed to `answered`; the first that cannot reach it stops the round, and
 * it and the rest wait for the next. Returns how many are still waiting.
 */
export async function sendWaiting<R>(
  eventId: string,
  send: (scan: WaitingScan['scan']) => Promise<{ reached: true; result: R } | { reached: false }>,
  answered: (result: R, scan: WaitingScan['scan']) => void,
): Promise<number> {
  const waiting = await waitingScans(eventId);
  for (const [index, { scan }] of waiting.entries()) {
    const outcome = await send(scan);
    if (!outcome.reached) return waiting.length - index;
    await del(scan.key, scans());
    answered(outcome.result, scan);
  }
  return 0;
}
