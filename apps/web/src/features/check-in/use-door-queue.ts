import { useQueryClient } from '@tanstack/react-query';
import type { CheckInResult, CheckInScan } from '@volunteering/shared/check-in-schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { sendScan } from './api/check-ins.ts';
import { keepScan, sendWaiting, waitingScans } from './scan-queue.ts';

/** How often scans still waiting are tried again while the page is open (besides the `online` event). */
const RETRY_MS = 15_000;

export type ScanRequest = Pick<CheckInScan, 'action' | 'shiftId'> & ({ code: string; userId?: never } | { userId: string; code?: never });

/**
 * The door screen's scans: each kept in the browser first, then sent; those the network could not
 * take wait and go when it returns (the `online` event, and a retry every 15 s). `answered` hears
 * every answer; `waiting` is how many are not yet sent; `scan` resolves to how many still wait.
 */
export function useDoorQueue(eventId: string, answered: (result: CheckInResult) => void) {
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState(0);
  const [online, setOnline] = useState(true);
  const onAnswer = useRef(answered);
  onAnswer.current = answered;
  // One round at a time: a scan made during a round is sent by the next.
  const round = useRef<Promise<void>>(Promise.resolve());

  const flush = useCallback((): Promise<number> => {
    const next = round.current.then(async () => {
      let answers = 0;
      const left = await sendWaiting(
        eventId,
        (scan) => sendScan(eventId, scan),
        (result) => {
          answers++;
          onAnswer.current(result);
        },
      );
      setWaiting(left);
      if (answers > 0) await queryClient.invalidateQueries({ queryKey: ['events', 'check-ins', eventId] });
      return left;
    });
    round.current = next.then(
      () => undefined,
      () => undefined,
    );
    return next;
  }, [eventId, queryClient]);

  const scan = useCallback(
    async (request: ScanRequest) => {
      const body = { ...request, key: crypto.randomUUID(), at: new Date().toISOString() } as CheckInScan & { at: string };
      await keepScan({ eventId, scan: body });
      setWaiting((count) => count + 1);
      return flush();
    },
    [eventId, flush],
  );

  useEffect(() => {
    setOnline(navigator.onLine);
    // Scans left from before (the page closed offline) go first.
    void waitingScans(eventId).then((left) => {
      setWaiting(left.length);
      if (left.length > 0) void flush();
    });
    const back = () => {
      setOnline(true);
      void flush();
    };
    const gone = () => setOnline(false);
    window.addEventListener('online', back);
    window.addEventListener('offline', gone);
    return () => {
      window.removeEventListener('online', back);
      window.removeEventListener('offline', gone);
    };
  }, [eventId, flush]);

  useEffect(() => {
    if (waiting === 0) return;
    const timer = setInterval(() => void flush(), RETRY_MS);
    return () => clearInterval(timer);
  }, [waiting, flush]);

  return { scan, waiting, online, flush };
}
