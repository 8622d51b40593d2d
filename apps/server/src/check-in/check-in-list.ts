// The door screen's list (issue 39, decision 068): "Checked in: N of M", and the people found by
// name, each with their check-in and hours record (per shift for an event with shifts).
import { sql } from 'drizzle-orm';
import type { CheckInList } from '@volunteering/shared/check-in-schemas';
import type { HoursStatus } from '@volunteering/shared/hours-schemas';
import type { Viewer } from '../auth/access-token.ts';
import { queryRows, type Db } from '../db/client.ts';
import { hasShifts } from '../events/shifts.ts';
import { hoursOf } from '../impact/impact-repository.ts';
import type { CheckInEvent } from './check-in-places.ts';

type Row = {
  user_id: string;
  shift_id: string | null;
  name: string;
  in_at: Date | string | null;
  out_at: Date | string | null;
  hours_id: string | null;
  minutes: number | null;
  status: HoursStatus | null;
};
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function createCheckInList(db: Db, managed: (tx: Db, eventId: string, manager: Viewer) => Promise<CheckInEvent>) {
  return {
    /**
     * Everyone who joined (per shift), with their check-in; `shiftId` keeps one shift's people (the
     * door checking in for it), its counts then the shift's; `q` finds people by name, the counts stay.
     */
    async checkIns(eventId: string, manager: Viewer, q?: string, shiftId?: string): Promise<CheckInList> {
      return db.transaction(async (tx) => {
        const event = await managed(tx, eventId, manager);
        const people = hasShifts(event)
          ? sql`SELECT sp.user_id, sp.shift_id, s.start FROM shift_participations sp JOIN shifts s ON s.id = sp.shift_id
              WHERE sp.event_id = ${eventId} ${shiftId ? sql`AND sp.shift_id = ${shiftId}` : sql``}`
          : sql`SELECT p.user_id, NULL::uuid AS shift_id, NULL::timestamptz AS start FROM participations p WHERE p.event_id = ${eventId}`;
        const rows = await queryRows<Row>(
          tx,
          sql`SELECT x.user_id, x.shift_id, u.name, c.in_at, c.out_at, r.id AS hours_id, r.minutes, r.status
            FROM (${people}) x
            JOIN "user" u ON u.id = x.user_id
            LEFT JOIN check_ins c ON c.event_id = ${eventId} AND c.user_id = x.user_id AND c.shift_id IS NOT DISTINCT FROM x.shift_id
            LEFT JOIN hours_records r ON r.event_id = ${eventId} AND r.user_id = x.user_id AND r.shift_id IS NOT DISTINCT FROM x.shift_id
            ORDER BY u.name, x.start, x.user_id`,
        );
        const needle = q?.trim().toLowerCase();
        return {
          checkedIn: rows.filter((row) => row.in_at !== null).length,
          total: rows.length,
          people: rows
            .filter((row) => !needle || row.name.toLowerCase().includes(needle))
            .map((row) => ({
              userId: row.user_id,
              name: row.name,
              ...(row.shift_id && { shiftId: row.shift_id }),
              inAt: iso(row.in_at),
              outAt: iso(row.out_at),
              hours: row.hours_id ? { id: row.hours_id, hours: hoursOf(row.minutes ?? 0), status: row.status! } : null,
            })),
        };
      });
    },
  };
}
