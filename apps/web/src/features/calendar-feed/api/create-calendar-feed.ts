import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedUrl } from '@volunteering/shared/calendar-schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { getCalendarFeedQueryOptions } from './get-calendar-feed.ts';

/** Creates the feed, or replaces its secret: any earlier URL stops working. */
export async function createCalendarFeed(): Promise<CalendarFeedUrl> {
  const { data } = await apiRequest<CalendarFeedUrl>('/me/calendar-feed', { method: 'POST', body: {}, auth: true });
  return data;
}

export function useCreateCalendarFeed(email: string) {
  const queryClient = useQueryClient();
  const { queryKey } = getCalendarFeedQueryOptions(email);
  return useMutation({
    mutationFn: createCalendarFeed,
    // On at once, so the page never shows the old state between the answer and the refetch.
    onSuccess: () => queryClient.setQueryData(queryKey, { active: true, createdAt: new Date().toISOString() }),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
