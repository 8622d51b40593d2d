import { formatEventDateTime } from '@volunteering/shared/event-time-format';
import type { ImpactEvent } from '@volunteering/shared/impact-schemas';
import { impactTexts } from '@volunteering/shared/texts/impact';
import { useLanguage, useTexts } from '../../../lib/i18n.tsx';
import { Link } from '../../../lib/router.tsx';
import { EventTypeBadge } from '../../../components/events/event-type-badge.tsx';
import { formatHours } from '@volunteering/shared/impact-format';
import { pagePath } from '@volunteering/shared/pages';
import { EventCertificateButton, type CertificateMaker } from './certificate-controls.tsx';

/** The events behind the totals, newest first. */
export function AttendedEventsList({ events, certificates }: { events: ImpactEvent[]; certificates: CertificateMaker }) {
  const text = useTexts(impactTexts);
  const { locale } = useLanguage();
  return (
    <section aria-labelledby="attended-events-heading" className="space-y-3">
      <h2 id="attended-events-heading" className="text-xl font-semibold">
        {text.attendedEvents}
      </h2>
      <ul className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
        {events.map((event) => (
          <li key={event._id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 p-4">
            <div className="min-w-0 flex-1 space-y-1">
              <Link to={pagePath('eventDetails', { id: event._id })} className="link link-hover font-semibold">
                {event.title}
              </Link>
              <p className="text-sm text-base-content/80">
                <time dateTime={event.date}>{formatEventDateTime(event.date, event.timeZone, locale)}</time>
              </p>
              <p className="text-sm text-base-content/80">{event.location}</p>
            </div>
            <div className="flex flex-col items-end gap-2">
              <EventTypeBadge type={event.type} />
              <span className="font-semibold tabular-nums">{text.hoursLong(formatHours(event.hours, locale))}</span>
              <EventCertificateButton event={event} maker={certificates} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
