import { describe, expect, it } from 'vitest';
import { joinedStatus, sortJoined } from './joined-order.ts';

const now = Date.parse('2026-06-15T12:00:00Z');
const at = (date: string, endDate = date) => ({ date, endDate });

describe('joinedStatus', () => {
  it('without a duration, is completed only when the date is earlier than now', () => {
    expect(joinedStatus(at('2026-06-15T11:59:59Z'), now)).toBe('completed');
    expect(joinedStatus(at('2026-06-16T09:00:00Z'), now)).toBe('upcoming');
  });

  it('with a duration, is ongoing from its start until its end, and completed only after the end', () => {
    expect(joinedStatus(at('2026-06-15T11:00:00Z', '2026-06-15T13:00:00Z'), now)).toBe('ongoing');
    expect(joinedStatus(at('2026-06-15T10:00:00Z', '2026-06-15T12:00:00Z'), now)).toBe('ongoing');
    expect(joinedStatus(at('2026-06-15T09:00:00Z', '2026-06-15T11:59:59Z'), now)).toBe('completed');
  });
});

describe('sortJoined', () => {
  it('puts upcoming first by ascending date, then completed most recent first', () => {
    const events = [at('2026-06-01T10:00:00Z'), at('2026-07-01T10:00:00Z'), at('2026-06-14T10:00:00Z'), at('2026-06-20T10:00:00Z'), at('2026-05-01T10:00:00Z')];
    expect(sortJoined(events, now).map((e) => e.date)).toEqual([
      '2026-06-20T10:00:00Z',
      '2026-07-01T10:00:00Z',
      '2026-06-14T10:00:00Z',
      '2026-06-01T10:00:00Z',
      '2026-05-01T10:00:00Z',
    ]);
  });

  it('keeps an ongoing event with the upcoming ones', () => {
    const events = [at('2026-06-14T10:00:00Z'), at('2026-06-20T10:00:00Z'), at('2026-06-15T11:00:00Z', '2026-06-15T14:00:00Z')];
    expect(sortJoined(events, now).map((e) => e.date)).toEqual(['2026-06-15T11:00:00Z', '2026-06-20T10:00:00Z', '2026-06-14T10:00:00Z']);
  });

  it('leaves the input as it was', () => {
    const events = [at('2026-07-01T10:00:00Z'), at('2026-06-20T10:00:00Z')];
    sortJoined(events, now);
    expect(events[0]!.date).toBe('2026-07-01T10:00:00Z');
  });
});
