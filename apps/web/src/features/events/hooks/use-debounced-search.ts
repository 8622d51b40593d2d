import { SEARCH_DEBOUNCE_MS } from '@volunteering/shared/constants';
import { useEffect, useEffectEvent, useRef, useState } from 'react';

/**
 * The search box's text, handed to `onSearch` (trimmed) once typing pauses. When the applied
 * search changes from elsewhere (back/forward, a cleared filter), the box shows it again.
 */
export function useDebouncedSearch(applied: string, onSearch: (q: string) => void) {
  const [text, setText] = useState(applied);
  const sent = useRef(applied);
  const search = useEffectEvent((q: string) => {
    if (q === sent.current) return;
    sent.current = q;
    onSearch(q);
  });

  useEffect(() => {
    if (applied !== sent.current) {
      sent.current = applied;
      setText(applied);
    }
  }, [applied]);

  useEffect(() => {
    const q = text.trim();
    if (q === sent.current) return;
    const timer = setTimeout(() => search(q), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  /** Applies the text at once (Enter), without waiting for the pause. */
  const flush = () => {
    const q = text.trim();
    if (q === sent.current) return;
    sent.current = q;
    onSearch(q);
  };

  return { text, setText, flush };
}
