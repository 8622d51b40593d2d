import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QUERY_RETRY_DELAYS_MS } from '@volunteering/shared/constants';
import { ApiError } from '../lib/api-client.ts';

function shouldRetry(failureCount: number, error: Error): boolean {
  // A 4xx answer will not change on a retry; network failures and 5xx might.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < QUERY_RETRY_DELAYS_MS.length;
}

// TanStack counts from 0 here: the wait before the first retry is retryDelay(0).
function retryDelay(failureCount: number): number {
  return QUERY_RETRY_DELAYS_MS[failureCount] ?? QUERY_RETRY_DELAYS_MS.at(-1)!;
}

/** One per browser tab, and one per page the server renders. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: shouldRetry, retryDelay },
    },
  });
}

export function AppProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
