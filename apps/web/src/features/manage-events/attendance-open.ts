import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { eventTiming } from '@volunteering/shared/event-status';

/**
 * Whether an organizer may mark attendance at `now`: once the event has ended, or (issue 38) once
 * any of its shifts has, each shift being marked after its own end (the server's rule: end before now).
 */
export function attendanceOpen(event: Pick<VolunteerEvent, 'date' | 'endDate' | 'shifts'>, now: number): boolean {
  return eventTiming(event, now) === 'ended' || event.shifts.some((shift) => Date.parse(shift.end) < now);
}
