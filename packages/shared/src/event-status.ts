import { FEW_SPOTS_LEFT } from './constants.ts';
import type { VolunteerEvent } from './event-schemas.ts';
import { eventStatusTexts } from './texts/event-status.ts';

export type EventTiming = 'upcoming' | 'happeningNow' | 'ended';

export type EventStatus =
  { kind: 'cancelled' } | { kind: 'happeningNow' } | { kind: 'ended' } | { kind: 'full' } | { kind: 'waitlistOpen' } | { kind: 'spotsLeft'; spots: number };

type Timing = Pick<VolunteerEvent, 'date' | 'endDate'>;
type Places = Pick<VolunteerEvent, 'volunteersJoined' | 'volunteersNeeded'> & Partial<Pick<VolunteerEvent, 'status'>>;

/**
 * Ended once its end (`endDate`: the start plus any duration) is earlier than `now`; happening from
 * its start through its end (decision 013, the server's rule for joining).
 */
export function eventTiming(event: Timing, now: number): EventTiming {
  if (Date.parse(event.endDate) < now) return 'ended';
  return Date.parse(event.date) <= now ? 'happeningNow' : 'upcoming';
}

/**
 * What a card says about an event at `now`, in reading order (decision 021). A cancelled event
 * says only that (issue 37), an ended one
 * only that. Until then: "Happening now" once started, then "Full" with "Waitlist open" (the server
 * takes a full event's waitlist until it ends), or "N spots left" when FEW_SPOTS_LEFT or fewer
 * remain; nothing while plenty do.
 */
export function eventStatuses(event: Timing & Places, now: number): EventStatus[] {
  if (event.status === 'cancelled') return [{ kind: 'cancelled' }];
  const timing = eventTiming(event, now);
  if (timing === 'ended') return [{ kind: 'ended' }];
  const statuses: EventStatus[] = timing === 'happeningNow' ? [{ kind: 'happeningNow' }] : [];
  const spots = event.volunteersNeeded - event.volunteersJoined;
  if (spots <= 0) statuses.push({ kind: 'full' }, { kind: 'waitlistOpen' });
  else if (spots <= FEW_SPOTS_LEFT) statuses.push({ kind: 'spotsLeft', spots });
  return statuses;
}

export function eventStatusLabel(status: EventStatus): string {
  return status.kind === 'spotsLeft' ? eventStatusTexts.spotsLeft(status.spots) : eventStatusTexts[status.kind];
}
