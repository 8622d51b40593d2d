import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { eventFormTexts } from '@volunteering/shared/texts/event-form';
import { Link } from '../../../lib/router.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { pagePath } from '@volunteering/shared/pages';

/** The spec's "Event Created!" message, with the way to the new event's page. */
export function EventCreatedDialog({ event, onClose }: { event: VolunteerEvent | null; onClose: () => void }) {
  return (
    <Dialog
      open={event !== null}
      onClose={onClose}
      icon="success"
      title={eventFormTexts.createdTitle}
      actions={
        event && (
          <>
            <button type="button" className="btn" onClick={onClose}>
              {eventFormTexts.createAnother}
            </button>
            <Link to={pagePath('eventDetails', { id: event._id })} className="btn btn-primary" data-autofocus>
              {eventFormTexts.viewEvent}
            </Link>
          </>
        )
      }
    >
      {event && <p>{eventFormTexts.createdBody(event.title)}</p>}
    </Dialog>
  );
}
