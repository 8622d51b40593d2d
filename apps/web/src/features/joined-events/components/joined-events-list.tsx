import { CANCEL_DIALOG_MS, type Layout } from '@volunteering/shared/constants';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { joinedEventsTexts as text } from '@volunteering/shared/messages';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useAuth } from '../../auth/auth-provider.tsx';
import { EventCard } from '../../events/components/event-card.tsx';
import { EventCardSkeleton } from '../../events/components/event-card-skeleton.tsx';
import { EventListCard } from '../../events/components/event-list-card.tsx';
import { useCancelParticipation } from '../api/cancel-participation.ts';
import { useJoinedEvents } from '../api/get-joined-events.ts';
import { useNow } from '../hooks/use-now.ts';
import { joinedStatus, sortJoined } from '../joined-order.ts';
import { JoinedEventActions } from './joined-event-actions.tsx';
import { JoinedStatusBadge } from './joined-status-badge.tsx';

const LAYOUT_CLASSES: Record<Layout, string> = {
  grid: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
  list: 'flex flex-col gap-4',
};
const SKELETON_COUNT = 4;

type CancelOutcome = { ok: true } | { ok: false; event: VolunteerEvent; reason: string };

/** The events the user joined, upcoming first, each with View and Cancel. */
export function JoinedEventsList({ layout }: { layout: Layout }) {
  const { user } = useAuth();
  const query = useJoinedEvents();
  const cancellation = useCancelParticipation(user?.email ?? '');
  const now = useNow();
  const listRef = useRef<HTMLDivElement>(null);
  const [outcome, setOutcome] = useState<CancelOutcome | null>(null);

  const cancel = (event: VolunteerEvent) =>
    cancellation.mutate(event, {
      onSuccess: () => setOutcome({ ok: true }),
      onError: (error) => setOutcome({ ok: false, event, reason: error.message }),
    });

  // The Cancel button that opened the dialog went with its card: focus then moves to the list.
  // Checked on the next frame, once the dialog has closed (the page is inert until then).
  const closeOutcome = () => {
    setOutcome(null);
    requestAnimationFrame(() => {
      if (!listRef.current?.contains(document.activeElement)) listRef.current?.focus();
    });
  };

  const Card = layout === 'grid' ? EventCard : EventListCard;
  let content;
  if (query.isPending) {
    content = (
      <div aria-busy="true" className={LAYOUT_CLASSES[layout]}>
        <p role="status" className="sr-only">
          {text.loading}
        </p>
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <EventCardSkeleton key={index} layout={layout} />
        ))}
      </div>
    );
  } else if (query.error) {
    content = (
      <ErrorState title={text.loadError} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  } else if (query.data.length === 0) {
    content = (
      <div className="space-y-4 text-center">
        <EmptyState title={text.emptyTitle} body={text.emptyBody} />
        <Link to="/upcoming-events" className="btn btn-primary">
          {text.explore}
        </Link>
      </div>
    );
  } else {
    content = (
      <ul className={LAYOUT_CLASSES[layout]}>
        {sortJoined(query.data, now).map((event) => {
          const status = joinedStatus(event.date, now);
          return (
            <li key={event._id}>
              <Card
                event={event}
                muted={status === 'completed'}
                status={<JoinedStatusBadge status={status} />}
                actions={<JoinedEventActions event={event} completed={status === 'completed'} onCancel={cancel} />}
              />
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div ref={listRef} tabIndex={-1} className="outline-none">
      {content}
      <Dialog
        open={outcome?.ok === true}
        onClose={closeOutcome}
        title={text.cancelledTitle}
        icon="success"
        autoCloseMs={CANCEL_DIALOG_MS}
      >
        <p>{text.cancelledBody}</p>
      </Dialog>
      <Dialog
        open={outcome?.ok === false}
        onClose={closeOutcome}
        title={text.cancelFailedTitle}
        icon="error"
        actions={
          <button type="button" className="btn btn-primary" data-autofocus onClick={closeOutcome}>
            {text.ok}
          </button>
        }
      >
        {outcome?.ok === false && (
          <>
            <p>{text.cancelFailedBody(outcome.event.title)}</p>
            <p className="mt-2">{outcome.reason}</p>
          </>
        )}
      </Dialog>
    </div>
  );
}
