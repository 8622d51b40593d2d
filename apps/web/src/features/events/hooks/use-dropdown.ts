import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';

/**
 * A button with a panel under it (the toolbar's Filters and Dates). The panel closes on a pointer
 * press outside it, on Escape (focus back on the button) and when focus leaves it.
 */
export function useDropdown() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  /** Closes the panel and puts focus back on its button, after a choice. */
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return {
    open,
    close,
    panelId,
    rootProps: {
      ref: rootRef,
      // Tabbing out of the panel closes it too, so it never hides the page behind it.
      onBlur: (event: FocusEvent) => {
        if (open && event.relatedTarget && !rootRef.current?.contains(event.relatedTarget as Node)) setOpen(false);
      },
    },
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((isOpen) => !isOpen),
    },
  };
}
