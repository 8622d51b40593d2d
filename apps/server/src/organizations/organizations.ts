import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gt, gte, isNull, ne, sql } from 'drizzle-orm';
import type { Language } from '@volunteering/shared/i18n/languages';
import { isOrganizationSlug } from '@volunteering/shared/organization-slug';
import {
  INVITATION_DAYS,
  invitationPath,
  managesEvents,
  slugFrom,
  type CreateOrganizationInput,
  type GroupImpact,
  type Invitation,
  type InvitationPreview,
  type InviteInput,
  type Member,
  type MyOrganization,
  type Organization,
  type OrganizationPage,
  type OrganizationRole,
  type UpdateOrganizationInput,
  type VolunteerHours,
} from '@volunteering/shared/organization-schemas';
import { groupImpactTexts } from '@volunteering/shared/texts/group-impact';
import { organizationsTexts } from '@volunteering/shared/texts/organizations';
import type { Viewer } from '../auth/access-token.ts';
import type { Db } from '../db/client.ts';
import { events, organizationFollows, organizationInvitations, organizationMembers, organizations, outbox, user } from '../db/schema.ts';
import { AlreadyDone, Conflict, Forbidden, Gone, LimitReached, NotFound } from '../domain-errors.ts';
import { shown } from '../events/event-rules.ts';
import { accountLanguage, textsIn } from '../i18n/texts-in.ts';
import { mayMail } from '../mail/mail-limits.ts';
import type { Mailer } from '../mail/mailer.ts';
import { groupImpact, impactSummary, volunteerHours } from './group-impact.ts';
import { roleIn } from '../access/organization-rights.ts';

type OrganizationRow = typeof organizations.$inferSelect;
const DAY_MS = 24 * 3600_000;
const SUMMARY_TTL_MS = 60_000;
const SUMMARIES_KEPT = 1000;
/** Invitations an organization sends in all until it is known: a member besides its creator, or an event held (issue 35). */
export const NEW_ORGANIZATION_INVITATIONS = 5;
/** Invitations an organization sends a day; an address gets one a day from all of them (mail-limits.ts). */
export const INVITATIONS_A_DAY = 50;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

function toApi(row: OrganizationRow): Organization {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    logoUrl: row.logoUrl,
    description: row.description,
    city: row.city,
    website: row.website,
    contactEmail: row.contactEmail,
    createdAt: row.createdAt.toISOString(),
  };
}

const summaryOf = (row: Pick<OrganizationRow, 'id' | 'slug' | 'name' | 'logoUrl'>) => ({ id: row.id, slug: row.slug, name: row.name, logoUrl: row.logoUrl });

/** A unique index refused the row (PostgreSQL's 23505, as the driver or Drizzle's wrapper reports it). */
function isUniqueViolation(error: unknown): boolean {
  const code = (e: unknown) => (e as { code?: string } | undefined)?.code;
  return code(error) === '23505' || code((error as { cause?: unknown } | undefined)?.cause) === '23505';
}

/** Whether a user follows an organization. */
async function follows(db: Db, organizationId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: organizationFollows.userId })
    .from(organizationFollows)
    .where(and(eq(organizationFollows.organizationId, organizationId), eq(organizationFollows.userId, userId)));
  return row !== undefined;
}

/** Owners first, then organizers, then members; by name within each. */
const roleOrder = sql`CASE ${organizationMembers.role} WHEN 'owner' THEN 0 WHEN 'organizer' THEN 1 ELSE 2 END`;

/**
 * Organizations, their members and invitations (issue 18, decision 038). Each change runs in one
 * transaction that locks the organization's row and reads the caller's role from the database, so
 * changes to one organization's people happen one at a time and it always keeps an owner.
 */
