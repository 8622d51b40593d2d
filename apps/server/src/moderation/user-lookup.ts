import { messageOf } from '@volunteering/shared/i18n/messages';
import { eq, sql } from 'drizzle-orm';
import type { FoundUser } from '@volunteering/shared/admin-schemas';
import type { Role } from '@volunteering/shared/roles';
import { adminTexts } from '@volunteering/shared/texts/admin';
import type { Viewer } from '../auth/access-token.ts';
import type { Db } from '../db/client.ts';
import { user } from '../db/schema.ts';
import { NotFound } from '../domain-errors.ts';
import { actorIn } from './moderation.ts';

/**
 * The account behind an e-mail address, for the admins' screen that makes moderators (issue 16).
 * Admins only, the role read from the database; anyone else learns nothing about who has an account.
 */
export function createUserLookup(db: Db) {
  return {
    /** `email` as the schema gives it (trimmed, lower-cased); addresses stored in another case are found too. */
    async byEmail(viewer: Viewer, email: string): Promise<FoundUser> {
      await actorIn(db, viewer, ['admin'], 'adminsOnly');
      const [found] = await db
        .select({ id: user.id, name: user.name, email: user.email, role: user.role })
        .from(user)
        .where(eq(sql`lower(${user.email})`, email.toLowerCase()))
        .limit(1);
      if (!found) throw new NotFound(messageOf(adminTexts, 'noSuchAccount'));
      return { ...found, role: found.role as Role };
    },
  };
}

export type UserLookup = ReturnType<typeof createUserLookup>;
