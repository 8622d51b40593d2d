import { sql, type SQL } from 'drizzle-orm';
import { EVENT_TYPES } from '@volunteering/shared/constants';
import type { Impact } from '@volunteering/shared/impact-schemas';
import type { Viewer } from '../auth/access-token.ts';
import { queryRows, type Db } from '../db/client.ts';

const MONTHS_SHOWN = 12;

/** Hours from minutes, to two decimals: 50 minutes is 0.83 h. */
export function hoursOf(minutes: number): number {
  return Math.round((minutes / 60) * 100) / 100;
}

/** 'YYYY-MM' of the n-th month before the month `last` ('YYYY-MM'). */
function monthKey(last: string, monthsBack: number): string {
  const [year, month] = last.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1 - monthsBack, 1)).toISOString().slice(0, 7);
}

type EventRow = {
  id: string;
  kind: 'event' | 'elsewhere';
  title: string;
  type: string | null;
  date: Date | string;
  time_zone: string;
  span: number;
  minutes: number;
  location: string;
};
/** `grouping`: 1 a type's totals, 2 a month's, 3 the overall. */
type TotalRow = { type: string | null; month: string | null; grouping: number; minutes: number; events: number };

/**
 * A volunteer's approved hours (issue 39, decision 068): their credits at events that have ended, as
 * the database keeps them (impact_credits, recounted by `impact_recount` in the transaction of each
 * change, decision 075: approved hours records, or the attendance sheet's default where nobody
 * marked them and nobody was checked in at the event), and work done elsewhere (`kind` 'elsewhere',
 * its day, no type). `list`: the list, newest first. `record`: that list, the totals per type (events
 * only), per month (as the event's own calendar counts it) and overall, and the hours still pending,
 * in one statement. Each part starts from its table's user index (impact_credits_user_idx,
 * hours_records_user_idx).
 */
export function impactStatements(userId: string, at: Date): { list: SQL; record: SQL } {
  const ended = sql`e.date + make_interval(mins => coalesce(e.duration_minutes, 0)) < ${at.toISOString()}::timestamptz`;
  const completed = sql`WITH done AS (
    SELECT e.id::text AS id, 'event' AS kind, e.title, e.type, e.date, e.time_zone, e.location,
        coalesce(e.duration_minutes, 0)::int AS span, c.minutes
      FROM impact_credits c
      JOIN events e ON e.id = c.event_id
      WHERE c.user_id = ${userId} AND ${ended}
    UNION ALL
    SELECT r.id::text, 'elsewhere', r.title, NULL, (r.day || ' 00:00:00+00')::timestamptz, 'UTC', '', 0, r.minutes
      FROM hours_records r
      WHERE r.user_id = ${userId} AND r.status = 'approved' AND r.event_id IS NULL)`;
  return {
    list: sql`${completed}
      SELECT id, kind, title, type, date, time_zone, span, minutes, location FROM done
      ORDER BY date DESC, id DESC`,
    // One statement, so one snapshot: the totals and the list agree while an organizer marks attendance.
    record: sql`${completed}
      SELECT
        (SELECT coalesce(json_agg(d ORDER BY d.date DESC, d.id DESC), '[]'::json) FROM done d) AS list,
        (SELECT coalesce(json_agg(t), '[]'::json) FROM (
          SELECT type, to_char(date AT TIME ZONE time_zone, 'YYYY-MM') AS month,
            grouping(type, to_char(date AT TIME ZONE time_zone, 'YYYY-MM'))::int AS grouping,
            coalesce(sum(minutes), 0)::int AS minutes, (count(*) FILTER (WHERE kind = 'event'))::int AS events
          FROM done
          GROUP BY GROUPING SETS ((type), (to_char(date AT TIME ZONE time_zone, 'YYYY-MM')), ())) t) AS totals,
        (SELECT coalesce(sum(minutes), 0)::int FROM hours_records WHERE user_id = ${userId} AND status = 'pending') AS pending`,
  };
}

/** An event's hours in a volunteer's record, with who ran it: its organization, else its organizer's name (for certificates). */
export type EventHours = { id: string; title: string; date: string; timeZone: string; minutes: number; organization: string | null };

/**
 * A volunteer's hours per event as their record counts them (`impactStatements`, the one place),
 * for one event or for the events whose day, in each event's own zone, is from `from` to `to`;
 * oldest first. Read in the caller's transaction.
 */
export async function eventHoursOf(tx: Db, userId: string, at: Date, scope: { eventId: string } | { from: string; to: string }): Promise<EventHours[]> {
  const chosen =
    'eventId' in scope ? sql`h.id = ${scope.eventId}::text` : sql`to_char(h.date AT TIME ZONE h.time_zone, 'YYYY-MM-DD') BETWEEN ${scope.from} AND ${scope.to}`;
  const rows = await queryRows<EventRow & { organization: string | null }>(
    tx,
    sql`SELECT h.id, h.title, h.date, h.time_zone, h.minutes, coalesce(o.name, nullif(e.organizer, '')) AS organization
      FROM (${impactStatements(userId, at).list}) h
      JOIN events e ON e.id::text = h.id
      LEFT JOIN organizations o ON o.id = e.organization_id
      WHERE h.kind = 'event' AND ${chosen}
      ORDER BY h.date, h.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    date: new Date(row.date).toISOString(),
    timeZone: row.time_zone,
    minutes: row.minutes,
    organization: row.organization,
  }));
}

export function createImpactRepository(db: Db, now: () => Date) {
  return {
    async of(volunteer: Viewer): Promise<Impact> {
      const at = now();
      const [record] = await queryRows<{ list: EventRow[]; totals: TotalRow[]; pending: number }>(db, impactStatements(volunteer.userId, at).record);
      const { list: rows, totals, pending } = record!;
      const overall = totals.find((t) => t.grouping === 3);
      const perType = new Map(totals.filter((t) => t.grouping === 1 && t.type !== null).map((t) => [t.type!, t]));
      const perMonth = new Map(totals.filter((t) => t.grouping === 2 && t.month !== null).map((t) => [t.month!, t]));
      const types = [...EVENT_TYPES, ...[...perType.keys()].filter((type) => !(EVENT_TYPES as readonly string[]).includes(type))];
      // The months end with this one in UTC, or with the next where an event's own calendar is already there.
      const last = [...perMonth.keys()].reduce((latest, month) => (month > latest ? month : latest), at.toISOString().slice(0, 7));
      const months = Array.from({ length: MONTHS_SHOWN }, (_, i) => monthKey(last, MONTHS_SHOWN - 1 - i));
      return {
        totalHours: hoursOf(overall?.minutes ?? 0),
        pendingHours: hoursOf(pending),
        eventsCompleted: overall?.events ?? 0,
        byType: types.map((type) => ({
          type,
          hours: hoursOf(perType.get(type)?.minutes ?? 0),
          events: perType.get(type)?.events ?? 0,
        })),
        byMonth: months.map((month) => ({
          month,
          hours: hoursOf(perMonth.get(month)?.minutes ?? 0),
          events: perMonth.get(month)?.events ?? 0,
        })),
        events: rows
          .filter((row) => row.kind === 'event')
          .map((row) => {
            const date = new Date(row.date);
            return {
              _id: row.id,
              title: row.title,
              type: row.type!,
              date: date.toISOString(),
              timeZone: row.time_zone,
              endDate: new Date(date.getTime() + row.span * 60_000).toISOString(),
              hours: hoursOf(row.minutes),
              location: row.location,
            };
          }),
      };
    },
  };
}

export type ImpactRepository = ReturnType<typeof createImpactRepository>;
