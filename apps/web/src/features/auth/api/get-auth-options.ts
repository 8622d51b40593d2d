import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export type AuthOptions = { google: boolean };

export async function getAuthOptions(signal?: AbortSignal): Promise<AuthOptions> {
  const { data } = await apiRequest<AuthOptions>('/auth-options', { signal });
  return data;
}

/** Fixed for the server's lifetime, so read once per page load. */
export const authOptionsQuery = queryOptions({
  queryKey: ['auth-options'],
  queryFn: ({ signal }) => getAuthOptions(signal),
  staleTime: Infinity,
  gcTime: Infinity,
});
