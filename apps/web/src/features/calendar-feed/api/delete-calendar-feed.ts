import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { getCalendarFeedQueryOptions } from './get-calendar-feed.ts';

/** Turns the feed off: its URL answers 404 from now on. */
export async function deleteCalendarFeed(): Promise<void> {
  await apiRequest<void>('/me/calendar-feed', { method: 'DELETE', auth: true });
}

export function useDeleteCalendarFeed(email: string) {
  const queryClient = useQueryClient();
  const { queryKey } = getCalendarFeedQueryOptions(email);
  return useMutation({
    mutationFn: deleteCalendarFeed,
    onSuccess: () => queryClient.setQueryData(queryKey, { active: false, createdAt: null }),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
