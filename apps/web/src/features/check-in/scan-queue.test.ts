// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { keepScan, sendWaiting, waitingScans, type WaitingScan } from './scan-queue.ts';

const scan = (eventId: string, key: string, at: string): WaitingScan => ({ eventId, scan: { code: `code-${key}`, action: 'in', key, at } });

describe('the door screen’s offline queue', () => {
  it('keeps scans made without a network, and sends each once, oldest first, when it returns', async () => {
    await keepScan(scan('event-a', 'k2', '2026-12-02T10:00:02.000Z'));
    await keepScan(scan('event-a', 'k1', '2026-12-02T10:00:01.000Z'));
    await keepScan(scan('event-b', 'k3', '2026-12-02T10:00:03.000Z'));
    expect((await waitingScans('event-a')).map((w) => w.scan.key)).toEqual(['k1', 'k2']);

    // No network: nothing is lost, both still wait.
    const offline = await sendWaiting(
      'event-a',
      async () => ({ reached: false }),
      () => {},
    );
    expect(offline).toBe(2);
    expect(await waitingScans('event-a')).toHaveLength(2);

    // The network back for the first only: it is answered and forgotten, the second waits.
    const sent: string[] = [];
    let calls = 0;
    const partly = await sendWaiting(
      'event-a',
      async (body): Promise<{ reached: true; result: string } | { reached: false }> =>
        calls++ === 0 ? { reached: true, result: body.key } : { reached: false },
      (result: string) => sent.push(result),
    );
    expect(partly).toBe(1);
    expect(sent).toEqual(['k1']);

    // A refusal is an answer too: forgotten, not sent for ever.
    const rest = await sendWaiting(
      'event-a',
      async (body) => ({ reached: true, result: `refused ${body.key}` }),
      (result) => sent.push(result),
    );
    expect(rest).toBe(0);
    expect(sent).toEqual(['k1', 'refused k2']);
    expect(await waitingScans('event-a')).toEqual([]);
    // Another event's scan is its own.
    expect((await waitingScans('event-b')).map((w) => w.scan.key)).toEqual(['k3']);
  });
});
