// Parts of a page far below its first screen (decision 032). The server renders them whole, so they
// show with the page; their code comes once the visitor heads for them: a scroll, a key, a touch, or
// the part within half a screen of view. A page rendered in the browser loads them at once. A click or a
// submit in such a part before its code came is held and done again once it has.
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { notYetHydrated } from './i18n.tsx';
import { useHydrated } from './server-render.tsx';

const HEADING_FOR_IT = ['scroll', 'keydown', 'pointerdown', 'touchstart'] as const;
const HELD = ['click', 'submit'] as const;

/** A part whose code `load` brings only when the visitor comes near it. */
export function whenNear(load: () => Promise<ComponentType>): ComponentType {
  let comeNear = () => {};
  const near = typeof window === 'undefined' ? Promise.resolve() : new Promise<void>((resolve) => (comeNear = resolve));
  const loading = near.then(load);
  const Part = lazy(() => loading.then((component) => ({ default: component })));

  return function WhenNear() {
    // Mounted by the browser (not hydrating the server's markup): nothing shows until it comes.
    const [mountedInBrowser] = useState(useHydrated());
    if (mountedInBrowser) comeNear();
    const box = useRef<HTMLDivElement>(null);
    const ready = useRef(false);
    const held = useRef<Event | null>(null);
    const [untilAlive] = useState(() => {
      let resolve = () => {};
      const promise = new Promise<void>((done) => (resolve = done));
      return { promise, resolve };
    });

    useEffect(() => {
      const element = box.current;
      if (!element || ready.current) return;
      // A language switch waits until the part is hydrated (or its code failed to come).
      const hydrated = () => {
        comeNear();
        return loading.then(
          () => untilAlive.promise,
          () => {},
        );
      };
      notYetHydrated.add(hydrated);
      void untilAlive.promise.then(() => notYetHydrated.delete(hydrated));
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && comeNear(), {
        rootMargin: '50% 0px',
      });
      observer.observe(element);
      for (const type of HEADING_FOR_IT) window.addEventListener(type, comeNear, { once: true, passive: true });
      // The markup is there but not yet alive: a submit would leave the page, a click would be lost.
      // Held on the window, before React's own listener (on the root) drops it.
      const hold = (event: Event) => {
        if (ready.current || !element.contains(event.target as Node)) return;
        event.preventDefault();
        event.stopPropagation();
        held.current = event;
        comeNear();
      };
      for (const type of HELD) window.addEventListener(type, hold, true);
      return () => {
        notYetHydrated.delete(hydrated);
        observer.disconnect();
        for (const type of HEADING_FOR_IT) window.removeEventListener(type, comeNear);
        for (const type of HELD) window.removeEventListener(type, hold, true);
      };
    }, [untilAlive]);

    // Done again once the part's first effects (the text typed before it came) have been rendered.
    const [alive, setAlive] = useState(false);
    const cameAlive = useCallback(() => {
      ready.current = true;
      setAlive(true);
      untilAlive.resolve();
    }, [untilAlive]);
    useEffect(() => {
      const event = held.current;
      if (!alive || !event) return;
      held.current = null;
      if (event.type === 'submit') (event.target as HTMLFormElement).requestSubmit();
      else (event.target as HTMLElement).click();
    }, [alive]);

    // The same element on every render: a boundary still waiting to hydrate that receives new props
    // is given up and drawn from its fallback, which would empty it until its code came.
    const part = useMemo(
      () => (
        <Suspense fallback={null}>
          <Part />
          <Alive then={cameAlive} />
        </Suspense>
      ),
      [cameAlive],
    );
    return <div ref={box}>{part}</div>;
  };
}

/** Tells, after the commit, that the part before it is hydrated (or rendered). */
function Alive({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}
