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
  /** A third button, the map view (Upcoming events, issue 42): its name, whether it is on, and how to turn it on. */
  map?: { label: string; pressed: boolean; onShow: () => void };
};

const MAP_PATH = 'M9 4 3 6v14l6-2 6 2 6-2V4l-6 2-6-2Zm0 0v14m6-12v14';

/** Two toggle buttons (three with the map); the pressed one is filled, and aria-pressed says so to assistive tech. */
export function LayoutSwitch({ value, onChange, map }: LayoutSwitchProps) {
  const t = useTexts(upcomingEventsTexts);
  const button = (key: string, label: string, pressed: boolean, path: string, onClick: () => void) => (
    <button
      key={key}
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      className={`btn join-item btn-square ${pressed ? 'btn-primary' : ''}`}
      onClick={onClick}
    >
      <StrokeIcon className="size-5" d={path} />
    </button>
  );
  return (
    <div role="group" aria-label={t.layoutLabel} className="join">
      {OPTIONS.map(({ layout, label, path }) => button(layout, t[label], !map?.pressed && value === layout, path, () => onChange(layout)))}
      {map && button('map', map.label, map.pressed, MAP_PATH, map.onShow)}
    </div>
  );
}
