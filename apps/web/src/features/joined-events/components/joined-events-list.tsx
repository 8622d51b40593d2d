import { CANCEL_DIALOG_MS } from '@volunteering/shared/constants';
import type { Layout } from '@volunteering/shared/preferences';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { joinedEventsTexts } from '@volunteering/shared/texts/joined-events';
import { useTexts } from '../../../lib/i18n.tsx';
import { useRef, useState, type RefObject } from 'react';
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
import { MyShifts } from './my-shifts.tsx';
import { MyCheckInCode } from '../../../components/events/my-check-in-code.tsx';
import { UnreadAnnouncementsBadge } from './unread-announcements-badge.tsx';
import { PAGES } from '@volunteering/shared/pages';
import type { Shown } from '../../../lib/message-text.ts';
import { Message } from '../../../components/ui/message.tsx';
import { SeriesBadges } from '../../../components/events/series-badges.tsx';

type CancelOutcome = { ok: true } | { ok: false; event: VolunteerEvent; reason: Shown };

/** What a card's first control can be: a completed event's Cancel is disabled, so its View. */
// A card's own actions (Cancel, View details) take focus before what its details hold (the check-in code).
const CARD_CONTROL = '[data-card-actions] :is(a[href], button:not(:disabled))';

type JoinedEventsListProps = {
  layout: Layout;
  /** The page's heading: focus goes there when no card is left to take it. */
  heading: RefObject<HTMLHeadingElement | null>;
};

/** The events the user joined, upcoming first, each with View and Cancel. */
export function JoinedEventsList({ layout, heading }: JoinedEventsListProps) {
  const text = useTexts(joinedEventsTexts);
  const { user } = useAuth();
  const query = useJoinedEvents();
  const cancellation = useCancelParticipation(user?.email ?? '');
  const now = useNow();
  const listRef = useRef<HTMLDivElement>(null);
  const [outcome, setOutcome] = useState<CancelOutcome | null>(null);
  const events = query.data ? sortJoined(query.data, now) : [];
  // The cards that may take focus once the dialog has closed, best first (see focusAfterDialog).
  const focusCandidates = useRef<string[]>([]);

  const cancel = (event: VolunteerEvent) => {
    const at = events.findIndex((e) => e._id === event._id);
    focusCandidates.current = [event._id, events[at + 1]?._id, events[at - 1]?._id].filter((id) => id !== undefined);
    cancellation.mutate(event, {
      onSuccess: () => setOutcome({ ok: true }),
      onError: (error) => setOutcome({ ok: false, event, reason: error }),
    });
  };

  // The Cancel button that opened the dialog went with its card. Focus goes to that card if a
  // refusal brought it back, else to the card after it, else the one before, else the heading.
  const focusAfterDialog = () => {
    for (const id of focusCandidates.current) {
      const card = listRef.current?.querySelector(`[data-event-id="${CSS.escape(id)}"]`);
      const control = card?.querySelector<HTMLElement>(CARD_CONTROL);
      if (control) return control;
    }
    return heading.current;
  };

  const Card = layout === 'grid' ? EventCard : EventListCard;
  const content = dashboardListState(
    query,
    layout,
    text,
    <Link to={PAGES.upcomingEvents.path} className="btn btn-primary">
      {text.explore}
    </Link>,
  ) ?? (
    <ul className={DASHBOARD_LAYOUT_CLASSES[layout]}>
      {events.map((event) => {
        const status = joinedStatus(event, now);
        return (
          <li key={event._id} data-event-id={event._id}>
            <Card
              event={event}
              muted={status === 'completed'}
              eventStatus={false}
              details={
                <>
                  <MyShifts event={event} />
                  {/* The code to show at the door (issue 39), until the event is over. */}
                  {status !== 'completed' && event.status !== 'cancelled' && (
                    <div className="mt-2 max-w-72">
                      <MyCheckInCode eventId={event._id} title={event.title} />
                    </div>
                  )}
                </>
              }
              status={
                <>
                  <JoinedStatusBadge status={status} cancelled={event.status === 'cancelled'} />
                  <UnreadAnnouncementsBadge count={event.unreadAnnouncements} />
                  <SeriesBadges event={event} />
                </>
              }
              actions={
                <span data-card-actions className="contents">
                  <JoinedEventActions event={event} completed={status === 'completed'} onCancel={cancel} />
                </span>
              }
            />
          </li>
        );
      })}
    </ul>
  );

  return (
    <div ref={listRef}>
      {content}
      <Dialog
        open={outcome?.ok === true}
        onClose={() => setOutcome(null)}
        returnFocus={focusAfterDialog}
        title={text.cancelledTitle}
        icon="success"
        autoCloseMs={CANCEL_DIALOG_MS}
      >
        <p>{text.cancelledBody}</p>
      </Dialog>
      <Dialog
        open={outcome?.ok === false}
        onClose={() => setOutcome(null)}
        returnFocus={focusAfterDialog}
        title={text.cancelFailedTitle}
        icon="error"
        okLabel={text.ok}
      >
        {outcome?.ok === false && (
          <>
            <p>{text.cancelFailedBody(outcome.event.title)}</p>
            <p className="mt-2">
              <Message text={outcome.reason} />
            </p>
          </>
        )}
      </Dialog>
    </div>
  );
}
