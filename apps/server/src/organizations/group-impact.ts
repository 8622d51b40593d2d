import { sql, type SQL } from 'drizzle-orm';
import type { GroupImpact, VolunteerHours } from '@volunteering/shared/organization-schemas';
import { queryRows, type Db } from '../db/client.ts';

// An organization's impact (issue 18, decision 038), by the personal impact's rules: hours count for
// attended participations of ended events, each the event's duration, and for an event with shifts
// the lengths of the shifts each person attended (decision 064). Over the organization's shown
// events that ended before `at`; months as each event's own calendar reads them.

/** Hours from minutes, to one decimal. */
export const groupHours = (minutes: number) => Math.round(minutes / 6) / 10;

/** The organization's ended, shown events. */
const ended = (organizationId: string, at: Date) => sql`
  SELECT e.id, e.type, to_char(e.date AT TIME ZONE e.time_zone, 'YYYY-MM') AS month, coalesce(e.duration_minutes, 0) AS minutes, e.shift_count
  FROM events e
  WHERE e.organization_id = ${organizationId}
    AND e.hidden IS NULL
    AND e.date + make_interval(mins => coalesce(e.duration_minutes, 0)) < ${at.toISOString()}::timestamptz`;

/** Per person in the shifts of the ended events with shifts: whether they came to any, and the minutes of those they came to. */
const shiftPeople = sql`
  SELECT sp.event_id, sp.user_id, bool_or(sp.attended) AS attended,
    coalesce(round(sum(extract(epoch FROM s."end" - s.start)) FILTER (WHERE sp.attended) / 60), 0)::int AS minutes
  FROM ended x
  JOIN shift_participations sp ON sp.event_id = x.id AND x.shift_count > 0
  JOIN shifts s ON s.id = sp.shift_id
  GROUP BY sp.event_id, sp.user_id`;

type TotalRow = { type: string | null; month: string | null; events: number; minutes: number; joined: number; attended: number; volunteers: number };

/**
 * Events, attended minutes, joined and attended participations, and (overall only) distinct volunteers
 * present: overall, and per type and month when `grouped`. Participations are counted per event
 * first, so the zone's month is read once an event; the distinct volunteers come from a hash of ids.
 */
function totals(organizationId: string, at: Date, grouped: boolean): SQL {
  return sql`
    WITH ended AS (${ended(organizationId, at)}),
    in_shifts AS (${shiftPeople}),
    per_event AS (
      SELECT x.id, x.type, x.month, x.minutes * p.attended + coalesce(sh.minutes, 0) AS minutes,
        p.joined + coalesce(sh.joined, 0) AS joined, p.attended + coalesce(sh.attended, 0) AS attended
      FROM ended x
      CROSS JOIN LATERAL (
        SELECT count(*) AS joined, count(*) FILTER (WHERE q.attended) AS attended FROM participations q WHERE q.event_id = x.id
      ) p
      LEFT JOIN (
        SELECT event_id, count(*) AS joined, count(*) FILTER (WHERE attended) AS attended, sum(minutes) AS minutes FROM in_shifts GROUP BY event_id
      ) sh ON sh.event_id = x.id
    ),
    reached AS (
      SELECT count(*)::int AS volunteers FROM (
        SELECT q.user_id FROM ended x JOIN participations q ON q.event_id = x.id AND q.attended
        UNION SELECT user_id FROM in_shifts WHERE attended
      ) d
    )
    SELECT ${grouped ? sql`e.type, e.month,` : sql`NULL AS type, NULL AS month,`}
      count(*)::int AS events,
      coalesce(sum(e.minutes), 0)::int AS minutes,
      coalesce(sum(e.joined), 0)::int AS joined,
      coalesce(sum(e.attended), 0)::int AS attended,
      (SELECT volunteers FROM reached) AS volunteers
    FROM per_event e
    ${grouped ? sql`GROUP BY GROUPING SETS ((e.type), (e.month), ())` : sql``}`;
}

/** What the public page shows: volunteers reached and hours given. */
export async function impactSummary(db: Db, organizationId: string, at: Date): Promise<{ volunteersReached: number; hoursGiven: number }> {
  const [row] = await queryRows<TotalRow>(db, totals(organizationId, at, false));
  return { volunteersReached: row?.volunteers ?? 0, hoursGiven: groupHours(row?.minutes ?? 0) };
}

export async function groupImpact(db: Db, organizationId: string, at: Date): Promise<GroupImpact> {
  const rows = await queryRows<TotalRow>(db, totals(organizationId, at, true));
  const all = rows.find((r) => r.type === null && r.month === null);
  return {
    volunteersReached: all?.volunteers ?? 0,
    hoursGiven: groupHours(all?.minutes ?? 0),
    eventsRun: all?.events ?? 0,
    attendanceRate: all && all.joined > 0 ? Math.round((all.attended / all.joined) * 1000) / 1000 : null,
    hoursByMonth: rows
      .filter((r) => r.month !== null)
      .map((r) => ({ month: r.month!, hours: groupHours(r.minutes) }))
      .sort((a, b) => a.month.localeCompare(b.month)),
    hoursByType: rows
      .filter((r) => r.type !== null)
      .map((r) => ({ type: r.type!, hours: groupHours(r.minutes) }))
      .sort((a, b) => b.hours - a.hours || a.type.localeCompare(b.type)),
  };
}

/** Each volunteer present at one of its ended events: at how many and their hours, most hours first. */
export async function volunteerHours(db: Db, organizationId: string, at: Date): Promise<VolunteerHours[]> {
  const rows = await queryRows<{ name: string; email: string; events: number; minutes: number }>(
    db,
    sql`WITH ended AS (${ended(organizationId, at)}),
      present AS (
        SELECT p.user_id, x.minutes FROM ended x JOIN participations p ON p.event_id = x.id AND p.attended
        UNION ALL SELECT user_id, minutes FROM (${shiftPeople}) sh WHERE sh.attended
      )
      SELECT u.name, u.email, count(*)::int AS events, sum(x.minutes)::int AS minutes
      FROM present x
      JOIN "user" u ON u.id = x.user_id
      GROUP BY u.id, u.name, u.email
      ORDER BY minutes DESC, u.name, u.email`,
  );
  return rows.map((r) => ({ name: r.name, email: r.email, events: r.events, hours: groupHours(r.minutes) }));
}
