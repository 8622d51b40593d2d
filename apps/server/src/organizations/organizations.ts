import { messageOf } from '@volunteering/shared/i18n/messages';
import { randomBytes } from 'node:crypto';
import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { isOrganizationSlug } from '@volunteering/shared/organization-slug';
import {
  managesEvents,
  slugFrom,
  type CreateOrganizationInput,
  type GroupImpact,
  type MyOrganization,
  type Organization,
  type OrganizationRole,
  type OrganizationPage,
  type UpdateOrganizationInput,
  type VolunteerHours,
} from '@volunteering/shared/organization-schemas';
import { groupImpactTexts } from '@volunteering/shared/texts/group-impact';
import { organizationsTexts } from '@volunteering/shared/texts/organizations';
import type { Viewer } from '../auth/access-token.ts';
import type { Db } from '../db/client.ts';
import { preparedReading, rowReader } from '../db/read-rows.ts';
import { events, organizationFollows, organizationMembers, organizations } from '../db/schema.ts';
import { Conflict, Forbidden, NotFound } from '../domain-errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { groupHours, groupImpact, impactSummaryOf, volunteerHours } from './group-impact.ts';
import { asOwner, toApi, type OrganizationRow } from './organization-rows.ts';
import { createDirectory } from './directory.ts';
import { createFollows } from './follows.ts';
import { createInvitations } from './invitations.ts';
import { createMembership } from './membership.ts';

/** A unique index refused the row (PostgreSQL's 23505, as the driver or Drizzle's wrapper reports it). */
function isUniqueViolation(error: unknown): boolean {
  const code = (e: unknown) => (e as { code?: string } | undefined)?.code;
  return code(error) === '23505' || code((error as { cause?: unknown } | undefined)?.cause) === '23505';
}

/**
 * Organizations, their members and invitations (issue 18, decision 038). Each change runs in one
 * transaction that locks the organization's row and reads the caller's role from the database, so
 * changes to one organization's people happen one at a time and it always keeps an owner.
 */
