import { describe, expect, it } from 'vitest';
import { pageSlots, pagingFor } from './events-pagination.tsx';

describe('pagingFor', () => {
  it('counts pages of 8 from the total', () => {
    expect(pagingFor(1, 8, 20, false)).toEqual({ lastPage: 3, hasNext: true });
    expect(pagingFor(3, 4, 20, false)).toEqual({ lastPage: 3, hasNext: false });
    expect(pagingFor(1, 8, 8, false)).toEqual({ lastPage: 1, hasNext: false });
    expect(pagingFor(1, 0, 0, false)).toEqual({ lastPage: 1, hasNext: false });
  });

  it('past the count cap, offers Next as long as the page is full', () => {
    expect(pagingFor(125, 8, 1000, true)).toEqual({ lastPage: undefined, hasNext: true });
    expect(pagingFor(200, 8, 1000, true)).toEqual({ lastPage: undefined, hasNext: true });
    expect(pagingFor(201, 3, 1000, true)).toEqual({ lastPage: undefined, hasNext: false });
  });
});

describe('pageSlots', () => {
  it('lists every page when there are few', () => {
    expect(pageSlots(1, 3, true)).toEqual([1, 2, 3]);
    expect(pageSlots(1, 1, false)).toEqual([1]);
  });

  it('keeps the first, the last and the neighbours of the current page, with gaps between', () => {
    expect(pageSlots(5, 10, true)).toEqual([1, 'gap-before', 4, 5, 6, 'gap-after', 10]);
    expect(pageSlots(1, 10, true)).toEqual([1, 2, 'gap-after', 10]);
    expect(pageSlots(10, 10, false)).toEqual([1, 'gap-before', 9, 10]);
  });

  it('ends with a gap when the last page is unknown', () => {
    expect(pageSlots(130, undefined, true)).toEqual([1, 'gap-before', 129, 130, 131, 'gap-after']);
    expect(pageSlots(130, undefined, false)).toEqual([1, 'gap-before', 129, 130]);
  });
});
