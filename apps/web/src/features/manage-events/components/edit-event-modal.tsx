import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import type { ApiMessage } from '@volunteering/shared/i18n/messages';
import { eventFormTexts } from '@volunteering/shared/texts/event-form';
import type { ComponentType } from 'react';
import { useTexts } from '../../../lib/i18n.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';

/** The form inside: the event form's, handed in by the page, as a feature does not import another. */
export type EditEventFormComponent = ComponentType<{
  event: VolunteerEvent;
  /** `series`: what an edit of a series' dates did ("Saved: 3 dates changed…"), from the server (issue 40). */
  onSaved: (updated: VolunteerEvent, series?: ApiMessage) => void;
  onCancel: () => void;
}>;

type EditEventModalProps = {
  /** The event being edited; null when the modal is closed. */
  event: VolunteerEvent | null;
  onSaved: (event: VolunteerEvent, series?: ApiMessage) => void;
  onClose: () => void;
  EditEventForm: EditEventFormComponent;
};

/** 'Edit Event': the form saves by itself; a failure keeps the modal open with its message. */
export function EditEventModal({ event, onSaved, onClose, EditEventForm }: EditEventModalProps) {
  const t = useTexts(eventFormTexts);
  return (
    <Dialog open={event !== null} onClose={onClose} title={t.editTitle} className="sm:max-w-3xl">
      {event && <EditEventForm event={event} onSaved={onSaved} onCancel={onClose} />}
    </Dialog>
  );
}
