import { Component, Suspense, useEffect, type ReactNode } from 'react';
import { Outlet, useLocation } from '../lib/router.tsx';
import { RouteErrorBoundary } from './route-error.tsx';

class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteErrorBoundary /> : this.props.children;
  }
}

/** While a bare page's chunk loads: a screen-high placeholder keeps anything below out of view. */
const BLANK = <div className="min-h-dvh" aria-busy="true" data-page-loading="" />;

/**
 * Around the pages: a page that throws (or whose chunk fails to load) gets the error screen
 * while the frame stays usable; another address starts afresh. While a page's chunk loads,
 * `loading` stands in (screen-high, so nothing shifts).
 */
export function PageBoundary({ loading = BLANK }: { loading?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname}>
      <Suspense fallback={loading}>
        <Outlet />
        <PageReady />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * Marks `<html data-hydrated>` once the first page is in place and working: for a page the server
 * rendered, the moment its buttons start to answer (tests wait for it; decision 017).
 */
function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
