import { useMutation } from '@tanstack/react-query';
import type { MailOffResult } from '@volunteering/shared/notification-schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** Follows a mail's "turn this off" link: no sign-in, the token is the proof. */
export function useTurnOff() {
  return useMutation({
    mutationFn: async (token: string) => (await apiRequest<MailOffResult>(`/unsubscribe/${encodeURIComponent(token)}`, { method: 'POST', body: {} })).data,
  });
}
