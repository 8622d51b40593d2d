import { LAYOUT_STORAGE_KEY, LAYOUTS, type Layout } from '@volunteering/shared/constants';
import { useCallback, useState } from 'react';
import { setPreferenceCookie, useServerRender } from '../../../lib/server-render.tsx';

export const DEFAULT_LAYOUT: Layout = 'grid';

export function isLayout(value: unknown): value is Layout {
  return (LAYOUTS as readonly unknown[]).includes(value);
}

function readStoredLayout(): Layout {
  try {
    const saved = localStorage.getItem(LAYOUT_STORAGE_KEY);
    return isLayout(saved) ? saved : DEFAULT_LAYOUT;
  } catch {
    // Storage can be unavailable (privacy settings); the default layout still applies.
    return DEFAULT_LAYOUT;
  }
}

/**
 * The visitor's list/grid choice, kept under `eventLayout` and read back on the next visit; also
 * in a cookie of that name, so the server renders the list in it (rememberPreferencesForServer keeps
 * the cookie in step with storage on every load).
 */
export function useStoredLayout(): [Layout, (layout: Layout) => void] {
  const server = useServerRender();
  const [layout, setLayout] = useState(readStoredLayout);
  const storeLayout = useCallback((next: Layout) => {
    setLayout(next);
    try {
      localStorage.setItem(LAYOUT_STORAGE_KEY, next);
    } catch {
      // Not remembered across visits, but the choice still applies now.
    }
    setPreferenceCookie(LAYOUT_STORAGE_KEY, next);
  }, []);
  return [server ? (server.layout ?? DEFAULT_LAYOUT) : layout, storeLayout];
}
