import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionResult, VolunteerEvent } from '@volunteering/shared/event-schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { getJoinedEventsQueryOptions } from './get-joined-events.ts';

/** Refusals (not joined, already taken place) answer 409 with the reason, so they throw. */
export async function cancelParticipation(id: string): Promise<ActionResult> {
  const { data } = await apiRequest<ActionResult>(`/events/cancel/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: {},
    auth: true,
  });
  return data;
}

/**
 * Removes the card at once (optimistic); if the server refuses, puts that one event back, leaving
 * any other change made meanwhile alone. The page sorts, so the position needs no care here.
 */
export function useCancelParticipation(email: string) {
  const queryClient = useQueryClient();
  const { queryKey } = getJoinedEventsQueryOptions(email);
  return useMutation({
    mutationFn: (event: VolunteerEvent) => cancelParticipation(event._id),
    onMutate: async (event) => {
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, (list) => list?.filter((e) => e._id !== event._id));
    },
    onError: (_error, event) => {
      queryClient.setQueryData(queryKey, (list) => (list && !list.some((e) => e._id === event._id) ? [...list, event] : list));
    },
    // Counts change on the details page and in every list.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['events'] }),
  });
}
