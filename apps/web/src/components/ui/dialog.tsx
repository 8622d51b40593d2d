import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export type DialogIcon = 'success' | 'error' | 'info' | 'question';

type DialogProps = {
  open: boolean;
  /** Called however the dialog closes: an action, Escape, or the auto-close timer. */
  onClose: () => void;
  title: string;
  children?: ReactNode;
  /** Buttons at the bottom; mark the one that should take focus first with `data-autofocus`. */
  actions?: ReactNode;
  /** Without `actions`: a single button with this label, which closes the dialog (a message). */
  okLabel?: string;
  icon?: DialogIcon;
  autoCloseMs?: number;
  /** Extra classes for the box, e.g. a wider max-width. */
  className?: string;
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
  /**
   * Where focus goes once the dialog has closed, instead of back to what opened it: for a dialog
   * whose opener went away (the button of a card the action removed). Null: back to the opener.
   */
  returnFocus?: () => HTMLElement | null;
};

const ICON_CLASSES: Record<DialogIcon, string> = {
  success: 'bg-success/15 text-success',
  error: 'bg-error/15 text-error',
  info: 'bg-info/15 text-info',
  question: 'bg-warning/15 text-warning',
};

const ICON_PATHS: Record<DialogIcon, string> = {
  success: 'M5 13l4 4L19 7',
  error: 'M6 6l12 12M18 6 6 18',
  info: 'M12 11v6m0-10h.01',
  question: 'M9.1 9a3 3 0 1 1 4.2 2.7c-.8.4-1.3 1.1-1.3 2v.3m0 3h.01',
};

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert (focus stays
 * inside), Escape closes it, and focus goes back to whatever opened it.
 */
export function Dialog({ open, onClose, title, children, actions, okLabel, icon, autoCloseMs, className = '', onKeyDown, returnFocus }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const openRef = useRef(open);
  openRef.current = open;
  const returnFocusRef = useRef(returnFocus);
  returnFocusRef.current = returnFocus;
  const titleId = useId();
  const bodyId = useId();

  function restoreFocus() {
    const target = returnFocusRef.current?.() ?? opener.current;
    opener.current = null;
    if (target?.isConnected) target.focus();
  }

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      // React does not render the autofocus attribute, so the browser would pick the first button.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      // Restored now rather than in the close event, so a dialog opened next remembers the right opener.
      restoreFocus();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) {
        dialog.close();
        restoreFocus();
      }
    };
  }, []);

  useEffect(() => {
    if (!open || !autoCloseMs) return;
    const timer = setTimeout(() => onCloseRef.current(), autoCloseMs);
    return () => clearTimeout(timer);
  }, [open, autoCloseMs]);

  // The close event also follows our own close() call; only a close the browser did (Escape) is news.
  // A close event from a dialog opened again since (React's development double effects) is stale.
  function handleClose() {
    if (ref.current?.open) return;
    restoreFocus();
    if (openRef.current) onCloseRef.current();
  }

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      onClose={handleClose}
      onKeyDown={onKeyDown}
    >
      {open && (
        <div className={`modal-box ${icon ? 'text-center' : ''} ${className}`}>
          {icon && (
            <div className={`mx-auto mb-4 flex size-14 items-center justify-center rounded-full ${ICON_CLASSES[icon]}`}>
              <svg viewBox="0 0 24 24" className="size-8" aria-hidden="true">
                {icon === 'info' || icon === 'question' ? <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" /> : null}
                <path d={ICON_PATHS[icon]} fill="none" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round" strokeWidth="2" />
              </svg>
            </div>
          )}
          <h2 id={titleId} className="text-xl font-bold">
            {title}
          </h2>
          {children && (
            <div id={bodyId} className="mt-3 text-base-content/80">
              {children}
            </div>
          )}
          {(actions || okLabel) && (
            <div className={`modal-action flex-wrap ${icon ? 'justify-center' : ''}`}>
              {actions ?? (
                <button type="button" className="btn btn-primary" data-autofocus onClick={onClose}>
                  {okLabel}
                </button>
              )}
            </div>
          )}
        </div>
      )}
    </dialog>
  );
}
