import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DirectoryQuery } from '@volunteering/shared/organization-directory';
import type { DirectoryOrganization } from '@volunteering/shared/organization-schemas';
import { useAuth } from '../../../lib/auth/auth-provider.tsx';
import { apiRequest } from '../../../lib/api-client.ts';

// The directory of organizations (issue 37, decision 055): a page of them, searched by name and city.

export type DirectoryPage = {
  organizations: DirectoryOrganization[];
  /** Every organization the search finds, across its pages. */
  total: number;
};

export async function getDirectory(query: DirectoryQuery, signedIn: boolean, signal?: AbortSignal): Promise<DirectoryPage> {
  const { data, headers } = await apiRequest<DirectoryOrganization[]>('/orgs', { query, signal, optionalAuth: signedIn });
  const total = Number.parseInt(headers.get('X-Total-Count') ?? '', 10);
  return { organizations: data, total: Number.isNaN(total) ? data.length : total };
}

/** The viewer is part of the key: whether they follow each reads differently for each. */
export function getDirectoryQueryOptions(query: DirectoryQuery, viewerId: string | null) {
  return queryOptions({
    queryKey: ['orgs', 'directory', query, viewerId],
    queryFn: ({ signal }) => getDirectory(query, viewerId !== null, signal),
  });
}

/** One page of the directory: the previous page stays on screen while the next one loads. */
export function useDirectory(query: DirectoryQuery) {
  const { user, loading } = useAuth();
  return useQuery({ ...getDirectoryQueryOptions(query, user?.id ?? null), enabled: !loading, placeholderData: keepPreviousData });
}
