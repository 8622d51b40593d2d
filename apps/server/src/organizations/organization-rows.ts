import { messageOf } from '@volunteering/shared/i18n/messages';
import { eq } from 'drizzle-orm';
import type { Organization } from '@volunteering/shared/organization-schemas';
import { organizationsTexts } from '@volunteering/shared/texts/organizations';
import type { Viewer } from '../auth/access-token.ts';
import type { Db } from '../db/client.ts';
import { organizations } from '../db/schema.ts';
import { Forbidden, NotFound } from '../domain-errors.ts';
import { roleIn } from '../access/organization-rights.ts';

export type OrganizationRow = typeof organizations.$inferSelect;

export function toApi(row: OrganizationRow): Organization {
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

export const summaryOf = (row: Pick<OrganizationRow, 'id' | 'slug' | 'name' | 'logoUrl'>) => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  logoUrl: row.logoUrl,
});

/** The organization with this address (locked when `lock`), or NotFound. */
export async function findOrganization(tx: Db, slug: string, lock = false): Promise<OrganizationRow> {
  const query = tx.select().from(organizations).where(eq(organizations.slug, slug));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new NotFound(messageOf(organizationsTexts, 'notFound'));
  return row;
}

/** The organization locked for a change its owners alone may make. */
export async function asOwner(tx: Db, slug: string, viewer: Viewer): Promise<OrganizationRow> {
  const organization = await findOrganization(tx, slug, true);
  if ((await roleIn(tx, organization.id, viewer.userId)) !== 'owner') throw new Forbidden(messageOf(organizationsTexts, 'ownersOnly'));
  return organization;
}
