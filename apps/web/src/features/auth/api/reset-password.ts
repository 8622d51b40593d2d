import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-provider.tsx';

export async function resetPassword(input: { token: string; newPassword: string }): Promise<void> {
  await apiRequest('/auth/reset-password', { method: 'POST', body: input });
}

/** Sets the new password, then signs in with it: the reset itself ends every session. */
export function useResetPassword() {
  const { signIn } = useAuth();
  return useMutation({
    mutationFn: async ({ token, email, newPassword }: { token: string; email: string; newPassword: string }) => {
      await resetPassword({ token, newPassword });
      try {
        await signIn({ email, password: newPassword, rememberMe: true });
        return { signedIn: true };
      } catch {
        // The password is changed either way; the login page takes it from here.
        return { signedIn: false };
      }
    },
  });
}
