import { DEFAULT_LAYOUT, type Layout } from '@volunteering/shared/preferences';
import { useCallback, useState } from 'react';
import { readStoredLayout, storeLayout } from './preferences.ts';
import { useServerRender } from './server-render.tsx';

/**
 * The visitor's list/grid choice, kept under `eventLayout` and read back on the next visit; also
 * in a cookie of that name, so the server renders the list in it (rememberPreferencesForServer keeps
 * the cookie in step with storage on every load).
 */
export function useStoredLayout(): [Layout, (layout: Layout) => void] {
  const server = useServerRender();
  const [layout, setLayout] = useState(() => readStoredLayout() ?? DEFAULT_LAYOUT);
  const chooseLayout = useCallback((next: Layout) => {
    setLayout(next);
    storeLayout(next);
  }, []);
  return [server ? (server.layout ?? DEFAULT_LAYOUT) : layout, chooseLayout];
}
