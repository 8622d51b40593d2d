// A series' dates (issue 40): each an event row made through the event's own insert
// (event-commands.ts insertEvent), 12 weeks ahead, and topped up by a job as time goes on. The job
// runner takes each job once across instances, the series' row is locked while dates are made, and
// `madeThrough` with the (series, start) unique index keeps every date made once.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { CreateEventInput } from '@volunteering/shared/event-schemas';
import { instantOf, wallTimeOf } from '@volunteering/shared/event-time';
import { pagePath } from '@volunteering/shared/pages';
import { SERIES_LIMITS, type SeriesTemplate } from '@volunteering/shared/series-schemas';
import { seriesTexts } from '@volunteering/shared/texts/series';
import type { Db } from '../db/client.ts';
import { events, eventSeries, seriesMembers } from '../db/schema.ts';
import { textsIn } from '../i18n/texts-in.ts';
import { scheduleJob, type JobHandler } from '../jobs/job-runner.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { EventRepository } from '../events/event-repository.ts';
import { mailEventPeople } from '../events/participant-mail.ts';
import { startsOf } from './recurrence.ts';
import { scheduleStillOn } from './series-confirm.ts';

export const SERIES_DATES = 'series-dates';
const WEEK_MS = 7 * 24 * 3600_000;
const AHEAD_MS = SERIES_LIMITS.madeWeeksAhead * WEEK_MS;

export type SeriesRow = typeof eventSeries.$inferSelect;
export type SeriesDeps = { db: Db; now: () => Date; mailer: Mailer; publicUrl: string; events: EventRepository };

/** Minutes since midnight of a reading's day, counted from the day `from` reads. */
function minutesFrom(instant: Date, from: Date, timeZone: string): number {
  const a = wallTimeOf(instant, timeZone);
  const b = wallTimeOf(from, timeZone);
  const days = (Date.UTC(a.year, a.month - 1, a.day) - Date.UTC(b.year, b.month - 1, b.day)) / (24 * 3600_000);
  return days * 1440 + a.hour * 60 + a.minute;
}

/** What each date is made of: the event's fields, and its shifts where they lie on the event's clock from its start. */
export function templateOf(input: CreateEventInput, firstStart: Date, timeZone: string): SeriesTemplate {
  const { date: _date, shifts = [], ...event } = input;
  const startMinutes = minutesFrom(firstStart, firstStart, timeZone);
  return {
    event: { ...event, timeZone },
    shifts: shifts.map((shift) => ({
      title: shift.title,
      description: shift.description,
      startOffsetMinutes: minutesFrom(new Date(shift.start), firstStart, timeZone) - startMinutes,
      durationMinutes: Math.round((Date.parse(shift.end) - Date.parse(shift.start)) / 60_000),
      capacity: shift.capacity,
      restricted: shift.restricted,
    })),
  };
}

/** A date's body as POST /api/events takes it: the template at `start`, its shifts at the same readings of that day. */
export function dateInputOf(template: SeriesTemplate, start: Date, timeZone: string): CreateEventInput {
  const day = wallTimeOf(start, timeZone);
  const startMinutes = day.hour * 60 + day.minute;
  const shifts = template.shifts.map((shift) => {
    const minutes = startMinutes + shift.startOffsetMinutes;
    const days = Math.floor(minutes / 1440);
    const inDay = minutes - days * 1440;
    const at = instantOf({ year: day.year, month: day.month, day: day.day + days, hour: Math.floor(inDay / 60), minute: inDay % 60 }, timeZone);
    return {
      title: shift.title,
      description: shift.description,
      start: at.toISOString(),
      end: new Date(at.getTime() + shift.durationMinutes * 60_000).toISOString(),
      capacity: shift.capacity,
      restricted: shift.restricted,
    };
  });
  return { ...template.event, timeZone, date: start.toISOString(), ...(shifts.length > 0 && { shifts }) } as CreateEventInput;
}

