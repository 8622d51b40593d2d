import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { useAuth } from '../../../lib/auth/auth-provider.tsx';
import { apiRequest } from '../../../lib/api-client.ts';

/** The caller's own events, soonest first; the server knows the caller from the token. */
export async function getMyEvents(signal?: AbortSignal): Promise<VolunteerEvent[]> {
  const { data } = await apiRequest<VolunteerEvent[]>('/events/my-events', { signal, auth: true });
  return data;
}

export function getMyEventsQueryOptions(email: string) {
  return queryOptions({
    // Under 'events', so creating, editing or joining anywhere refreshes this list too.
    queryKey: ['events', 'mine', email],
    queryFn: ({ signal }) => getMyEvents(signal),
  });
}

export function useMyEvents() {
  const { user } = useAuth();
  return useQuery({ ...getMyEventsQueryOptions(user?.email ?? ''), enabled: user !== null });
}
