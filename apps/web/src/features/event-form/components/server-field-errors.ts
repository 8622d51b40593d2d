import type { EventFormValues } from '@volunteering/shared/event-schemas';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { formMessage } from '@volunteering/shared/i18n/messages';
import { ApiError } from '../../../lib/api-client.ts';

const FORM_FIELDS = new Set<string>(['title', 'description', 'type', 'date', 'location', 'imageUrl', 'organizer', 'volunteersNeeded', 'lat', 'lng']);

/** A shift row's field as the form names it: the end is kept as the minutes after the start; an unknown id shows on the role. */
const SHIFT_FIELDS: Record<string, string> = {
  title: 'title',
  description: 'description',
  start: 'start',
  end: 'durationMinutes',
  capacity: 'capacity',
  id: 'title',
};

/** Where the form shows a field the server names: `shifts.2.capacity` on that row's places, `shifts` above the rows. */
function formFieldOf(field: string): FieldPath<EventFormValues> | null {
  if (FORM_FIELDS.has(field)) return field as FieldPath<EventFormValues>;
  if (field === 'shifts') return 'shifts.root' as FieldPath<EventFormValues>;
  const row = /^shifts\.(\d+)\.(\w+)$/.exec(field);
  const name = row && SHIFT_FIELDS[row[2]!];
  return name ? (`shifts.${row[1]}.${name}` as FieldPath<EventFormValues>) : null;
}

/**
 * An onError that puts the server's per-field reasons (a date that has passed by its clock, too few
 * volunteers, a shift's places below the people in it) next to their fields, the first one focused.
 */
export function showServerFieldErrors<Output>(form: UseFormReturn<EventFormValues, unknown, Output>) {
  return (error: Error) => {
    if (!(error instanceof ApiError)) return;
    let first = true;
    for (const fieldError of error.errors) {
      const name = formFieldOf(fieldError.field);
      if (!name) continue;
      form.setError(name, { message: formMessage(fieldError) }, { shouldFocus: first && /^shifts\.\d/.test(fieldError.field) });
      first = false;
    }
  };
}
