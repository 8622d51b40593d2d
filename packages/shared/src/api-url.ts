/** Where the API lives on the site's own origin (ARCHITECTURE.md: one process serves both). */
export const API_BASE = '/api';

export type QueryValue = string | number | boolean | undefined;

/**
 * The address of an API call, e.g. /api/events?type=All&page=1: empty values left out, the rest in
 * the order given. The server's preloads must name exactly the address the page then asks for.
 */
export function apiUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}
