import { Navigate, Outlet, useLocation } from '../router.tsx';
import { useAuth } from './auth-provider.tsx';
import { PAGES } from '@volunteering/shared/pages';

/** The login guard: a spinner while the session loads; without a user, login with the way back. */
export function RequireAuth() {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) {
    return (
      <div className="flex justify-center py-24" role="status">
        <span className="loading loading-spinner loading-lg" aria-hidden="true" />
        <span className="sr-only">Loading your account…</span>
      </div>
    );
  }
  if (!user) return <Navigate to={PAGES.login.path} replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}
