import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionResult, VolunteerEvent } from '@volunteering/shared/event-schemas';
import { answerOf, messageOf } from '@volunteering/shared/i18n/messages';
import { apiMessages } from '@volunteering/shared/texts/api';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { getMyEventsQueryOptions } from './get-my-events.ts';

export async function deleteEvent(id: string): Promise<ActionResult> {
  const { data } = await apiRequest<ActionResult>(`/events/my-events/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: true,
  });
  if (!data.success) throw new ApiError(409, data.message ? data : answerOf(messageOf(apiMessages, 'serverError')));
  return data;
}

const byDate = (a: VolunteerEvent, b: VolunteerEvent) => Date.parse(a.date) - Date.parse(b.date);

/**
 * Removes the card at once (optimistic); if the server refuses, puts that one event back where it
 * was, leaving any other change made meanwhile alone.
 */
export function useDeleteEvent(email: string, organization?: string) {
  const queryClient = useQueryClient();
  const { queryKey } = getMyEventsQueryOptions(email, organization);
  return useMutation({
    mutationFn: async (event: VolunteerEvent) => {
      try {
        await deleteEvent(event._id);
      } catch (error) {
        // Already gone (deleted in another tab): what the organizer asked for is done.
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      }
    },
    onMutate: async (event) => {
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, (list) => list?.filter((e) => e._id !== event._id));
    },
    onError: (_error, event) => {
      queryClient.setQueryData(queryKey, (list) => (list && !list.some((e) => e._id === event._id) ? [...list, event].sort(byDate) : list));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['events'] }),
  });
}
