import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { eventTiming, type EventTiming } from '@volunteering/shared/event-status';

export type JoinedStatus = 'completed' | 'ongoing' | 'upcoming';
type Timing = Pick<VolunteerEvent, 'date' | 'endDate'>;

const JOINED_STATUS: Record<EventTiming, JoinedStatus> = { upcoming: 'upcoming', happeningNow: 'ongoing', ended: 'completed' };

/** Completed once its end is earlier than now (spec section 4, with issue 6's end times); ongoing between start and end. */
export function joinedStatus(event: Timing, now: number): JoinedStatus {
  return JOINED_STATUS[eventTiming(event, now)];
}

/** Not yet completed first, soonest first; then completed, most recent first. */
export function sortJoined<T extends Timing>(events: readonly T[], now: number): T[] {
  const rank = (event: T) => (joinedStatus(event, now) === 'completed' ? 1 : 0);
  return [...events].sort((a, b) => {
    const byStatus = rank(a) - rank(b);
    if (byStatus !== 0) return byStatus;
    const byDate = Date.parse(a.date) - Date.parse(b.date);
    return rank(a) === 0 ? byDate : -byDate;
  });
}
