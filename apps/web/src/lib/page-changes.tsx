import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from './router.tsx';

// What a browser does for a page load and a single-page app must do itself on each navigation
// (issue 12): start at the top or return to the place, and tell keyboard and screen-reader users
// that a new page is there.

const POSITIONS_KEY = 'scrollPositions';
const MAX_POSITIONS = 50;
/** How long a reloaded page may take to grow tall enough for its old place. */
const RESTORE_WITHIN_MS = 3000;

function readPositions(): Map<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(POSITIONS_KEY) ?? '[]');
    return new Map(Array.isArray(saved) ? (saved as [string, number][]) : []);
  } catch {
    return new Map();
  }
}

function savePositions(positions: Map<string, number>) {
  try {
    sessionStorage.setItem(POSITIONS_KEY, JSON.stringify([...positions].slice(-MAX_POSITIONS)));
  } catch {
    // Storage full or refused: places are then kept for this page's life only.
  }
}

/** Scrolls to `y` once the page is tall enough (its data may still be loading), unless the reader scrolls first. */
function scrollWhenReady(y: number): () => void {
  window.scrollTo(0, y);
  if (Math.abs(window.scrollY - y) < 1) return () => {};
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of ['wheel', 'touchmove', 'keydown'] as const) window.removeEventListener(type, stop);
  };
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) < 1) stop();
  });
  observer.observe(document.body);
  const timer = setTimeout(stop, RESTORE_WITHIN_MS);
  for (const type of ['wheel', 'touchmove', 'keydown'] as const) window.addEventListener(type, stop, { passive: true });
  return stop;
}

/**
 * A new page starts at the top (or at its #hash); back, forward and a reload return to where the
 * reader was, kept per history entry in sessionStorage. Changes of the query alone (search, filter,
 * page) leave the scroll to the page.
 */
function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number>>(null);
  const previousPath = useRef<string | null>(null);
  // The entry a scroll belongs to, switched before this component scrolls for a new page: the
  // scroll event of a navigation may come after React has shown the next page.
  const currentKey = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    positions.current ??= readPositions();
    const remember = () => positions.current!.set(currentKey.current, window.scrollY);
    // The place as the page leaves: a scroll just before a reload may not have fired its event yet.
    const save = () => {
      remember();
      savePositions(positions.current!);
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', save);
    };
  }, []);

  useLayoutEffect(() => {
    const samePage = previousPath.current === location.pathname;
    previousPath.current = location.pathname;
    currentKey.current = location.key;
    if (navigationType === 'POP') {
      positions.current ??= readPositions();
      const saved = positions.current.get(location.key);
      return saved === undefined ? undefined : scrollWhenReady(saved);
    }
    if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
      return undefined;
    }
    if (!samePage) window.scrollTo(0, 0);
    return undefined;
  }, [location, navigationType]);

  return null;
}

/** How long a new page may take to show its heading before focus stays where it is. */
const HEADING_WITHIN_MS = 10_000;

/** Calls `found` with the page's heading as soon as it is in the document. */
function whenHeadingShows(found: (heading: HTMLElement) => void): () => void {
  const heading = () => document.querySelector<HTMLElement>('h1');
  const now = heading();
  if (now) {
    found(now);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const shown = heading();
    if (!shown) return;
    stop();
    found(shown);
  });
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  const timer = setTimeout(stop, HEADING_WITHIN_MS);
  return stop;
}

/**
 * After a navigation to another page, focus moves to the new page's heading (so the next Tab starts
 * there, as after a page load) and its title is announced, unless the reader already moved focus.
 */
function NewPageFocus() {
  const { pathname } = useLocation();
  const previousPath = useRef(pathname);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (previousPath.current === pathname) return undefined;
    previousPath.current = pathname;
    const focusedBefore = document.activeElement;
    return whenHeadingShows((heading) => {
      const active = document.activeElement;
      if (active === focusedBefore || active === document.body || !active?.isConnected) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
      setAnnouncement(document.title);
    });
  }, [pathname]);

  return (
    <p className="sr-only" aria-live="polite" aria-atomic="true" id="page-announcer">
      {announcement}
    </p>
  );
}

/** Scroll and focus on every page change; rendered once, beside the routes. */
export function PageChanges() {
  return (
    <>
      <ScrollRestoration />
      <NewPageFocus />
    </>
  );
}
