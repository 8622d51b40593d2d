import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { formatEventDateTime } from '@volunteering/shared/event-time-format';
import { eventCardTexts } from '@volunteering/shared/texts/event-card';
import { useLanguage, useTexts } from '../../lib/i18n.tsx';
import { Link } from '../../lib/router.tsx';
import { pagePath } from '@volunteering/shared/pages';
import { StrokeIcon } from '../ui/stroke-icon.tsx';

const ICON_PATHS = {
  date: 'M8 2v4m8-4v4M3 10h18M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z',
  location: 'M12 21s-7-6.1-7-11.5A7 7 0 0 1 19 9.5C19 14.9 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  organization: 'M3 21h18M5 21V7l7-4 7 4v14M9 21v-5h6v5',
} as const;

function FactIcon({ path }: { path: string }) {
  return <StrokeIcon className="mt-0.5 size-4 shrink-0" d={path} />;
}

/** When and where, and the organization that publishes it (issue 18), for both card forms. */
export function EventFacts({ event }: { event: Pick<VolunteerEvent, 'date' | 'timeZone' | 'location' | 'organization'> }) {
  const organization = event.organization;
  const t = useTexts(eventCardTexts);
  const { locale } = useLanguage();
  return (
    <dl className="space-y-1 text-sm text-base-content/80">
      <div className="flex gap-2">
        <FactIcon path={ICON_PATHS.date} />
        <dt className="sr-only">{t.dateAndTime}</dt>
        <dd>
          <time dateTime={event.date}>{formatEventDateTime(event.date, event.timeZone, locale)}</time>
        </dd>
      </div>
      <div className="flex gap-2">
        <FactIcon path={ICON_PATHS.location} />
        <dt className="sr-only">{t.location}</dt>
        <dd>{event.location}</dd>
      </div>
      {organization && (
        <div className="flex gap-2">
          <dt className="sr-only">{t.organizer}</dt>
          {/* One line, so a card grows by a line at most beside one without an organization. */}
          <dd className="min-w-0">
            <Link to={pagePath('organization', { slug: organization.slug })} className="link flex gap-2 font-medium">
              {organization.logoUrl ? (
                <img src={organization.logoUrl} alt="" width={16} height={16} loading="lazy" className="mt-0.5 size-4 shrink-0 rounded-full object-cover" />
              ) : (
                <FactIcon path={ICON_PATHS.organization} />
              )}
              <span className="line-clamp-1">{organization.name}</span>
            </Link>
          </dd>
        </div>
      )}
    </dl>
  );
}
