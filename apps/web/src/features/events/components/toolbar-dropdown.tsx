import type { ReactNode } from 'react';
import { StrokeIcon } from '../../../components/ui/stroke-icon.tsx';
import { useDropdown } from '../hooks/use-dropdown.ts';

type ToolbarDropdownProps = {
  /** The button's icon (a stroke path) and its name. */
  icon: string;
  label: string;
  /** What is chosen, shown on the button; null when nothing narrows the list. */
  active: string | null;
  /** Names the panel of choices. */
  panelLabel: string;
  panelClassName: string;
  /** The panel's content; `close` puts focus back on the button after a choice. */
  children: (close: () => void) => ReactNode;
};

/**
 * A button of the events toolbar (Dates, Filters) with a panel of choices under it. On phones the
 * panel hangs from the sticky toolbar, lined up with its right edge, not off the screen's left.
 */
export function ToolbarDropdown({ icon, label, active, panelLabel, panelClassName, children }: ToolbarDropdownProps) {
  const { open, close, panelId, rootProps, buttonProps } = useDropdown();
  return (
    <div {...rootProps} className="sm:relative">
      <button {...buttonProps} className="btn relative gap-2">
        <StrokeIcon className="size-5" d={icon} />
        <span className="sr-only sm:not-sr-only">{label}</span>
        {active && (
          <>
            <span className="badge badge-sm badge-primary hidden sm:inline-flex">{active}</span>
            {/* Narrow screens keep the search box wide: a dot marks the active choice, the name is for readers. */}
            <span className="sr-only sm:hidden">{active}</span>
            <span className="status status-primary absolute top-2 right-2 sm:hidden" aria-hidden="true" />
          </>
        )}
      </button>
      {open && (
        <div
          id={panelId}
          role="group"
          aria-label={panelLabel}
          className={`absolute right-4 z-popover mt-2 rounded-box border border-base-300 bg-base-100 p-3 shadow-lg sm:right-0 ${panelClassName}`}
        >
          {children(close)}
        </div>
      )}
    </div>
  );
}

/** One choice of a panel: pressed when it is the one in force. */
export function ChoiceButton({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" aria-pressed={pressed} className={`btn btn-sm justify-start ${pressed ? 'btn-primary' : 'btn-ghost'}`} onClick={onClick}>
      {children}
    </button>
  );
}
