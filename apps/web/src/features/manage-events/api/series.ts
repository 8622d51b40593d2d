import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiMessage } from '@volunteering/shared/i18n/messages';
import { apiDownload, apiRequest } from '../../../lib/api-client.ts';

type Ended = ApiMessage & { success: boolean; cancelled: string[] };

/** Ends a series after one of its dates (issue 40): the later dates are cancelled and their people mailed. */
export function useEndSeries(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (afterEventId: string) =>
      (await apiRequest<Ended>(`/series/${encodeURIComponent(id)}/end`, { method: 'POST', body: { afterEventId }, auth: true })).data,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['events'] }), queryClient.invalidateQueries({ queryKey: ['series', id] })]),
  });
}

/** The series as one calendar entry (RRULE, EXDATE for its cancelled dates), saved as a file. */
export function useSeriesCalendar(id: string) {
  return useMutation({
    mutationFn: () => apiDownload(`/series/${encodeURIComponent(id)}/calendar.ics`, { accept: 'text/calendar', fallbackFileName: 'series.ics' }),
  });
}
