import { describe, expect, it } from 'vitest';
import { kindFor, noRepeat, placeInMonth, readyToPreview, recurrenceOf, weekdayName, weekdayOf } from './repeats.ts';

// Saturday 6 March 2027 on the event's clock.
const saturday = { year: 2027, month: 3, day: 6 };

describe('Repeats as a rule', () => {
  it("reads the weekday of the event's clock reading, whatever this browser's zone", () => {
    expect(weekdayOf(saturday)).toBe('SA');
    expect(weekdayOf({ year: 2027, month: 3, day: 1 })).toBe('MO');
    expect(weekdayOf({ year: 2027, month: 2, day: 28 })).toBe('SU');
  });

  it("names weekdays in the reader's language", () => {
    expect(weekdayName('SA', 'en-US')).toBe('Saturday');
    expect(weekdayName('SA', 'bn-BD')).toBe('শনিবার');
  });

  it('"Never" is no rule', () => {
    expect(recurrenceOf(noRepeat, saturday)).toBeNull();
  });

  it('"Weekly" repeats on the start\'s own day unless days are chosen, in the week\'s order', () => {
    expect(recurrenceOf({ ...noRepeat, kind: 'weekly', count: '6' }, saturday)).toEqual({ frequency: 'weekly', interval: 1, byWeekday: ['SA'], count: 6 });
    expect(recurrenceOf({ ...noRepeat, kind: 'weekly', days: ['SU', 'SA', 'MO'] }, saturday)).toMatchObject({ byWeekday: ['MO', 'SA', 'SU'] });
  });

  it('"Every 2 weeks" is a weekly rule of interval 2; "Monthly" the start\'s day of the month', () => {
    expect(recurrenceOf({ ...noRepeat, kind: 'twoWeeks' }, saturday)).toMatchObject({ frequency: 'weekly', interval: 2, byWeekday: ['SA'] });
    expect(recurrenceOf({ ...noRepeat, kind: 'monthly', end: 'until', until: '2027-09-30' }, saturday)).toEqual({
      frequency: 'monthly',
      interval: 1,
      until: '2027-09-30',
    });
  });

  it('"Monthly on the second Tuesday" and "on the last Friday" come from the start\'s place in its month', () => {
    // Tuesday 14 September 2027 is the second Tuesday; Friday 24 September the last Friday (and the fourth).
    expect(placeInMonth({ year: 2027, month: 9, day: 14 })).toEqual({ nth: 2, last: false });
    expect(placeInMonth({ year: 2027, month: 9, day: 24 })).toEqual({ nth: 4, last: true });
    // Thursday 30 September is the fifth: only "the last" fits it.
    expect(placeInMonth({ year: 2027, month: 9, day: 30 })).toEqual({ nth: null, last: true });
    // Sunday 7 March 2027 is the first Sunday.
    expect(recurrenceOf({ ...noRepeat, kind: 'monthlyNth', count: '6' }, { year: 2027, month: 3, day: 7 })).toEqual({
      frequency: 'monthly',
      interval: 1,
      bySetPos: 1,
      byWeekday: ['SU'],
      count: 6,
    });
    expect(recurrenceOf({ ...noRepeat, kind: 'monthlyLast' }, { year: 2027, month: 9, day: 24 })).toMatchObject({ bySetPos: -1, byWeekday: ['FR'] });
  });

  it('a monthly place the new start does not offer becomes the one it does', () => {
    expect(kindFor('monthlyNth', { year: 2027, month: 9, day: 30 })).toBe('monthlyLast');
    expect(kindFor('monthlyLast', { year: 2027, month: 9, day: 14 })).toBe('monthlyNth');
    expect(recurrenceOf({ ...noRepeat, kind: 'monthlyLast' }, { year: 2027, month: 9, day: 14 })).toMatchObject({ bySetPos: 2, byWeekday: ['TU'] });
    expect(kindFor('weekly', { year: 2027, month: 9, day: 30 })).toBe('weekly');
  });

  it('asks for a preview only once it has an end from 1 to 52 dates, or a day', () => {
    const weekly = (more: object) => recurrenceOf({ ...noRepeat, kind: 'weekly', ...more }, saturday);
    expect(readyToPreview(weekly({ count: '52' }))).toBe(true);
    expect(readyToPreview(weekly({ count: '53' }))).toBe(false);
    expect(readyToPreview(weekly({ count: '' }))).toBe(false);
    expect(readyToPreview(weekly({ count: '2.5' }))).toBe(false);
    expect(readyToPreview(weekly({ end: 'until', until: '' }))).toBe(false);
    expect(readyToPreview(weekly({ end: 'until', until: '2027-05-01' }))).toBe(true);
  });
});
