import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * Mails a reset link when the account exists; the answer is the same either way, so nobody can
 * probe which e-mails have accounts. The link brings the e-mail back so the reset page can sign in.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const redirectTo = `/auth/reset-password?${new URLSearchParams({ email })}`;
  await apiRequest('/auth/request-password-reset', { method: 'POST', body: { email, redirectTo } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
