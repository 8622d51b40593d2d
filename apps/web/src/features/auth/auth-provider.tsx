import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { installAuthHooks } from '../../lib/api-client.ts';
import { forgetAccessToken, getAccessToken } from './api/access-token.ts';
import { getSessionUser, signInWithEmail, signOutSession, type SessionUser } from './api/session.ts';

type AuthState = {
  user: SessionUser | null;
  /** True until the first session check has answered. */
  loading: boolean;
  signIn: (input: { email: string; password: string; rememberMe?: boolean }) => Promise<void>;
  signOut: () => Promise<void>;
};

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [user, setUser] = useState<SessionUser | null>(null);
  const [loading, setLoading] = useState(true);
  const navigate = useNavigate();

  // The one interceptor: tokens for authenticated calls, and sign-out when the API refuses them.
  useEffect(() => {
    installAuthHooks({
      accessToken: async () => getAccessToken(),
      onUnauthorized: () => {
        forgetAccessToken();
        setUser(null);
        queryClient.clear();
        console.warn('Unauthorized access - user logged out');
        navigate('/auth/login');
      },
    });
  }, [navigate, queryClient]);

  useEffect(() => {
    let active = true;
    getSessionUser()
      .catch(() => null)
      .then((found) => {
        if (!active) return;
        setUser(found);
        setLoading(false);
      });
    return () => {
      active = false;
    };
  }, []);

  const signIn = useCallback(
    async (input: { email: string; password: string; rememberMe?: boolean }) => {
      forgetAccessToken();
      setUser(await signInWithEmail(input));
      await queryClient.invalidateQueries();
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    try {
      await signOutSession();
    } finally {
      forgetAccessToken();
      setUser(null);
      queryClient.clear();
    }
  }, [queryClient]);

  const value = useMemo(() => ({ user, loading, signIn, signOut }), [user, loading, signIn, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
