import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { eventFormTexts } from '@volunteering/shared/messages';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { EditEventForm } from '../../event-form/components/edit-event-form.tsx';

type EditEventModalProps = {
  /** The event being edited; null when the modal is closed. */
  event: VolunteerEvent | null;
  onSaved: (event: VolunteerEvent) => void;
  onClose: () => void;
};

/** 'Edit Event': the form saves by itself; a failure keeps the modal open with its message. */
export function EditEventModal({ event, onSaved, onClose }: EditEventModalProps) {
  return (
    <Dialog open={event !== null} onClose={onClose} title={eventFormTexts.editTitle} className="sm:max-w-3xl">
      {event && <EditEventForm event={event} onSaved={onSaved} onCancel={onClose} />}
    </Dialog>
  );
}
