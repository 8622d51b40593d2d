import { queryOptions, useQuery } from '@tanstack/react-query';
import { managesEvents, type MyOrganization } from '@volunteering/shared/organization-schemas';
import { apiRequest } from './api-client.ts';
import { useAuth } from './auth/auth-provider.tsx';

// The organizations whose events the signed-in person publishes and manages (issue 18): read by
// Publish as on the event forms and by the organization filter of Manage my events.

export function myOrganizationsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['orgs', 'mine', userId],
    queryFn: async ({ signal }) => (await apiRequest<MyOrganization[]>('/orgs/mine', { signal, auth: true })).data,
  });
}

const managed = (organizations: MyOrganization[]) => organizations.filter((organization) => managesEvents(organization.role));

/** Where the signed-in person is owner or organizer, in the order GET /api/orgs/mine gives. */
export function useOrganizationsIManage() {
  const { user } = useAuth();
  return useQuery({
    ...myOrganizationsQueryOptions(user?.id ?? ''),
    enabled: user !== null,
    select: managed,
  });
}