export function createSeriesDates(deps: SeriesDeps) {
  const { now, mailer, publicUrl, events: eventRepository } = deps;

  /** Puts the series' members on a new date, first to join first, while it has places; each one left out is told it was full. */
  async function putMembersOn(tx: Db, seriesId: string, eventId: string): Promise<void> {
    const members = await tx
      .select()
      .from(seriesMembers)
      .where(eq(seriesMembers.seriesId, seriesId))
      .orderBy(asc(seriesMembers.joinedAt), asc(seriesMembers.userId));
    for (const member of members) {
      const result = await eventRepository.joinOn(tx, eventId, member, false);
      if (!result.success && result.message.key === 'eventFull') await tellFull(tx, eventId, member.userId);
    }
  }

  /** "A date of your series is full", in the member's language, with the date's page (its waitlist). */
  async function tellFull(tx: Db, eventId: string, userId: string): Promise<void> {
    const [event] = await tx.select().from(events).where(eq(events.id, eventId));
    if (!event) return;
    const url = `${publicUrl}${pagePath('eventDetails', { id: eventId })}`;
    await mailEventPeople(tx, mailer, event, { userId }, (person, language, when) => {
      const mail = textsIn(seriesTexts, language).mail;
      return { subject: mail.dateFullSubject(event.title), text: mail.dateFullBody(person.name, event.title, when, url) };
    });
  }

  /**
   * Makes the series' dates not yet made whose start is within 12 weeks (the first always), in the
   * caller's transaction, which holds the series row's lock; schedules the job that makes the next.
   * Answers the dates made.
   */
  async function makeDates(tx: Db, series: SeriesRow): Promise<{ id: string; date: Date }[]> {
    if (!series.ownerId) return [];
    const at = now();
    const starts = startsOf(series.recurrence, series.firstStart, series.timeZone, series.endsAfter).filter(
      (start) => !series.madeThrough || start > series.madeThrough,
    );
    const due = starts.filter((start, i) => start > at && (start.getTime() <= at.getTime() + AHEAD_MS || (i === 0 && !series.madeThrough)));
    const made: { id: string; date: Date }[] = [];
    for (const start of due) {
      const { row } = await eventRepository.insertEvent(tx, dateInputOf(series.template, start, series.timeZone), series.ownerId, {
        seriesId: series.id,
        seriesStart: start,
        awaitsConfirmation: series.confirmDaysBefore !== null,
      });
      made.push({ id: row.id, date: row.date });
      if (series.confirmDaysBefore !== null) await scheduleStillOn(tx, row.id, start, series.confirmDaysBefore, at);
      // A date held for a moderator's review takes no one yet, as any hidden event.
      if (row.hidden === null) await putMembersOn(tx, series.id, row.id);
    }
    const last = due.at(-1) ?? starts.filter((start) => start <= at).at(-1);
    if (last) await tx.update(eventSeries).set({ madeThrough: last }).where(eq(eventSeries.id, series.id));
    const next = starts.find((start) => start > (last ?? at));
    if (next) {
      await scheduleJob(tx, {
        kind: SERIES_DATES,
        key: `${SERIES_DATES}:${series.id}:${next.toISOString()}`,
        payload: { seriesId: series.id },
        runAt: new Date(Math.max(at.getTime(), next.getTime() - AHEAD_MS)),
      });
    }
    return made;
  }

  /** The top-up job: the series locked, its dates made as far as 12 weeks ahead. */
  const topUpHandler: JobHandler = async (job, tx) => {
    const { seriesId } = job.payload as { seriesId: string };
    const [series] = await tx.select().from(eventSeries).where(eq(eventSeries.id, seriesId)).for('update');
    if (series) await makeDates(tx, series);
  };

  /** The series' dates, soonest first, but those hidden (as every list). */
  async function datesOf(db: Db, seriesId: string) {
    return db
      .select({ id: events.id, date: events.date, cancelledAt: events.cancelledAt })
      .from(events)
      .where(and(eq(events.seriesId, seriesId), isNull(events.hidden)))
      .orderBy(asc(events.date));
  }

  return { makeDates, putMembersOn, tellFull, topUpHandler, datesOf };
}

export type SeriesDates = ReturnType<typeof createSeriesDates>;
