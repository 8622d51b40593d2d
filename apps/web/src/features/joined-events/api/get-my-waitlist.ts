import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyWaitlist } from '@volunteering/shared/waitlist-schemas';
import { useAuth } from '../../../lib/auth/auth-provider.tsx';
import { apiRequest } from '../../../lib/api-client.ts';

/** The full events the caller waits for, with their place in each. */
export async function getMyWaitlist(signal?: AbortSignal): Promise<MyWaitlist> {
  const { data } = await apiRequest<MyWaitlist>('/me/waitlist', { signal, auth: true });
  return data;
}

export function getMyWaitlistQueryOptions(email: string) {
  return queryOptions({
    // Under 'events': a cancel on this page may promote someone and move everyone's place.
    queryKey: ['events', 'my-waitlist', email],
    queryFn: ({ signal }) => getMyWaitlist(signal),
  });
}

export function useMyWaitlist() {
  const { user } = useAuth();
  return useQuery({ ...getMyWaitlistQueryOptions(user?.email ?? ''), enabled: user !== null });
}
