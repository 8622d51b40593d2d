import type { CreateEventInput, VolunteerEvent } from '@volunteering/shared/event-schemas';
import { eventFormTexts } from '@volunteering/shared/texts/event-form';
import { useEffect, useState } from 'react';
import { useTexts } from '../../../lib/i18n.tsx';
import { useMessageText } from '../../../lib/message-text.ts';
import { useServerRender } from '../../../lib/server-render.tsx';
import { useCreateEvent } from '../api/create-event.ts';
import { browserTimeZone, emptyEventFormValues, useCreateEventForm } from '../hooks/use-event-form.ts';
import { usePublishAs } from '../hooks/use-publish-as.ts';
import { PublishAsField } from './publish-as-field.tsx';
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
  const failure = useMessageText(mutation.error);
  const [created, setCreated] = useState<VolunteerEvent | null>(null);
  const publishAs = usePublishAs(form, undefined, organizer);

  function submit(values: CreateEventInput) {
    // Left out for myself, as before organizations.
    const input = { ...values, organizationId: publishAs.value || undefined };
    publishAs.clearError();
    mutation.mutate(input, {
      onSuccess: (event) => {
        // A group publishing several events keeps publishing as the group.
        form.reset({ ...emptyEventFormValues(organizer), organizer: form.getValues('organizer') });
        setCreated(event);
      },
      onError: (error) => {
        if (!publishAs.refused(error, input.organizationId)) showServerFieldErrors(form)(error);
      },
    });
  }

  return (
    <>
      <EventForm
        form={form}
        onSubmit={submit}
        busy={mutation.isPending}
        purpose="create"
        publishAs={<PublishAsField id={publishAs.id} value={publishAs.value} onChange={publishAs.choose} error={publishAs.error} alwaysShown />}
        error={
          mutation.isError &&
          !publishAs.error && (
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