export function createOrganizations(opts: { db: Db; now: () => Date; mailer: Mailer; publicUrl: string }) {
  const { db, now, mailer, publicUrl } = opts;
  // The page's volunteers reached and hours given, per organization for a minute: they move only
  // as events end and attendance is marked, and reading them costs the whole history's participations.
  const summaries = new Map<string, { expires: number; value: Promise<{ volunteersReached: number; hoursGiven: number }> }>();
  const givenBy = (organizationId: string) => {
    const kept = summaries.get(organizationId);
    if (kept && kept.expires > Date.now()) return kept.value;
    if (summaries.size >= SUMMARIES_KEPT) summaries.delete(summaries.keys().next().value!);
    const value = impactSummary(db, organizationId, now());
    value.catch(() => summaries.delete(organizationId));
    summaries.set(organizationId, { expires: Date.now() + SUMMARY_TTL_MS, value });
    return value;
  };

  async function find(tx: Db, slug: string, lock = false): Promise<OrganizationRow> {
    const query = tx.select().from(organizations).where(eq(organizations.slug, slug));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw new NotFound(organizationsTexts.notFound);
    return row;
  }

  /** The organization locked for a change its owners alone may make. */
  async function asOwner(tx: Db, slug: string, viewer: Viewer): Promise<OrganizationRow> {
    const organization = await find(tx, slug, true);
    if ((await roleIn(tx, organization.id, viewer.userId)) !== 'owner') throw new Forbidden(organizationsTexts.ownersOnly);
    return organization;
  }

  async function ownerCount(tx: Db, organizationId: string): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(organizationMembers)
      .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.role, 'owner')));
    return row?.n ?? 0;
  }

  /** Refused when `userId` is the organization's only owner: it always keeps one. */
  async function keepAnOwner(tx: Db, organizationId: string, role: OrganizationRole) {
    if (role === 'owner' && (await ownerCount(tx, organizationId)) <= 1) throw new Conflict(organizationsTexts.lastOwner);
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
      throw new LimitReached(organizationsTexts.newOrganizationInvitations(NEW_ORGANIZATION_INVITATIONS));
    }
    if ((await sent(new Date(at.getTime() - DAY_MS))) >= INVITATIONS_A_DAY) throw new LimitReached(organizationsTexts.invitationsToday(INVITATIONS_A_DAY));
    if (!(await mayMail(tx, email, 'invitation', at))) throw new LimitReached(organizationsTexts.invitedLately);
  }

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
          tx.insert(organizations).values({ ...values, slug }).onConflictDoNothing({ target: organizations.slug }).returning();
        let [row] = await insert(input.slug ?? derivedSlug(input.name, false));
        if (!row && input.slug === undefined) [row] = await insert(derivedSlug(input.name, true));
        if (!row) throw new Conflict(organizationsTexts.slugTaken);
        await tx.insert(organizationMembers).values({ organizationId: row.id, userId: viewer.userId, role: 'owner', addedAt: now() });
        return toApi(row);
      });
    },

    /** Public: no member's e-mail; the caller's role when they are in it, and whether they follow it. */
    async page(slug: string, viewer: Viewer | null): Promise<OrganizationPage> {
      const row = await find(db, slug);
      const [[members], [upcoming], [followers], given, myRole, following] = await Promise.all([
        db.select({ n: count() }).from(organizationMembers).where(eq(organizationMembers.organizationId, row.id)),
        db.select({ n: count() }).from(events).where(and(eq(events.organizationId, row.id), shown, gte(events.date, now()))),
        db.select({ n: count() }).from(organizationFollows).where(eq(organizationFollows.organizationId, row.id)),
        givenBy(row.id),
        viewer ? roleIn(db, row.id, viewer.userId) : null,
        viewer ? follows(db, row.id, viewer.userId) : undefined,
      ]);
      return {
        ...toApi(row),
        counts: { members: members?.n ?? 0, upcomingEvents: upcoming?.n ?? 0 },
        myRole,
        followers: followers?.n ?? 0,
        ...given,
        ...(following === undefined ? {} : { following }),
      };
    },

    /** Follows or stops following; doing it twice changes nothing. Returns the organization's name. */
    async follow(viewer: Viewer, slug: string, on: boolean): Promise<string> {
      const row = await find(db, slug);
      if (on) {
        await db.insert(organizationFollows).values({ organizationId: row.id, userId: viewer.userId, createdAt: now() }).onConflictDoNothing();
      } else {
        await db.delete(organizationFollows).where(and(eq(organizationFollows.organizationId, row.id), eq(organizationFollows.userId, viewer.userId)));
      }
      return row.name;
    },

    /** The organizations the caller follows, by name. */
    async followed(viewer: Viewer): Promise<Organization[]> {
      const rows = await db
        .select({ organization: organizations })
        .from(organizationFollows)
        .innerJoin(organizations, eq(organizations.id, organizationFollows.organizationId))
        .where(eq(organizationFollows.userId, viewer.userId))
        .orderBy(asc(organizations.name), asc(organizations.id));
      return rows.map(({ organization }) => toApi(organization));
    },

    /** Its figures over its ended events (members). */
    async impact(viewer: Viewer, slug: string): Promise<{ organization: Organization; impact: GroupImpact }> {
      return db.transaction(async (tx) => {
        const row = await find(tx, slug);
        if (!(await roleIn(tx, row.id, viewer.userId))) throw new Forbidden(groupImpactTexts.membersOnly);
        return { organization: toApi(row), impact: await groupImpact(tx, row.id, now()) };
      });
    },

    /** Hours per volunteer at its ended events (owners and organizers: it names people and their e-mails). */
    async volunteerHours(viewer: Viewer, slug: string): Promise<{ organization: Organization; volunteers: VolunteerHours[] }> {
      return db.transaction(async (tx) => {
        const row = await find(tx, slug);
        const role = await roleIn(tx, row.id, viewer.userId);
        if (!role) throw new Forbidden(groupImpactTexts.membersOnly);
        if (!managesEvents(role)) throw new Forbidden(groupImpactTexts.managersOnly);
        return { organization: toApi(row), volunteers: await volunteerHours(tx, row.id, now()) };
      });
    },

    /** The organization's id, for its public list of events. */
    async idOf(slug: string): Promise<string> {
      return (await find(db, slug)).id;
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
        if (isUniqueViolation(error)) throw new Conflict(organizationsTexts.slugTaken);
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

    /** Members see the list; owners and organizers see their e-mails too. */
    async members(viewer: Viewer, slug: string): Promise<Member[]> {
      return db.transaction(async (tx) => {
        const organization = await find(tx, slug);
        const myRole = await roleIn(tx, organization.id, viewer.userId);
        if (!myRole) throw new Forbidden(organizationsTexts.membersOnly);
        return membersOf(tx, organization.id, managesEvents(myRole));
      });
    },

    /** Owners only; the last owner is never demoted. */
    async changeRole(viewer: Viewer, slug: string, userId: string, role: OrganizationRole): Promise<Member> {
      return db.transaction(async (tx) => {
        const organization = await asOwner(tx, slug, viewer);
        const current = await roleIn(tx, organization.id, userId);
        if (!current) throw new NotFound(organizationsTexts.memberNotFound);
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
        const organization = left ? await find(tx, slug, true) : await asOwner(tx, slug, viewer);
        const current = await roleIn(tx, organization.id, userId);
        if (!current) throw new NotFound(organizationsTexts.memberNotFound);
        await keepAnOwner(tx, organization.id, current);
        await tx
          .delete(organizationMembers)
          .where(and(eq(organizationMembers.organizationId, organization.id), eq(organizationMembers.userId, userId)));
        return { left };
      });
    },

    /** Open invitations, the newest first (owners). */
    async invitations(viewer: Viewer, slug: string): Promise<Invitation[]> {
      return db.transaction(async (tx) => {
        const organization = await asOwner(tx, slug, viewer);
        const rows = await tx
          .select()
          .from(organizationInvitations)
          .where(and(eq(organizationInvitations.organizationId, organization.id), isNull(organizationInvitations.acceptedAt), gt(organizationInvitations.expiresAt, now())))
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
        const at = now();
        await assertMayInvite(tx, organization, input.email, at);
        await tx
          .delete(organizationInvitations)
          .where(and(eq(organizationInvitations.organizationId, organization.id), eq(organizationInvitations.email, input.email), isNull(organizationInvitations.acceptedAt)));
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
        const [invitee] = await tx.select({ language: user.language }).from(user).where(eq(sql`lower(${user.email})`, input.email));
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
          .where(and(eq(organizationInvitations.id, id), eq(organizationInvitations.organizationId, organization.id), isNull(organizationInvitations.acceptedAt)))
          .returning({ id: organizationInvitations.id });
        if (removed.length === 0) throw new NotFound(organizationsTexts.invitationNotFound);
      });
    },

    /** What a link offers, to whoever holds it: 410 once used or expired. */
    async preview(token: string): Promise<InvitationPreview> {
      const [row] = await db
        .select({ invitation: organizationInvitations, organization: organizations })
        .from(organizationInvitations)
        .innerJoin(organizations, eq(organizations.id, organizationInvitations.organizationId))
        .where(eq(organizationInvitations.tokenHash, hashOf(token)));
      if (!row) throw new NotFound(organizationsTexts.invitationNotFound);
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
        if (!found) throw new NotFound(organizationsTexts.invitationNotFound);
        const [organization] = await tx.select().from(organizations).where(eq(organizations.id, found.organizationId)).for('update');
        const [invitation] = await tx.select().from(organizationInvitations).where(eq(organizationInvitations.tokenHash, tokenHash)).for('update');
        if (!organization || !invitation) throw new NotFound(organizationsTexts.invitationNotFound);
        assertOpen(invitation, now());
        if (await roleIn(tx, organization.id, viewer.userId)) throw new AlreadyDone(organizationsTexts.alreadyMember);
        await tx.insert(organizationMembers).values({ organizationId: organization.id, userId: viewer.userId, role: invitation.role, addedAt: now() });
        await tx
          .update(organizationInvitations)
          .set({ acceptedAt: now(), acceptedBy: viewer.userId })
          .where(eq(organizationInvitations.id, invitation.id));
        return { organization: summaryOf(organization), role: invitation.role };
      });
    },
  };
}

function toInvitation(row: typeof organizationInvitations.$inferSelect): Invitation {
  return { id: row.id, email: row.email, role: row.role, createdAt: row.createdAt.toISOString(), expiresAt: row.expiresAt.toISOString() };
}

function assertOpen(invitation: typeof organizationInvitations.$inferSelect, at: Date): void {
  if (invitation.acceptedAt !== null || invitation.expiresAt <= at) throw new Gone(organizationsTexts.invitationGone);
}

export type Organizations = ReturnType<typeof createOrganizations>;
