import { CAROUSEL_INTERVAL_MS } from '@volunteering/shared/constants';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

function subscribeVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

function useDocumentVisible(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === 'visible',
    () => true,
  );
}

/** Index of `index + step` in a ring of `count` slides, so both ends wrap. */
export function wrapIndex(index: number, step: number, count: number): number {
  return (((index + step) % count) + count) % count;
}

type CarouselOptions = {
  count: number;
  /** Hover or keyboard focus inside the carousel: the reader is busy with a slide. */
  interacting: boolean;
};

export function useCarousel({ count, interacting }: CarouselOptions) {
  const [index, setIndex] = useState(0);
  const [stoppedByUser, setStoppedByUser] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const visible = useDocumentVisible();

  const rotating = count > 1 && !reducedMotion && !stoppedByUser;
  const advancing = rotating && !interacting && visible;
  // Fewer events than before a refetch must not leave the index past the end.
  const current = count > 0 ? Math.min(index, count - 1) : 0;

  useEffect(() => {
    if (!advancing) return;
    // Keyed on the slide, so any move (auto or manual) restarts the full interval.
    const timer = window.setTimeout(() => setIndex(wrapIndex(current, 1, count)), CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [advancing, current, count]);

  const goTo = useCallback((next: number) => setIndex(next), []);
  const step = useCallback((by: number) => setIndex((previous) => wrapIndex(Math.min(previous, count - 1), by, count)), [count]);

  return {
    index: current,
    goTo,
    step,
    /** Whether the slide show may rotate at all (the user has not stopped it and does not prefer reduced motion). */
    rotating,
    /** Rotating right now: not paused by hover, focus, a hidden tab or the user. */
    advancing,
    canRotate: count > 1 && !reducedMotion,
    toggleRotation: () => setStoppedByUser((stopped) => !stopped),
  };
}
