import { z } from 'zod';
import { EmailSchema } from './account-schemas.ts';
import { ROLES } from './roles.ts';

// The admins' screens (issue 16, decision 034): finding an account by its e-mail address to make
// it a moderator. The role changes themselves are `PUT /api/admin/users/{id}/role` (report-schemas.ts).

/** `GET /api/admin/users?email=`: the address as typed, trimmed and lower-cased like at sign-up. */
export const UserLookupQuerySchema = z.object({ email: EmailSchema });
export type UserLookupQuery = z.infer<typeof UserLookupQuerySchema>;

/** The account that uses the address, with its role now. */
export const FoundUserSchema = z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.enum(ROLES) });
export type FoundUser = z.infer<typeof FoundUserSchema>;
