import { useEffect, type RefObject } from 'react';

/**
 * Closes an open menu on Escape (focus goes back to its button), on a press outside `container`,
 * and when keyboard focus moves on to anything outside it (Tab past its last item), so an open
 * menu never hides what has the focus. Focus moving within the menu or back to its button keeps it.
 */
export function useDismiss(container: RefObject<HTMLElement | null>, button: RefObject<HTMLButtonElement | null>, open: boolean, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const isInside = (target: EventTarget | null) => target instanceof Node && Boolean(container.current?.contains(target) || button.current?.contains(target));
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      close();
      button.current?.focus();
    }
    function onPointerDown(event: PointerEvent) {
      if (!isInside(event.target)) close();
    }
    // focusin, not the menu's focusout: it names where focus went, and fires only when it went somewhere.
    function onFocusIn(event: FocusEvent) {
      if (!isInside(event.target)) close();
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [container, button, open, close]);
}
