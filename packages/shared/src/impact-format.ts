// Hours and months as the impact pages and the impact PDF write them, in the reader's locale.
import { formatter } from './event-time-format.ts';

const hoursFormats = new Map<string, Intl.NumberFormat>();

/** 1.5 → "1.5", 2 → "2", 0.8333 → "0.83"; in the page's locale (bn-BD: "১.৫"). */
export function formatHours(hours: number, locale = 'en-US'): string {
  let format = hoursFormats.get(locale);
  if (!format) hoursFormats.set(locale, (format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 })));
  return format.format(hours);
}

/** The API's UTC month 'YYYY-MM' as "Jan 2026" (bn-BD: "জানু ২০২৬"). */
export function formatMonth(month: string, locale = 'en-US'): string {
  return formatter({ month: 'short', year: 'numeric' }, 'UTC', locale).format(new Date(`${month}-01T00:00:00Z`));
}
