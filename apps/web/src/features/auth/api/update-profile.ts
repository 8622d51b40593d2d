import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-provider.tsx';

export type ProfileInput = { name: string; photoURL: string };

export async function updateProfile({ name, photoURL }: ProfileInput): Promise<void> {
  await apiRequest('/auth/update-user', { method: 'POST', body: { name, image: photoURL || null } });
}

/** Saves the profile and re-reads the user, so the top bar shows the new name and photo at once. */
export function useUpdateProfile() {
  const { refreshUser } = useAuth();
  return useMutation({
    mutationFn: async (input: ProfileInput) => {
      await updateProfile(input);
      await refreshUser();
    },
  });
}
