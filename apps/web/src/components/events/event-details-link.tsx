import { upcomingEventsTexts } from '@volunteering/shared/texts/upcoming-events';
import { useTexts } from '../../lib/i18n.tsx';
import { Link } from '../../lib/router.tsx';
import { pagePath } from '@volunteering/shared/pages';

/** 'Details', named after the event for screen readers, since every card has one. */
export function EventDetailsLink({ id, title }: { id: string; title: string }) {
  const t = useTexts(upcomingEventsTexts);
  return (
    <Link to={pagePath('eventDetails', { id })} className="btn btn-primary btn-sm">
      {t.details}
      <span className="sr-only">{t.detailsAbout(title)}</span>
    </Link>
  );
}
