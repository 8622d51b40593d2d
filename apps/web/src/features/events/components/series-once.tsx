// Upcoming with a series once (issue 40): the toolbar's toggle.
import { seriesTexts } from '@volunteering/shared/texts/series';
import { StrokeIcon } from '../../../components/ui/stroke-icon.tsx';
import { useTexts } from '../../../lib/i18n.tsx';

export function SeriesOnceToggle({ pressed, onChange }: { pressed: boolean; onChange: (once: boolean) => void }) {
  const t = useTexts(seriesTexts).list;
  return (
    <button
      type="button"
      aria-pressed={pressed}
      title={t.seriesOnceHint}
      className={`btn gap-2 ${pressed ? 'btn-primary' : ''}`}
      onClick={() => onChange(!pressed)}
    >
      <StrokeIcon className="size-5" d="M17 2l4 4-4 4M3 11V9a3 3 0 0 1 3-3h15M7 22l-4-4 4-4m14-1v2a3 3 0 0 1-3 3H3" />
      <span className="sr-only lg:not-sr-only">{t.seriesOnce}</span>
    </button>
  );
}
