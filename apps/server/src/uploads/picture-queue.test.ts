import { describe, expect, it } from 'vitest';
import { inTurn, MAX_WAITING_PER_ACCOUNT, TooManyWaiting, waitingFor } from './picture-queue.ts';

/** A piece of work the test finishes itself, noting when it started. */
function step(name: string, started: string[]) {
  let finish!: (ok: boolean) => void;
  const done = new Promise<void>((resolve, reject) => (finish = (ok) => (ok ? resolve() : reject(new Error(name)))));
  return { work: () => (started.push(name), done), finish };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the picture queue', () => {
  it('runs one picture at a time, taking the accounts in turn, and goes on after a failure', async () => {
    const started: string[] = [];
    const [a1, a2, a3, b1, c1] = ['a1', 'a2', 'a3', 'b1', 'c1'].map((name) => step(name, started));
    const results = [inTurn('a', a1!.work), inTurn('a', a2!.work), inTurn('a', a3!.work), inTurn('b', b1!.work), inTurn('c', c1!.work)].map((p) =>
      p.then(
        () => 'ok',
        () => 'failed',
      ),
    );
    await settle();
    expect(started).toEqual(['a1']);
    a1!.finish(false);
    await settle();
    expect(started).toEqual(['a1', 'b1']);
    for (const each of [b1!, c1!, a2!]) {
      each.finish(true);
      await settle();
    }
    expect(started).toEqual(['a1', 'b1', 'c1', 'a2', 'a3']);
    a3!.finish(true);
    expect(await Promise.all(results)).toEqual(['failed', 'ok', 'ok', 'ok', 'ok']);
  });

  it(`refuses a turn's picture while ${MAX_WAITING_PER_ACCOUNT} wait, unless the turn has no cap`, async () => {
    const started: string[] = [];
    const first = step('first', started);
    const running = inTurn('x', first.work);
    const lined = Array.from({ length: MAX_WAITING_PER_ACCOUNT }, () => inTurn('x', async () => undefined));
    expect(waitingFor('x')).toBe(MAX_WAITING_PER_ACCOUNT);
    await expect(inTurn('x', async () => undefined)).rejects.toBeInstanceOf(TooManyWaiting);
    expect(waitingFor('x')).toBe(MAX_WAITING_PER_ACCOUNT);
    const uncapped = Array.from({ length: MAX_WAITING_PER_ACCOUNT + 2 }, () => inTurn('site', async () => undefined, Infinity));
    expect(waitingFor('site')).toBe(MAX_WAITING_PER_ACCOUNT + 2);
    first.finish(true);
    await Promise.all([running, ...lined, ...uncapped]);
    expect([waitingFor('x'), waitingFor('site')]).toEqual([0, 0]);
  });
});
