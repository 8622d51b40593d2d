import { z } from 'zod';

/**
 * A message in an API answer (decision 049): its text's code (`api.eventNotFound`, see
 * i18n/messages.ts), its words in the caller's language, and its values when the text takes any.
 */
export const messageFields = {
  code: z.string(),
  message: z.string(),
  values: z.array(z.union([z.string(), z.number()])).optional(),
};
