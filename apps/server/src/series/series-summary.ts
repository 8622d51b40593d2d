// A series' rule in words, in the reader's language (issue 40): "Every Saturday", "Monthly on the
// first Sunday". Weekday names and lists are the runtime's (Intl), in the language's locale.
import { sql } from 'drizzle-orm';
import { INTL_LOCALES, type Language } from '@volunteering/shared/i18n/languages';
import { wallTimeOf } from '@volunteering/shared/event-time';
import { WEEKDAYS, type SeriesRecurrence, type Weekday } from '@volunteering/shared/series-schemas';
import { seriesTexts } from '@volunteering/shared/texts/series';
import type { Db } from '../db/client.ts';
import { anyOfIds, preparedReading, rowsReader } from '../db/read-rows.ts';
import { eventSeries } from '../db/schema.ts';
import { textsIn } from '../i18n/texts-in.ts';

const POSITIONS = { 1: 'first', 2: 'second', 3: 'third', 4: 'fourth', [-1]: 'last' } as const;

/** A weekday's name in `locale`: 2024-01-01 was a Monday. */
const dayName = (day: Weekday, locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day))));

export function summaryOf(rule: SeriesRecurrence, firstStart: Date, timeZone: string, language: Language): string {
  const texts = textsIn(seriesTexts, language).summary;
  const locale = INTL_LOCALES[language];
  const days = new Intl.ListFormat(locale, { type: 'conjunction' }).format((rule.byWeekday ?? []).map((day) => dayName(day, locale)));
  if (rule.frequency === 'weekly') return rule.interval === 1 ? texts.everyWeek(days) : texts.everyWeeks(rule.interval, days);
  if (rule.bySetPos !== undefined) return texts.monthlyOnThe(texts.positions[POSITIONS[rule.bySetPos as keyof typeof POSITIONS]], days);
  return texts.monthlyOnDay(wallTimeOf(firstStart, timeZone).day);
}

/**
 * What a page of events says of the series they are dates of, by series id; no query when none is
 * one. The statement is built once (decision 088).
 */
export function createSeriesOfRows(db: Db) {
  const columns = { id: eventSeries.id, recurrence: eventSeries.recurrence, firstStart: eventSeries.firstStart, timeZone: eventSeries.timeZone };
  const byId = preparedReading(
    db,
    db
      .select(columns)
      .from(eventSeries)
      .where(sql`${eventSeries.id} = ${anyOfIds}`),
    rowsReader<{ id: string; recurrence: SeriesRecurrence; firstStart: Date; timeZone: string }>(columns),
    { name: 'series_of_events' },
  );
  return async (rows: { seriesId: string | null }[], language: Language): Promise<Map<string, { id: string; summary: string }>> => {
    const ids = [...new Set(rows.flatMap((row) => (row.seriesId ? [row.seriesId] : [])))];
    if (ids.length === 0) return new Map();
    const found = await byId.execute({ ids });
    return new Map(found.map((series) => [series.id, { id: series.id, summary: summaryOf(series.recurrence, series.firstStart, series.timeZone, language) }]));
  };
}
