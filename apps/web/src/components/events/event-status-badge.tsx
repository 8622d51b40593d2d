import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { eventStatuses, type EventStatus } from '@volunteering/shared/event-status';
import { eventStatusTexts } from '@volunteering/shared/texts/event-status';
import { useTexts } from '../../lib/i18n.tsx';
import { useNow } from '../../lib/use-now.ts';
import { StrokeIcon } from '../ui/stroke-icon.tsx';

export type StatusLook = { className: string; path: string };

// Opaque in both themes, so each reaches 4.5:1 on a card and on a carousel picture alike. The text
// is the label and an icon goes with it: the colour is never the only signal.
export const STATUS_LOOKS: Record<EventStatus['kind'], StatusLook> = {
  full: {
    className: 'border-red-700 bg-red-100 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100',
    path: 'M7 11V7a5 5 0 0 1 10 0v4M5 11h14v10H5Z',
  },
  waitlistOpen: {
    className: 'border-indigo-700 bg-indigo-100 text-indigo-900 dark:border-indigo-300 dark:bg-indigo-950 dark:text-indigo-100',
    path: 'M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01',
  },
  spotsLeft: {
    className: 'border-amber-700 bg-amber-100 text-amber-900 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100',
    path: 'M15 19v-1a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v1M8.5 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM19 8v6m3-3h-6',
  },
  happeningNow: {
    className: 'border-sky-700 bg-sky-100 text-sky-900 dark:border-sky-400 dark:bg-sky-950 dark:text-sky-100',
    path: 'M5 12h2l3-7 4 14 3-7h2',
  },
  cancelled: {
    className: 'border-red-700 bg-red-50 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100',
    path: 'M6 6l12 12M18 6 6 18',
  },
  ended: {
    className: 'border-gray-600 bg-gray-100 text-gray-900 dark:border-gray-400 dark:bg-gray-800 dark:text-gray-100',
    path: 'M5 21V4h11l-2 4 2 4H5',
  },
};

/** One labelled status: the look of a card's status badges, for other statuses too. */
export function StatusBadge({ label, look }: { label: string; look: StatusLook }) {
  return (
    <span className={`badge shrink-0 gap-1 font-medium whitespace-nowrap ${look.className}`}>
      <StrokeIcon className="size-3.5" d={look.path} />
      {label}
    </span>
  );
}

type StatusEvent = Pick<VolunteerEvent, 'date' | 'endDate' | 'volunteersJoined' | 'volunteersNeeded'> & Partial<Pick<VolunteerEvent, 'status'>>;

/** What a card says about its event now: cancelled, full (waitlist open), spots left, happening now or ended; nothing otherwise. */
export function EventStatusBadge({ event }: { event: StatusEvent }) {
  const t = useTexts(eventStatusTexts);
  const now = useNow();
  return eventStatuses(event, now).map((status) => (
    <StatusBadge key={status.kind} label={status.kind === 'spotsLeft' ? t.spotsLeft(status.spots) : t[status.kind]} look={STATUS_LOOKS[status.kind]} />
  ));
}
