import { messageOf, type PlainTextKey } from '@volunteering/shared/i18n/messages';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull } from 'drizzle-orm';
import { isEventId } from '@volunteering/shared/event-id';
import type { HiddenKind } from '@volunteering/shared/event-schemas';
import { pagePath } from '@volunteering/shared/pages';
import type { AuditAction, AuditLog, DismissInput, HiddenList, ModerationActionInput, RoleInput, Staff } from '@volunteering/shared/report-schemas';
import { STAFF_ROLES, type Role } from '@volunteering/shared/roles';
import { apiMessages } from '@volunteering/shared/texts/api';
import { moderationTexts } from '@volunteering/shared/texts/moderation';
import type { Viewer } from '../auth/access-token.ts';
import type { Db } from '../db/client.ts';
import { auditLog, events, reports, session, user } from '../db/schema.ts';
import { Forbidden, InvalidInput, NotFound } from '../domain-errors.ts';
import { eventEnd, hasEnded } from '../events/event-rules.ts';
import { mailEventPeople } from '../events/participant-mail.ts';
import { accountLanguage, textsIn } from '../i18n/texts-in.ts';
import type { Mailer } from '../mail/mailer.ts';

/**
 * What moderators and admins do (issue 16). Each action runs in one transaction that reads the
 * actor's role from the database, changes what it changes and writes the audit log's line.
 */
/** The actor as the database has them now; refused unless their role is one of `roles`. */
export async function actorIn(db: Db, viewer: Viewer, roles: readonly Role[], refusal: PlainTextKey<typeof moderationTexts>) {
  const [actor] = await db.select({ id: user.id, name: user.name, email: user.email, role: user.role }).from(user).where(eq(user.id, viewer.userId));
  if (!actor || !(roles as readonly string[]).includes(actor.role)) throw new Forbidden(messageOf(moderationTexts, refusal));
  return actor;
}

/** A reported event's title or user's name; undefined when there is no such event or user. */
export async function nameOfTarget(db: Db, targetType: 'event' | 'user', targetId: string): Promise<string | undefined> {
  if (targetType === 'user') return (await db.select({ name: user.name }).from(user).where(eq(user.id, targetId)))[0]?.name;
  if (!isEventId(targetId)) return undefined;
  return (await db.select({ title: events.title }).from(events).where(eq(events.id, targetId)))[0]?.title;
}

type Actor = Awaited<ReturnType<typeof actorIn>>;
type EventRow = typeof events.$inferSelect;

type Options = {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  publicUrl: string;
  /** Gives an event's free places to its waitlist, inside the caller's transaction: for an event back in the lists. */
  placesFreed?: (tx: Db, eventId: string) => Promise<void>;
  /** After a suspension or a role change: the account's sessions are read again (decision 076). */
  accountChanged?: (userId: string) => void;
};

