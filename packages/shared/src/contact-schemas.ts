import { z } from 'zod';
import { contactMessages } from './texts/contact.ts';
import { newsletterMessages } from './texts/newsletter.ts';
import { validationMessages } from './texts/validation.ts';
import { schemaMessage } from './i18n/messages.ts';
import { messageFields } from './message-schemas.ts';

const text = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, schemaMessage(validationMessages, 'tooLong', max));

const email = (message: string) => z.string({ error: message }).trim().toLowerCase().pipe(z.email(message).max(254, message));

export const ContactMessageSchema = z.object({
  name: text(schemaMessage(contactMessages, 'name'), 120),
  email: email(schemaMessage(contactMessages, 'email')),
  subject: text(schemaMessage(contactMessages, 'subject'), 200),
  message: text(schemaMessage(contactMessages, 'message'), 5000),
});
export type ContactMessageInput = z.infer<typeof ContactMessageSchema>;

export const NewsletterSchema = z.object({ email: email(schemaMessage(newsletterMessages, 'email')) });

export const MessageResultSchema = z.object(messageFields);
