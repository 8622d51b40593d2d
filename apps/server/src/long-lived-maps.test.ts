import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { LRUCache } from 'lru-cache';
import { describe, expect, it, vi } from 'vitest';
import { expiringCache, NumberedSlots } from './long-lived-maps.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as (options?: { type: 'minor' | 'major' }) => void;
/** How much the old generation grew over 50,000 runs of `use`, a young collection every 500. */
function oldGenerationGrowth(use: () => void) {
  const oldSpace = () => getHeapSpaceStatistics().find((space) => space.space_name === 'old_space')!.space_used_size;
  gc({ type: 'major' });
  gc({ type: 'major' });
  const before = oldSpace();
  for (let round = 0; round < 100; round++) {
    for (let i = 0; i < 500; i++) use();
    gc({ type: 'minor' });
  }
  return oldSpace() - before;
}

describe('NumberedSlots', () => {
  it('gives each number its value once, with numbers held far apart', () => {
    const slots = new NumberedSlots<string>(4);
    slots.set(0, 'ready');
    for (let number = 1; number <= 100; number++) slots.set(number, `answer ${number}`);
    expect(slots.size).toBe(101);
    expect(slots.take(0)).toBe('ready');
    expect(slots.take(0)).toBeUndefined();
    for (let number = 2; number <= 99; number++) expect(slots.take(number)).toBe(`answer ${number}`);
    expect(slots.numbers().sort((a, b) => a - b)).toEqual([1, 100]);
    expect(slots.take(1_000_001)).toBeUndefined();
    slots.set(100, 'again');
    expect(slots.size).toBe(2);
    expect(slots.take(100)).toBe('again');
    expect(slots.size).toBe(1);
  });

  it('holds numbers past 2^31 (a server asks billions of questions)', () => {
    const slots = new NumberedSlots<string>();
    const big = 2 ** 33 + 5;
    slots.set(big, 'late');
    slots.set(big + 64, 'later');
    expect(slots.take(big)).toBe('late');
    expect(slots.take(big + 64)).toBe('later');
  });

  it('adds nothing to the old generation when values come and go, 32 held at a time', () => {
    const slots = new NumberedSlots<number[]>();
    let number = 0;
    const growth = oldGenerationGrowth(() => {
      slots.set(++number, new Array(16).fill(number));
      if (number > 32) slots.take(number - 32);
    });
    expect(growth).toBeLessThan(64 * 1024);
  });
});

// The engine's prepared statements and the memory cache of served pictures keep theirs in lru-cache's
// LRUCache (decision 050): a use moves an index in its arrays, and its Map changes only for a new key.
describe('LRUCache, where the server keeps what it used last', () => {
  it('adds nothing to the old generation when its entries are used over and over, by count or by size', () => {
    const keys = [...'abcdefgh'];
    const byCount = new LRUCache<string, number>({ max: 8 });
    const bySize = new LRUCache<string, Buffer>({ maxSize: 8 * 1024, sizeCalculation: (bytes) => bytes.length });
    for (const key of keys) {
      byCount.set(key, key.charCodeAt(0));
      bySize.set(key, Buffer.alloc(1024));
    }
    expect(oldGenerationGrowth(() => byCount.get(keys[Math.floor(Math.random() * 8)]!))).toBeLessThan(64 * 1024);
    expect(oldGenerationGrowth(() => bySize.get(keys[Math.floor(Math.random() * 8)]!))).toBeLessThan(64 * 1024);
  });
});

describe('expiringCache', () => {
  it('answers what is fresh, and lets go of what expired without being asked for it again', async () => {
    const cache = expiringCache<{ page: string }>(3, 40);
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, { page: key });
    expect(cache.size).toBe(3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('d')).toEqual({ page: 'd' });
    await new Promise((resolve) => setTimeout(resolve, 130));
    // Nothing read them: the sweep alone dropped them.
    expect(cache.size).toBe(0);
  });

  it('keeps a sweeping timer only while it holds something', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const cache = expiringCache<{ page: string }>(3, 40);
      expect(vi.getTimerCount()).toBe(0);
      cache.set('a', { page: 'a' });
      cache.set('b', { page: 'b' });
      expect(vi.getTimerCount()).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 60));
      vi.advanceTimersByTime(40);
      expect(cache.size).toBe(0);
      expect(vi.getTimerCount()).toBe(0);
      cache.set('c', { page: 'c' });
      expect(vi.getTimerCount()).toBe(1);
      expect(cache.get('c')).toEqual({ page: 'c' });
    } finally {
      vi.useRealTimers();
    }
  });
});
