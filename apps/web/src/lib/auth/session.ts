import type { SessionUser } from '@volunteering/shared/server-render-state';
import { apiRequest } from '../api-client.ts';

export type { SessionUser };

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
