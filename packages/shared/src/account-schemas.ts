import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, TEXT_LIMITS } from './constants.ts';
import { LANGUAGES } from './i18n/languages.ts';
import { validationMessages } from './texts/validation.ts';
import { isPictureAddress } from './event-schemas.ts';
import { schemaMessage } from './i18n/messages.ts';

export const EmailSchema = z
  .string({ error: schemaMessage(validationMessages, 'email') })
  .trim()
  .toLowerCase()
  .pipe(z.email(schemaMessage(validationMessages, 'email')).max(254, schemaMessage(validationMessages, 'email')));

/** Spec section 5: at least 6 characters, one lowercase and one uppercase letter. */
export const PasswordSchema = z
  .string({ error: schemaMessage(validationMessages, 'password') })
  .min(PASSWORD_MIN_LENGTH, schemaMessage(validationMessages, 'password'))
  .max(PASSWORD_MAX_LENGTH, schemaMessage(validationMessages, 'tooLong', PASSWORD_MAX_LENGTH))
  .regex(/[a-z]/, schemaMessage(validationMessages, 'password'))
  .regex(/[A-Z]/, schemaMessage(validationMessages, 'password'));

export const NameSchema = z
  .string({ error: schemaMessage(validationMessages, 'name') })
  .trim()
  .min(1, schemaMessage(validationMessages, 'name'))
  .max(TEXT_LIMITS.organizer, schemaMessage(validationMessages, 'tooLong', TEXT_LIMITS.organizer));

/** A photo's address, or nothing: without one the person's initials are shown (issue 17). */
export const PhotoUrlSchema = z
  .string({ error: schemaMessage(validationMessages, 'photoUrl') })
  .trim()
  .max(TEXT_LIMITS.url, schemaMessage(validationMessages, 'tooLong', TEXT_LIMITS.url))
  .refine((address) => address === '' || isPictureAddress(address), schemaMessage(validationMessages, 'photoUrl'));

export const RegisterSchema = z.object({
  name: NameSchema,
  photoURL: PhotoUrlSchema,
  email: EmailSchema,
  password: PasswordSchema,
});
export type RegisterInput = z.infer<typeof RegisterSchema>;

export const LoginSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1, schemaMessage(validationMessages, 'passwordRequired')),
});

// Client form schemas, built from the server's field schemas so both sides agree.
export const LoginFormSchema = LoginSchema.extend({ rememberMe: z.boolean() });

export const ForgotPasswordSchema = z.object({ email: EmailSchema });

export const ResetPasswordSchema = z.object({ newPassword: PasswordSchema });

export const ProfileSchema = z.object({ name: NameSchema, photoURL: PhotoUrlSchema });

/** PUT /api/me/language: the language the account's e-mails are written in (decision 031). */
export const AccountLanguageSchema = z.object({
  language: z.enum(LANGUAGES, { error: schemaMessage(validationMessages, 'language') }),
});

/**
 * "Delete my account" (issue 16): the account's own e-mail address typed again, and its password
 * (an account signed in to with Google has none: a fresh sign-in stands for it).
 */
export const AccountDeletionSchema = z.object({
  email: z
    .string({ error: schemaMessage(validationMessages, 'email') })
    .trim()
    .min(1, schemaMessage(validationMessages, 'email'))
    .max(254, schemaMessage(validationMessages, 'email')),
  password: z
    .string()
    .max(PASSWORD_MAX_LENGTH, schemaMessage(validationMessages, 'tooLong', PASSWORD_MAX_LENGTH))
    .optional(),
});
export type AccountDeletion = z.infer<typeof AccountDeletionSchema>;
