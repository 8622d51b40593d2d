import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WaitlistResult } from '@volunteering/shared/waitlist-schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** A refusal (places left, already joined, started) answers 200 with success false and the reason. */
export async function joinWaitlist(id: string): Promise<WaitlistResult> {
  const { data } = await apiRequest<WaitlistResult>(`/events/${encodeURIComponent(id)}/waitlist`, {
    method: 'PATCH',
    body: {},
    auth: true,
  });
  return data;
}

export function useJoinWaitlist(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => joinWaitlist(id),
    // The event may have had a place free after all: its counts and the user's waitlists refresh.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['events'] }),
  });
}
