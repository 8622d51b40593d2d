import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export async function markAnnouncementsRead(eventId: string): Promise<void> {
  await apiRequest<void>(`/events/${encodeURIComponent(eventId)}/announcements/read`, { method: 'POST', optionalAuth: true });
}

export function useMarkAnnouncementsRead(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markAnnouncementsRead(eventId),
    // The joined list's unread badges.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['events', 'joined'] }),
  });
}
