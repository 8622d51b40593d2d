import type { Layout } from '@volunteering/shared/preferences';
import { upcomingEventsTexts } from '@volunteering/shared/texts/upcoming-events';
import { StrokeIcon } from '../ui/stroke-icon.tsx';

const OPTIONS: { layout: Layout; label: string; path: string }[] = [
  { layout: 'list', label: upcomingEventsTexts.listLayout, path: 'M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01' },
  { layout: 'grid', label: upcomingEventsTexts.gridLayout, path: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z' },
];

type LayoutSwitchProps = {
  value: Layout;
  onChange: (layout: Layout) => void;
};

/** Two toggle buttons; the pressed one is filled, and aria-pressed says so to assistive tech. */
export function LayoutSwitch({ value, onChange }: LayoutSwitchProps) {
  return (
    <div role="group" aria-label={upcomingEventsTexts.layoutLabel} className="join">
      {OPTIONS.map(({ layout, label, path }) => (
        <button
          key={layout}
          type="button"
          aria-label={label}
          title={label}
          aria-pressed={value === layout}
          className={`btn join-item btn-square ${value === layout ? 'btn-primary' : ''}`}
          onClick={() => onChange(layout)}
        >
          <StrokeIcon className="size-5" d={path} />
        </button>
      ))}
    </div>
  );
}
