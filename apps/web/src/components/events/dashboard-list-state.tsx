import type { UseQueryResult } from '@tanstack/react-query';
import type { Layout } from '@volunteering/shared/preferences';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import type { ReactNode } from 'react';
import { EmptyState } from '../ui/empty-state.tsx';
import { ErrorState } from '../ui/error-state.tsx';
import { EventCardSkeleton } from './event-card-skeleton.tsx';

/** One to four columns by width in the grid; one card a row in the list. */
export const DASHBOARD_LAYOUT_CLASSES: Record<Layout, string> = {
  grid: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
  list: 'flex flex-col gap-4',
};
const SKELETON_COUNT = 4;

type StateTexts = { loading: string; loadError: string; emptyTitle: string; emptyBody: string };

/**
 * A dashboard list (my events, joined events) while it loads, when it fails and when it is empty;
 * null once there are events to show. `texts` are the screen's, in the page's language (`useTexts`).
 */
export function dashboardListState(query: UseQueryResult<VolunteerEvent[]>, layout: Layout, texts: StateTexts, emptyAction: ReactNode): ReactNode | null {
  if (query.isPending) {
    return (
      <div aria-busy="true" className={DASHBOARD_LAYOUT_CLASSES[layout]}>
        <p role="status" className="sr-only">
          {texts.loading}
        </p>
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <EventCardSkeleton key={index} layout={layout} />
        ))}
      </div>
    );
  }
  if (query.error) {
    return <ErrorState title={texts.loadError} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (query.data.length === 0) {
    return <EmptyState title={texts.emptyTitle} body={texts.emptyBody} action={emptyAction} />;
  }
  return null;
}
