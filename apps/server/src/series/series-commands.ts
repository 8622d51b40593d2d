// A series' commands (issue 40): make one from an event and a rule, edit its future dates (all of
// them, or from one on: the series splits in two), end it after a date. Each in one transaction
// that locks the series' row; a date's own edit is the event's (and marks it edited on its own).
import { and, asc, eq, gt, gte, isNull } from 'drizzle-orm';
import { messageOf } from '@volunteering/shared/i18n/messages';
import { shiftTotals } from '@volunteering/shared/event-schemas';
import type { CreateSeriesInput, EditSeriesInput, SeriesPreviewBody, SeriesRecurrence } from '@volunteering/shared/series-schemas';
import { apiMessages } from '@volunteering/shared/texts/api';
import { seriesFieldMessages, seriesMessages } from '@volunteering/shared/texts/series';
import type { Db } from '../db/client.ts';
import { events, eventSeries, seriesMembers } from '../db/schema.ts';
import { mayManage } from '../access/organization-rights.ts';
import { Forbidden, InvalidInput, NotFound } from '../domain-errors.ts';
import type { Viewer } from '../auth/access-token.ts';
import { placeholderOf, type ActionResult } from '../events/event-commands.ts';
import type { CancelEvent } from '../events/event-cancellation.ts';
import { hasEnded, isCancelled } from '../events/event-rules.ts';
import { checkRecurrence, startsOf } from './recurrence.ts';
import { changeStillOn } from './series-confirm.ts';
import { templateOf, type SeriesDates, type SeriesDeps, type SeriesRow } from './series-dates.ts';

type Edited = ActionResult & { id: string; changed: string[]; kept: string[] };
type Ended = ActionResult & { cancelled: string[] };

