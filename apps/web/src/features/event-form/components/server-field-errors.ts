import type { EventFormValues } from '@volunteering/shared/event-schemas';
import type { UseFormReturn } from 'react-hook-form';
import { formMessage } from '@volunteering/shared/i18n/messages';
import { ApiError } from '../../../lib/api-client.ts';

const FORM_FIELDS = new Set<string>(['title', 'description', 'type', 'date', 'location', 'imageUrl', 'organizer', 'volunteersNeeded']);

/** An onError that puts the server's per-field reasons (a date that has passed by its clock, too few volunteers) next to their fields. */
export function showServerFieldErrors<Output>(form: UseFormReturn<EventFormValues, unknown, Output>) {
  return (error: Error) => {
    if (!(error instanceof ApiError)) return;
    for (const fieldError of error.errors) {
      if (FORM_FIELDS.has(fieldError.field)) form.setError(fieldError.field as keyof EventFormValues, { message: formMessage(fieldError) });
    }
  };
}
