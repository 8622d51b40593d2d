import { messageOf } from '@volunteering/shared/i18n/messages';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { managesEvents, type Member, type OrganizationRole } from '@volunteering/shared/organization-schemas';
import { organizationsTexts } from '@volunteering/shared/texts/organizations';
import type { Viewer } from '../auth/access-token.ts';
import type { Db } from '../db/client.ts';
import { organizationMembers, user } from '../db/schema.ts';
import { Conflict, Forbidden, NotFound } from '../domain-errors.ts';
import { roleIn } from '../access/organization-rights.ts';
import { asOwner, findOrganization } from './organization-rows.ts';

/** Owners first, then organizers, then members; by name within each. */
const roleOrder = sql`CASE ${organizationMembers.role} WHEN 'owner' THEN 0 WHEN 'organizer' THEN 1 ELSE 2 END`;

/** An organization's members and their roles (decision 038): it always keeps an owner. */
export function createMembership(opts: { db: Db }) {
  const { db } = opts;

  async function ownerCount(tx: Db, organizationId: string): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(organizationMembers)
      .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.role, 'owner')));
    return row?.n ?? 0;
  }

  /** Refused when `userId` is the organization's only owner: it always keeps one. */
  async function keepAnOwner(tx: Db, organizationId: string, role: OrganizationRole) {
    if (role === 'owner' && (await ownerCount(tx, organizationId)) <= 1) throw new Conflict(messageOf(organizationsTexts, 'lastOwner'));
  }

  async function membersOf(tx: Db, organizationId: string, withEmails: boolean, userId?: string): Promise<Member[]> {
    const rows = await tx
      .select({ userId: user.id, name: user.name, image: user.image, email: user.email, role: organizationMembers.role, addedAt: organizationMembers.addedAt })
      .from(organizationMembers)
      .innerJoin(user, eq(user.id, organizationMembers.userId))
      .where(and(eq(organizationMembers.organizationId, organizationId), userId ? eq(organizationMembers.userId, userId) : undefined))
      .orderBy(roleOrder, asc(user.name), asc(user.id));
    return rows.map(({ email, addedAt, ...member }) => ({ ...member, addedAt: addedAt.toISOString(), ...(withEmails ? { email } : {}) }));
  }

  return {
    /** Members see the list; owners and organizers see their e-mails too. */
    async members(viewer: Viewer, slug: string): Promise<Member[]> {
      return db.transaction(async (tx) => {
        const organization = await findOrganization(tx, slug);
        const myRole = await roleIn(tx, organization.id, viewer.userId);
        if (!myRole) throw new Forbidden(messageOf(organizationsTexts, 'membersOnly'));
        return membersOf(tx, organization.id, managesEvents(myRole));
      });
    },

    /** Owners only; the last owner is never demoted. */
    async changeRole(viewer: Viewer, slug: string, userId: string, role: OrganizationRole): Promise<Member> {
      return db.transaction(async (tx) => {
        const organization = await asOwner(tx, slug, viewer);
        const current = await roleIn(tx, organization.id, userId);
        if (!current) throw new NotFound(messageOf(organizationsTexts, 'memberNotFound'));
        if (role !== 'owner') await keepAnOwner(tx, organization.id, current);
        await tx
          .update(organizationMembers)
          .set({ role })
          .where(and(eq(organizationMembers.organizationId, organization.id), eq(organizationMembers.userId, userId)));
        const [member] = await membersOf(tx, organization.id, true, userId);
        return member!;
      });
    },

    /** An owner removes anyone; anyone removes themselves (leaves); the last owner never goes. */
    async removeMember(viewer: Viewer, slug: string, userId: string): Promise<{ left: boolean }> {
      return db.transaction(async (tx) => {
        const left = userId === viewer.userId;
        const organization = left ? await findOrganization(tx, slug, true) : await asOwner(tx, slug, viewer);
        const current = await roleIn(tx, organization.id, userId);
        if (!current) throw new NotFound(messageOf(organizationsTexts, 'memberNotFound'));
        await keepAnOwner(tx, organization.id, current);
        await tx.delete(organizationMembers).where(and(eq(organizationMembers.organizationId, organization.id), eq(organizationMembers.userId, userId)));
        return { left };
      });
    },
  };
}
