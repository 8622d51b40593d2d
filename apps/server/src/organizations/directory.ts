import { and, asc, count, desc, eq, gte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ORGANIZATION_DIRECTORY_PAGE_SIZE, type DirectoryOrganization, type OrganizationDirectoryQuery } from '@volunteering/shared/organization-schemas';
import type { Viewer } from '../auth/access-token.ts';
import type { Db } from '../db/client.ts';
import { likePattern } from '../db/like-pattern.ts';
import { events, organizationFollows, organizations } from '../db/schema.ts';
import { shown } from '../events/event-rules.ts';

/**
 * A word made comparable: decomposed, its accents (U+0300 to U+036F) taken off, then lower-cased, in
 * that order: a database in the C locale lower-cases only ASCII letters, and É is one once its accent
 * is off. Other scripts' signs stay.
 */
const folded = (value: AnyPgColumn | SQL) => sql`lower(regexp_replace(normalize(${value}, NFD), '[' || chr(768) || '-' || chr(879) || ']', '', 'g'))`;

export type DirectoryPage = { organizations: DirectoryOrganization[]; total: number };

/**
 * The public directory of organizations (issue 37, decision 055): a page of them, searched by name
 * and city without regard to case or accents, most upcoming events first, then most followers, then
 * by name. Every organization is listed: none is hidden or suspended (there is no such state).
 */
export function createDirectory(opts: { db: Db; now: () => Date }) {
  const { db, now } = opts;
  return {
    async directory(query: OrganizationDirectoryQuery, viewer: Viewer | null): Promise<DirectoryPage> {
      const pattern = query.q ? sql`${folded(sql`${likePattern(query.q)}::text`)}` : undefined;
      const where = pattern ? or(sql`${folded(organizations.name)} LIKE ${pattern}`, sql`${folded(organizations.city)} LIKE ${pattern}`) : undefined;
      const followers = sql<number>`(SELECT count(*)::int FROM ${organizationFollows} WHERE ${organizationFollows.organizationId} = ${organizations.id})`;
      const upcoming = sql<number>`(SELECT count(*)::int FROM ${events} WHERE ${and(eq(events.organizationId, organizations.id), shown, gte(events.date, now()))})`;
      const following = viewer
        ? sql<boolean>`EXISTS (SELECT 1 FROM ${organizationFollows} WHERE ${organizationFollows.organizationId} = ${organizations.id} AND ${organizationFollows.userId} = ${viewer.userId})`
        : sql<boolean>`NULL`;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: organizations.id,
            slug: organizations.slug,
            name: organizations.name,
            logoUrl: organizations.logoUrl,
            city: organizations.city,
            followers: followers.as('followers'),
            upcomingEvents: upcoming.as('upcoming_events'),
            following: following.as('following'),
          })
          .from(organizations)
          .where(where)
          .orderBy(desc(sql`upcoming_events`), desc(sql`followers`), asc(sql`lower(${organizations.name})`), asc(organizations.id))
          .limit(ORGANIZATION_DIRECTORY_PAGE_SIZE)
          .offset((query.page - 1) * ORGANIZATION_DIRECTORY_PAGE_SIZE),
        db.select({ n: count() }).from(organizations).where(where),
      ]);
      return {
        organizations: rows.map(({ following: follows, ...row }) => ({ ...row, ...(viewer ? { following: Boolean(follows) } : {}) })),
        total: total?.n ?? 0,
      };
    },
  };
}
