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

/**
 * Around the pages: a page that throws (or whose chunk fails to load) gets the error screen
 * while the frame stays usable; another address starts afresh. While a page's chunk loads on the
 * first visit, a screen-high placeholder keeps the footer out of view, so nothing shifts.
 */
export function PageBoundary() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname}>
      <Suspense fallback={<div className="min-h-dvh" aria-busy="true" data-page-loading="" />}>
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
