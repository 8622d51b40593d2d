import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from '../../../components/layouts/use-dismiss.ts';

/**
 * A button with a panel under it (the toolbar's Filters and Dates). The panel closes as every menu
 * does (useDismiss): on a press outside it, on Escape (focus back on the button) and when focus leaves it.
 */
export function useDropdown() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const dismiss = useCallback(() => setOpen(false), []);
  useDismiss(rootRef, buttonRef, open, dismiss);

  /** Closes the panel and puts focus back on its button, after a choice. */
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return {
    open,
    close,
    panelId,
    rootProps: { ref: rootRef },
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((isOpen) => !isOpen),
    },
  };
}
