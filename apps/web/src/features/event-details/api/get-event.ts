import { queryOptions, useQuery } from '@tanstack/react-query';
import { isEventId } from '@volunteering/shared/event-id';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { useAuth } from '../../../lib/auth/auth-provider.tsx';
import { apiRequest } from '../../../lib/api-client.ts';

/** Signed in, the token is sent so the answer carries the viewer's own e-mail when they joined. */
export async function getEvent(id: string, signedIn: boolean, signal?: AbortSignal): Promise<VolunteerEvent> {
  const { data } = await apiRequest<VolunteerEvent>(`/events/${encodeURIComponent(id)}`, { signal, optionalAuth: signedIn });
  return data;
}

export function getEventQueryOptions(id: string, viewerEmail: string | null) {
  return queryOptions({
    // The viewer is part of the key: the same event reads differently for each participant.
    queryKey: ['events', 'detail', id, viewerEmail],
    queryFn: ({ signal }) => getEvent(id, viewerEmail !== null, signal),
  });
}

export function useEvent(id: string) {
  const { user, loading } = useAuth();
  // Waits for the session check so a participant never sees a moment of "Join" before "You're In!".
  return useQuery({ ...getEventQueryOptions(id, user?.email ?? null), enabled: !loading && isEventId(id) });
}
