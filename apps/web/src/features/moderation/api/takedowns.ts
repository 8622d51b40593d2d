import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActionResult } from '@volunteering/shared/event-schemas';
import type { HiddenList } from '@volunteering/shared/report-schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** Every moderators' list starts with this key: an action reads them all again. */
const adminKey = ['admin'] as const;

/** Hidden and held events and suspended accounts (moderators and admins). */
export function useHiddenList() {
  return useQuery({
    queryKey: [...adminKey, 'hidden'],
    queryFn: async () => (await apiRequest<HiddenList>('/admin/hidden', { auth: true })).data,
  });
}

/** One of `/api/admin/...`: hide, restore or approve an event; suspend an account or lift it. */
export type ModerationAction = `events/${string}/${'hide' | 'restore' | 'approve'}` | `users/${string}/${'suspend' | 'lift'}`;

/** Does a moderator's action with its reason; the moderators' lists and the event's page are read again. */
export function useModerationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, reason }: { action: ModerationAction; reason: string }) =>
      (await apiRequest<ActionResult>(`/admin/${action}`, { method: 'POST', body: { reason }, auth: true })).data,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminKey }), queryClient.invalidateQueries({ queryKey: ['events'] })]),
  });
}
