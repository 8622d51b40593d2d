import { useMutation } from '@tanstack/react-query';
import type { ReportInput } from '@volunteering/shared/report-schemas';
import type { ActionResult } from '@volunteering/shared/event-schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** Tells the moderators about an event or a user (issue 16); 409 when the caller already did. */
export async function sendReport(input: ReportInput): Promise<ActionResult> {
  const { data } = await apiRequest<ActionResult>('/reports', { method: 'POST', body: input, auth: true });
  return data;
}

export function useSendReport() {
  return useMutation({ mutationFn: sendReport });
}
