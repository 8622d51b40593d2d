import { eq } from 'drizzle-orm';
import type { Language } from '@volunteering/shared/i18n/languages';
import type { Db } from '../db/client.ts';
import { user } from '../db/schema.ts';

/** The language an account's e-mails are written in (decision 031). */
export function createAccountLanguage(db: Db) {
  return {
    async set(userId: string, language: Language): Promise<void> {
      await db.update(user).set({ language }).where(eq(user.id, userId));
    },
  };
}

export type AccountLanguage = ReturnType<typeof createAccountLanguage>;
