import { describe, expect, it } from 'vitest';
import { countdownTo } from './countdown.ts';

const start = Date.parse('2026-03-14T09:30:00Z');

describe('countdownTo', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = start - ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(countdownTo(start, now)).toEqual({ state: 'upcoming', days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('is ongoing during the very second the event starts, and ended after it', () => {
    expect(countdownTo(start, start)).toEqual({ state: 'ongoing' });
    expect(countdownTo(start, start + 999)).toEqual({ state: 'ongoing' });
    expect(countdownTo(start, start + 1000)).toEqual({ state: 'ended' });
    expect(countdownTo(start, start - 1).state).toBe('upcoming');
  });
});
