import { and, desc, eq, inArray } from 'drizzle-orm';
import { isEventId } from '@volunteering/shared/event-id';
import type { AuditLog, DismissInput, RoleInput, Staff } from '@volunteering/shared/report-schemas';
import { STAFF_ROLES, type Role } from '@volunteering/shared/roles';
import { moderationTexts } from '@volunteering/shared/texts/moderation';
import type { Viewer } from '../auth/access-token.ts';
import type { Db } from '../db/client.ts';
import { auditLog, events, reports, user } from '../db/schema.ts';
import { Forbidden, InvalidInput, NotFound } from '../domain-errors.ts';


/**
 * What moderators and admins do (issue 16). Each action runs in one transaction that reads the
 * actor's role from the database, changes what it changes and writes the audit log's line.
 */
/** The actor as the database has them now; refused unless their role is one of `roles`. */
export async function actorIn(db: Db, viewer: Viewer, roles: readonly Role[], refusal: string) {
  const [actor] = await db.select({ id: user.id, name: user.name, email: user.email, role: user.role }).from(user).where(eq(user.id, viewer.userId));
  if (!actor || !(roles as readonly string[]).includes(actor.role)) throw new Forbidden(refusal);
  return actor;
}

/** A reported event's title or user's name; undefined when there is no such event or user. */
export async function nameOfTarget(db: Db, targetType: 'event' | 'user', targetId: string): Promise<string | undefined> {
  if (targetType === 'user') return (await db.select({ name: user.name }).from(user).where(eq(user.id, targetId)))[0]?.name;
  if (!isEventId(targetId)) return undefined;
  return (await db.select({ title: events.title }).from(events).where(eq(events.id, targetId)))[0]?.title;
}

export function createModeration(db: Db, now: () => Date) {

  return {
    /** The open reports about one event or user: dismissed, with the reason in the audit log. */
    async dismiss(viewer: Viewer, input: DismissInput): Promise<void> {
      await db.transaction(async (tx) => {
        const actor = await actorIn(tx, viewer, STAFF_ROLES, moderationTexts.moderatorsOnly);
        const closed = await tx
          .update(reports)
          .set({ status: 'dismissed' })
          .where(and(eq(reports.targetType, input.targetType), eq(reports.targetId, input.targetId), eq(reports.status, 'open')))
          .returning({ id: reports.id });
        if (closed.length === 0) throw new NotFound(moderationTexts.noOpenReports);
        await tx.insert(auditLog).values({
          actorId: actor.id,
          actorName: actor.name,
          actorEmail: actor.email,
          action: 'dismissReports',
          targetType: input.targetType,
          targetId: input.targetId,
          targetName: (await nameOfTarget(tx, input.targetType, input.targetId)) ?? '',
          reason: input.reason,
          createdAt: now(),
        });
      });
    },

    /** An admin makes someone a moderator, or a member again; an admin's own role is ADMIN_EMAILS'. */
    async setRole(viewer: Viewer, userId: string, input: RoleInput): Promise<void> {
      await db.transaction(async (tx) => {
        const actor = await actorIn(tx, viewer, ['admin'], moderationTexts.adminsOnly);
        const [target] = await tx.select({ id: user.id, name: user.name, role: user.role }).from(user).where(eq(user.id, userId)).for('update');
        if (!target) throw new NotFound(moderationTexts.userNotFound);
        if (target.role === 'admin') throw new InvalidInput(moderationTexts.adminsKeepRole, [{ field: 'role', message: moderationTexts.adminsKeepRole }]);
        await tx.update(user).set({ role: input.role }).where(eq(user.id, userId));
        await tx.insert(auditLog).values({
          actorId: actor.id,
          actorName: actor.name,
          actorEmail: actor.email,
          action: input.role === 'moderator' ? 'grantModerator' : 'revokeModerator',
          targetType: 'user',
          targetId: userId,
          targetName: target.name,
          reason: input.reason,
          createdAt: now(),
        });
      });
    },

    /** The audit log, newest first (the last 500 lines). */
    async audit(viewer: Viewer): Promise<AuditLog> {
      await actorIn(db, viewer, STAFF_ROLES, moderationTexts.moderatorsOnly);
      const rows = await db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(500);
      return rows.map((row) => ({
        id: row.id,
        actor: { id: row.actorId, name: row.actorName, email: row.actorEmail },
        action: row.action as AuditLog[number]['action'],
        targetType: row.targetType as 'event' | 'user',
        targetId: row.targetId,
        targetName: row.targetName,
        reason: row.reason,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    /** The moderators and admins, for the admins' screen. */
    async staff(viewer: Viewer): Promise<Staff> {
      await actorIn(db, viewer, STAFF_ROLES, moderationTexts.moderatorsOnly);
      const rows = await db
        .select({ id: user.id, name: user.name, email: user.email, role: user.role })
        .from(user)
        .where(inArray(user.role, STAFF_ROLES))
        .orderBy(user.name, user.id);
      return rows.map((row) => ({ ...row, role: row.role as 'moderator' | 'admin' }));
    },
  };
}

export type Moderation = ReturnType<typeof createModeration>;
