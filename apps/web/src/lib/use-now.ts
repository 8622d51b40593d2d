import { useEffect, useState } from 'react';
import { useServerRender } from './server-render.tsx';

const TICK_MS = 60_000;

/**
 * The current time, renewed every minute, so an event that starts or ends while the page is open
 * changes its status. Markup from the server shows the server's moment until hydrated (decision 017),
 * so hydration finds the same text; the browser's clock takes over right after.
 */
export function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return useServerRender()?.now ?? now;
}
