import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateSeriesInput, SeriesRecurrence } from '@volunteering/shared/series-schemas';
import { apiRequest } from '../../../lib/api-client.ts';

type Created = { id: string; dates: { _id: string; date: string }[] };

/** The dates a rule gives from a start in its zone (the server runs the series' own rule); nothing is saved. */
export function useSeriesPreview(start: string | null, timeZone: string, recurrence: SeriesRecurrence | null) {
  return useQuery({
    queryKey: ['series', 'preview', start, timeZone, recurrence],
    queryFn: async () =>
      (await apiRequest<{ dates: string[] }>('/series/preview', { method: 'POST', body: { date: start, timeZone, recurrence }, auth: true })).data.dates,
    enabled: start !== null && recurrence !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 60_000,
  });
}

export function useCreateSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateSeriesInput) =>
      (await apiRequest<Created>('/series', { method: 'POST', body: input, auth: true, refusalKeepsSession: Boolean(input.event.organizationId) })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['events'] }),
  });
}
