// The Dates filter's presets (issue 13), seen from the viewer's today. Only the filter loads this.
import type { DayRange } from './upcoming-list.ts';

/** YYYY-MM-DD of a UTC-midnight Date. */
const dayText = (date: Date) => date.toISOString().slice(0, 10);

/** The day `days` after `day`. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return dayText(date);
}

export const DATE_PRESETS = ['today', 'weekend', 'week', 'month', 'next30'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** The days each preset covers, seen from `today` (YYYY-MM-DD in the viewer's calendar). */
export function presetDays(preset: DatePreset, today: string): DayRange {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'weekend':
      // Saturday and Sunday; on a Sunday, what is left of it.
      return weekday === 0 ? { from: today, to: today } : { from: addDays(today, 6 - weekday), to: addDays(today, 7 - weekday) };
    case 'week':
      return { from: today, to: addDays(today, 6) };
    case 'month': {
      const date = new Date(`${today}T00:00:00Z`);
      return { from: today, to: dayText(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0))) };
    }
    case 'next30':
      // Today and the 29 days after it: late in a month, more than what is left of it.
      return { from: today, to: addDays(today, 29) };
  }
}

/** The preset a range is, seen from `today`, or null for a range of one's own. */
export function presetOf(days: DayRange, today: string): DatePreset | null {
  return (
    DATE_PRESETS.find((preset) => {
      const range = presetDays(preset, today);
      return range.from === days.from && range.to === days.to;
    }) ?? null
  );
}
