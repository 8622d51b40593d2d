import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WaitlistResult } from '@volunteering/shared/waitlist-schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** Not being on the waitlist answers 409 with the reason, so it throws. */
export async function leaveWaitlist(id: string): Promise<WaitlistResult> {
  const { data } = await apiRequest<WaitlistResult>(`/events/${encodeURIComponent(id)}/waitlist`, {
    method: 'DELETE',
    auth: true,
  });
  return data;
}

export function useLeaveWaitlist(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => leaveWaitlist(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['events'] }),
  });
}
