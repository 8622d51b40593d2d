import { sql, type SQL } from 'drizzle-orm';
import type { GroupImpact, VolunteerHours } from '@volunteering/shared/organization-schemas';
import { queryRows, type Db } from '../db/client.ts';

// An organization's impact (issue 18, decision 038), by the personal impact's rule (decision 068):
// the credits of approved hours as the database keeps them (decision 075). Over the organization's
// shown events that ended before `at`; months as each event's own calendar reads them. Each reader
// reads the organization's kept sums (impact_organization_totals, impact_organization_reach: what
// `impact_close` counted) and adds the few kept rows not counted yet; never the history. For a moment
// before the last close (a clock set back) it reads every event's kept row instead, so it is exact at any `at`.

/** Hours from minutes, to one decimal. */
export const groupHours = (minutes: number) => Math.round(minutes / 6) / 10;

/** Whether what is counted all ended before `at`. */
const closedBy = (at: string) => sql`coalesce((SELECT c.at <= ${at}::timestamptz FROM impact_closed c), true)`;

/** Per type and month: events, credited minutes, people credited, people joined, over the ended shown events. */
function figures(organization: SQL, at: Date): SQL {
  const iso = at.toISOString();
  return sql`
    SELECT ot.type, ot.month, ot.events, ot.minutes, ot.people, ot.joined FROM impact_organization_totals ot
      WHERE ot.organization_id = ${organization} AND ot.events > 0 AND ${closedBy(iso)}
    UNION ALL
    SELECT t.type, t.month, 1, t.minutes, t.people, t.joined FROM impact_event_totals t
      WHERE t.organization_id = ${organization} AND t.shown AND NOT t.counted AND t.ends_at < ${iso}::timestamptz AND ${closedBy(iso)}
    UNION ALL
    SELECT t.type, t.month, 1, t.minutes, t.people, t.joined FROM impact_event_totals t
      WHERE t.organization_id = ${organization} AND t.shown AND t.ends_at < ${iso}::timestamptz AND NOT ${closedBy(iso)}`;
}

/** Distinct volunteers credited at one of its ended shown events. */
function reached(organization: SQL, at: Date): SQL {
  const iso = at.toISOString();
  return sql`(SELECT CASE WHEN ${closedBy(iso)} THEN
      coalesce((SELECT r.people FROM impact_organization_reach r WHERE r.organization_id = ${organization}), 0)
        + (SELECT count(*) FROM impact_organization_people op WHERE op.organization_id = ${organization} AND NOT op.counted AND op.since < ${iso}::timestamptz)
    ELSE (SELECT count(*) FROM impact_organization_people op WHERE op.organization_id = ${organization} AND op.since < ${iso}::timestamptz) END)::int`;
}

/** The public page's two figures, as columns `volunteers` and `minutes` of a statement about `organization` (an id, or a column). */
export function impactSummaryColumns(organization: SQL, at: Date): SQL {
  return sql`${reached(organization, at)} AS volunteers,
    (SELECT coalesce(sum(f.minutes), 0)::int FROM (${figures(organization, at)}) f) AS minutes`;
}

type TotalRow = { type: string | null; month: string | null; events: number; minutes: number; joined: number; attended: number; volunteers: number };

export async function groupImpact(db: Db, organizationId: string, at: Date): Promise<GroupImpact> {
  const rows = await queryRows<TotalRow>(
    db,
    sql`SELECT f.type, f.month, coalesce(sum(f.events), 0)::int AS events, coalesce(sum(f.minutes), 0)::int AS minutes,
        coalesce(sum(f.joined), 0)::int AS joined, coalesce(sum(f.people), 0)::int AS attended, ${reached(sql`${organizationId}`, at)} AS volunteers
      FROM (${figures(sql`${organizationId}`, at)}) f
      GROUP BY GROUPING SETS ((f.type), (f.month), ())`,
  );
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
    sql`SELECT u.name, u.email, count(*)::int AS events, sum(c.minutes)::int AS minutes
      FROM (SELECT t.event_id FROM impact_event_totals t
        WHERE t.organization_id = ${organizationId} AND t.shown AND t.ends_at < ${at.toISOString()}::timestamptz) x
      JOIN impact_credits c ON c.event_id = x.event_id
      JOIN "user" u ON u.id = c.user_id
      GROUP BY u.id, u.name, u.email
      ORDER BY minutes DESC, u.name, u.email`,
  );
  return rows.map((r) => ({ name: r.name, email: r.email, events: r.events, hours: groupHours(r.minutes) }));
}
