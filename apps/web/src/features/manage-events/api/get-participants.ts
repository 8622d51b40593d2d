import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Participant } from '@volunteering/shared/participant-schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** Who joined one of the caller's events (the server answers only its organizer). */
export async function getParticipants(eventId: string, signal?: AbortSignal): Promise<Participant[]> {
  const { data } = await apiRequest<Participant[]>(`/events/${encodeURIComponent(eventId)}/participants`, {
    signal,
    auth: true,
  });
  return data;
}

export function getParticipantsQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: ['events', 'participants', eventId],
    queryFn: ({ signal }) => getParticipants(eventId, signal),
  });
}

export function useParticipants(eventId: string) {
  return useQuery(getParticipantsQueryOptions(eventId));
}
