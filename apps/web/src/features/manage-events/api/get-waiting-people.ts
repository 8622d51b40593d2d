import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WaitingPeople } from '@volunteering/shared/waitlist-schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** Who waits for one of the caller's events, first in line first (the server answers only its organizers). */
export async function getWaitingPeople(eventId: string, signal?: AbortSignal): Promise<WaitingPeople> {
  const { data } = await apiRequest<WaitingPeople>(`/events/${encodeURIComponent(eventId)}/waitlist/people`, { signal, auth: true });
  return data;
}

export function useWaitingPeople(eventId: string) {
  // Under 'events': a join, a cancel or a promotion anywhere refreshes it.
  return useQuery(queryOptions({ queryKey: ['events', 'waitlist-people', eventId], queryFn: ({ signal }) => getWaitingPeople(eventId, signal) }));
}
