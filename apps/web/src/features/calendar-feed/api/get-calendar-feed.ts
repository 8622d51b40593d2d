import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarFeedStatus } from '@volunteering/shared/calendar-schemas';
import { useAuth } from '../../../lib/auth/auth-provider.tsx';
import { apiRequest } from '../../../lib/api-client.ts';

export async function getCalendarFeed(signal?: AbortSignal): Promise<CalendarFeedStatus> {
  const { data } = await apiRequest<CalendarFeedStatus>('/me/calendar-feed', { signal, auth: true });
  return data;
}

export function getCalendarFeedQueryOptions(email: string) {
  return queryOptions({
    queryKey: ['calendar-feed', email],
    queryFn: ({ signal }) => getCalendarFeed(signal),
  });
}

/** Whether the signed-in user's private feed is on; its secret URL is never readable again. */
export function useCalendarFeed() {
  const { user } = useAuth();
  return useQuery({ ...getCalendarFeedQueryOptions(user?.email ?? ''), enabled: user !== null });
}
