import { useMutation } from '@tanstack/react-query';
import type { RegisterInput } from '@volunteering/shared/account-schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * Asks for the account: the server mails a confirmation link, which signs in (issue 16). The answer
 * is the same for an address that has an account already, so it tells nothing about it.
 */
export async function signUpWithEmail({ name, photoURL, email, password }: RegisterInput): Promise<void> {
  await apiRequest('/auth/sign-up/email', { method: 'POST', body: { name, image: photoURL || undefined, email, password } });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUpWithEmail });
}
