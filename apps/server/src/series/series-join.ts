// "Join the series" (issue 40): a volunteer on every date, by the event's own join rule
// (event-commands.ts joinOn) date by date; new dates take them as they are made (series-dates.ts).
// A series whose dates have shifts is joined a shift at a time: its series join is refused.
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { messageOf, type MessageRef } from '@volunteering/shared/i18n/messages';
import { seriesMessages } from '@volunteering/shared/texts/series';
import { events, eventSeries, participations, seriesMembers } from '../db/schema.ts';
import { NotFound } from '../domain-errors.ts';
import type { Viewer } from '../auth/access-token.ts';
import { eventEnd } from '../events/event-rules.ts';
import type { SeriesDates, SeriesDeps } from './series-dates.ts';

export type SeriesJoinResult = { success: boolean; message: MessageRef; joined: string[] };

export function createSeriesJoin(deps: SeriesDeps, dates: SeriesDates) {
  const { db, now, events: eventRepository } = deps;

  /** The series' dates still to come that are not cancelled or hidden, soonest first. */
  const comingDates = (tx: typeof db, seriesId: string) =>
    tx
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.seriesId, seriesId), isNull(events.cancelledAt), isNull(events.hidden), gt(eventEnd, now())))
      .orderBy(asc(events.date));

  return {
    async join(seriesId: string, volunteer: Viewer): Promise<SeriesJoinResult> {
      return db.transaction(async (tx) => {
        const [series] = await tx.select().from(eventSeries).where(eq(eventSeries.id, seriesId)).for('update');
        if (!series) throw new NotFound(messageOf(seriesMessages, 'seriesNotFound'));
        if (series.template.shifts.length > 0) return { success: false, message: messageOf(seriesMessages, 'hasShifts'), joined: [] };
        const added = await tx.insert(seriesMembers).values({ seriesId, userId: volunteer.userId, joinedAt: now() }).onConflictDoNothing().returning();
        if (added.length === 0) return { success: false, message: messageOf(seriesMessages, 'alreadyMember'), joined: [] };
        const joined: string[] = [];
        let full = 0;
        for (const { id } of await comingDates(tx, seriesId)) {
          const result = await eventRepository.joinOn(tx, id, volunteer, false);
          if (result.success || result.message.key === 'alreadyJoined') joined.push(id);
          else if (result.message.key === 'eventFull') {
            full++;
            await dates.tellFull(tx, id, volunteer.userId);
          }
        }
        return { success: true, message: messageOf(seriesMessages, 'joined', joined.length, full), joined };
      });
    },

    /** Leaves the series and every coming date they are on; the places go to each date's waitlist. */
    async leave(seriesId: string, volunteer: Viewer): Promise<SeriesJoinResult> {
      return db.transaction(async (tx) => {
        const [series] = await tx.select({ id: eventSeries.id }).from(eventSeries).where(eq(eventSeries.id, seriesId)).for('update');
        if (!series) throw new NotFound(messageOf(seriesMessages, 'seriesNotFound'));
        const removed = await tx
          .delete(seriesMembers)
          .where(and(eq(seriesMembers.seriesId, seriesId), eq(seriesMembers.userId, volunteer.userId)))
          .returning();
        if (removed.length === 0) return { success: false, message: messageOf(seriesMessages, 'notMember'), joined: [] };
        let left = 0;
        for (const { id } of await comingDates(tx, seriesId)) {
          const [on] = await tx
            .select({ eventId: participations.eventId })
            .from(participations)
            .where(and(eq(participations.eventId, id), eq(participations.userId, volunteer.userId)));
          if (!on) continue;
          await tx.select({ id: events.id }).from(events).where(eq(events.id, id)).for('update');
          if (await eventRepository.givePlaceBack(tx, id, volunteer.userId)) left++;
        }
        return { success: true, message: messageOf(seriesMessages, 'left', left), joined: [] };
      });
    },
  };
}
