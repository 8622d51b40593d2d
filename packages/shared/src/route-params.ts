import { z } from 'zod';
import { apiMessages } from './messages.ts';

/** An event's id is the UUID the database gave it; any other text names no event. */
export const EventIdSchema = z.guid({ error: apiMessages.eventNotFound });

export const EventIdParams = z.object({ id: EventIdSchema });
