import type { EditEventInput, VolunteerEvent } from '@volunteering/shared/event-schemas';
import { eventFormTexts } from '@volunteering/shared/texts/event-form';
import { useTexts } from '../../../lib/i18n.tsx';
import { useUpdateEvent } from '../api/update-event.ts';
import { useEditEventForm } from '../hooks/use-event-form.ts';
import { showServerFieldErrors } from './server-field-errors.ts';
import { EventForm } from './event-form.tsx';

type EditEventFormProps = {
  event: VolunteerEvent;
  /** Receives the event as the server saved it. */
  onSaved: (updated: VolunteerEvent) => void;
  onCancel: () => void;
};

/**
 * The body of the 'Edit Event' dialog (the dialog itself belongs to the page that opens it): the
 * edit rules of spec section 5, PATCH /api/events/my-events/{id}, and on failure the spec's
 * inline message while the form stays open with the input kept.
 */
export function EditEventForm({ event, onSaved, onCancel }: EditEventFormProps) {
  const t = useTexts(eventFormTexts);
  const form = useEditEventForm(event);
  const mutation = useUpdateEvent();

  function submit(input: EditEventInput) {
    mutation.mutate(
      { id: event._id, input },
      {
        onSuccess: onSaved,
        onError: showServerFieldErrors(form),
      },
    );
  }

  return (
    <EventForm
      form={form}
      onSubmit={submit}
      busy={mutation.isPending}
      purpose="edit"
      error={mutation.isError && t.updateFailed}
      secondaryAction={
        <button type="button" className="btn" onClick={onCancel} disabled={mutation.isPending}>
          {t.cancel}
        </button>
      }
    />
  );
}
