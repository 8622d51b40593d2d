import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Impact } from '@volunteering/shared/impact-schemas';
import { useAuth } from '../../../lib/auth/auth-provider.tsx';
import { apiRequest } from '../../../lib/api-client.ts';

/** The caller's hours; the server knows the caller from the token. */
export async function getImpact(signal?: AbortSignal): Promise<Impact> {
  const { data } = await apiRequest<Impact>('/me/impact', { signal, auth: true });
  return data;
}

export function getImpactQueryOptions(email: string) {
  return queryOptions({
    queryKey: ['me', 'impact', email],
    queryFn: ({ signal }) => getImpact(signal),
  });
}

export function useImpact() {
  const { user } = useAuth();
  return useQuery({ ...getImpactQueryOptions(user?.email ?? ''), enabled: user !== null });
}
