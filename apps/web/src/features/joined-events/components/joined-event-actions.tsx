import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { joinedEventsTexts } from '@volunteering/shared/texts/joined-events';
import { useTexts } from '../../../lib/i18n.tsx';
import { Link } from '../../../lib/router.tsx';
import { pagePath } from '@volunteering/shared/pages';

type JoinedEventActionsProps = {
  event: VolunteerEvent;
  completed: boolean;
  onCancel: (event: VolunteerEvent) => void;
};

/**
 * 'View' and 'Cancel', named after the event for screen readers; a completed event cannot be
 * cancelled. An event joined through its shifts is left shift by shift on its page (issue 38): View only.
 */
export function JoinedEventActions({ event, completed, onCancel }: JoinedEventActionsProps) {
  const text = useTexts(joinedEventsTexts);
  const forEvent = <span className="sr-only">{text.forEvent(event.title)}</span>;
  return (
    <>
      {event.shifts.length === 0 && (
        <button
          type="button"
          className="btn btn-sm btn-outline border-red-700 text-red-700 hover:border-red-700 hover:bg-red-700 hover:text-white dark:border-red-300 dark:text-red-300 dark:hover:border-red-300 dark:hover:bg-red-300 dark:hover:text-gray-900 disabled:border-base-300 disabled:text-base-content/50 dark:disabled:border-base-300 dark:disabled:text-base-content/50"
          disabled={completed}
          onClick={() => onCancel(event)}
        >
          {text.cancel}
          {forEvent}
        </button>
      )}
      <Link to={pagePath('eventDetails', { id: event._id })} className="btn btn-primary btn-sm">
        {text.view}
        {forEvent}
      </Link>
    </>
  );
}
