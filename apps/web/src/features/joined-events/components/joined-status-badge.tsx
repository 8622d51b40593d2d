import { eventStatusTexts } from '@volunteering/shared/texts/event-status';
import { joinedEventsTexts } from '@volunteering/shared/texts/joined-events';
import { useTexts } from '../../../lib/i18n.tsx';
import { STATUS_LOOKS, StatusBadge, type StatusLook } from '../../../components/events/event-status-badge.tsx';
import type { JoinedStatus } from '../joined-order.ts';

// "Happening now" looks as it does on every other card.
const LOOK: Record<JoinedStatus, StatusLook> = {
  upcoming: {
    className: 'border-emerald-700 bg-emerald-100 text-emerald-900 dark:border-emerald-400 dark:bg-emerald-900/60 dark:text-emerald-100',
    path: 'M12 7v5l3 2m6-2a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  },
  ongoing: STATUS_LOOKS.happeningNow,
  completed: {
    className: 'border-base-content/40 bg-transparent text-base-content',
    path: 'M5 13l4 4L19 7',
  },
};

/** Where a joined event is in time, or that its organizer cancelled it (issue 37). */
export function JoinedStatusBadge({ status, cancelled = false }: { status: JoinedStatus; cancelled?: boolean }) {
  const text = useTexts(joinedEventsTexts);
  const statusText = useTexts(eventStatusTexts);
  if (cancelled) return <StatusBadge label={statusText.cancelled} look={STATUS_LOOKS.cancelled} />;
  const labels: Record<JoinedStatus, string> = { upcoming: text.upcoming, ongoing: statusText.happeningNow, completed: text.completed };
  return <StatusBadge label={labels[status]} look={LOOK[status]} />;
}
