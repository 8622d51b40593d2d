import { messageOf } from '@volunteering/shared/i18n/messages';
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Language } from '@volunteering/shared/i18n/languages';
import {
  INVITATION_DAYS,
  invitationPath,
  type Invitation,
  type InvitationPreview,
  type InviteInput,
  type OrganizationRole,
} from '@volunteering/shared/organization-schemas';
import { organizationsTexts } from '@volunteering/shared/texts/organizations';
import type { Viewer } from '../auth/access-token.ts';
import type { Db } from '../db/client.ts';
import { events, organizationInvitations, organizationMembers, organizations, outbox, user } from '../db/schema.ts';
import { AlreadyDone, Gone, InvalidInput, LimitReached, NotFound } from '../domain-errors.ts';
import { shown } from '../events/event-rules.ts';
import { accountLanguage, textsIn } from '../i18n/texts-in.ts';
import { mayMail } from '../mail/mail-limits.ts';
import type { Mailer } from '../mail/mailer.ts';
import { roleIn } from '../access/organization-rights.ts';
import { asOwner, summaryOf, type OrganizationRow } from './organization-rows.ts';

const DAY_MS = 24 * 3600_000;
/** Invitations an organization sends in all until it is known: a member besides its creator, or an event held (issue 35). */
export const NEW_ORGANIZATION_INVITATIONS = 5;
/** Invitations an organization sends a day; an address gets one a day from all of them (mail-limits.ts). */
export const INVITATIONS_A_DAY = 50;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Invitations to an organization (decision 038): its owners send and withdraw them, whoever holds
 * the link sees and accepts it, within the limits of issue 35.
 */
