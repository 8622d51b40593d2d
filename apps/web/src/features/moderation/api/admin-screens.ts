import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FoundUser } from '@volunteering/shared/admin-schemas';
import type { ActionResult } from '@volunteering/shared/event-schemas';
import type { AuditLog, RoleInput, Staff } from '@volunteering/shared/report-schemas';
import { apiRequest } from '../../../lib/api-client.ts';

// The audit log and the moderators' screen (issue 16). Each is asked only by those it answers:
// the pages sign out on a 401 or 403 from an authenticated call.

const auditKey = ['admin', 'audit'] as const;
const staffKey = ['admin', 'staff'] as const;

/** What moderators and admins did, newest first (moderators and admins). */
export function useAuditLog() {
  return useQuery({
    queryKey: auditKey,
    queryFn: async ({ signal }) => (await apiRequest<AuditLog>('/admin/audit', { auth: true, signal })).data,
  });
}

/** The moderators and admins (asked by admins only, on their screen). */
export function useStaff() {
  return useQuery({
    queryKey: staffKey,
    queryFn: async ({ signal }) => (await apiRequest<Staff>('/admin/staff', { auth: true, signal })).data,
  });
}

/** The account that uses an address (admins); 404 with the server's words when none does. */
export function useFindUser() {
  return useMutation({
    mutationFn: async (email: string) => (await apiRequest<FoundUser>('/admin/users', { query: { email }, auth: true })).data,
  });
}

/** Makes a user a moderator or a member again, with the reason; the staff list and the log are read again. */
export function useSetRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, ...input }: RoleInput & { userId: string }) =>
      (await apiRequest<ActionResult>(`/admin/users/${encodeURIComponent(userId)}/role`, { method: 'PUT', body: input, auth: true })).data,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: staffKey }), queryClient.invalidateQueries({ queryKey: auditKey })]),
  });
}
