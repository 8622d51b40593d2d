import { Outlet } from 'react-router';
import { AuthProvider } from '../features/auth/auth-provider.tsx';

/** Providers that need the router (navigation on sign-out) wrap every page. */
export function AppRoot() {
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  );
}
