import { EVENTS_PAGE_SIZE } from '@volunteering/shared/constants';
import type { Layout } from '@volunteering/shared/preferences';
import { homeTexts } from '@volunteering/shared/texts/home';
import { useTexts } from '../../lib/i18n.tsx';
import { noEventsTexts } from '@volunteering/shared/texts/no-events';
import { organizationEventsTexts } from '@volunteering/shared/texts/organization-events';
import { useAuth } from '../../lib/auth/auth-provider.tsx';
import { upcomingEventsTexts } from '@volunteering/shared/texts/upcoming-events';
import { useEffect, useRef } from 'react';
import { Link } from '../../lib/router.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { upcomingPageQuery } from '@volunteering/shared/upcoming-list';
import { useEventsPage, type EventsPage } from '../../features/events/api/get-events.ts';
import { EventCard } from '../../components/events/event-card.tsx';
import { EventCardSkeleton } from '../../components/events/event-card-skeleton.tsx';
import { EventListCard } from '../../components/events/event-list-card.tsx';
import { EventsPagination, pagingFor } from '../../features/events/components/events-pagination.tsx';
import { EventsToolbar } from '../../features/events/components/events-toolbar.tsx';
import { SeriesOnceToggle } from '../../features/events/components/series-once.tsx';
import { SeriesBadges } from '../../components/events/series-badges.tsx';
import { useEventsListParams } from '../../features/events/hooks/use-events-list-params.ts';
import { PAGES } from '@volunteering/shared/pages';
import { mapTexts } from '@volunteering/shared/texts/maps';
import { useMapOptions } from '../../components/map/map-settings.ts';
import { NearMeBar } from '../../features/events/components/near-me-bar.tsx';
import { DistanceAway, EventsMap } from '../../features/events/components/events-map.tsx';
import type { Near } from '../../features/events/near-params.ts';

const LAYOUT_CLASSES: Record<Layout, string> = {
  grid: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
  list: 'flex flex-col gap-4',
};

/** Cards whose pictures may be in the first screenful (one row of the widest grid): loaded at once. */
const FIRST_SCREEN_CARDS = 4;

export function UpcomingEventsRoute() {
  const t = useTexts(upcomingEventsTexts);
  const maps = useTexts(mapTexts);
  const { params, setSearch, setType, setDays, setFollowing, setSeriesOnce, setNear, setPage, clearFilters, setLayout, showMap } = useEventsListParams();
  const { q, type, days, page, layout, near, map } = params;
  // Until the server says, a place can be searched for (its answer says when it cannot).
  const geocoder = useMapOptions()?.geocoding ?? true;
  // Following is a signed-in visitor's: anyone else gets every event whatever the address says.
  const signedIn = useAuth().user !== null;
  const following = signedIn && params.following;
  const listTopRef = useRef<HTMLDivElement>(null);
  const query = useEventsPage({
    ...upcomingPageQuery({ q, type, days, page }),
    ...(following ? { following: true as const } : {}),
    ...(params.seriesOnce ? { seriesOnce: true as const } : {}),
    // Near me (issue 42): only pinned events within the radius, nearest first.
    ...(near ? { near: `${near.lat},${near.lng}`, radiusKm: near.radiusKm } : {}),
  });
  const { data, error, isPending, isPlaceholderData, isFetching } = query;

  // A page past the end (an old link, since when events have ended) moves to the last page.
  const pastTheEnd = data !== undefined && !isPlaceholderData && data.events.length === 0 && data.totalCount > 0 && page > 1;
  useEffect(() => {
    if (pastTheEnd) setPage(Math.max(1, Math.ceil(data.totalCount / EVENTS_PAGE_SIZE)), { replace: true });
  }, [pastTheEnd, data, setPage]);

  const goToPage = (next: number) => {
    if (next === page) return;
    setPage(next);
    listTopRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <>
      <title>{t.pageTitle}</title>
      <header className="mb-6">
        <h1 className="text-3xl font-bold">{t.heading}</h1>
        <p className="mt-2 max-w-prose text-base-content/70">{t.intro}</p>
      </header>
      <EventsToolbar
        q={q}
        type={type}
        days={days}
        layout={layout}
        busy={isPlaceholderData && isFetching}
        onSearch={setSearch}
        onTypeChange={setType}
        onDaysChange={setDays}
        onLayoutChange={setLayout}
        following={signedIn ? { pressed: following, onChange: setFollowing } : undefined}
        seriesOnce={<SeriesOnceToggle pressed={params.seriesOnce} onChange={setSeriesOnce} />}
        searchCut={params.searchCut}
        map={{ label: maps.mapView, pressed: map, onShow: showMap }}
      />
      <NearMeBar near={near} onChange={setNear} signedIn={signedIn} geocoder={geocoder} />
      <div ref={listTopRef} className="scroll-mt-28">
        {isPending || pastTheEnd ? (
          <LoadingList layout={layout} />
        ) : error ? (
          <ErrorState title={t.loadError} error={error} onRetry={() => void query.refetch()} retrying={isFetching} />
        ) : data.events.length === 0 ? (
          near && q === '' && type === 'All' && days === null && !following ? (
            <NoneNear near={near} onShowAll={() => setNear(null)} />
          ) : (
            <NoEvents filtered={q !== '' || type !== 'All' || days !== null || near !== null} following={following} onClear={clearFilters} />
          )
        ) : (
          <>
            {map && <EventsMap events={data.events} near={near} />}
            <EventsResults data={data} page={page} layout={map ? 'list' : layout} busy={isPlaceholderData} onPageChange={goToPage} />
          </>
        )}
      </div>
    </>
  );
}

