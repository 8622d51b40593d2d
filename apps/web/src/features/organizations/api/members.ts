import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActionResult } from '@volunteering/shared/event-schemas';
import type { Invitation, InvitationPreview, InviteInput, Member, OrganizationRole } from '@volunteering/shared/organization-schemas';
import { useAuth } from '../../../lib/auth/auth-provider.tsx';
import { apiRequest } from '../../../lib/api-client.ts';

const base = (slug: string) => `/orgs/${encodeURIComponent(slug)}`;

export function useMembers(slug: string) {
  return useQuery({
    queryKey: ['orgs', 'members', slug],
    queryFn: async ({ signal }) => (await apiRequest<Member[]>(`${base(slug)}/members`, { signal, optionalAuth: true })).data,
  });
}

export function useChangeRole(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, role }: { userId: string; role: OrganizationRole }) =>
      (await apiRequest<Member>(`${base(slug)}/members/${encodeURIComponent(userId)}`, { method: 'PATCH', body: { role }, optionalAuth: true })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['orgs'] }),
  });
}

export function useRemoveMember(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userId: string) =>
      (await apiRequest<ActionResult>(`${base(slug)}/members/${encodeURIComponent(userId)}`, { method: 'DELETE', optionalAuth: true })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orgs'] }),
  });
}

/** The open invitations: owners only, so asked only when the viewer is one. */
export function useInvitations(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: ['orgs', 'invitations', slug],
    queryFn: async ({ signal }) => (await apiRequest<Invitation[]>(`${base(slug)}/invitations`, { signal, optionalAuth: true })).data,
    enabled,
  });
}

export function useInvite(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: InviteInput) =>
      (
        await apiRequest<{ success: true; message: string; invitation: Invitation }>(`${base(slug)}/invitations`, {
          method: 'POST',
          body: input,
          optionalAuth: true,
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orgs', 'invitations', slug] }),
  });
}

export function useWithdrawInvitation(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await apiRequest<ActionResult>(`${base(slug)}/invitations/${encodeURIComponent(id)}`, { method: 'DELETE', optionalAuth: true })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['orgs', 'invitations', slug] }),
  });
}

/** What an invitation link offers; asked again after signing in makes no difference, so the viewer is no part of the key. */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ['orgs', 'invitation', token],
    queryFn: async ({ signal }) => (await apiRequest<InvitationPreview>(`/orgs/invitations/${encodeURIComponent(token)}`, { signal })).data,
    // A used or expired link stays so: no retries.
    retry: false,
  });
}

export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: async () =>
      (
        await apiRequest<{ success: true; message: string; organization: InvitationPreview['organization']; role: OrganizationRole }>(
          `/orgs/invitations/${encodeURIComponent(token)}/accept`,
          { method: 'POST', optionalAuth: Boolean(user) },
        )
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orgs'] }),
  });
}
