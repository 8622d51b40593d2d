import { z } from 'zod';
import { EVENT_ID_PATTERN } from './event-id.ts';
import { apiMessages } from './texts/api.ts';
import { shiftMessages } from './texts/shifts.ts';
import { schemaMessage } from './i18n/messages.ts';

/** An event's id is the UUID the database gave it (event-id.ts); any other text names no event. */
export const EventIdSchema = z.string().regex(EVENT_ID_PATTERN, { error: schemaMessage(apiMessages, 'eventNotFound') });

export const EventIdParams = z.object({ id: EventIdSchema });

/** A shift of an event (issue 38): its id is a UUID too. */
export const ShiftIdParams = z.object({
  id: EventIdSchema,
  shiftId: z.string().regex(EVENT_ID_PATTERN, { error: schemaMessage(shiftMessages, 'shiftNotFound') }),
});
