import { format, parse } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { pickerLocale } from './picker-locale.ts';

const bangla = pickerLocale('bn-BD');
const english = pickerLocale('en-US');
const at = (hour: number, minute = 0) => new Date(2026, 11, 10, hour, minute);

describe("the date picker's locale", () => {
  it('keeps the spec English: "December 10, 2026 10:00 AM", times "8:00 AM"', () => {
    expect(format(at(10), english.formats.date, { locale: english.locale })).toBe('December 10, 2026 10:00 AM');
    expect(format(at(8), english.formats.time, { locale: english.locale })).toBe('8:00 AM');
    expect(format(at(10), 'PPPP', { locale: english.locale })).toBe('Thursday, December 10, 2026');
  });

  it('writes Bangla through Intl: names, digits and the part of the day before the time', () => {
    expect(format(at(10), bangla.formats.date, { locale: bangla.locale })).toBe('১০ ডিসেম্বর ২০২৬, সকাল ১০:০০');
    expect(format(at(8), bangla.formats.time, { locale: bangla.locale })).toBe('সকাল ৮:০০');
    expect(format(at(23, 30), bangla.formats.time, { locale: bangla.locale })).toBe('রাত ১১:৩০');
    expect(format(at(12, 30), bangla.formats.time, { locale: bangla.locale })).toBe('দুপুর ১২:৩০');
    expect(format(at(10), bangla.formats.month, { locale: bangla.locale })).toBe('ডিসেম্বর ২০২৬');
    expect(format(at(10), 'PPPP', { locale: bangla.locale })).toBe('বৃহস্পতিবার, ১০ ডিসেম্বর ২০২৬');
    // react-datepicker's own format for a month's label
    expect(format(at(10), 'MMMM, yyyy', { locale: bangla.locale })).toBe('ডিসেম্বর, ২০২৬');
    expect(format(at(10), 'EEEEEE', { locale: bangla.locale })).toBe('বৃ');
  });

  it('the time of every slot reads as Intl writes it', () => {
    const clock = new Intl.DateTimeFormat('bn-BD', { hour: 'numeric', minute: '2-digit' });
    for (let minutes = 8 * 60; minutes <= 23 * 60 + 30; minutes += 30) {
      const time = at(Math.floor(minutes / 60), minutes % 60);
      const parts = Object.fromEntries(clock.formatToParts(time).map((part) => [part.type, part.value]));
      expect(format(time, bangla.formats.time, { locale: bangla.locale })).toMatch(new RegExp(` ${parts.hour}:${parts.minute}$`));
    }
  });

  it('reads back what it writes, every hour of the day, and Latin digits typed', () => {
    for (let hour = 0; hour < 24; hour++) {
      for (const minute of [0, 30]) {
        const text = format(at(hour, minute), bangla.formats.date, { locale: bangla.locale });
        expect(parse(text, bangla.formats.date, new Date(), { locale: bangla.locale }), text).toEqual(at(hour, minute));
      }
    }
    expect(parse('10 ডিসেম্বর 2026, রাত ১১:30', bangla.formats.date, new Date(), { locale: bangla.locale })).toEqual(at(23, 30));
    expect(parse('সকাল ৯:৩০', bangla.formats.time, at(0), { locale: bangla.locale })).toEqual(at(9, 30));
    expect(Number.isNaN(parse('কাল সকালে', bangla.formats.date, new Date(), { locale: bangla.locale }).getTime())).toBe(true);
  });
});
