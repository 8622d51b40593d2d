import type { Day, Locale, Month } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';

// The date picker's words and numbers (react-datepicker formats them with date-fns). English keeps
// the spec's picker; Bangla is written by Intl, as every other date on the page is (decision 031):
// month and day names, Bangla digits, and a time read as Bangla says it, "সকাল ১০:০০".

/** The picker's formats: the box's text (also what a typed date is read with), the time list, the month's heading. */
export type PickerFormats = { date: string; time: string; month: string };

/**
 * US English, but a day's full name reads "Saturday, November 29, 2026" (not "29th"), so each
 * day button's accessible name contains the number it shows.
 */
const english: Locale = {
  ...enUS,
  formatLong: {
    ...enUS.formatLong,
    date: (options: { width?: string } = {}) =>
      options.width === 'full' ? 'EEEE, MMMM d, y' : enUS.formatLong.date(options as Parameters<typeof enUS.formatLong.date>[0]),
  },
};

const ENGLISH_FORMATS: PickerFormats = { date: 'MMMM d, yyyy h:mm aa', time: 'p', month: 'LLLL yyyy' };

/**
 * In Bangla the numbers are date-fns's ordinal tokens (do, yo, mo), which the locale below writes
 * and reads in Bangla digits; `Ho` is the hour of the day written with its part of the day,
 * "সকাল ১০" or "রাত ১১", as Bangla says a time (and as the event's times read elsewhere).
 */
const BANGLA_FORMATS: PickerFormats = { date: 'do MMMM yo, Ho:mo', time: 'Ho:mo', month: 'LLLL yo' };

const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';
const latinDigits = (text: string) => text.replace(/[০-৯]/g, (digit) => String(BANGLA_DIGITS.indexOf(digit)));

/** The first of `names` (longest first) that `text` starts with, as the value `values` gives it. */
function matchStart<T>(text: string, names: string[], values: T[]): { value: T; rest: string } | null {
  let best = -1;
  names.forEach((name, index) => {
    if (text.startsWith(name) && (best < 0 || name.length > names[best]!.length)) best = index;
  });
  return best < 0 ? null : { value: values[best]!, rest: text.slice(names[best]!.length) };
}

function intlLocale(intl: string): Locale {
  const utc = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(intl, { ...options, timeZone: 'UTC' });
  const partOf = (format: Intl.DateTimeFormat, instant: number, type: Intl.DateTimeFormatPartTypes) =>
    format.formatToParts(instant).find((part) => part.type === type)?.value ?? '';
  const months = (month: 'long' | 'short' | 'narrow') => Array.from({ length: 12 }, (_, m) => utc({ month }).format(Date.UTC(2024, m, 1)));
  // 7 January 2024 was a Sunday, date-fns's day 0.
  const days = (weekday: 'long' | 'short' | 'narrow') => Array.from({ length: 7 }, (_, d) => utc({ weekday }).format(Date.UTC(2024, 0, 7 + d)));
  const wideMonths = months('long');
  const shortMonths = months('short');
  const narrowMonths = months('narrow');
  const wideDays = days('long');
  const shortDays = days('short');
  const narrowDays = days('narrow');
  const number = new Intl.NumberFormat(intl, { useGrouping: false });
  const twoDigits = new Intl.NumberFormat(intl, { useGrouping: false, minimumIntegerDigits: 2 });
  // Each hour of the day as it is said: the part of the day, then the hour on the 12-hour clock
  // (the part of the day in its everyday word, as event-time-format.ts writes it).
  const clock = utc({ hour: 'numeric', minute: '2-digit' });
  const partOfDay = utc({ hour: 'numeric', dayPeriod: 'short' });
  const EVERYDAY: Record<string, string> = { রাত্রি: 'রাত' };
  const hours = Array.from({ length: 24 }, (_, hour) => {
    const instant = Date.UTC(2024, 0, 1, hour);
    const period = partOf(partOfDay, instant, 'dayPeriod');
    return `${EVERYDAY[period] ?? period} ${partOf(clock, instant, 'hour')}`;
  });
  const hourValues = hours.map((_, hour) => hour);

  return {
    ...enUS,
    code: intl,
    localize: {
      ...enUS.localize,
      ordinalNumber: (value, options) => {
        if (options?.unit === 'hour') return hours[Number(value)] ?? number.format(Number(value));
        return (options?.unit === 'minute' ? twoDigits : number).format(Number(value));
      },
      month: (month, options) => (options?.width === 'narrow' ? narrowMonths : options?.width === 'abbreviated' ? shortMonths : wideMonths)[month]!,
      // The calendar's column heads ('short', "Su" in English) take Intl's narrow names, "বৃ": its
      // short ones ("বৃহস্পতি") do not fit; screen readers hear the wide ones.
      day: (day, options) => (options?.width === 'wide' ? wideDays : options?.width === 'abbreviated' ? shortDays : narrowDays)[day]!,
      // The picker's own formats ("MMMM, yyyy" in a month's label) write plain numbers: Bangla digits too.
      preprocessor: (date, parts) =>
        parts.map((part) =>
          part.isToken && /^(y|yyyy|d)$/.test(part.value)
            ? { isToken: false, value: number.format(part.value === 'd' ? date.getDate() : date.getFullYear()) }
            : part,
        ),
    },
    formatLong: {
      date: (options) => (options?.width === 'full' ? 'EEEE, do MMMM yo' : 'do MMMM yo'),
      time: () => BANGLA_FORMATS.time,
      dateTime: () => '{{date}}, {{time}}',
    },
    match: {
      ...enUS.match,
      // A typed date: Bangla or Latin digits; an hour with its part of the day.
      ordinalNumber: (text, options) => {
        if (options?.unit === 'hour') return matchStart(text, hours, hourValues);
        const digits = /^[0-9০-৯]+/.exec(text)?.[0];
        return digits ? { value: Number(latinDigits(digits)), rest: text.slice(digits.length) } : null;
      },
      month: (text) =>
        matchStart(
          text,
          [...wideMonths, ...shortMonths],
          [...wideMonths, ...shortMonths].map((_, i) => (i % 12) as Month),
        ),
      day: (text) =>
        matchStart(
          text,
          [...wideDays, ...shortDays],
          [...wideDays, ...shortDays].map((_, i) => (i % 7) as Day),
        ),
    },
  };
}

const bangla = new Map<string, Locale>();

/** The date-fns locale and formats the picker uses for the page's Intl locale. */
export function pickerLocale(intl: string): { locale: Locale; formats: PickerFormats } {
  if (!intl.startsWith('bn')) return { locale: english, formats: ENGLISH_FORMATS };
  let locale = bangla.get(intl);
  if (!locale) bangla.set(intl, (locale = intlLocale(intl)));
  return { locale, formats: BANGLA_FORMATS };
}
