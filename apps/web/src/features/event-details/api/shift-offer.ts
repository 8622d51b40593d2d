import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActionResult } from '@volunteering/shared/event-schemas';
import type { ShiftOffer } from '@volunteering/shared/shift-schemas';
import { apiRequest } from '../../../lib/api-client.ts';

const path = (token: string) => `/shift-offers/${encodeURIComponent(token)}`;

export function getShiftOfferQueryOptions(token: string) {
  return queryOptions({
    // Not under 'events': the token is the proof, whoever is signed in.
    queryKey: ['shift-offer', token],
    queryFn: async ({ signal }) => (await apiRequest<ShiftOffer>(path(token), { signal })).data,
  });
}

/** GET /api/shift-offers/{token} (issue 38), no sign-in: the token is the proof. A token that is not ours answers 404. */
export function useShiftOffer(token: string) {
  return useQuery({ ...getShiftOfferQueryOptions(token), enabled: token !== '' });
}

/** Accepts or declines the offered place; the offer is read again, and every event view refreshes. */
export function useAnswerShiftOffer(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answer: 'accept' | 'decline') => (await apiRequest<ActionResult>(`${path(token)}/${answer}`, { method: 'POST', body: {} })).data,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ['shift-offer', token] }), queryClient.invalidateQueries({ queryKey: ['events'] })]),
  });
}
