import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Confirms a newsletter subscription with the token of its confirmation link. */
export function useConfirmSubscription() {
  return useMutation({
    mutationFn: async (token: string) => (await apiRequest<{ message: string }>('/newsletter/confirm', { method: 'POST', body: { token } })).data,
  });
}
