import { useQuery } from '@tanstack/react-query';
import type { HoursRecord } from '@volunteering/shared/hours-schemas';
import { useAuth } from '../../../lib/auth/auth-provider.tsx';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/me/hours (issue 39): the caller's hours records, newest first, each pending, approved or rejected. */
export function useMyHours() {
  const { user } = useAuth();
  return useQuery({
    queryKey: ['me', 'hours', user?.email ?? ''],
    queryFn: async ({ signal }) => (await apiRequest<HoursRecord[]>('/me/hours', { signal, auth: true })).data,
    enabled: user !== null,
  });
}
