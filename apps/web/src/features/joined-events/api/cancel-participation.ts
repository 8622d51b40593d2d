import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { cancelParticipation } from '../../../lib/participation-api.ts';
import { getJoinedEventsQueryOptions } from './get-joined-events.ts';

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
