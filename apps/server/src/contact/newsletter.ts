import type { Db } from '../db/client.ts';
import { newsletterSubscriptions } from '../db/schema.ts';

export function createNewsletter(db: Db) {
  return {
    /** True when the address is new; subscribing twice changes nothing. */
    async subscribe(email: string): Promise<boolean> {
      const added = await db
        .insert(newsletterSubscriptions)
        .values({ email })
        .onConflictDoNothing()
        .returning({ email: newsletterSubscriptions.email });
      return added.length > 0;
    },
  };
}

export type Newsletter = ReturnType<typeof createNewsletter>;
