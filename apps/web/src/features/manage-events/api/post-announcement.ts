import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnnouncementInput, PostedAnnouncement } from '@volunteering/shared/announcement-schemas';
import { apiRequest } from '../../../lib/api-client.ts';

export async function postAnnouncement(eventId: string, input: AnnouncementInput): Promise<PostedAnnouncement> {
  const { data } = await apiRequest<PostedAnnouncement>(`/events/${encodeURIComponent(eventId)}/announcements`, {
    method: 'POST',
    body: input,
    auth: true,
  });
  return data;
}

export function usePostAnnouncement(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AnnouncementInput) => postAnnouncement(eventId, input),
    // The event page's list (the organizer may have it open in another tab).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['announcements', eventId] }),
  });
}
