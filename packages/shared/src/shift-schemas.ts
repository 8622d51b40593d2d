import { z } from 'zod';
import { EmailSchema } from './account-schemas.ts';

/** An organizer puts someone in a shift by their account's e-mail address, in any case (issue 38). */
export const ShiftPersonSchema = z.object({ email: EmailSchema });
export type ShiftPersonInput = z.infer<typeof ShiftPersonSchema>;
