import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Announcement } from '@volunteering/shared/announcement-schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * The server answers only the organizer and the participants. The token is sent as optional auth:
 * a 403 here (the viewer just cancelled) is no reason to sign them out.
 */
export async function getAnnouncements(eventId: string, signal?: AbortSignal): Promise<Announcement[]> {
  const { data } = await apiRequest<Announcement[]>(`/events/${encodeURIComponent(eventId)}/announcements`, {
    signal,
    optionalAuth: true,
  });
  return data;
}

export function getAnnouncementsQueryOptions(eventId: string, viewerEmail: string) {
  return queryOptions({
    // Not under 'events': joining or cancelling refreshes those, and a former participant must not refetch this.
    queryKey: ['announcements', eventId, viewerEmail],
    queryFn: ({ signal }) => getAnnouncements(eventId, signal),
  });
}

export function useAnnouncements(eventId: string, viewerEmail: string) {
  return useQuery(getAnnouncementsQueryOptions(eventId, viewerEmail));
}
