// The door screen's list (issue 39, decision 068): "Checked in: N of M", and the people found by
// name, each with their check-in and hours record (per shift for an event with shifts).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CheckInList } from '@volunteering/shared/check-in-schemas';
import type { Viewer } from '../auth/access-token.ts';
import type { Db } from '../db/client.ts';
import { checkIns, hoursRecords, participations, shiftParticipations, shifts, user } from '../db/schema.ts';
import { hasShifts } from '../events/shifts.ts';
import { hoursOf } from '../impact/impact-repository.ts';
import type { CheckInEvent } from './check-in-places.ts';

const noShift = sql`'00000000-0000-0000-0000-000000000000'::uuid`;

export function createCheckInList(db: Db, managed: (tx: Db, eventId: string, manager: Viewer) => Promise<CheckInEvent>) {
  return {
    /** Everyone who joined (per shift), with their check-in; `q` finds people by name, the counts stay the event's. */
    async checkIns(eventId: string, manager: Viewer, q?: string): Promise<CheckInList> {
      return db.transaction(async (tx) => {
        const event = await managed(tx, eventId, manager);
        const people = hasShifts(event)
          ? tx
              .select({ userId: shiftParticipations.userId, shiftId: shiftParticipations.shiftId, name: user.name, start: shifts.start })
              .from(shiftParticipations)
              .innerJoin(shifts, eq(shifts.id, shiftParticipations.shiftId))
              .innerJoin(user, eq(user.id, shiftParticipations.userId))
              .where(eq(shiftParticipations.eventId, eventId))
              .as('people')
          : tx
              .select({
                userId: participations.userId,
                shiftId: sql<string | null>`NULL::uuid`.as('shift_id'),
                name: user.name,
                start: sql<Date | null>`NULL::timestamptz`.as('start'),
              })
              .from(participations)
              .innerJoin(user, eq(user.id, participations.userId))
              .where(eq(participations.eventId, eventId))
              .as('people');
        const same = <T extends { userId: unknown; shiftId: unknown }>(t: T) =>
          and(eq(t.userId as never, people.userId), sql`coalesce(${t.shiftId}, ${noShift}) = coalesce(${people.shiftId}, ${noShift})`);
        const rows = await tx
          .select({
            userId: people.userId,
            shiftId: people.shiftId,
            name: people.name,
            inAt: checkIns.inAt,
            outAt: checkIns.outAt,
            hoursId: hoursRecords.id,
            minutes: hoursRecords.minutes,
            status: hoursRecords.status,
          })
          .from(people)
          .leftJoin(checkIns, and(eq(checkIns.eventId, eventId), same(checkIns)))
          .leftJoin(hoursRecords, and(eq(hoursRecords.eventId, eventId), same(hoursRecords)))
          .orderBy(asc(people.name), asc(people.start), asc(people.userId));
        const needle = q?.trim().toLowerCase();
        return {
          checkedIn: rows.filter((row) => row.inAt !== null).length,
          total: rows.length,
          people: rows
            .filter((row) => !needle || row.name.toLowerCase().includes(needle))
            .map((row) => ({
              userId: row.userId,
              name: row.name,
              ...(row.shiftId && { shiftId: row.shiftId }),
              inAt: row.inAt?.toISOString() ?? null,
              outAt: row.outAt?.toISOString() ?? null,
              hours: row.hoursId ? { id: row.hoursId, hours: hoursOf(row.minutes!), status: row.status! } : null,
            })),
        };
      });
    },
  };
}
