import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HoursConfirmation, HoursDecision } from '@volunteering/shared/hours-schemas';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

const path = (token: string) => `/hours-confirmations/${encodeURIComponent(token)}`;
const key = (token: string) => ['hours-confirmation', token];

/** GET /api/hours-confirmations/{token} (issue 39), no sign-in: the token is the proof; one that names nothing answers 404. */
export function useHoursConfirmation(token: string) {
  return useQuery({
    queryKey: key(token),
    queryFn: async ({ signal }) => (await apiRequest<HoursConfirmation>(path(token), { signal })).data,
    enabled: token !== '',
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
  });
}

/** Confirms or declines, once; the hours are read again, so the page says what became of them. */
export function useAnswerHours(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answer: 'confirm' | 'decline') => (await apiRequest<HoursDecision>(`${path(token)}/${answer}`, { method: 'POST', body: {} })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: key(token) }),
  });
}
