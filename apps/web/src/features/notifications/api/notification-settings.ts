import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings } from '@volunteering/shared/notification-schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-provider.tsx';

export function notificationSettingsQueryOptions(email: string) {
  return queryOptions({
    queryKey: ['notification-settings', email],
    queryFn: async ({ signal }) => (await apiRequest<NotificationSettings>('/me/notifications', { signal, auth: true })).data,
  });
}

/** Which kinds of mail the signed-in user gets. */
export function useNotificationSettings() {
  const { user } = useAuth();
  return useQuery({ ...notificationSettingsQueryOptions(user?.email ?? ''), enabled: user !== null });
}

const SAVING = ['notification-settings', 'save'];

/**
 * Saves every choice. The switches show the new value at once; saves run one after another
 * (one scope), so the last choice is the one kept, and a failed one puts the switches back.
 */
export function useSaveNotificationSettings() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const { queryKey } = notificationSettingsQueryOptions(user?.email ?? '');
  return useMutation({
    mutationKey: SAVING,
    scope: { id: 'notification-settings' },
    mutationFn: async (settings: NotificationSettings) =>
      (await apiRequest<NotificationSettings>('/me/notifications', { method: 'PUT', body: settings, auth: true })).data,
    onMutate: async (settings) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, settings);
      return { before };
    },
    // The server's answer, unless a later choice is still on its way (it is shown already).
    onSuccess: (saved) => {
      if (queryClient.isMutating({ mutationKey: SAVING }) <= 1) queryClient.setQueryData(queryKey, saved);
    },
    onError: (_error, _settings, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
    },
  });
}
