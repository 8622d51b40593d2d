import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionResult } from '@volunteering/shared/event-schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** What a volunteer does in one shift (issue 38), each its own call. */
export type ShiftAction = 'join' | 'leave' | 'waitlist' | 'leaveWaitlist' | 'accept' | 'decline';

const CALLS: Record<ShiftAction, { path: string; method: 'PATCH' | 'DELETE' }> = {
  join: { path: 'join', method: 'PATCH' },
  leave: { path: 'leave', method: 'PATCH' },
  waitlist: { path: 'waitlist', method: 'PATCH' },
  leaveWaitlist: { path: 'waitlist', method: 'DELETE' },
  accept: { path: 'offer/accept', method: 'PATCH' },
  decline: { path: 'offer/decline', method: 'PATCH' },
};

/**
 * A refusal answers 200 with success false and the reason (the waitlist's leave answers 409, so it
 * throws); the waitlist's answers also carry `position`, which the page reads from the event.
 */
export async function shiftCall(eventId: string, shiftId: string, action: ShiftAction): Promise<ActionResult> {
  const { path, method } = CALLS[action];
  const { data } = await apiRequest<ActionResult>(`/events/${encodeURIComponent(eventId)}/shifts/${encodeURIComponent(shiftId)}/${path}`, {
    method,
    body: method === 'PATCH' ? {} : undefined,
    auth: true,
  });
  return data;
}

/**
 * One shift's action at a time. Places, waitlists and offers change here and in every list,
 * whatever the answer: the action counts as done once the event has been read again, so the page
 * never shows the answer beside the shift's old state.
 */
export function useShiftAction(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ shiftId, action }: { shiftId: string; action: ShiftAction }) => shiftCall(eventId, shiftId, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['events'] }),
  });
}
