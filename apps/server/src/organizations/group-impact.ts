import { sql, type SQL } from 'drizzle-orm';
import type { GroupImpact, VolunteerHours } from '@volunteering/shared/organization-schemas';
import { queryRows, type Db } from '../db/client.ts';

// An organization's impact (issue 18, decision 038), by the personal impact's rule (decision 068):
// the credits of approved hours, kept per event by the database (decision 075: impact_event_totals
// and impact_organization_people, recounted in the transaction of each change). Over the
// organization's shown events that ended before `at`; months as each event's own calendar reads them.
// Each reader reads the organization's kept rows, not the history.

/** Hours from minutes, to one decimal. */
export const groupHours = (minutes: number) => Math.round(minutes / 6) / 10;

const endedTotals = (organizationId: string, at: Date) =>
  sql`FROM impact_event_totals t WHERE t.organization_id = ${organizationId} AND t.shown AND t.ends_at < ${at.toISOString()}::timestamptz`;

type TotalRow = { type: string | null; month: string | null; events: number; minutes: number; joined: number; attended: number; volunteers: number };

/**
 * Events, credited minutes, joined and credited people, and (overall only) distinct volunteers
 * reached: overall, and per type and month when `grouped`.
 */
function totals(organizationId: string, at: Date, grouped: boolean): SQL {
  return sql`
    SELECT ${grouped ? sql`t.type, t.month,` : sql`NULL AS type, NULL AS month,`}
      count(*)::int AS events,
      coalesce(sum(t.minutes), 0)::int AS minutes,
      coalesce(sum(t.joined), 0)::int AS joined,
      coalesce(sum(t.people), 0)::int AS attended,
      (SELECT count(*)::int FROM impact_organization_people op
        WHERE op.organization_id = ${organizationId} AND op.since < ${at.toISOString()}::timestamptz) AS volunteers
    ${endedTotals(organizationId, at)}
    ${grouped ? sql`GROUP BY GROUPING SETS ((t.type), (t.month), ())` : sql``}`;
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
    sql`SELECT u.name, u.email, count(*)::int AS events, sum(c.minutes)::int AS minutes
      FROM (SELECT t.event_id ${endedTotals(organizationId, at)}) x
      JOIN impact_credits c ON c.event_id = x.event_id
      JOIN "user" u ON u.id = c.user_id
      GROUP BY u.id, u.name, u.email
      ORDER BY minutes DESC, u.name, u.email`,
  );
  return rows.map((r) => ({ name: r.name, email: r.email, events: r.events, hours: groupHours(r.minutes) }));
}