export function createSeriesCommands(deps: SeriesDeps & { cancelEvent?: CancelEvent }, dates: SeriesDates) {
  const { db, now } = deps;

  /** The series, locked, refused unless the caller manages it (as its dates: its owner, or its organization's). */
  async function lockManaged(tx: Db, id: string, userId: string): Promise<SeriesRow> {
    const [series] = await tx.select().from(eventSeries).where(eq(eventSeries.id, id)).for('update');
    if (!series) throw new NotFound(messageOf(seriesMessages, 'seriesNotFound'));
    if (!(await mayManage(tx, series, userId))) throw new Forbidden(messageOf(apiMessages, 'forbiddenOwner'));
    return series;
  }

  /** A date of the series, by its id; refused when it is none of its dates. */
  async function dateIn(tx: Db, seriesId: string, eventId: string) {
    const [date] = await tx.select().from(events).where(eq(events.id, eventId));
    if (!date || date.seriesId !== seriesId || !date.seriesStart) {
      throw new InvalidInput(messageOf(apiMessages, 'invalidInput'), [{ field: 'fromEventId', message: messageOf(seriesMessages, 'notADate') }]);
    }
    return date as typeof date & { seriesStart: Date };
  }

  /**
   * The series' future dates from `from` on get the changes, but those people joined, edited on
   * their own, cancelled or ended: those stay as they are.
   */
  async function applyChanges(tx: Db, seriesId: string, changes: Partial<EditSeriesInput>, from?: Date) {
    const rows = await tx
      .select()
      .from(events)
      .where(and(eq(events.seriesId, seriesId), from ? gte(events.seriesStart, from) : undefined, gt(events.date, now())))
      .orderBy(asc(events.date))
      .for('update');
    const changed: string[] = [];
    const kept: string[] = [];
    for (const row of rows) {
      if (row.editedAlone || row.volunteersJoined > 0 || isCancelled(row) || hasEnded(row, now())) {
        kept.push(row.id);
        continue;
      }
      const imagePlaceholder = changes.imageUrl && changes.imageUrl !== row.imageUrl ? await placeholderOf(tx, changes.imageUrl) : row.imagePlaceholder;
      await tx
        .update(events)
        .set({ ...changes, imagePlaceholder, updatedAt: now() })
        .where(eq(events.id, row.id));
      changed.push(row.id);
    }
    return { changed, kept };
  }

  return {
    /** The dates a rule gives from a start, checked as create checks them; nothing is written. */
    preview(input: SeriesPreviewBody): { dates: string[] } {
      const timeZone = deps.events.zoneFor(input.timeZone);
      return { dates: checkRecurrence(input.recurrence, new Date(input.date), timeZone, now()).map((start) => start.toISOString()) };
    },

    async create(input: CreateSeriesInput, owner: Viewer): Promise<{ id: string; dates: { _id: string; date: string }[] }> {
      const timeZone = deps.events.zoneFor(input.event.timeZone);
      const shifts = input.event.shifts ?? [];
      const firstStart = shifts.length > 0 ? shiftTotals(shifts).date : new Date(input.event.date);
      checkRecurrence(input.recurrence, firstStart, timeZone, now());
      return db.transaction(async (tx) => {
        const [series] = await tx
          .insert(eventSeries)
          .values({
            ownerId: owner.userId,
            organizationId: input.event.organizationId ?? null,
            title: input.event.title,
            timeZone,
            firstStart,
            recurrence: input.recurrence,
            template: templateOf(input.event, firstStart, timeZone),
            confirmDaysBefore: input.confirmDaysBefore ?? null,
          })
          .returning();
        const made = await dates.makeDates(tx, series!);
        return { id: series!.id, dates: made.map((date) => ({ _id: date.id, date: date.date.toISOString() })) };
      });
    },

    /** No `fromEventId`: every future date; with one, that date and the ones after move to a new series with the changes. */
    async edit(id: string, input: EditSeriesInput, owner: Viewer): Promise<Edited> {
      const { fromEventId, confirmDaysBefore, ...given } = input;
      const changes = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)) as Omit<EditSeriesInput, 'fromEventId'>;
      return db.transaction(async (tx) => {
        const series = await lockManaged(tx, id, owner.userId);
        if (series.template.shifts.length > 0 && (changes.volunteersNeeded !== undefined || changes.durationMinutes !== undefined)) {
          const field = changes.volunteersNeeded !== undefined ? 'volunteersNeeded' : 'durationMinutes';
          throw new InvalidInput(messageOf(apiMessages, 'invalidInput'), [{ field, message: messageOf(seriesFieldMessages, 'placesFromShifts') }]);
        }
        const template = { ...series.template, event: { ...series.template.event, ...changes } };
        const title = changes.title ?? series.title;
        const from = fromEventId ? (await dateIn(tx, id, fromEventId)).seriesStart : undefined;
        const starts = startsOf(series.recurrence, series.firstStart, series.timeZone, series.endsAfter);
        const before = from ? starts.filter((start) => start < from).length : 0;
        const stillOn = confirmDaysBefore === undefined ? series.confirmDaysBefore : confirmDaysBefore;
        if (!from || before === 0) {
          await tx.update(eventSeries).set({ template, title, confirmDaysBefore: stillOn, updatedAt: now() }).where(eq(eventSeries.id, id));
          const result = await applyChanges(tx, id, changes);
          await changeStillOn(tx, id, series.confirmDaysBefore, stillOn, undefined, now());
          return { success: true, message: messageOf(seriesMessages, 'edited', result.changed.length, result.kept.length), id, ...result };
        }
        // The split: the rule up to the date stays this series' (its "Still on?" too); from it on, a new series with the changes.
        const rule = series.recurrence;
        const earlier: SeriesRecurrence =
          rule.count !== undefined ? { ...rule, count: before } : { ...rule, until: new Date(from.getTime() - 60_000).toISOString() };
        const later: SeriesRecurrence = rule.count !== undefined ? { ...rule, count: rule.count - before } : rule;
        await tx.update(eventSeries).set({ recurrence: earlier, updatedAt: now() }).where(eq(eventSeries.id, id));
        const { id: _id, createdAt: _c, updatedAt: _u, ...copied } = series;
        const [split] = await tx
          .insert(eventSeries)
          .values({
            ...copied,
            title,
            template,
            recurrence: later,
            firstStart: from,
            confirmDaysBefore: stillOn,
            madeThrough: series.madeThrough && series.madeThrough >= from ? series.madeThrough : null,
          })
          .returning();
        await tx
          .update(events)
          .set({ seriesId: split!.id })
          .where(and(eq(events.seriesId, id), gte(events.seriesStart, from)));
        const members = await tx.select().from(seriesMembers).where(eq(seriesMembers.seriesId, id));
        if (members.length > 0) await tx.insert(seriesMembers).values(members.map((member) => ({ ...member, seriesId: split!.id })));
        const result = await applyChanges(tx, split!.id, changes);
        await changeStillOn(tx, split!.id, series.confirmDaysBefore, stillOn, undefined, now());
        await dates.makeDates(tx, split!);
        return { success: true, message: messageOf(seriesMessages, 'edited', result.changed.length, result.kept.length), id: split!.id, ...result };
      });
    },

    /** Ends the series after a date: no date is made after it, and those made are cancelled, their people mailed. */
    async end(id: string, afterEventId: string, owner: Viewer): Promise<Ended> {
      return db.transaction(async (tx) => {
        await lockManaged(tx, id, owner.userId);
        const after = await dateIn(tx, id, afterEventId).catch(() => {
          throw new InvalidInput(messageOf(apiMessages, 'invalidInput'), [{ field: 'afterEventId', message: messageOf(seriesMessages, 'notADate') }]);
        });
        await tx.update(eventSeries).set({ endsAfter: after.seriesStart, updatedAt: now() }).where(eq(eventSeries.id, id));
        const later = await tx
          .select()
          .from(events)
          .where(and(eq(events.seriesId, id), gt(events.seriesStart, after.seriesStart), isNull(events.cancelledAt)))
          .orderBy(asc(events.date))
          .for('update');
        const cancelled: string[] = [];
        for (const date of later) {
          if (hasEnded(date, now())) continue;
          await deps.cancelEvent?.(tx, date, '');
          cancelled.push(date.id);
        }
        return { success: true, message: messageOf(seriesMessages, 'ended', cancelled.length), cancelled };
      });
    },
  };
}
