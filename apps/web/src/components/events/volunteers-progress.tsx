import { useId } from 'react';
import { VOLUNTEERS_NEEDED_FALLBACK } from '@volunteering/shared/constants';
import { eventCardTexts } from '@volunteering/shared/texts/event-card';
import { useTexts } from '../../lib/i18n.tsx';

/** How far a number of joined volunteers is from the goal, as a whole percentage from 0 to 100. */
export function joinedPercent(joined: number | undefined, needed: number | undefined): number {
  const goal = needed ?? VOLUNTEERS_NEEDED_FALLBACK;
  if (!Number.isFinite(goal) || goal <= 0) return 0;
  const ratio = (Number.isFinite(joined) ? joined! : 0) / goal;
  return Math.round(Math.min(1, Math.max(0, ratio)) * 100);
}

/** "Volunteers joined / needed" with a bar; 20 stands in only when needed is missing (spec section 9). */
export function VolunteersProgress({ joined, needed }: { joined: number | undefined; needed: number | undefined }) {
  const t = useTexts(eventCardTexts);
  const labelId = useId();
  const goal = needed ?? VOLUNTEERS_NEEDED_FALLBACK;
  const count = Number.isFinite(joined) ? joined! : 0;
  return (
    <div className="space-y-1">
      <p id={labelId} className="text-sm">
        {t.volunteers(count, goal)}
      </p>
      <progress className="progress progress-primary w-full" value={joinedPercent(count, goal)} max={100} aria-labelledby={labelId} />
    </div>
  );
}
