import { z } from 'zod';
import { contactMessages } from './texts/contact.ts';
import { newsletterMessages } from './texts/newsletter.ts';
import { validationMessages } from './texts/validation.ts';

const text = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, validationMessages.tooLong(max));

const email = (message: string) =>
  z.string({ error: message }).trim().toLowerCase().pipe(z.email(message).max(254, message));

export const ContactMessageSchema = z.object({
  name: text(contactMessages.name, 120),
  email: email(contactMessages.email),
  subject: text(contactMessages.subject, 200),
  message: text(contactMessages.message, 5000),
});
export type ContactMessageInput = z.infer<typeof ContactMessageSchema>;

export const NewsletterSchema = z.object({ email: email(newsletterMessages.email) });

export const MessageResultSchema = z.object({ message: z.string() });
