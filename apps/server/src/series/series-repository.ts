// The series' repository (issue 40), as `app.series`: a series as its page reads it, its .ics for
// organizers (one VEVENT with RRULE, EXDATE for the dates cancelled), and the commands beside it.
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { messageOf } from '@volunteering/shared/i18n/messages';
import type { Language } from '@volunteering/shared/i18n/languages';
import type { Series } from '@volunteering/shared/series-schemas';
import { seriesMessages } from '@volunteering/shared/texts/series';
import { apiMessages } from '@volunteering/shared/texts/api';
import { events, eventSeries } from '../db/schema.ts';
import { mayManage } from '../access/organization-rights.ts';
import { Forbidden, NotFound } from '../domain-errors.ts';
import type { Viewer } from '../auth/access-token.ts';
import { eventEntry, type CalendarEntry } from '../calendar/ics.ts';
import type { CancelEvent } from '../events/event-cancellation.ts';
import { rruleLine, startsOf } from './recurrence.ts';
import { createSeriesCommands } from './series-commands.ts';
import { createSeriesConfirmation } from './series-confirm.ts';
import { createSeriesDates, type SeriesDeps } from './series-dates.ts';
import { createSeriesJoin } from './series-join.ts';
import { summaryOf } from './series-summary.ts';

export function createSeries(deps: SeriesDeps & { cancelEvent?: CancelEvent }) {
  const { db } = deps;
  const dates = createSeriesDates(deps);

  async function seriesRow(id: string) {
    const [series] = await db.select().from(eventSeries).where(eq(eventSeries.id, id));
    if (!series) throw new NotFound(messageOf(seriesMessages, 'seriesNotFound'));
    return series;
  }

  return {
    ...createSeriesCommands(deps, dates),
    ...createSeriesJoin(deps, dates),
    confirmation: createSeriesConfirmation(deps),
    topUpHandler: dates.topUpHandler,

    /** A series with its rule in the reader's words and its dates (those shown), soonest first. */
    async get(id: string, language: Language): Promise<Series> {
      const series = await seriesRow(id);
      const rows = await dates.datesOf(db, id);
      return {
        id: series.id,
        title: series.title,
        timeZone: series.timeZone,
        summary: summaryOf(series.recurrence, series.firstStart, series.timeZone, language),
        recurrence: series.recurrence,
        endsAfter: series.endsAfter?.toISOString() ?? null,
        confirmDaysBefore: series.confirmDaysBefore,
        dates: rows.map((row) => ({ _id: row.id, date: row.date.toISOString(), status: row.cancelledAt ? 'cancelled' : 'scheduled' })),
      };
    },

    /**
     * The series as one calendar entry for those who manage it: its first date's start and length,
     * its rule as RRULE and the starts of its cancelled dates as EXDATE.
     */
    async calendarEntry(id: string, viewer: Viewer, publicUrl: string): Promise<{ title: string; entry: CalendarEntry }> {
      const series = await seriesRow(id);
      if (!(await mayManage(db, series, viewer.userId))) throw new Forbidden(messageOf(apiMessages, 'forbiddenOwner'));
      const starts = startsOf(series.recurrence, series.firstStart, series.timeZone, series.endsAfter);
      const first = starts[0] ?? series.firstStart;
      const cancelled = await db
        .select({ start: events.seriesStart })
        .from(events)
        .where(and(eq(events.seriesId, id), isNotNull(events.cancelledAt), isNull(events.hidden)))
        .orderBy(asc(events.seriesStart));
      const { template } = series;
      const [firstDate] = await dates.datesOf(db, id);
      const minutes =
        template.shifts.length > 0 ? Math.max(...template.shifts.map((s) => s.startOffsetMinutes + s.durationMinutes)) : (template.event.durationMinutes ?? 0);
      const entry = eventEntry(
        {
          id: firstDate?.id ?? series.id,
          title: series.title,
          description: template.event.description,
          location: template.event.location,
          timeZone: series.timeZone,
          start: first,
          end: new Date(first.getTime() + minutes * 60_000),
        },
        publicUrl,
      );
      return {
        title: series.title,
        entry: {
          ...entry,
          uid: `series-${series.id}@volunteer-hub`,
          rrule: rruleLine(series.recurrence, series.firstStart, series.timeZone, series.endsAfter),
          exdates: cancelled.flatMap((row) => (row.start ? [row.start] : [])),
          lastStart: starts.at(-1),
        },
      };
    },
  };
}

export type SeriesRepository = ReturnType<typeof createSeries>;
