import { useEffect, type RefObject } from 'react';

/**
 * Closes an open menu on Escape (focus goes back to its button) and on a press outside `container`.
 */
export function useDismiss(
  container: RefObject<HTMLElement | null>,
  button: RefObject<HTMLButtonElement | null>,
  open: boolean,
  close: () => void,
) {
  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      close();
      button.current?.focus();
    }
    function onPointerDown(event: PointerEvent) {
      if (!container.current?.contains(event.target as Node)) close();
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [container, button, open, close]);
}
