import { apiRequest } from '../api-client.ts';
import { createTokenScheduler } from './token-scheduler.ts';

/** The short-lived API access token: in memory only, never in web storage. */
const scheduler = createTokenScheduler({
  fetchToken: async () => (await apiRequest<{ token: string }>('/auth/token')).data.token,
});

export const getAccessToken = scheduler.get;
/** Called when a user is known to be signed in: keeps a fresh token ready. */
export const startAccessTokenRefresh = scheduler.start;
/** Called on sign-out or a change of user: the token is forgotten at once. */
export const forgetAccessToken = scheduler.stop;
