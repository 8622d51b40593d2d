// "Repeats" on the create form (issue 40): the organizer's choice as the series' rule. The dates
// themselves are the server's (POST /api/series/preview runs the series' own rule).
import { SERIES_LIMITS, WEEKDAYS, type SeriesRecurrence, type Weekday } from '@volunteering/shared/series-schemas';
import type { WallTime } from '@volunteering/shared/event-time';

/** `monthly`: on the start's day of the month; `monthlyNth`: on its weekday's place in the month ("the second Tuesday"); `monthlyLast`: the last one. */
export type RepeatKind = 'never' | 'weekly' | 'twoWeeks' | 'monthly' | 'monthlyNth' | 'monthlyLast';
export type RepeatChoice = {
  kind: RepeatKind;
  /** The weekly days chosen; none chosen is the start's own day. */
  days: Weekday[];
  end: 'count' | 'until';
  /** As typed. */
  count: string;
  /** A day, YYYY-MM-DD, on the event's clock. */
  until: string;
  /** "Still on?": ask the organizer this many days before each date, or not at all (0). */
  confirmDays: number;
};

export const noRepeat: RepeatChoice = { kind: 'never', days: [], end: 'count', count: '8', until: '', confirmDays: 0 };

/** The weekday of a clock reading (the event's, not this browser's). */
export function weekdayOf(reading: Pick<WallTime, 'year' | 'month' | 'day'>): Weekday {
  const sundayFirst = new Date(Date.UTC(reading.year, reading.month - 1, reading.day)).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7]!;
}

/** A weekday's name in `locale`: "Saturday", "শনিবার". */
export function weekdayName(day: Weekday, locale: string): string {
  // 1 January 2024 was a Monday.
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day))));
}

/**
 * Where the start's weekday stands in its month: its place (1 to 4; none for a fifth) and whether
 * it is the month's last (the 14th is the second, the 29th of a 30-day month the fifth and last).
 */
export function placeInMonth(reading: Pick<WallTime, 'year' | 'month' | 'day'>): { nth: 1 | 2 | 3 | 4 | null; last: boolean } {
  const place = Math.ceil(reading.day / 7);
  const monthDays = new Date(Date.UTC(reading.year, reading.month, 0)).getUTCDate();
  return { nth: place <= 4 ? (place as 1 | 2 | 3 | 4) : null, last: reading.day + 7 > monthDays };
}

/** The monthly place a start offers for the one chosen: a fifth is no "second", a 14th no "last". */
export function kindFor(kind: RepeatKind, start: Pick<WallTime, 'year' | 'month' | 'day'>): RepeatKind {
  const { nth, last } = placeInMonth(start);
  if (kind === 'monthlyNth' && !nth) return 'monthlyLast';
  if (kind === 'monthlyLast' && !last) return 'monthlyNth';
  return kind;
}

/** The rule the choice names from a start read on the event's clock; null for "Never". The server checks the rest. */
export function recurrenceOf(choice: RepeatChoice, start: Pick<WallTime, 'year' | 'month' | 'day'>): SeriesRecurrence | null {
  if (choice.kind === 'never') return null;
  const count = Number(choice.count);
  const end = choice.end === 'count' ? { count: Number.isInteger(count) ? count : Number.NaN } : { until: choice.until };
  if (choice.kind === 'monthly') return { frequency: 'monthly', interval: 1, ...end };
  const kind = kindFor(choice.kind, start);
  if (kind === 'monthlyNth' || kind === 'monthlyLast') {
    const bySetPos = kind === 'monthlyLast' ? -1 : placeInMonth(start).nth!;
    return { frequency: 'monthly', interval: 1, bySetPos, byWeekday: [weekdayOf(start)], ...end };
  }
  // The days in the week's order, the start's own when none are chosen.
  const days = choice.days.length ? WEEKDAYS.filter((day) => choice.days.includes(day)) : [weekdayOf(start)];
  return { frequency: 'weekly', interval: choice.kind === 'twoWeeks' ? 2 : 1, byWeekday: days, ...end };
}

/** Whether the choice can be asked about yet: an end to send (the server says what is wrong with it). */
export const readyToPreview = (rule: SeriesRecurrence | null): rule is SeriesRecurrence =>
  rule !== null && (rule.until !== undefined ? rule.until !== '' : rule.count !== undefined && rule.count >= 1 && rule.count <= SERIES_LIMITS.maxCount);