export function createInvitations(opts: { db: Db; now: () => Date; mailer: Mailer; publicUrl: string }) {
  const { db, now, mailer, publicUrl } = opts;

  /**
   * Known: a member other than its creator with a confirmed address (members come in by accepting
   * an invitation), or one of its events, shown, has ended.
   */
  async function isKnown(tx: Db, organization: OrganizationRow, at: Date): Promise<boolean> {
    const [member] = await tx
      .select({ userId: organizationMembers.userId })
      .from(organizationMembers)
      .innerJoin(user, eq(user.id, organizationMembers.userId))
      .where(
        and(
          eq(organizationMembers.organizationId, organization.id),
          eq(user.emailVerified, true),
          organization.createdBy ? ne(organizationMembers.userId, organization.createdBy) : undefined,
        ),
      )
      .limit(1);
    if (member) return true;
    const [held] = await tx
      .select({ id: events.id })
      .from(events)
      .where(
        and(
          eq(events.organizationId, organization.id),
          shown,
          sql`${events.date} + make_interval(mins => coalesce(${events.durationMinutes}, 0)) <= ${at.toISOString()}::timestamptz`,
        ),
      )
      .limit(1);
    return held !== undefined;
  }

  /** Refused (429) past the organization's limits or the address's (issue 35); the organization is locked. */
  async function assertMayInvite(tx: Db, organization: OrganizationRow, email: string, at: Date): Promise<void> {
    const sent = async (since?: Date) => {
      const [row] = await tx
        .select({ n: count() })
        .from(outbox)
        .where(and(eq(outbox.organizationId, organization.id), eq(outbox.kind, 'invitation'), since ? gt(outbox.createdAt, since) : undefined));
      return row?.n ?? 0;
    };
    if ((await sent()) >= NEW_ORGANIZATION_INVITATIONS && !(await isKnown(tx, organization, at))) {
      throw new LimitReached(messageOf(organizationsTexts, 'newOrganizationInvitations', NEW_ORGANIZATION_INVITATIONS));
    }
    if ((await sent(new Date(at.getTime() - DAY_MS))) >= INVITATIONS_A_DAY)
      throw new LimitReached(messageOf(organizationsTexts, 'invitationsToday', INVITATIONS_A_DAY));
    if (!(await mayMail(tx, email, 'invitation', at))) throw new LimitReached(messageOf(organizationsTexts, 'invitedLately'));
  }

  return {
    /** Open invitations, the newest first (owners). */
    async invitations(viewer: Viewer, slug: string): Promise<Invitation[]> {
      return db.transaction(async (tx) => {
        const organization = await asOwner(tx, slug, viewer);
        const rows = await tx
          .select()
          .from(organizationInvitations)
          .where(
            and(
              eq(organizationInvitations.organizationId, organization.id),
              isNull(organizationInvitations.acceptedAt),
              gt(organizationInvitations.expiresAt, now()),
            ),
          )
          .orderBy(desc(organizationInvitations.createdAt), asc(organizationInvitations.id));
        return rows.map(toInvitation);
      });
    },

    /**
     * Replaces the address's open invitation with a new one and mails its link, in the language of
     * the account that uses the address, else the inviter's. The mail commits with the invitation.
     * Within the limits: the organization's a day and while it is new, and the address's (issue 35).
     */
    async invite(viewer: Viewer, slug: string, input: InviteInput, inviterLanguage: Language): Promise<Invitation> {
      return db.transaction(async (tx) => {
        const organization = await asOwner(tx, slug, viewer);
        // An owner is in already: their own address would only mail them a link they cannot use.
        if (input.email === viewer.email.toLowerCase()) {
          const yourself = messageOf(organizationsTexts, 'inviteYourself');
          throw new InvalidInput(yourself, [{ field: 'email', message: yourself }]);
        }
        const at = now();
        await assertMayInvite(tx, organization, input.email, at);
        await tx
          .delete(organizationInvitations)
          .where(
            and(
              eq(organizationInvitations.organizationId, organization.id),
              eq(organizationInvitations.email, input.email),
              isNull(organizationInvitations.acceptedAt),
            ),
          );
        const token = randomBytes(32).toString('base64url');
        const [row] = await tx
          .insert(organizationInvitations)
          .values({
            organizationId: organization.id,
            email: input.email,
            role: input.role,
            tokenHash: hashOf(token),
            invitedBy: viewer.userId,
            createdAt: at,
            expiresAt: new Date(at.getTime() + INVITATION_DAYS * DAY_MS),
          })
          .returning();
        const [invitee] = await tx
          .select({ language: user.language })
          .from(user)
          .where(eq(sql`lower(${user.email})`, input.email));
        const language = invitee ? accountLanguage(invitee.language) : inviterLanguage;
        const texts = textsIn(organizationsTexts, language);
        const url = `${publicUrl}${invitationPath(token)}`;
        await mailer.send(
          {
            to: input.email,
            subject: texts.inviteSubject(organization.name),
            text: texts.inviteBody(viewer.name, organization.name, texts.roles[input.role], url, INVITATION_DAYS),
            kind: 'invitation',
            organizationId: organization.id,
          },
          tx,
        );
        return toInvitation(row!);
      });
    },

    async withdraw(viewer: Viewer, slug: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const organization = await asOwner(tx, slug, viewer);
        const removed = await tx
          .delete(organizationInvitations)
          .where(
            and(eq(organizationInvitations.id, id), eq(organizationInvitations.organizationId, organization.id), isNull(organizationInvitations.acceptedAt)),
          )
          .returning({ id: organizationInvitations.id });
        if (removed.length === 0) throw new NotFound(messageOf(organizationsTexts, 'invitationNotFound'));
      });
    },

    /** What a link offers, to whoever holds it: 410 once used or expired. */
    async preview(token: string): Promise<InvitationPreview> {
      const [row] = await db
        .select({ invitation: organizationInvitations, organization: organizations })
        .from(organizationInvitations)
        .innerJoin(organizations, eq(organizations.id, organizationInvitations.organizationId))
        .where(eq(organizationInvitations.tokenHash, hashOf(token)));
      if (!row) throw new NotFound(messageOf(organizationsTexts, 'invitationNotFound'));
      assertOpen(row.invitation, now());
      return { organization: summaryOf(row.organization), role: row.invitation.role, expiresAt: row.invitation.expiresAt.toISOString() };
    },

    /**
     * Any signed-in, confirmed account may accept (the link is the proof), once. The organization is
     * locked before the invitation, in the same order as inviting again, so neither waits on the other.
     */
    async accept(viewer: Viewer, token: string): Promise<{ organization: ReturnType<typeof summaryOf>; role: OrganizationRole }> {
      return db.transaction(async (tx) => {
        const tokenHash = hashOf(token);
        const [found] = await tx
          .select({ organizationId: organizationInvitations.organizationId })
          .from(organizationInvitations)
          .where(eq(organizationInvitations.tokenHash, tokenHash));
        if (!found) throw new NotFound(messageOf(organizationsTexts, 'invitationNotFound'));
        const [organization] = await tx.select().from(organizations).where(eq(organizations.id, found.organizationId)).for('update');
        const [invitation] = await tx.select().from(organizationInvitations).where(eq(organizationInvitations.tokenHash, tokenHash)).for('update');
        if (!organization || !invitation) throw new NotFound(messageOf(organizationsTexts, 'invitationNotFound'));
        assertOpen(invitation, now());
        if (await roleIn(tx, organization.id, viewer.userId)) throw new AlreadyDone(messageOf(organizationsTexts, 'alreadyMember'));
        await tx.insert(organizationMembers).values({ organizationId: organization.id, userId: viewer.userId, role: invitation.role, addedAt: now() });
        await tx.update(organizationInvitations).set({ acceptedAt: now(), acceptedBy: viewer.userId }).where(eq(organizationInvitations.id, invitation.id));
        return { organization: summaryOf(organization), role: invitation.role };
      });
    },
  };
}

function toInvitation(row: typeof organizationInvitations.$inferSelect): Invitation {
  return { id: row.id, email: row.email, role: row.role, createdAt: row.createdAt.toISOString(), expiresAt: row.expiresAt.toISOString() };
}

function assertOpen(invitation: typeof organizationInvitations.$inferSelect, at: Date): void {
  if (invitation.acceptedAt !== null || invitation.expiresAt <= at) throw new Gone(messageOf(organizationsTexts, 'invitationGone'));
}
