import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WaitlistResult } from '@volunteering/shared/waitlist-schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** Not being on the waitlist (any more) answers 409 with the reason, so it throws. */
export async function leaveWaitlist(eventId: string): Promise<WaitlistResult> {
  const { data } = await apiRequest<WaitlistResult>(`/events/${encodeURIComponent(eventId)}/waitlist`, {
    method: 'DELETE',
    auth: true,
  });
  return data;
}

export function useLeaveWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: string) => leaveWaitlist(eventId),
    // Everyone behind moves up, and the event page's own waitlist status changes too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['events'] }),
  });
}
