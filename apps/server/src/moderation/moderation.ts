import { and, desc, eq, inArray } from 'drizzle-orm';
import { isEventId } from '@volunteering/shared/event-id';
import type { AuditLog, DismissInput, RoleInput, Staff } from '@volunteering/shared/report-schemas';
import { moderationTexts } from '@volunteering/shared/texts/moderation';
import type { Viewer } from '../auth/access-token.ts';
import type { Db } from '../db/client.ts';
import { auditLog, events, reports, user } from '../db/schema.ts';
import { Forbidden, InvalidInput, NotFound } from '../domain-errors.ts';

type Role = 'member' | 'moderator' | 'admin';
const MODERATING: Role[] = ['moderator', 'admin'];

/**
 * What moderators and admins do (issue 16). Each action runs in one transaction that reads the
 * actor's role from the database, changes what it changes and writes the audit log's line.
 */
export function createModeration(db: Db, now: () => Date) {
  /** The actor as the database has them now; refused unless their role is one of `roles`. */
  async function actorIn(tx: Db, viewer: Viewer, roles: Role[], refusal: string) {
    const [actor] = await tx.select({ id: user.id, name: user.name, email: user.email, role: user.role }).from(user).where(eq(user.id, viewer.userId));
    if (!actor || !roles.includes(actor.role as Role)) throw new Forbidden(refusal);
    return actor;
  }

  async function targetName(tx: Db, targetType: 'event' | 'user', targetId: string): Promise<string> {
    if (targetType === 'user') return (await tx.select({ name: user.name }).from(user).where(eq(user.id, targetId)))[0]?.name ?? '';
    if (!isEventId(targetId)) return '';
    return (await tx.select({ title: events.title }).from(events).where(eq(events.id, targetId)))[0]?.title ?? '';
  }

  return {
    /** The open reports about one event or user: dismissed, with the reason in the audit log. */
    async dismiss(viewer: Viewer, input: DismissInput): Promise<void> {
      await db.transaction(async (tx) => {
        const actor = await actorIn(tx, viewer, MODERATING, moderationTexts.moderatorsOnly);
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
          targetName: await targetName(tx, input.targetType, input.targetId),
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
      await actorIn(db, viewer, MODERATING, moderationTexts.moderatorsOnly);
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
      await actorIn(db, viewer, MODERATING, moderationTexts.moderatorsOnly);
      const rows = await db
        .select({ id: user.id, name: user.name, email: user.email, role: user.role })
        .from(user)
        .where(inArray(user.role, MODERATING))
        .orderBy(user.name, user.id);
      return rows.map((row) => ({ ...row, role: row.role as 'moderator' | 'admin' }));
    },
  };
}

export type Moderation = ReturnType<typeof createModeration>;
