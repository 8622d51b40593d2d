import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionResult } from '@volunteering/shared/event-schemas';
import { apiRequest } from '../../../lib/api-client.ts';

export async function joinEvent(id: string): Promise<ActionResult> {
  const { data } = await apiRequest<ActionResult>(`/events/${encodeURIComponent(id)}/join`, {
    method: 'PATCH',
    body: {},
    auth: true,
  });
  return data;
}

export function useJoinEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => joinEvent(id),
    // Counts change on the details page and in every list, whatever the answer was.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['events'] }),
  });
}
