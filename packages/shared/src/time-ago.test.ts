import { describe, expect, it } from 'vitest';
import { formatTimeAgo } from './time-ago.ts';

const NOW = Date.parse('2026-11-27T10:00:00Z');
const before = (ms: number) => new Date(NOW - ms).toISOString();
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('how long ago a posted or joined moment was', () => {
  it('says it in whole units, the largest that fits, rounded down', () => {
    expect(formatTimeAgo(before(0), NOW)).toBe('now');
    expect(formatTimeAgo(before(59_999), NOW)).toBe('now');
    expect(formatTimeAgo(before(MINUTE), NOW)).toBe('1 minute ago');
    expect(formatTimeAgo(before(5 * MINUTE + 59_000), NOW)).toBe('5 minutes ago');
    expect(formatTimeAgo(before(60 * MINUTE), NOW)).toBe('1 hour ago');
    expect(formatTimeAgo(before(23 * 60 * MINUTE + 59 * MINUTE), NOW)).toBe('23 hours ago');
    expect(formatTimeAgo(before(DAY + MINUTE), NOW)).toBe('1 day ago');
    expect(formatTimeAgo(before(6 * DAY), NOW)).toBe('6 days ago');
    expect(formatTimeAgo(before(7 * DAY), NOW)).toBe('1 week ago');
    expect(formatTimeAgo(before(29 * DAY), NOW)).toBe('4 weeks ago');
    expect(formatTimeAgo(before(30 * DAY), NOW)).toBe('1 month ago');
    expect(formatTimeAgo(before(364 * DAY), NOW)).toBe('12 months ago');
    expect(formatTimeAgo(before(800 * DAY), NOW)).toBe('2 years ago');
  });

  it('reads a moment ahead of the clock (clocks apart) as now', () => {
    expect(formatTimeAgo(before(-5 * MINUTE), NOW)).toBe('now');
  });

  it('speaks Bangla with Bangla digits', () => {
    expect(formatTimeAgo(before(0), NOW, 'bn-BD')).toBe('এখন');
    expect(formatTimeAgo(before(5 * MINUTE), NOW, 'bn-BD')).toBe('৫ মিনিট আগে');
    expect(formatTimeAgo(before(3 * DAY), NOW, 'bn-BD')).toBe('৩ দিন আগে');
  });
});
