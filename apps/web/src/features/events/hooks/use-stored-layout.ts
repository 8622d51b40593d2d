import { LAYOUT_STORAGE_KEY, LAYOUTS, type Layout } from '@volunteering/shared/constants';
import { useCallback, useState } from 'react';

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

/** The visitor's list/grid choice, kept under `eventLayout` and read back on the next visit. */
export function useStoredLayout(): [Layout, (layout: Layout) => void] {
  const [layout, setLayout] = useState(readStoredLayout);
  const storeLayout = useCallback((next: Layout) => {
    setLayout(next);
    try {
      localStorage.setItem(LAYOUT_STORAGE_KEY, next);
    } catch {
      // Not remembered across visits, but the choice still applies now.
    }
  }, []);
  return [layout, storeLayout];
}
