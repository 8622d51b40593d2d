import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '../../lib/router.tsx';

/**
 * A new page starts at the top (or at its #hash); back and forward return to where the reader was.
 * Changes of the query alone (search, filter, page) leave the scroll to the page.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    const { key } = location;
    const remember = () => positions.current.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [location]);

  useLayoutEffect(() => {
    const samePage = previousPath.current === location.pathname;
    previousPath.current = location.pathname;
    if (navigationType === 'POP') {
      const saved = positions.current.get(location.key);
      if (saved !== undefined) window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
      return;
    }
    if (!samePage) window.scrollTo(0, 0);
  }, [location, navigationType]);

  return null;
}
