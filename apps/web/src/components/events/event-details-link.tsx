import { upcomingEventsTexts } from '@volunteering/shared/texts/upcoming-events';
import { Link } from '../../lib/router.tsx';
import { pagePath } from '@volunteering/shared/pages';

/** 'Details', named after the event for screen readers, since every card has one. */
export function EventDetailsLink({ id, title }: { id: string; title: string }) {
  return (
    <Link to={pagePath('eventDetails', { id })} className="btn btn-primary btn-sm">
      {upcomingEventsTexts.details}
      <span className="sr-only">{upcomingEventsTexts.detailsAbout(title)}</span>
    </Link>
  );
}
