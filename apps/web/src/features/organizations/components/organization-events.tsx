import { organizationsTexts } from '@volunteering/shared/texts/organizations';
import { useId, useState } from 'react';
import { EventCard } from '../../../components/events/event-card.tsx';
import { EventCardSkeleton } from '../../../components/events/event-card-skeleton.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useTexts } from '../../../lib/i18n.tsx';
import { ORGANIZATION_EVENTS_PAGE_SIZE, useOrganizationEvents } from '../api/organizations.ts';

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** One of the organization's lists (upcoming, past), a page at a time, with its four states. */
export function OrganizationEvents({ slug, when }: { slug: string; when: 'upcoming' | 'past' }) {
  const t = useTexts(organizationsTexts);
  const headingId = useId();
  const [page, setPage] = useState(1);
  const query = useOrganizationEvents(slug, when, page);
  const heading = when === 'upcoming' ? t.upcomingHeading : t.pastHeading;
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / ORGANIZATION_EVENTS_PAGE_SIZE));

  let body;
  if (query.isPending) {
    body = (
      <div aria-busy="true" className={GRID}>
        <p role="status" className="sr-only">
          {t.loadingEvents}
        </p>
        {Array.from({ length: 3 }, (_, index) => (
          <EventCardSkeleton key={index} />
        ))}
      </div>
    );
  } else if (query.error) {
    body = <ErrorState title={t.eventsLoadFailed} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else if (query.data.events.length === 0) {
    body = when === 'upcoming' ? <EmptyState title={t.noUpcomingTitle} body={t.noUpcomingBody} /> : <EmptyState title={t.noPastTitle} body={t.noPastBody} />;
  } else {
    body = (
      <>
        <ul className={`${GRID} ${query.isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={query.isPlaceholderData || undefined}>
          {query.data.events.map((event) => (
            <li key={event._id}>
              <EventCard event={event} muted={when === 'past'} />
            </li>
          ))}
        </ul>
        {pages > 1 && (
          <nav aria-label={t.eventPages(heading)} className="mt-6 flex items-center justify-center gap-3">
            <button type="button" className="btn btn-sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t.previous}
            </button>
            <span aria-live="polite">{t.pageOf(page, pages)}</span>
            <button type="button" className="btn btn-sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t.next}
            </button>
          </nav>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-2xl font-semibold">
        {heading}
      </h2>
      {body}
    </section>
  );
}
