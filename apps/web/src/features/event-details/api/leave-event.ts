import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelParticipation } from '../../../lib/participation-api.ts';

/** "Leave this event" on the event page: the same call as Cancel on My Joined Events. */
export function useLeaveEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelParticipation(id),
    // The place is free again: counts change here and in every list. Not awaited: the page says
    // "You have left" as soon as the server has answered, and the counts follow.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['events'] }),
  });
}
