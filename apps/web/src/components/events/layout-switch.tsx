import type { Layout } from '@volunteering/shared/preferences';
import { upcomingEventsTexts } from '@volunteering/shared/texts/upcoming-events';
import { useTexts } from '../../lib/i18n.tsx';
import { StrokeIcon } from '../ui/stroke-icon.tsx';

const OPTIONS: { layout: Layout; label: 'listLayout' | 'gridLayout'; path: string }[] = [
  { layout: 'list', label: 'listLayout', path: 'M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01' },
  { layout: 'grid', label: 'gridLayout', path: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z' },
];

type LayoutSwitchProps = {
  value: Layout;
  onChange: (layout: Layout) => void;
};

/** Two toggle buttons; the pressed one is filled, and aria-pressed says so to assistive tech. */
export function LayoutSwitch({ value, onChange }: LayoutSwitchProps) {
  const t = useTexts(upcomingEventsTexts);
  return (
    <div role="group" aria-label={t.layoutLabel} className="join">
      {OPTIONS.map(({ layout, label, path }) => (
        <button
          key={layout}
          type="button"
          aria-label={t[label]}
          title={t[label]}
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
