import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { useAuth } from '../../../lib/auth/auth-provider.tsx';
import { apiRequest } from '../../../lib/api-client.ts';

/** The events the caller joined; the server knows the caller from the token. */
export async function getJoinedEvents(signal?: AbortSignal): Promise<VolunteerEvent[]> {
  const { data } = await apiRequest<VolunteerEvent[]>('/events/joined', { signal, auth: true });
  return data;
}

export function getJoinedEventsQueryOptions(email: string) {
  return queryOptions({
    // Under 'events', so joining on a details page refreshes this list too.
    queryKey: ['events', 'joined', email],
    queryFn: ({ signal }) => getJoinedEvents(signal),
  });
}

export function useJoinedEvents() {
  const { user } = useAuth();
  return useQuery({ ...getJoinedEventsQueryOptions(user?.email ?? ''), enabled: user !== null });
}
