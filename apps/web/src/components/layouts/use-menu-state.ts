import { useCallback, useState } from 'react';
import { useLocation } from '../../lib/router.tsx';

/** Open/closed state of a menu that closes by itself on every navigation. */
export function useMenuState() {
  const location = useLocation();
  // The menu remembers the location it was opened at: any navigation closes it without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  // Forget a stale location too, or going back to that history entry would reopen the menu.
  if (openAt !== null && openAt !== location.key) setOpenAt(null);
  const open = openAt === location.key;
  const close = useCallback(() => setOpenAt(null), []);
  const toggle = useCallback(() => setOpenAt((current) => (current === location.key ? null : location.key)), [location.key]);
  return { open, close, toggle };
}
