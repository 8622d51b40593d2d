import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-provider.tsx';

/** Ends every session of the account, on every device, this browser's included. */
export async function revokeSessions(): Promise<void> {
  await apiRequest('/auth/revoke-sessions', { method: 'POST', body: {} });
}

export function useRevokeSessions() {
  const { signOut } = useAuth();
  return useMutation({
    mutationFn: async () => {
      await revokeSessions();
      // Forgets this browser's user, token and cached data; the login guard then shows the login page.
      await signOut();
    },
  });
}
