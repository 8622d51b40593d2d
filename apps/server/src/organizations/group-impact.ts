import { sql, type SQL } from 'drizzle-orm';
import type { GroupImpact, VolunteerHours } from '@volunteering/shared/organization-schemas';
import { queryRows, type Db } from '../db/client.ts';

// An organization's impact (issue 18, decision 038), by the personal impact's rule (decision 068):
// the credits of approved hours as the database keeps them (decision 075). Over the organization's
// shown events that ended before `at`; months as each event's own calendar reads them. Each reader
// reads the organization's kept sums (impact_organization_totals, impact_organization_reach: what
// `impact_close` counted) and adds the few kept rows not counted yet, never the history, through two
// functions of migration 0033 (their plans made once a session). For a moment before the last close
// (a clock set back) they read every event's kept row instead, so the figures are exact at any `at`.

/** Hours from minutes, to one decimal. */
export const groupHours = (minutes: number) => Math.round(minutes / 6) / 10;

/** Per type and month: events, credited minutes, people credited, people joined, over the ended shown events (`impact_organization_figures`). */
const figures = (organization: SQL, at: SQL) => sql`impact_organization_figures(${organization}, ${at})`;

/** Distinct volunteers credited at one of its ended shown events (`impact_organization_reached`). */
const reached = (organization: SQL, at: SQL) => sql`(SELECT impact_organization_reached(${organization}, ${at}))`;

/** The public page's two figures, as expressions about `organization` (an id, or a column) at `at` (a timestamptz): volunteers reached and minutes given. */
export function impactSummaryOf(organization: SQL, at: SQL): { volunteers: SQL<number>; minutes: SQL<number> } {
  return {
    volunteers: sql<number>`${reached(organization, at)}`,
    minutes: sql<number>`(SELECT coalesce(sum(f.minutes), 0)::int FROM ${figures(organization, at)} f)`,
  };
}

type TotalRow = { type: string | null; month: string | null; events: number; minutes: number; joined: number; attended: number; volunteers: number };

export async function groupImpact(db: Db, organizationId: string, atDate: Date): Promise<GroupImpact> {
  const at = sql`${atDate.toISOString()}::timestamptz`;
  const rows = await queryRows<TotalRow>(
    db,
    sql`SELECT f.type, f.month, coalesce(sum(f.events), 0)::int AS events, coalesce(sum(f.minutes), 0)::int AS minutes,
        coalesce(sum(f.joined), 0)::int AS joined, coalesce(sum(f.people), 0)::int AS attended, ${reached(sql`${organizationId}::uuid`, at)} AS volunteers
      FROM ${figures(sql`${organizationId}::uuid`, at)} f
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
