import { z } from 'zod';

/** One volunteer who joined an event, as its organizer sees them. */
export const ParticipantSchema = z.object({
  name: z.string(),
  email: z.string(),
  /** ISO date-time of the join (for an event with shifts: of their first shift). */
  joinedAt: z.string(),
  /** For an event with shifts only: the titles of theirs, in start order (issue 38). */
  shifts: z.array(z.string()).optional(),
});
export type Participant = z.infer<typeof ParticipantSchema>;

export const PARTICIPANT_FORMATS = ['json', 'csv'] as const;
export const ParticipantsQuerySchema = z.object({ format: z.enum(PARTICIPANT_FORMATS).optional() });
