import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { eventFormTexts } from '@volunteering/shared/texts/event-form';
import { useTexts } from '../../../lib/i18n.tsx';
import { Link } from '../../../lib/router.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { pagePath } from '@volunteering/shared/pages';

/** The spec's "Event Created!" message, with the way to the new event's page. */
export function EventCreatedDialog({ event, onClose }: { event: VolunteerEvent | null; onClose: () => void }) {
  const t = useTexts(eventFormTexts);
  return (
    <Dialog
      open={event !== null}
      onClose={onClose}
      icon="success"
      title={t.createdTitle}
      actions={
        event && (
          <>
            <button type="button" className="btn" onClick={onClose}>
              {t.createAnother}
            </button>
            <Link to={pagePath('eventDetails', { id: event._id })} className="btn btn-primary" data-autofocus>
              {t.viewEvent}
            </Link>
          </>
        )
      }
    >
      {event && <p>{t.createdBody(event.title)}</p>}
    </Dialog>
  );
}
