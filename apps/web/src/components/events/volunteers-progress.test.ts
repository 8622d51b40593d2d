import { describe, expect, it } from 'vitest';
import { joinedPercent } from './volunteers-progress.tsx';

describe('joinedPercent', () => {
  it('is joined over needed, as a whole percentage', () => {
    expect(joinedPercent(10, 40)).toBe(25);
    expect(joinedPercent(1, 3)).toBe(33);
  });

  it('is clamped to 0..100 and never NaN', () => {
    expect(joinedPercent(60, 50)).toBe(100);
    expect(joinedPercent(-5, 50)).toBe(0);
    expect(joinedPercent(5, 0)).toBe(0);
    expect(joinedPercent(Number.NaN, 10)).toBe(0);
    expect(joinedPercent(5, Number.NaN)).toBe(0);
  });

  it('uses 20 only when needed is missing', () => {
    expect(joinedPercent(5, undefined)).toBe(25);
  });
});
