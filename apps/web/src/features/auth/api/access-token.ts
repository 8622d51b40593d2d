import { apiRequest } from '../../../lib/api-client.ts';

/** Treat a token as expired this long before its `exp`, so it never expires in flight. */
const EARLY_EXPIRY_MS = 30_000;

let cached: { token: string; expiresAt: number } | undefined;
let pending: Promise<string> | undefined;

function expiryOf(token: string): number {
  const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number };
  return payload.exp * 1000;
}

/** A short-lived access token for the API, kept in memory only and fetched again near expiry. */
export async function getAccessToken(): Promise<string> {
  if (cached && cached.expiresAt - EARLY_EXPIRY_MS > Date.now()) return cached.token;
  pending ??= apiRequest<{ token: string }>('/auth/token')
    .then(({ data }) => {
      cached = { token: data.token, expiresAt: expiryOf(data.token) };
      return data.token;
    })
    .finally(() => {
      pending = undefined;
    });
  return pending;
}

export function forgetAccessToken(): void {
  cached = undefined;
}
