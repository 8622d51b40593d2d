import { z } from 'zod';

/** One volunteer who joined an event, as its organizer sees them. */
export const ParticipantSchema = z.object({
  name: z.string(),
  email: z.string(),
  /** ISO date-time of the join. */
  joinedAt: z.string(),
});
export type Participant = z.infer<typeof ParticipantSchema>;

export const PARTICIPANT_FORMATS = ['json', 'csv'] as const;
export const ParticipantsQuerySchema = z.object({ format: z.enum(PARTICIPANT_FORMATS).optional() });
