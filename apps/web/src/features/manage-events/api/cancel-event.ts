import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionResult, CancelEventInput } from '@volunteering/shared/event-schemas';
import { answerOf, messageOf } from '@volunteering/shared/i18n/messages';
import { apiMessages } from '@volunteering/shared/texts/api';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

/** Cancels an event the caller manages (issue 37); a refusal (already cancelled, ended) is an error. */
export async function cancelEvent(id: string, input: CancelEventInput): Promise<ActionResult> {
  const { data } = await apiRequest<ActionResult>(`/events/my-events/${encodeURIComponent(id)}/cancel`, { method: 'POST', body: input, auth: true });
  if (!data.success) throw new ApiError(409, data.message ? data : answerOf(messageOf(apiMessages, 'serverError')));
  return data;
}

export function useCancelEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CancelEventInput) => cancelEvent(id, input),
    // Every list and page that shows the event, and its waitlist.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['events'] }),
  });
}
