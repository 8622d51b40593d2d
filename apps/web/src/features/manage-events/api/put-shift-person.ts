import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionResult } from '@volunteering/shared/event-schemas';
import { answerOf, messageOf } from '@volunteering/shared/i18n/messages';
import type { ShiftPersonInput } from '@volunteering/shared/shift-schemas';
import { apiMessages } from '@volunteering/shared/texts/api';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

/** An organizer puts the account with this e-mail in a shift (issue 38); a refusal (full, already in it, overlapping, no such account) throws with its reason. */
export async function putShiftPerson(eventId: string, shiftId: string, input: ShiftPersonInput): Promise<ActionResult> {
  const { data } = await apiRequest<ActionResult>(`/events/${encodeURIComponent(eventId)}/shifts/${encodeURIComponent(shiftId)}/people`, {
    method: 'PUT',
    body: input,
    auth: true,
    // A refusal is about the person asked for, not the organizer's session.
    refusalKeepsSession: true,
  });
  if (!data.success) throw new ApiError(409, data.message ? data : answerOf(messageOf(apiMessages, 'serverError')));
  return data;
}

export function usePutShiftPerson(eventId: string, shiftId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShiftPersonInput) => putShiftPerson(eventId, shiftId, input),
    // The shift's people, the participants, the event's counts everywhere.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['events'] }),
  });
}
