import { z } from 'zod';
import { EmailSchema } from './account-schemas.ts';

/** An organizer puts someone in a shift by their account's e-mail address, in any case (issue 38). */
export const ShiftPersonSchema = z.object({ email: EmailSchema });
export type ShiftPersonInput = z.infer<typeof ShiftPersonSchema>;

/** What became of a place held for someone on a shift's waitlist (decision 063). */
export const SHIFT_OFFER_STATES = ['open', 'accepted', 'declined', 'lapsed'] as const;

/** GET /api/shift-offers/{token}: the offer a mail link names, for its page without signing in. */
export const ShiftOfferSchema = z.object({
  event: z.object({ _id: z.string(), title: z.string(), timeZone: z.string(), location: z.string() }),
  shift: z.object({ id: z.string(), title: z.string(), start: z.string(), end: z.string() }),
  offerUntil: z.string(),
  state: z.enum(SHIFT_OFFER_STATES),
});
export type ShiftOffer = z.infer<typeof ShiftOfferSchema>;

/** The mail link's token, in the address. */
export const ShiftOfferParams = z.object({ token: z.string().min(1).max(2000) });
