import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Series } from '@volunteering/shared/series-schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/i18n.tsx';

type JoinAnswer = { success: boolean; code?: string; message: string; values?: (string | number)[]; joined: string[] };

/** A series' rule and its dates (GET /api/series/{id}), in the page's language. */
export function useSeries(id: string) {
  const { language } = useLanguage();
  return useQuery({ queryKey: ['series', id, language], queryFn: async () => (await apiRequest<Series>(`/series/${encodeURIComponent(id)}`)).data });
}

/** Join or leave every date of a series. */
export function useSeriesMembership(id: string, action: 'join' | 'leave') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiRequest<JoinAnswer>(`/series/${encodeURIComponent(id)}/${action}`, { method: 'PATCH', body: {}, auth: true })).data,
    // Its dates' counts and the caller's joined events change.
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['events'] }), queryClient.invalidateQueries({ queryKey: ['series', id] })]),
  });
}
