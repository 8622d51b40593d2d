import type { VolunteerEvent } from '@volunteering/shared/event-schemas';

export type JoinedStatus = 'completed' | 'upcoming';

/** Spec section 4: completed once its date is earlier than now, otherwise upcoming. */
export function joinedStatus(date: string, now: number): JoinedStatus {
  return Date.parse(date) < now ? 'completed' : 'upcoming';
}

/** Upcoming first, soonest first; then completed, most recent first. */
export function sortJoined<T extends Pick<VolunteerEvent, 'date'>>(events: readonly T[], now: number): T[] {
  const rank = (event: T) => (joinedStatus(event.date, now) === 'upcoming' ? 0 : 1);
  return [...events].sort((a, b) => {
    const byStatus = rank(a) - rank(b);
    if (byStatus !== 0) return byStatus;
    const byDate = Date.parse(a.date) - Date.parse(b.date);
    return rank(a) === 0 ? byDate : -byDate;
  });
}
