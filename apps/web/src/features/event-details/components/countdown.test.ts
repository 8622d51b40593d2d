import { describe, expect, it } from 'vitest';
import { countdownTo } from './countdown.ts';

const start = Date.parse('2026-03-14T09:30:00Z');

describe('countdownTo', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = start - ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(countdownTo(start, start, now)).toEqual({ state: 'upcoming', days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('with a duration, is ongoing from the start through the end second, then ended', () => {
    const end = start + 2 * 3600_000;
    expect(countdownTo(start, end, start)).toEqual({ state: 'ongoing' });
    expect(countdownTo(start, end, start + 3600_000)).toEqual({ state: 'ongoing' });
    expect(countdownTo(start, end, end + 999)).toEqual({ state: 'ongoing' });
    expect(countdownTo(start, end, end + 1000)).toEqual({ state: 'ended' });
  });

  it('without a duration, is ongoing during the very second the event starts, and ended after it', () => {
    expect(countdownTo(start, start, start)).toEqual({ state: 'ongoing' });
    expect(countdownTo(start, start, start + 999)).toEqual({ state: 'ongoing' });
    expect(countdownTo(start, start, start + 1000)).toEqual({ state: 'ended' });
    expect(countdownTo(start, start, start - 1).state).toBe('upcoming');
  });
});
