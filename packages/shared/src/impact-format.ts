// Hours and months as the impact pages and the impact PDF write them, in the reader's locale.
import { formatter } from './event-time-format.ts';
import { numberFormat } from './intl-formats.ts';

/** 1.5 → "1.5", 2 → "2", 0.8333 → "0.83"; in the page's locale (bn-BD: "১.৫"). */
export function formatHours(hours: number, locale = 'en-US'): string {
  return numberFormat(locale, { maximumFractionDigits: 2 }).format(hours);
}

/** The API's UTC month 'YYYY-MM' as "Jan 2026" (bn-BD: "জানু ২০২৬"). */
export function formatMonth(month: string, locale = 'en-US'): string {
  return formatter({ month: 'short', year: 'numeric' }, 'UTC', locale).format(new Date(`${month}-01T00:00:00Z`));
}
