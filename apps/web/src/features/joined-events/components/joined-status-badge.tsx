import { joinedEventsTexts as text } from '@volunteering/shared/texts/joined-events';
import { StrokeIcon } from '../../../components/ui/stroke-icon.tsx';
import type { JoinedStatus } from '../joined-order.ts';

const LOOK: Record<JoinedStatus, { label: string; className: string; path: string }> = {
  upcoming: {
    label: text.upcoming,
    className: 'border-emerald-700 bg-emerald-100 text-emerald-900 dark:border-emerald-400 dark:bg-emerald-900/60 dark:text-emerald-100',
    path: 'M12 7v5l3 2m6-2a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  },
  ongoing: {
    label: text.ongoing,
    className: 'border-sky-700 bg-sky-100 text-sky-900 dark:border-sky-400 dark:bg-sky-900/60 dark:text-sky-100',
    path: 'M5 12h2l3-7 4 14 3-7h2',
  },
  completed: {
    label: text.completed,
    className: 'border-base-content/40 bg-transparent text-base-content',
    path: 'M5 13l4 4L19 7',
  },
};

export function JoinedStatusBadge({ status }: { status: JoinedStatus }) {
  const { label, className, path } = LOOK[status];
  return (
    <span className={`badge gap-1 font-medium ${className}`}>
      <StrokeIcon className="size-3.5" d={path} />
      {label}
    </span>
  );
}
