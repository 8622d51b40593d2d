import type { CreateEventInput, VolunteerEvent } from '@volunteering/shared/event-schemas';
import { eventFormTexts } from '@volunteering/shared/texts/event-form';
import { useEffect, useState } from 'react';
import { useTexts } from '../../../lib/i18n.tsx';
import { useMessage } from '../../../lib/use-message.ts';
import { useServerRender } from '../../../lib/server-render.tsx';
import { useCreateEvent } from '../api/create-event.ts';
import { browserTimeZone, emptyEventFormValues, useCreateEventForm } from '../hooks/use-event-form.ts';
import { showServerFieldErrors } from './server-field-errors.ts';
import { EventCreatedDialog } from './event-created-dialog.tsx';
import { EventForm } from './event-form.tsx';

export function CreateEventForm({ organizer }: { organizer: string }) {
  const t = useTexts(eventFormTexts);
  // Drawn by the server in the zone it knows for the organizer; theirs from the browser right after.
  const serverZone = useServerRender()?.timeZone;
  const form = useCreateEventForm(organizer, serverZone);
  useEffect(() => {
    const zone = browserTimeZone();
    if (form.getValues('timeZone') !== zone && !form.getFieldState('timeZone').isDirty) form.resetField('timeZone', { defaultValue: zone });
  }, [form]);
  const mutation = useCreateEvent();
  // The server's reason, in the page's language when it is one of our texts.
  const failure = useMessage(mutation.error?.message ?? '');
  const [created, setCreated] = useState<VolunteerEvent | null>(null);

  function submit(input: CreateEventInput) {
    mutation.mutate(input, {
      onSuccess: (event) => {
        form.reset(emptyEventFormValues(organizer));
        setCreated(event);
      },
      onError: showServerFieldErrors(form),
    });
  }

  return (
    <>
      <EventForm
        form={form}
        onSubmit={submit}
        busy={mutation.isPending}
        purpose="create"
        error={
          mutation.isError && (
            <span>
              <strong>{t.createFailed}</strong> {failure}
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
