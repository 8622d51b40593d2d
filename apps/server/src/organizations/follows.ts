import { and, asc, eq } from 'drizzle-orm';
import type { Organization } from '@volunteering/shared/organization-schemas';
import type { Viewer } from '../auth/access-token.ts';
import type { Db } from '../db/client.ts';
import { organizationFollows, organizations } from '../db/schema.ts';
import { findOrganization, toApi } from './organization-rows.ts';

/** Whether a user follows an organization. */
export async function follows(db: Db, organizationId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: organizationFollows.userId })
    .from(organizationFollows)
    .where(and(eq(organizationFollows.organizationId, organizationId), eq(organizationFollows.userId, userId)));
  return row !== undefined;
}

/** Following organizations (signed in): its page says how many do, and whether the caller does. */
export function createFollows(opts: { db: Db; now: () => Date }) {
  const { db, now } = opts;
  return {
    /** Follows or stops following; doing it twice changes nothing. Returns the organization's name. */
    async follow(viewer: Viewer, slug: string, on: boolean): Promise<string> {
      const row = await findOrganization(db, slug);
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
  };
}
