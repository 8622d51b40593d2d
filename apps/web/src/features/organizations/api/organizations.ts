import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActionResult, VolunteerEvent } from '@volunteering/shared/event-schemas';
import type {
  CreateOrganizationInput,
  MyOrganization,
  Organization,
  OrganizationPage,
  UpdateOrganizationInput,
} from '@volunteering/shared/organization-schemas';
import { isOrganizationSlug } from '@volunteering/shared/organization-slug';
import { useAuth } from '../../../lib/auth/auth-provider.tsx';
import { apiRequest } from '../../../lib/api-client.ts';

// Organizations (issue 18): the page, the list of mine, creating and editing. Every call sends the
// token when there is one but never requires it: a refusal by role (403) is the page's to show, not
// a reason to sign the person out.

/** What the page reads beyond the first API's shape: the figures and following, once the server gives them. */
export type OrganizationView = OrganizationPage & { followers?: number; volunteersReached?: number; hoursGiven?: number; following?: boolean };

export async function getOrganization(slug: string, signedIn: boolean, signal?: AbortSignal): Promise<OrganizationView> {
  const { data } = await apiRequest<OrganizationView>(`/orgs/${encodeURIComponent(slug)}`, { signal, optionalAuth: signedIn });
  return data;
}

/** The viewer is part of the key: their role and whether they follow it read differently for each. */
export function getOrganizationQueryOptions(slug: string, viewerId: string | null) {
  return queryOptions({
    queryKey: ['orgs', 'detail', slug, viewerId],
    queryFn: ({ signal }) => getOrganization(slug, viewerId !== null, signal),
  });
}

export function useOrganization(slug: string) {
  const { user, loading } = useAuth();
  return useQuery({ ...getOrganizationQueryOptions(slug, user?.id ?? null), enabled: !loading && isOrganizationSlug(slug) });
}

export function useMyOrganizations() {
  const { user } = useAuth();
  return useQuery({
    queryKey: ['orgs', 'mine', user?.id ?? null],
    queryFn: async ({ signal }) => (await apiRequest<MyOrganization[]>('/orgs/mine', { signal, optionalAuth: true })).data,
    enabled: Boolean(user),
  });
}

export type OrganizationEventsPage = { events: VolunteerEvent[]; total: number };
export const ORGANIZATION_EVENTS_PAGE_SIZE = 6;

export function useOrganizationEvents(slug: string, when: 'upcoming' | 'past', page: number) {
  const { user, loading } = useAuth();
  return useQuery({
    queryKey: ['orgs', 'events', slug, when, page, user?.id ?? null],
    queryFn: async ({ signal }): Promise<OrganizationEventsPage> => {
      const { data, headers } = await apiRequest<VolunteerEvent[]>(`/orgs/${encodeURIComponent(slug)}/events`, {
        signal,
        optionalAuth: true,
        query: { when, page, limit: ORGANIZATION_EVENTS_PAGE_SIZE },
      });
      return { events: data, total: Number(headers.get('X-Total-Count') ?? data.length) };
    },
    enabled: !loading,
    placeholderData: (previous) => previous,
  });
}

/** Create (no slug yet) or edit (the organization's current slug): the organization as saved. */
export function useSaveOrganization(slug?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateOrganizationInput | UpdateOrganizationInput) =>
      (
        await apiRequest<Organization>(slug ? `/orgs/${encodeURIComponent(slug)}` : '/orgs', {
          method: slug ? 'PATCH' : 'POST',
          body: input,
          optionalAuth: true,
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orgs'] }),
  });
}

/** Leaving is removing oneself: DELETE /api/orgs/{slug}/members/{my id}. */
export function useLeaveOrganization(slug: string) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: async () =>
      (
        await apiRequest<ActionResult>(`/orgs/${encodeURIComponent(slug)}/members/${encodeURIComponent(user?.id ?? '')}`, {
          method: 'DELETE',
          optionalAuth: true,
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orgs'] }),
  });
}

export type FollowResult = { success: true; message: string; following: boolean };

/** PUT follows, DELETE stops following; the page's answer and the directory's are updated with the result. */
export function useFollow(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (follow: boolean) =>
      (await apiRequest<FollowResult>(`/orgs/${encodeURIComponent(slug)}/follow`, { method: follow ? 'PUT' : 'DELETE', optionalAuth: true })).data,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ['orgs', 'detail', slug] }), queryClient.invalidateQueries({ queryKey: ['orgs', 'directory'] })]),
  });
}