function LoadingList({ layout }: { layout: Layout }) {
  const t = useTexts(upcomingEventsTexts);
  return (
    <div aria-busy="true">
      {/* Holds the place of the result count, so the cards do not move when it arrives. */}
      <p role="status" className="mb-4 h-5 text-sm text-base-content/70">
        <span className="sr-only">{t.loading}</span>
      </p>
      <div className={LAYOUT_CLASSES[layout]}>
        {Array.from({ length: EVENTS_PAGE_SIZE }, (_, index) => (
          <EventCardSkeleton key={index} layout={layout} />
        ))}
      </div>
    </div>
  );
}

function NoEvents({ filtered, following, onClear }: { filtered: boolean; following: boolean; onClear: () => void }) {
  const home = useTexts(homeTexts);
  const t = useTexts(upcomingEventsTexts);
  const empty = useTexts(noEventsTexts);
  if (following && !filtered) return <NoFollowedEvents onShowAll={onClear} />;
  if (!filtered && !following) {
    // The text invites the visitor to create an event, so the way there is right below it (as on Home).
    return (
      <EmptyState
        title={empty.noUpcomingTitle}
        body={empty.noUpcomingBody}
        action={
          <Link to={PAGES.createEvent.path} className="btn btn-primary">
            {home.createEvent}
          </Link>
        }
      />
    );
  }
  return (
    <EmptyState
      title={empty.noMatchTitle}
      body={empty.noMatchBody}
      action={
        <button type="button" className="btn btn-primary" onClick={onClear}>
          {t.clearFilters}
        </button>
      }
    />
  );
}

/** Near me finds nothing within the radius: a wider one, or every event. */
function NoneNear({ near, onShowAll }: { near: Near; onShowAll: () => void }) {
  const t = useTexts(mapTexts);
  return (
    <EmptyState
      title={t.noneNearTitle}
      body={t.noneNearBody(near.radiusKm)}
      action={
        <button type="button" className="btn btn-primary" onClick={onShowAll}>
          {t.showAll}
        </button>
      }
    />
  );
}

/** Following finds nothing: the organizations followed have no upcoming event, or none is followed yet; the directory finds more (decision 055). */
function NoFollowedEvents({ onShowAll }: { onShowAll: () => void }) {
  const t = useTexts(organizationEventsTexts);
  return (
    <EmptyState
      title={t.noFollowingTitle}
      body={t.noFollowingBody}
      action={
        <div className="flex flex-wrap justify-center gap-2">
          <Link to={PAGES.organizationDirectory.path} className="btn btn-primary">
            {t.browseOrganizations}
          </Link>
          <button type="button" className="btn btn-outline" onClick={onShowAll}>
            {t.showAllEvents}
          </button>
        </div>
      }
    />
  );
}

type EventsResultsProps = {
  data: EventsPage;
  page: number;
  layout: Layout;
  busy: boolean;
  onPageChange: (page: number) => void;
};

function EventsResults({ data, page, layout, busy, onPageChange }: EventsResultsProps) {
  const t = useTexts(upcomingEventsTexts);
  const { events, totalCount, totalCapped } = data;
  const { lastPage, hasNext } = pagingFor(page, events.length, totalCount, totalCapped);
  const Card = layout === 'grid' ? EventCard : EventListCard;

  return (
    <div aria-busy={busy}>
      <p role="status" className="mb-4 text-sm text-base-content/70">
        {t.resultCount(totalCount, totalCapped)}
      </p>
      <ul className={`${LAYOUT_CLASSES[layout]} transition-opacity ${busy ? 'opacity-60' : ''}`}>
        {events.map((event, index) => (
          <li key={event._id}>
            <Card event={event} priority={index < FIRST_SCREEN_CARDS} status={<SeriesBadges event={event} />} details={<DistanceAway event={event} />} />
          </li>
        ))}
      </ul>
      {(page > 1 || hasNext) && <EventsPagination page={page} lastPage={lastPage} hasNext={hasNext} onChange={onPageChange} />}
    </div>
  );
}
