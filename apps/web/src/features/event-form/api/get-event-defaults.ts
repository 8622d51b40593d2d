import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventDefaults } from '@volunteering/shared/event-defaults-schemas';
import { useAuth } from '../../../lib/auth/auth-provider.tsx';
import { apiRequest } from '../../../lib/api-client.ts';

/** What the caller's next event starts with: the zone of their last one, else the server's default (decision 054). */
export async function getEventDefaults(signal?: AbortSignal): Promise<EventDefaults> {
  const { data } = await apiRequest<EventDefaults>('/me/event-defaults', { signal, auth: true });
  return data;
}

export function getEventDefaultsQueryOptions(email: string) {
  return queryOptions({
    queryKey: ['me', 'event-defaults', email],
    queryFn: ({ signal }) => getEventDefaults(signal),
  });
}

export function useEventDefaults() {
  const { user } = useAuth();
  return useQuery({ ...getEventDefaultsQueryOptions(user?.email ?? ''), enabled: user !== null });
}
