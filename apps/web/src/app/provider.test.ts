import { QueryObserver } from '@tanstack/react-query';
import { QUERY_RETRY_DELAYS_MS } from '@volunteering/shared/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { createQueryClient } from './provider.tsx';

/** Watches one query that fails with `error` and records when each attempt was made. */
function failingQuery(error: Error) {
  const attempts: number[] = [];
  const start = Date.now();
  const observer = new QueryObserver(createQueryClient(), {
    queryKey: ['failing'],
    queryFn: () => {
      attempts.push(Date.now() - start);
      throw error;
    },
  });
  const unsubscribe = observer.subscribe(() => {});
  return { attempts, status: () => observer.getCurrentResult().status, unsubscribe };
}

describe('a read that fails', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is tried again after each of the shared waits, then shows its error', async () => {
    const query = failingQuery(new ApiError(0, { message: 'offline' }));
    await vi.advanceTimersByTimeAsync(0);
    let at = 0;
    for (const wait of QUERY_RETRY_DELAYS_MS) {
      expect(query.status()).toBe('pending');
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(query.attempts, `no retry before ${wait} ms`).toHaveLength(1 + QUERY_RETRY_DELAYS_MS.indexOf(wait));
      await vi.advanceTimersByTimeAsync(1);
      at += wait;
      expect(query.attempts.at(-1)).toBe(at);
    }
    expect(query.status()).toBe('error');
    expect(query.attempts).toHaveLength(1 + QUERY_RETRY_DELAYS_MS.length);
    query.unsubscribe();
  });

  it('with a 4xx answer shows its error at once: asking again would get the same answer', async () => {
    const query = failingQuery(new ApiError(404, { message: 'Event not found' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(query.status()).toBe('error');
    expect(query.attempts).toEqual([0]);
    query.unsubscribe();
  });
});
