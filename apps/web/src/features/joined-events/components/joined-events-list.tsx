import { CANCEL_DIALOG_MS } from '@volunteering/shared/constants';
import type { Layout } from '@volunteering/shared/preferences';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { joinedEventsTexts as text } from '@volunteering/shared/texts/joined-events';
import { useRef, useState } from 'react';
import { Link } from '../../../lib/router.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useAuth } from '../../../lib/auth/auth-provider.tsx';
import { useNow } from '../../../lib/use-now.ts';
import { dashboardListState, DASHBOARD_LAYOUT_CLASSES } from '../../../components/events/dashboard-list-state.tsx';
import { EventCard } from '../../../components/events/event-card.tsx';
import { EventListCard } from '../../../components/events/event-list-card.tsx';
import { useCancelParticipation } from '../api/cancel-participation.ts';
import { useJoinedEvents } from '../api/get-joined-events.ts';
import { joinedStatus, sortJoined } from '../joined-order.ts';
import { JoinedEventActions } from './joined-event-actions.tsx';
import { JoinedStatusBadge } from './joined-status-badge.tsx';
import { UnreadAnnouncementsBadge } from './unread-announcements-badge.tsx';
import { PAGES } from '@volunteering/shared/pages';

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
  const content =
    dashboardListState(query, layout, text, (
      <Link to={PAGES.upcomingEvents.path} className="btn btn-primary">
        {text.explore}
      </Link>
    )) ?? (
      <ul className={DASHBOARD_LAYOUT_CLASSES[layout]}>
        {sortJoined(query.data ?? [], now).map((event) => {
          const status = joinedStatus(event, now);
          return (
            <li key={event._id}>
              <Card
                event={event}
                muted={status === 'completed'}
                eventStatus={false}
                status={
                  <>
                    <JoinedStatusBadge status={status} />
                    <UnreadAnnouncementsBadge count={event.unreadAnnouncements} />
                  </>
                }
                actions={<JoinedEventActions event={event} completed={status === 'completed'} onCancel={cancel} />}
              />
            </li>
          );
        })}
      </ul>
    );

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
        okLabel={text.ok}
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
