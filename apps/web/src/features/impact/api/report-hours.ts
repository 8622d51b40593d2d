import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HoursRecord, ReportHoursInput } from '@volunteering/shared/hours-schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/hours (issue 39): hours done elsewhere, pending until the supervisor named confirms them; "Your hours" is read again. */
export function useReportHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ReportHoursInput) => (await apiRequest<HoursRecord>('/hours', { method: 'POST', body: input, auth: true })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me', 'hours'] }),
  });
}
