import { describe, expect, it } from 'vitest';
import { addDays, presetDays, presetOf } from './day-presets.ts';
import { isDay, listParamsFrom, parseDays, searchTooLong, upcomingPageQuery } from './upcoming-list.ts';
import { EventListQuerySchema } from './event-schemas.ts';

describe('the days of the Upcoming list', () => {
  it('reads real days only, and a range whose last day does not come first', () => {
    expect(isDay('2026-11-24')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-11-24T00:00:00Z')).toBe(false);
    expect(isDay('tomorrow')).toBe(false);
    expect(parseDays('2026-11-24', '2026-11-30')).toEqual({ from: '2026-11-24', to: '2026-11-30' });
    expect(parseDays('2026-11-30', '2026-11-24')).toBeNull();
    expect(parseDays('2026-11-24', null)).toBeNull();
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });

  it('gives each preset its days, seen from today', () => {
    // Tuesday 24 November 2026.
    expect(presetDays('today', '2026-11-24')).toEqual({ from: '2026-11-24', to: '2026-11-24' });
    expect(presetDays('weekend', '2026-11-24')).toEqual({ from: '2026-11-28', to: '2026-11-29' });
    expect(presetDays('week', '2026-11-24')).toEqual({ from: '2026-11-24', to: '2026-11-30' });
    expect(presetDays('month', '2026-11-24')).toEqual({ from: '2026-11-24', to: '2026-11-30' });
    expect(presetDays('month', '2027-02-03')).toEqual({ from: '2027-02-03', to: '2027-02-28' });
    // Next 30 days: today and 29 more, across the month's end (on the 27th, not 4 days).
    expect(presetDays('next30', '2026-11-27')).toEqual({ from: '2026-11-27', to: '2026-12-26' });
    expect(presetDays('next30', '2026-12-15')).toEqual({ from: '2026-12-15', to: '2027-01-13' });
    expect(presetDays('next30', '2028-02-01')).toEqual({ from: '2028-02-01', to: '2028-03-01' });
    // On a Saturday the weekend is today and tomorrow; on a Sunday, today.
    expect(presetDays('weekend', '2026-11-28')).toEqual({ from: '2026-11-28', to: '2026-11-29' });
    expect(presetDays('weekend', '2026-11-29')).toEqual({ from: '2026-11-29', to: '2026-11-29' });
  });

  it('names a range by its preset when it is one, today', () => {
    expect(presetOf({ from: '2026-11-28', to: '2026-11-29' }, '2026-11-24')).toBe('weekend');
    expect(presetOf({ from: '2026-11-24', to: '2026-11-24' }, '2026-11-24')).toBe('today');
    expect(presetOf({ from: '2026-11-25', to: '2026-11-26' }, '2026-11-24')).toBeNull();
    expect(presetOf({ from: '2026-11-27', to: '2026-12-26' }, '2026-11-27')).toBe('next30');
    expect(presetOf({ from: '2026-11-26', to: '2026-12-25' }, '2026-11-27')).toBeNull();
  });

  it('puts the days of the address into the API query', () => {
    const params = listParamsFrom(new URLSearchParams('q=river&from=2026-11-28&to=2026-11-29&page=2'));
    expect(upcomingPageQuery(params)).toEqual({ q: 'river', type: 'All', from: '2026-11-28', to: '2026-11-29', page: 2, limit: 8 });
    expect(upcomingPageQuery(listParamsFrom(new URLSearchParams('from=2026-11-29&to=2026-11-28')))).toEqual({ q: undefined, type: 'All', page: 1, limit: 8 });
  });

  it('cuts a shared link’s search to what the API takes, so the list loads instead of failing, and tells it was cut', () => {
    const long = new URLSearchParams({ q: `${'river '.repeat(50)}` });
    expect(searchTooLong(long)).toBe(true);
    const query = upcomingPageQuery(listParamsFrom(long));
    expect(EventListQuerySchema.safeParse(query).success).toBe(true);
    expect(query.q).toBe('river '.repeat(50).slice(0, 200).trim());
    expect(searchTooLong(new URLSearchParams({ q: 'river' }))).toBe(false);
  });
});
