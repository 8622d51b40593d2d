import type { ContactMessageInput } from '@volunteering/shared/contact-schemas';
import type { Db } from '../db/client.ts';
import { contactMessages } from '../db/schema.ts';

/** Messages sent to the team through the Contact page. */
export function createContactMessages(db: Db) {
  return {
    async save(message: ContactMessageInput): Promise<void> {
      await db.insert(contactMessages).values(message);
    },
  };
}

export type ContactMessages = ReturnType<typeof createContactMessages>;