export function createModeration({ db, now, mailer, publicUrl, placesFreed, accountChanged = () => {} }: Options) {
  async function audit(tx: Db, actor: Actor, action: AuditAction, target: { type: 'event' | 'user'; id: string; name: string }, reason: string) {
    await tx.insert(auditLog).values({
      actorId: actor.id,
      actorName: actor.name,
      actorEmail: actor.email,
      action,
      targetType: target.type,
      targetId: target.id,
      targetName: target.name,
      reason,
      createdAt: now(),
    });
  }

  /** The open reports about a target, closed: a moderator acted on it. */
  async function closeReports(tx: Db, targetType: 'event' | 'user', targetId: string) {
    await tx
      .update(reports)
      .set({ status: 'actioned' })
      .where(and(eq(reports.targetType, targetType), eq(reports.targetId, targetId), eq(reports.status, 'open')));
  }

  /** Each participant of an event not yet ended told, in their language, that it is off the site. */
  async function tellParticipants(tx: Db, event: EventRow) {
    if (hasEnded(event, now())) return;
    const otherEvents = `${publicUrl}${pagePath('upcomingEvents')}`;
    await mailEventPeople(tx, mailer, event, 'joined', (person, language, when) => {
      const texts = textsIn(moderationTexts, language);
      return { subject: texts.takenDownSubject(event.title), text: texts.takenDownBody(person.name, event.title, when, event.location, otherEvents) };
    });
  }

  /** Its organizer told, in their language, that it was taken down and why (issue 37). */
  async function tellOrganizer(tx: Db, event: EventRow, reason: string) {
    if (!event.ownerId) return;
    const [owner] = await tx.select({ name: user.name, email: user.email, language: user.language }).from(user).where(eq(user.id, event.ownerId));
    if (!owner) return;
    const texts = textsIn(moderationTexts, accountLanguage(owner.language));
    const page = `${publicUrl}${pagePath('eventDetails', { id: event.id })}`;
    const contact = `${publicUrl}${pagePath('contact')}`;
    await mailer.send(
      {
        to: owner.email,
        subject: texts.takenDownOrganizerSubject(event.title),
        text: texts.takenDownOrganizerBody(owner.name, event.title, reason, page, contact),
      },
      tx,
    );
  }

  /** The event, locked for the action; 404 when there is none. */
  async function lockedEvent(tx: Db, eventId: string): Promise<EventRow> {
    if (!isEventId(eventId)) throw new NotFound(messageOf(apiMessages, 'eventNotFound'));
    const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
    if (!event) throw new NotFound(messageOf(apiMessages, 'eventNotFound'));
    return event;
  }

  async function lockedUser(tx: Db, userId: string) {
    const [target] = await tx
      .select({ id: user.id, name: user.name, role: user.role, suspendedAt: user.suspendedAt })
      .from(user)
      .where(eq(user.id, userId))
      .for('update');
    if (!target) throw new NotFound(messageOf(moderationTexts, 'userNotFound'));
    return target;
  }

  /** Refused unless the event is hidden the way `kinds` name; says what to do instead. */
  function expectHidden(event: EventRow, kinds: readonly (HiddenKind | null)[], refusal: PlainTextKey<typeof moderationTexts>) {
    if (!kinds.includes(event.hidden)) throw new InvalidInput(messageOf(moderationTexts, refusal), []);
  }

  return {
    /** Takes an event down: out of every list, its page 404 to all but its owner and moderators; participants told. */
    async hideEvent(viewer: Viewer, eventId: string, input: ModerationActionInput): Promise<void> {
      await db.transaction(async (tx) => {
        const actor = await actorIn(tx, viewer, STAFF_ROLES, 'moderatorsOnly');
        const event = await lockedEvent(tx, eventId);
        expectHidden(event, [null, 'review'], 'alreadyHidden');
        await tx.update(events).set({ hidden: 'moderator', hiddenReason: input.reason }).where(eq(events.id, eventId));
        await closeReports(tx, 'event', eventId);
        await tellParticipants(tx, event);
        await tellOrganizer(tx, event, input.reason);
        await audit(tx, actor, 'hideEvent', { type: 'event', id: eventId, name: event.title }, input.reason);
      });
    },

    /** Brings a taken-down event back; one hidden by a suspension comes back when the suspension is lifted. */
    async restoreEvent(viewer: Viewer, eventId: string, input: ModerationActionInput): Promise<void> {
      await db.transaction(async (tx) => {
        const actor = await actorIn(tx, viewer, STAFF_ROLES, 'moderatorsOnly');
        const event = await lockedEvent(tx, eventId);
        expectHidden(event, ['moderator'], event.hidden === 'suspension' ? 'liftToRestore' : 'notHidden');
        await tx.update(events).set({ hidden: null, hiddenReason: null }).where(eq(events.id, eventId));
        await placesFreed?.(tx, eventId);
        await audit(tx, actor, 'restoreEvent', { type: 'event', id: eventId, name: event.title }, input.reason);
      });
    },

    /** A new organizer's held event goes public, and their next events need no approval. */
    async approveEvent(viewer: Viewer, eventId: string, input: ModerationActionInput): Promise<void> {
      await db.transaction(async (tx) => {
        const actor = await actorIn(tx, viewer, STAFF_ROLES, 'moderatorsOnly');
        const event = await lockedEvent(tx, eventId);
        expectHidden(event, ['review'], 'notHeld');
        await tx.update(events).set({ hidden: null, hiddenReason: null }).where(eq(events.id, eventId));
        if (event.ownerId) await tx.update(user).set({ trustedOrganizer: true }).where(eq(user.id, event.ownerId));
        await audit(tx, actor, 'approveEvent', { type: 'event', id: eventId, name: event.title }, input.reason);
      });
    },

    /**
     * Suspends an account: its sessions end (so its tokens are refused at once), it cannot sign in,
     * its events not yet ended leave the lists and their participants are told.
     */
    async suspendUser(viewer: Viewer, userId: string, input: ModerationActionInput): Promise<void> {
      await db.transaction(async (tx) => {
        const actor = await actorIn(tx, viewer, STAFF_ROLES, 'moderatorsOnly');
        if (userId === actor.id) throw new InvalidInput(messageOf(moderationTexts, 'notYourself'), []);
        const target = await lockedUser(tx, userId);
        if (target.role !== 'member') throw new Forbidden(messageOf(moderationTexts, 'staffNotSuspended'));
        if (target.suspendedAt) throw new InvalidInput(messageOf(moderationTexts, 'alreadySuspended'), []);
        await tx.update(user).set({ suspendedAt: now() }).where(eq(user.id, userId));
        await tx.delete(session).where(eq(session.userId, userId));
        const upcoming = await tx
          .select()
          .from(events)
          .where(and(eq(events.ownerId, userId), isNull(events.hidden), gte(eventEnd, now())))
          .orderBy(asc(events.id))
          .for('update');
        for (const event of upcoming) {
          await tx.update(events).set({ hidden: 'suspension', hiddenReason: input.reason }).where(eq(events.id, event.id));
          await tellParticipants(tx, event);
        }
        await closeReports(tx, 'user', userId);
        await audit(tx, actor, 'suspendUser', { type: 'user', id: userId, name: target.name }, input.reason);
      });
      accountChanged(userId);
    },

    /** Lifts a suspension: the account may sign in again and the events its suspension hid come back. */
    async liftSuspension(viewer: Viewer, userId: string, input: ModerationActionInput): Promise<void> {
      await db.transaction(async (tx) => {
        const actor = await actorIn(tx, viewer, STAFF_ROLES, 'moderatorsOnly');
        const target = await lockedUser(tx, userId);
        if (!target.suspendedAt) throw new InvalidInput(messageOf(moderationTexts, 'notSuspended'), []);
        await tx.update(user).set({ suspendedAt: null }).where(eq(user.id, userId));
        const back = await tx
          .update(events)
          .set({ hidden: null, hiddenReason: null })
          .where(and(eq(events.ownerId, userId), eq(events.hidden, 'suspension')))
          .returning({ id: events.id });
        for (const { id } of back) await placesFreed?.(tx, id);
        await audit(tx, actor, 'liftSuspension', { type: 'user', id: userId, name: target.name }, input.reason);
      });
    },

    /** What moderators may bring back: hidden and held events, newest first, and suspended accounts. */
    async hidden(viewer: Viewer): Promise<HiddenList> {
      await actorIn(db, viewer, STAFF_ROLES, 'moderatorsOnly');
      const [hiddenEvents, suspended] = await Promise.all([
        db
          .select({ event: events, owner: { id: user.id, name: user.name, email: user.email } })
          .from(events)
          .leftJoin(user, eq(user.id, events.ownerId))
          .where(isNotNull(events.hidden))
          .orderBy(desc(events.updatedAt), desc(events.date), asc(events.id))
          .limit(500),
        db
          .select({ id: user.id, name: user.name, email: user.email, suspendedAt: user.suspendedAt })
          .from(user)
          .where(isNotNull(user.suspendedAt))
          .orderBy(desc(user.suspendedAt), asc(user.id))
          .limit(500),
      ]);
      return {
        events: hiddenEvents.map(({ event, owner }) => ({
          id: event.id,
          title: event.title,
          date: event.date.toISOString(),
          timeZone: event.timeZone,
          hidden: event.hidden!,
          reason: event.hiddenReason ?? '',
          owner: owner?.id ? owner : null,
        })),
        users: suspended.map((row) => ({ ...row, suspendedAt: row.suspendedAt!.toISOString() })),
      };
    },

    /** The open reports about one event or user: dismissed, with the reason in the audit log. */
    async dismiss(viewer: Viewer, input: DismissInput): Promise<void> {
      await db.transaction(async (tx) => {
        const actor = await actorIn(tx, viewer, STAFF_ROLES, 'moderatorsOnly');
        const closed = await tx
          .update(reports)
          .set({ status: 'dismissed' })
          .where(and(eq(reports.targetType, input.targetType), eq(reports.targetId, input.targetId), eq(reports.status, 'open')))
          .returning({ id: reports.id });
        if (closed.length === 0) throw new NotFound(messageOf(moderationTexts, 'noOpenReports'));
        const name = (await nameOfTarget(tx, input.targetType, input.targetId)) ?? '';
        await audit(tx, actor, 'dismissReports', { type: input.targetType, id: input.targetId, name }, input.reason);
      });
    },

    /** An admin makes someone a moderator, or a member again; an admin's own role is ADMIN_EMAILS'. */
    async setRole(viewer: Viewer, userId: string, input: RoleInput): Promise<void> {
      await db.transaction(async (tx) => {
        const actor = await actorIn(tx, viewer, ['admin'], 'adminsOnly');
        const target = await lockedUser(tx, userId);
        if (target.role === 'admin') {
          const keep = messageOf(moderationTexts, 'adminsKeepRole');
          throw new InvalidInput(keep, [{ field: 'role', message: keep }]);
        }
        await tx.update(user).set({ role: input.role }).where(eq(user.id, userId));
        const action = input.role === 'moderator' ? 'grantModerator' : 'revokeModerator';
        await audit(tx, actor, action, { type: 'user', id: userId, name: target.name }, input.reason);
      });
      accountChanged(userId);
    },

    /** The audit log, newest first (the last 500 lines). */
    async audit(viewer: Viewer): Promise<AuditLog> {
      await actorIn(db, viewer, STAFF_ROLES, 'moderatorsOnly');
      const rows = await db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(500);
      return rows.map((row) => ({
        id: row.id,
        actor: { id: row.actorId, name: row.actorName, email: row.actorEmail },
        action: row.action as AuditAction,
        targetType: row.targetType as 'event' | 'user',
        targetId: row.targetId,
        targetName: row.targetName,
        reason: row.reason,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    /** The moderators and admins, for the admins' screen. */
    async staff(viewer: Viewer): Promise<Staff> {
      await actorIn(db, viewer, STAFF_ROLES, 'moderatorsOnly');
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
