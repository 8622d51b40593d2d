import { apiRequest } from '../../../lib/api-client.ts';
import { PAGES } from '@volunteering/shared/pages';

/**
 * Starts Google sign-in: the server answers with Google's address, the browser goes there and
 * comes back signed in to `callbackURL` (or to the login page with `?error=` when it fails).
 */
export async function startGoogleSignIn(callbackURL: string): Promise<string> {
  const { data } = await apiRequest<{ url: string }>('/auth/sign-in/social', {
    method: 'POST',
    body: { provider: 'google', callbackURL, errorCallbackURL: PAGES.login.path },
  });
  return data.url;
}
