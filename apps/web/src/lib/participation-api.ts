import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionResult } from '@volunteering/shared/event-schemas';
import type { WaitlistResult } from '@volunteering/shared/waitlist-schemas';
import { apiRequest } from './api-client.ts';

// The calls that undo a place, shared by the event page and My Joined Events.

/** Leaves an event (the spec's Cancel). Refusals (not joined, already taken place) answer 409 with the reason, so they throw. */
export async function cancelParticipation(eventId: string): Promise<ActionResult> {
  const { data } = await apiRequest<ActionResult>(`/events/cancel/${encodeURIComponent(eventId)}`, {
    method: 'PATCH',
    body: {},
    auth: true,
  });
  return data;
}

/** Not being on the waitlist (any more) answers 409 with the reason, so it throws. */
export async function leaveWaitlist(eventId: string): Promise<WaitlistResult> {
  const { data } = await apiRequest<WaitlistResult>(`/events/${encodeURIComponent(eventId)}/waitlist`, {
    method: 'DELETE',
    auth: true,
  });
  return data;
}

/** Leaves the waitlist of the event passed to `mutate`; everyone behind moves up, so every event view refreshes. */
export function useLeaveWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: string) => leaveWaitlist(eventId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['events'] }),
  });
}
