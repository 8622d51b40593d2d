import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActionResult } from '@volunteering/shared/event-schemas';
import type { DismissInput, OpenReports } from '@volunteering/shared/report-schemas';
import { apiRequest } from '../../../lib/api-client.ts';

const openReportsKey = ['admin', 'reports'] as const;

/** The open reports, grouped by what they report (moderators and admins). */
export function useOpenReports() {
  return useQuery({
    queryKey: openReportsKey,
    queryFn: async () => (await apiRequest<OpenReports>('/admin/reports', { auth: true })).data,
  });
}

/** Dismisses the open reports about one target, with a reason; the list is read again. */
export function useDismissReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: DismissInput) => (await apiRequest<ActionResult>('/admin/reports/dismiss', { method: 'POST', body: input, auth: true })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: openReportsKey }),
  });
}
