import { EVENTS_PAGE_SIZE } from '@volunteering/shared/constants';
import { uiTexts } from '@volunteering/shared/messages';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { useEvents } from '../../features/events/api/get-events.ts';
import { EventCard } from '../../features/events/components/event-card.tsx';
import { EventCardSkeleton } from '../../features/events/components/event-card-skeleton.tsx';

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

export function HomeRoute() {
  return (
    <>
      <title>Volunteer Hub</title>
      <header className="mb-8">
        <h1 className="text-3xl font-bold">Upcoming Events</h1>
        <p className="mt-2 text-base-content/70">Find a way to help in your community and join with one click.</p>
      </header>
      <UpcomingEvents />
    </>
  );
}

function UpcomingEvents() {
  const { data, error, isPending, refetch, isRefetching } = useEvents({ limit: EVENTS_PAGE_SIZE });

  if (isPending) {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          Loading events…
        </p>
        <div className={GRID}>
          {Array.from({ length: 4 }, (_, index) => (
            <EventCardSkeleton key={index} />
          ))}
        </div>
      </div>
    );
  }

  if (error) {
    return (
      <ErrorState
        title="We couldn't load the events."
        error={error}
        onRetry={() => void refetch()}
        retrying={isRefetching}
      />
    );
  }

  if (data.events.length === 0) {
    return <EmptyState title={uiTexts.noUpcomingTitle} body={uiTexts.noUpcomingBody} />;
  }

  return (
    <ul className={GRID}>
      {data.events.map((event) => (
        <li key={event._id}>
          <EventCard event={event} />
        </li>
      ))}
    </ul>
  );
}
