import { describe, expect, it } from 'vitest';
import { wrapIndex } from './use-carousel.ts';

describe('wrapIndex', () => {
  it('moves by the step inside the ring', () => {
    expect(wrapIndex(0, 1, 5)).toBe(1);
    expect(wrapIndex(3, -1, 5)).toBe(2);
  });

  it('wraps past the last slide to the first and before the first to the last', () => {
    expect(wrapIndex(4, 1, 5)).toBe(0);
    expect(wrapIndex(0, -1, 5)).toBe(4);
  });

  it('stays on the only slide', () => {
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, -1, 1)).toBe(0);
  });
});
