import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WaitlistStatus } from '@volunteering/shared/waitlist-schemas';
import { useAuth } from './auth/auth-provider.tsx';
import { apiRequest } from './api-client.ts';

export async function getWaitlist(id: string, signal?: AbortSignal): Promise<WaitlistStatus> {
  const { data } = await apiRequest<WaitlistStatus>(`/events/${encodeURIComponent(id)}/waitlist`, { signal, auth: true });
  return data;
}

export function getWaitlistQueryOptions(id: string, email: string) {
  return queryOptions({
    // Under 'events': a join or a cancel anywhere may move the queue, and refreshes this too.
    queryKey: ['events', 'waitlist', id, email],
    queryFn: ({ signal }) => getWaitlist(id, signal),
  });
}

/** The signed-in user's place on the event's waitlist and how many wait (the event page, the Cancel event dialog); off for visitors. */
export function useWaitlist(id: string, enabled: boolean) {
  const { user } = useAuth();
  return useQuery({ ...getWaitlistQueryOptions(id, user?.email ?? ''), enabled: enabled && user !== null });
}