export function createOrganizations(opts: { db: Db; now: () => Date; mailer: Mailer; publicUrl: string }) {
  const { db, now } = opts;
  // The page's one statement, built once for anyone and once for a signed-in reader (decision 039's
  // rule, decision 088): the row, its counts, its two impact figures (kept, decision 075) and the reader's place.
  const organizationColumns = getTableColumns(organizations);
  const readOrganization = rowReader<OrganizationRow>(organizationColumns);
  const after = Object.keys(organizationColumns).length;
  // Named in full: Drizzle writes a one-table select's columns unqualified, which the subqueries would take for their own.
  const id = sql.raw('"organizations"."id"');
  const userId = sql.placeholder('userId');
  const bySlug = eq(organizations.slug, sql.placeholder('slug'));
  const readersRole = sql`(SELECT m.role FROM ${organizationMembers} m WHERE m.organization_id = ${id} AND m.user_id = ${userId})`;
  const pageQuery = (signedIn: boolean, name: string) => {
    const at = sql`${sql.placeholder('at')}::timestamptz`;
    const { volunteers, minutes } = impactSummaryOf(id, at);
    const statement = db
      .select({
        ...organizationColumns,
        members: sql`(SELECT count(*)::int FROM ${organizationMembers} m WHERE m.organization_id = ${id})`,
        upcoming: sql`(SELECT count(*)::int FROM ${events} e WHERE e.organization_id = ${id} AND e.hidden IS NULL AND e.date >= ${at})`,
        followers: sql`(SELECT count(*)::int FROM ${organizationFollows} f WHERE f.organization_id = ${id})`,
        volunteers,
        minutes,
        myRole: signedIn ? readersRole : sql`NULL`,
        following: signedIn ? sql`EXISTS (SELECT 1 FROM ${organizationFollows} f WHERE f.organization_id = ${id} AND f.user_id = ${userId})` : sql`NULL`,
      })
      .from(organizations)
      .where(bySlug);
    return preparedReading(
      db,
      statement,
      ([r]) =>
        r && {
          row: readOrganization(r, 0),
          members: r[after] as number,
          upcoming: r[after + 1] as number,
          followers: r[after + 2] as number,
          volunteers: r[after + 3] as number,
          minutes: r[after + 4] as number,
          myRole: r[after + 5] as OrganizationRole | null,
          following: r[after + 6] as boolean | null,
        },
      { name },
    );
  };
  const pageForAnyone = pageQuery(false, 'organization_page');
  const pageForMember = pageQuery(true, 'organization_page_signed_in');
  /** The row and the reader's role in it, for the two reports: one statement, built once. */
  const withRole = preparedReading(
    db,
    db
      .select({ ...organizationColumns, role: readersRole })
      .from(organizations)
      .where(bySlug),
    ([r]) => r && { row: readOrganization(r, 0), role: r[after] as OrganizationRole | null },
    { name: 'organization_with_role' },
  );
  const idBySlug = preparedReading(db, db.select({ id: organizations.id }).from(organizations).where(bySlug), ([r]) => r?.[0] as string | undefined, {
    name: 'organization_id_by_slug',
  });
  const rowAndRole = async (slug: string, viewer: Viewer) => {
    const found = await withRole.execute({ slug, userId: viewer.userId });
    if (!found) throw new NotFound(messageOf(organizationsTexts, 'notFound'));
    return found;
  };
  /** An address made from the name when none was given; a short random tail when it is too short or taken. */
  const derivedSlug = (name: string, tail: boolean) => {
    const base = slugFrom(name).slice(0, 50).replace(/-+$/, '') || 'org';
    return !tail && isOrganizationSlug(base) ? base : `${base}-${randomBytes(3).toString('hex')}`;
  };

  return {
    /** The creator becomes its first owner. */
    async create(viewer: Viewer, input: CreateOrganizationInput): Promise<Organization> {
      return db.transaction(async (tx) => {
        const values = {
          name: input.name,
          description: input.description ?? '',
          logoUrl: input.logoUrl ?? null,
          city: input.city ?? '',
          website: input.website ?? null,
          contactEmail: input.contactEmail ?? viewer.email.toLowerCase(),
          createdBy: viewer.userId,
          createdAt: now(),
          updatedAt: now(),
        };
        const insert = (slug: string) =>
          tx
            .insert(organizations)
            .values({ ...values, slug })
            .onConflictDoNothing({ target: organizations.slug })
            .returning();
        let [row] = await insert(input.slug ?? derivedSlug(input.name, false));
        if (!row && input.slug === undefined) [row] = await insert(derivedSlug(input.name, true));
        if (!row) throw new Conflict(messageOf(organizationsTexts, 'slugTaken'));
        await tx.insert(organizationMembers).values({ organizationId: row.id, userId: viewer.userId, role: 'owner', addedAt: now() });
        return toApi(row);
      });
    },

    /** Public: no member's e-mail; the caller's role when they are in it, and whether they follow it. */
    async page(slug: string, viewer: Viewer | null): Promise<OrganizationPage> {
      const found = await (viewer ? pageForMember : pageForAnyone).execute({ slug, at: now().toISOString(), userId: viewer?.userId });
      if (!found) throw new NotFound(messageOf(organizationsTexts, 'notFound'));
      return {
        ...toApi(found.row),
        counts: { members: found.members, upcomingEvents: found.upcoming },
        myRole: found.myRole,
        followers: found.followers,
        volunteersReached: found.volunteers,
        hoursGiven: groupHours(found.minutes),
        ...(viewer ? { following: found.following! } : {}),
      };
    },

    // The two reports read outside a transaction: each statement runs alone, so none holds the
    // embedded engine's one connection between them (a role taken away a moment before shows nothing new).

    /** Its figures over its ended events (members). */
    async impact(viewer: Viewer, slug: string): Promise<{ organization: Organization; impact: GroupImpact }> {
      const { row, role } = await rowAndRole(slug, viewer);
      if (!role) throw new Forbidden(messageOf(groupImpactTexts, 'membersOnly'));
      return { organization: toApi(row), impact: await groupImpact(db, row.id, now()) };
    },

    /** Hours per volunteer at its ended events (owners and organizers: it names people and their e-mails). */
    async volunteerHours(viewer: Viewer, slug: string): Promise<{ organization: Organization; volunteers: VolunteerHours[] }> {
      const { row, role } = await rowAndRole(slug, viewer);
      if (!role) throw new Forbidden(messageOf(groupImpactTexts, 'membersOnly'));
      if (!managesEvents(role)) throw new Forbidden(messageOf(groupImpactTexts, 'managersOnly'));
      return { organization: toApi(row), volunteers: await volunteerHours(db, row.id, now()) };
    },

    /** The organization's id, for its public list of events. */
    async idOf(slug: string): Promise<string> {
      const found = await idBySlug.execute({ slug });
      if (!found) throw new NotFound(messageOf(organizationsTexts, 'notFound'));
      return found;
    },

    async update(viewer: Viewer, slug: string, input: UpdateOrganizationInput): Promise<Organization> {
      try {
        return await db.transaction(async (tx) => {
          const organization = await asOwner(tx, slug, viewer);
          const [row] = await tx
            .update(organizations)
            .set({ ...input, updatedAt: now() })
            .where(eq(organizations.id, organization.id))
            .returning();
          return toApi(row!);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new Conflict(messageOf(organizationsTexts, 'slugTaken'));
        throw error;
      }
    },

    /** Its events stay, as personal events of the people who made them (organization_id set null by the foreign key). */
    async remove(viewer: Viewer, slug: string): Promise<void> {
      await db.transaction(async (tx) => {
        const organization = await asOwner(tx, slug, viewer);
        await tx.delete(organizations).where(eq(organizations.id, organization.id));
      });
    },

    async mine(viewer: Viewer): Promise<MyOrganization[]> {
      const rows = await db
        .select({ organization: organizations, role: organizationMembers.role })
        .from(organizationMembers)
        .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
        .where(eq(organizationMembers.userId, viewer.userId))
        .orderBy(asc(organizations.name), asc(organizations.id));
      return rows.map(({ organization, role }) => ({ ...toApi(organization), role }));
    },

    // The directory, following, members and invitations, each in its own file.
    ...createDirectory(opts),
    ...createFollows(opts),
    ...createMembership(opts),
    ...createInvitations(opts),
  };
}

export type Organizations = ReturnType<typeof createOrganizations>;
