import { useMutation } from '@tanstack/react-query';
import type { RegisterInput } from '@volunteering/shared/account-schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-provider.tsx';

/** Creates the account; better-auth signs it in at once with a 30-day session cookie. */
export async function signUpWithEmail({ name, photoURL, email, password }: RegisterInput): Promise<void> {
  await apiRequest('/auth/sign-up/email', { method: 'POST', body: { name, image: photoURL, email, password } });
}

export function useSignUp() {
  const { refreshUser } = useAuth();
  return useMutation({
    mutationFn: async (input: RegisterInput) => {
      await signUpWithEmail(input);
      await refreshUser();
    },
  });
}
