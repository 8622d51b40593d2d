import { TYPE_FILTER_OPTIONS, type TypeFilter } from '@volunteering/shared/constants';
import { upcomingEventsTexts } from '@volunteering/shared/texts/upcoming-events';
import { useEffect, useId, useRef, useState } from 'react';
import { StrokeIcon } from '../../../components/ui/stroke-icon.tsx';

type TypeFilterDropdownProps = {
  value: TypeFilter;
  onChange: (type: TypeFilter) => void;
};

/**
 * The Filters button and its panel of event types (16rem, two columns). The panel closes when a
 * type is picked, on a pointer press outside it, and on Escape; focus then returns to the button.
 */
export function TypeFilterDropdown({ value, onChange }: TypeFilterDropdownProps) {
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

  const pick = (type: TypeFilter) => {
    setOpen(false);
    buttonRef.current?.focus();
    if (type !== value) onChange(type);
  };

  return (
    <div
      ref={rootRef}
      // Phones: the panel hangs from the sticky toolbar, lined up with its right edge, not off the screen's left.
      className="sm:relative"
      onBlur={(event) => {
        // Tabbing out of the panel closes it too, so it never hides the page behind it.
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null) && event.relatedTarget) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="btn relative gap-2"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <StrokeIcon className="size-5" d="M3 5h18l-7 8.5V19l-4 2v-7.5L3 5Z" />
        <span className="sr-only sm:not-sr-only">{upcomingEventsTexts.filters}</span>
        {value !== 'All' && (
          <>
            <span className="badge badge-sm badge-primary hidden sm:inline-flex">{value}</span>
            {/* Narrow screens keep the search box wide: a dot marks the active filter, the name is for readers. */}
            <span className="sr-only sm:hidden">{value}</span>
            <span className="status status-primary absolute top-2 right-2 sm:hidden" aria-hidden="true" />
          </>
        )}
      </button>
      {open && (
        <div
          id={panelId}
          role="group"
          aria-label={upcomingEventsTexts.filterByType}
          className="absolute right-4 z-popover mt-2 grid w-64 grid-cols-2 gap-2 rounded-box border border-base-300 bg-base-100 p-3 shadow-lg sm:right-0"
        >
          {TYPE_FILTER_OPTIONS.map((type) => (
            <button
              key={type}
              type="button"
              aria-pressed={type === value}
              className={`btn btn-sm justify-start ${type === value ? 'btn-primary' : 'btn-ghost'}`}
              onClick={() => pick(type)}
            >
              {type}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
