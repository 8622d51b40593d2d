import type { CreateEventInput, VolunteerEvent } from '@volunteering/shared/event-schemas';
import { eventFormTexts } from '@volunteering/shared/texts/event-form';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useCreateEvent } from '../api/create-event.ts';
import { emptyEventFormValues, useCreateEventForm } from '../hooks/use-event-form.ts';
import { applyServerFieldErrors } from './server-field-errors.ts';
import { EventCreatedDialog } from './event-created-dialog.tsx';
import { EventForm } from './event-form.tsx';

export function CreateEventForm({ organizer }: { organizer: string }) {
  const form = useCreateEventForm(organizer);
  const mutation = useCreateEvent();
  const [created, setCreated] = useState<VolunteerEvent | null>(null);

  function submit(input: CreateEventInput) {
    mutation.mutate(input, {
      onSuccess: (event) => {
        form.reset(emptyEventFormValues(organizer));
        setCreated(event);
      },
      onError: (error) => {
        if (error instanceof ApiError) applyServerFieldErrors(form, error);
      },
    });
  }

  return (
    <>
      <EventForm
        form={form}
        onSubmit={submit}
        busy={mutation.isPending}
        submitLabel={eventFormTexts.submit}
        busyLabel={eventFormTexts.submitting}
        error={
          mutation.isError && (
            <span>
              <strong>{eventFormTexts.createFailed}</strong> {mutation.error.message}
            </span>
          )
        }
      />
      <EventCreatedDialog
        event={created}
        onClose={() => {
          setCreated(null);
          mutation.reset();
        }}
      />
    </>
  );
}
