import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { useAuth } from '../../../lib/auth/auth-provider.tsx';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * The events the caller manages, soonest first: their own and their organizations' (issue 18), or
 * only those of `organization` (its id); the server knows the caller from the token.
 */
export async function getMyEvents(organization?: string, signal?: AbortSignal): Promise<VolunteerEvent[]> {
  const { data } = await apiRequest<VolunteerEvent[]>('/events/my-events', { query: { organization }, signal, auth: true });
  return data;
}

export function getMyEventsQueryOptions(email: string, organization?: string) {
  return queryOptions({
    // Under 'events', so creating, editing or joining anywhere refreshes this list too.
    queryKey: ['events', 'mine', email, organization ?? null],
    queryFn: ({ signal }) => getMyEvents(organization, signal),
  });
}

export function useMyEvents(organization?: string) {
  const { user } = useAuth();
  return useQuery({ ...getMyEventsQueryOptions(user?.email ?? '', organization), enabled: user !== null });
}
