import { apiRequest } from '../../../lib/api-client.ts';

export type SessionUser = { id: string; name: string; email: string; image: string | null };

/** True once: the server served this page to a browser without a session cookie. */
export function servedSignedOut(): boolean {
  const hint = document.querySelector('meta[name="session"][content="none"]');
  hint?.remove();
  return hint !== null;
}

/** The signed-in user from the session cookie, or null. */
export async function getSessionUser(): Promise<SessionUser | null> {
  const { data } = await apiRequest<{ user: SessionUser } | null>('/auth/get-session');
  return data?.user ?? null;
}

export async function signInWithEmail(input: { email: string; password: string; rememberMe?: boolean }): Promise<SessionUser> {
  const { data } = await apiRequest<{ user: SessionUser }>('/auth/sign-in/email', { method: 'POST', body: input });
  return data.user;
}

export async function signOutSession(): Promise<void> {
  await apiRequest('/auth/sign-out', { method: 'POST', body: {} });
}

/**
 * Starts Google sign-in: the server answers with Google's address, the browser goes there and
 * comes back signed in to `callbackURL` (or to the login page with `?error=` when it fails).
 */
export async function startGoogleSignIn(callbackURL: string): Promise<string> {
  const { data } = await apiRequest<{ url: string }>('/auth/sign-in/social', {
    method: 'POST',
    body: { provider: 'google', callbackURL, errorCallbackURL: '/auth/login' },
  });
  return data.url;
}
