import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from '../router.tsx';
import { installAuthHooks } from './api-auth.ts';
import { forgetAccessToken, getAccessToken, startAccessTokenRefresh } from './access-token.ts';
import { getSessionUser, signInWithEmail, signOutSession, type SessionUser } from './session.ts';
import { PAGES } from '@volunteering/shared/pages';
import { isLanguage, LANGUAGE_COOKIE } from '@volunteering/shared/i18n/languages';
import { useLanguage } from '../i18n.tsx';

type AuthState = {
  user: SessionUser | null;
  /** True until the first session check has answered. */
  loading: boolean;
  signIn: (input: { email: string; password: string; rememberMe?: boolean }) => Promise<void>;
  signOut: () => Promise<void>;
  /** Re-reads the signed-in user from the session (after sign-up, a password reset or a profile change). */
  refreshUser: () => Promise<void>;
};

const AuthContext = createContext<AuthState | null>(null);

/** Tabs of one browser share the session cookie: a sign-out in one is announced to the others. */
const CHANNEL_NAME = 'auth';
type AuthMessage = { type: 'signed-out' };

function announceSignOut() {
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.postMessage({ type: 'signed-out' } satisfies AuthMessage);
  channel.close();
}

/**
 * `knownUser`: who the server found signed in when it served the page (null: nobody, so there is no
 * session to ask about); undefined when it did not say, and the session is asked for here.
 */
export function AuthProvider({ children, knownUser }: { children: ReactNode; knownUser?: SessionUser | null }) {
  const queryClient = useQueryClient();
  const [user, setUser] = useState<SessionUser | null>(knownUser ?? null);
  const [loading, setLoading] = useState(knownUser === undefined);
  const navigate = useNavigate();
  const { language, setLanguage } = useLanguage();
  // Read by the token hook, which is installed once and must not fetch a token for nobody.
  const signedIn = useRef(Boolean(knownUser));

  const applyUser = useCallback((next: SessionUser | null) => {
    signedIn.current = next !== null;
    if (next) startAccessTokenRefresh();
    else forgetAccessToken();
    setUser(next);
  }, []);

  const dropSession = useCallback(() => {
    applyUser(null);
    queryClient.clear();
  }, [applyUser, queryClient]);

  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  // The one interceptor, installed once: tokens for authenticated calls, and sign-out when the API
  // refuses them. Before the page's own effects: a page rendered for a known user asks for its data at once.
  useLayoutEffect(() => {
    installAuthHooks({
      accessToken: async () => (signedIn.current ? getAccessToken() : null),
      onUnauthorized: () => {
        // Several calls refused at once sign out once.
        if (signedIn.current) {
          dropSession();
          announceSignOut();
          console.warn('Unauthorized access - user logged out');
        }
        // Back to this page after signing in again.
        navigateRef.current(PAGES.login.path, { state: { from: window.location.pathname + window.location.search } });
      },
    });
  }, [dropSession]);

  useEffect(() => {
    const channel = new BroadcastChannel(CHANNEL_NAME);
    channel.onmessage = (event: MessageEvent<AuthMessage>) => {
      if (event.data.type === 'signed-out') dropSession();
    };
    return () => channel.close();
  }, [dropSession]);

  // The user the server named: their token is fetched at once (later users go through applyUser).
  useLayoutEffect(() => {
    if (signedIn.current) startAccessTokenRefresh();
  }, []);

  useEffect(() => {
    if (knownUser !== undefined) return;
    let active = true;
    getSessionUser()
      .catch(() => null)
      .then((found) => {
        if (!active) return;
        applyUser(found);
        setLoading(false);
      });
    return () => {
      active = false;
    };
  }, [applyUser, knownUser]);

  const signIn = useCallback(
    async (input: { email: string; password: string; rememberMe?: boolean }) => {
      forgetAccessToken();
      // A browser that chose no language takes the account's, as the server's cookie now says (issue 37).
      const chosen = document.cookie.split(';').some((pair) => pair.trim().startsWith(`${LANGUAGE_COOKIE}=`));
      const signedIn = await signInWithEmail(input);
      applyUser(signedIn);
      if (!chosen && isLanguage(signedIn.language) && signedIn.language !== language) await setLanguage(signedIn.language);
      await queryClient.invalidateQueries();
    },
    [applyUser, queryClient, language, setLanguage],
  );

  const signOut = useCallback(async () => {
    try {
      await signOutSession();
    } finally {
      dropSession();
      announceSignOut();
    }
  }, [dropSession]);

  const refreshUser = useCallback(async () => {
    forgetAccessToken();
    applyUser(await getSessionUser());
  }, [applyUser]);

  const value = useMemo(() => ({ user, loading, signIn, signOut, refreshUser }), [user, loading, signIn, signOut, refreshUser]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
