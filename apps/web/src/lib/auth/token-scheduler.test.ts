import { describe, expect, it } from 'vitest';
import { createTokenScheduler, retryDelayMs } from './token-scheduler.ts';

const MINUTE = 60_000;

/** A JWT-shaped string whose claims say it was issued at `iatMs` and lives `lifetimeMs`. */
function token(iatMs: number, lifetimeMs = 15 * MINUTE, id = 'a'): string {
  const payload = btoa(JSON.stringify({ iat: Math.floor(iatMs / 1000), exp: Math.floor((iatMs + lifetimeMs) / 1000), id }));
  return `header.${payload.replace(/=+$/, '')}.${id}`;
}

/** A clock and timers the test moves by hand; answers are settled between steps. */
function harness(start = 1_700_000_000_000) {
  let current = start;
  let nextId = 1;
  const timers = new Map<number, { at: number; run: () => void }>();
  const calls: number[] = [];
  let answer: (n: number) => Promise<string> = () => Promise.resolve(token(current));
  const scheduler = createTokenScheduler({
    fetchToken: () => {
      calls.push(current);
      return answer(calls.length);
    },
    now: () => current,
    setTimer: (run, ms) => {
      const id = nextId++;
      timers.set(id, { at: current + ms, run });
      return id;
    },
    clearTimer: (id) => timers.delete(id as number),
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    scheduler,
    calls,
    timers,
    answerWith(fn: (n: number) => Promise<string>) {
      answer = fn;
    },
    /** Moves the clock, firing each timer that falls due on the way. */
    async advance(ms: number) {
      const end = current + ms;
      await settle();
      for (;;) {
        const due = [...timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        current = due[1].at;
        due[1].run();
        await settle();
      }
      current = end;
    },
    settle,
    /** Offsets from `start` of every token request so far. */
    requestTimes: () => calls.map((t) => t - start),
  };
}

describe('token scheduler', () => {
  it('keeps a token in memory and reuses it until 30 s before expiry', async () => {
    const h = harness();
    const first = await h.scheduler.get();
    expect(await h.scheduler.get()).toBe(first);
    await h.advance(15 * MINUTE - 31_000);
    expect(await h.scheduler.get()).toBe(first);
    expect(h.calls).toHaveLength(1);
    await h.advance(2_000);
    await h.scheduler.get();
    expect(h.calls).toHaveLength(2);
  });

  it('shares one request between concurrent callers', async () => {
    const h = harness();
    const [a, b, c] = await Promise.all([h.scheduler.get(), h.scheduler.get(), h.scheduler.get()]);
    expect(h.calls).toHaveLength(1);
    expect(new Set([a, b, c]).size).toBe(1);
  });

  it('refreshes 5 minutes before expiry while started, and again after each new token', async () => {
    const h = harness();
    h.scheduler.start();
    await h.advance(9 * MINUTE);
    expect(h.requestTimes()).toEqual([0]);
    await h.advance(MINUTE);
    expect(h.requestTimes()).toEqual([0, 10 * MINUTE]);
    await h.advance(10 * MINUTE);
    expect(h.requestTimes()).toEqual([0, 10 * MINUTE, 20 * MINUTE]);
  });

  it('measures expiry on its own clock, so a device clock far off does not refresh in a loop', async () => {
    const h = harness();
    // The server's clock is years behind this device: by `exp` alone the token is long dead.
    h.answerWith(() => Promise.resolve(token(Date.UTC(2023, 0, 1))));
    h.scheduler.start();
    await h.advance(9 * MINUTE);
    expect(h.calls).toHaveLength(1);
    await h.scheduler.get();
    expect(h.calls).toHaveLength(1);
  });

  it('retries a failed refresh after 30 s, doubling up to 16 minutes, then returns to the normal schedule', async () => {
    const h = harness();
    h.scheduler.start();
    await h.settle();
    h.answerWith(() => Promise.reject(new Error('offline')));
    await h.advance(10 * MINUTE);
    const failedAt = 10 * MINUTE;
    const waits = [30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 960_000];
    let at = failedAt;
    for (const wait of waits) {
      await h.advance(wait - 1);
      expect(h.requestTimes().at(-1)).toBe(at);
      await h.advance(1);
      at += wait;
      expect(h.requestTimes().at(-1)).toBe(at);
    }
    let now = at;
    h.answerWith(() => Promise.resolve(token(1_700_000_000_000 + now)));
    await h.advance(960_000);
    now += 960_000;
    expect(h.requestTimes().at(-1)).toBe(now);
    await h.advance(10 * MINUTE);
    expect(h.requestTimes().at(-1)).toBe(now + 10 * MINUTE);
  });

  it('computes the back-off sequence', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 12].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 960_000, 960_000]);
  });

  it('forgets the token on stop, drops an answer still in flight, and stops refreshing', async () => {
    const h = harness();
    let release: (value: string) => void = () => undefined;
    h.answerWith(() => new Promise((resolve) => (release = resolve)));
    h.scheduler.start();
    h.scheduler.stop();
    release(token(0, 15 * MINUTE, 'old-user'));
    await h.settle();
    h.answerWith(() => Promise.resolve(token(1_700_000_000_000, 15 * MINUTE, 'new-user')));
    expect(await h.scheduler.get()).toContain('new-user');
    await h.advance(60 * MINUTE);
    expect(h.calls).toHaveLength(2);
    expect(h.timers.size).toBe(0);
  });

  it('never refreshes sooner than 30 s for a token that lives less than the lead time', async () => {
    const h = harness();
    h.answerWith(() => Promise.resolve(token(1_700_000_000_000, 2 * MINUTE)));
    h.scheduler.start();
    await h.advance(29_000);
    expect(h.calls).toHaveLength(1);
    await h.advance(1_000);
    expect(h.calls).toHaveLength(2);
  });
});
