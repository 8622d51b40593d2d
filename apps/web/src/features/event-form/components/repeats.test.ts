import { describe, expect, it } from 'vitest';
import { noRepeat, readyToPreview, recurrenceOf, weekdayName, weekdayOf } from './repeats.ts';

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
