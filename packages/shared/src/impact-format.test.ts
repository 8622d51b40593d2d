import { describe, expect, it } from 'vitest';
import { formatHours, formatMonth } from './impact-format.ts';

describe('hours and months as the page shows them', () => {
  it('shows whole hours without decimals and at most two otherwise', () => {
    expect(formatHours(0)).toBe('0');
    expect(formatHours(2)).toBe('2');
    expect(formatHours(1.5)).toBe('1.5');
    expect(formatHours(0.83)).toBe('0.83');
    expect(formatHours(1404)).toBe('1,404');
  });

  it('names a UTC month the same in every time zone', () => {
    expect(formatMonth('2026-01')).toBe('Jan 2026');
    expect(formatMonth('2025-12')).toBe('Dec 2025');
  });

  it('writes hours and months in Bangla digits and month names on a Bangla page', () => {
    expect(formatHours(1.5, 'bn-BD')).toBe('১.৫');
    expect(formatHours(1404, 'bn-BD')).toBe('১,৪০৪');
    expect(formatMonth('2026-01', 'bn-BD')).toBe('জানু ২০২৬');
    // The English forms are not changed by a Bangla page having been drawn first.
    expect(formatHours(1404)).toBe('1,404');
    expect(formatMonth('2026-01')).toBe('Jan 2026');
  });
});
