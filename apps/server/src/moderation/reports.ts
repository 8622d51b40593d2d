import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { OpenReports, ReportInput, ReportReason } from '@volunteering/shared/report-schemas';
import { apiMessages } from '@volunteering/shared/texts/api';
import { moderationTexts } from '@volunteering/shared/texts/moderation';
import type { Viewer } from '../auth/access-token.ts';
import type { Db } from '../db/client.ts';
import { events, reports, user } from '../db/schema.ts';
import { AlreadyDone, InvalidInput, NotFound } from '../domain-errors.ts';
import { actorIn, nameOfTarget } from './moderation.ts';
import { STAFF_ROLES } from '@volunteering/shared/roles';
import { messageOf } from '@volunteering/shared/i18n/messages';

/** Reports of events and users (issue 16): anyone signed in reports once per target; moderators read them. */
export function createReports(db: Db, now: () => Date) {
  return {
    async report(reporter: Viewer, input: ReportInput): Promise<void> {
      const { targetType, targetId } = input;
      if (targetType === 'user' && targetId === reporter.userId) {
        const yourself = messageOf(moderationTexts, 'reportYourself');
        throw new InvalidInput(yourself, [{ field: 'targetId', message: yourself }]);
      }
      if ((await nameOfTarget(db, targetType, targetId)) === undefined)
        throw new NotFound(targetType === 'event' ? messageOf(apiMessages, 'eventNotFound') : messageOf(moderationTexts, 'userNotFound'));
      const added = await db
        .insert(reports)
        .values({ reporterId: reporter.userId, targetType, targetId, reason: input.reason, details: input.details ?? '', createdAt: now() })
        .onConflictDoNothing()
        .returning({ id: reports.id });
      if (added.length === 0) throw new AlreadyDone(messageOf(moderationTexts, 'alreadyReported'));
    },

    /** The open reports, grouped by what they report, the most recently reported first. */
    async open(viewer: Viewer): Promise<OpenReports> {
      await actorIn(db, viewer, STAFF_ROLES, 'moderatorsOnly');
      const rows = await db
        .select({
          id: reports.id,
          targetType: reports.targetType,
          targetId: reports.targetId,
          reason: reports.reason,
          details: reports.details,
          createdAt: reports.createdAt,
          reporterId: user.id,
          reporterName: user.name,
          reporterEmail: user.email,
        })
        .from(reports)
        .innerJoin(user, eq(user.id, reports.reporterId))
        .where(eq(reports.status, 'open'))
        .orderBy(desc(reports.createdAt), desc(reports.id));
      const eventIds = [...new Set(rows.filter((row) => row.targetType === 'event').map((row) => row.targetId))];
      const userIds = [...new Set(rows.filter((row) => row.targetType === 'user').map((row) => row.targetId))];
      const names = new Map<string, string>();
      if (eventIds.length)
        for (const row of await db.select({ id: events.id, name: events.title }).from(events).where(inArray(events.id, eventIds)))
          names.set(`event:${row.id}`, row.name);
      if (userIds.length)
        for (const row of await db.select({ id: user.id, name: user.name }).from(user).where(inArray(user.id, userIds))) names.set(`user:${row.id}`, row.name);

      const groups = new Map<string, OpenReports[number]>();
      for (const row of rows) {
        const key = `${row.targetType}:${row.targetId}`;
        let group = groups.get(key);
        if (!group) {
          group = {
            targetType: row.targetType as 'event' | 'user',
            targetId: row.targetId,
            targetName: names.get(key) ?? '',
            count: 0,
            reasons: {},
            latestAt: row.createdAt.toISOString(),
            reports: [],
          };
          groups.set(key, group);
        }
        group.count += 1;
        group.reasons[row.reason] = (group.reasons[row.reason] ?? 0) + 1;
        group.reports.push({
          id: row.id,
          reason: row.reason as ReportReason,
          details: row.details,
          createdAt: row.createdAt.toISOString(),
          reporter: { id: row.reporterId, name: row.reporterName, email: row.reporterEmail },
        });
      }
      return [...groups.values()];
    },
  };
}

export type Reports = ReturnType<typeof createReports>;

/** Makes the accounts of ADMIN_EMAILS (lower-cased) admins, at start; the rest keep their role. */
export async function grantAdmins(db: Db, emails: string[]): Promise<void> {
  if (emails.length === 0) return;
  await db
    .update(user)
    .set({ role: 'admin' })
    .where(inArray(sql`lower(${user.email})`, emails));
}
