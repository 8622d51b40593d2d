import { useMutation, useQuery } from '@tanstack/react-query';
import type { AccountDeletion } from '@volunteering/shared/account-schemas';
import type { ActionResult } from '@volunteering/shared/event-schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** Deletes the caller's account for good (issue 16): its address typed again, and its password. */
export async function deleteAccount(input: AccountDeletion): Promise<ActionResult> {
  const { data } = await apiRequest<ActionResult>('/me', { method: 'DELETE', body: input, auth: true });
  return data;
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}

/** Whether the account signs in with a password (an account made with Google has none). */
export function useHasPassword(enabled: boolean) {
  return useQuery({
    queryKey: ['auth', 'sign-in-methods'],
    queryFn: async () => {
      const { data } = await apiRequest<{ providerId: string }[]>('/auth/list-accounts');
      return data.some((method) => method.providerId === 'credential');
    },
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
