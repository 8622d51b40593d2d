import { useEffect, useState } from 'react';

const TICK_MS = 60_000;

/** The current time, renewed every minute, so an event that ends while the page is open turns completed. */
export function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
