// Upcoming with a series once (issue 40): the toolbar's toggle, and what a date of a series says on
// its card ("Every Saturday", "Not yet confirmed"), drawn by Upcoming only: the cards are Home's too.
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { seriesListTexts } from '@volunteering/shared/texts/series-list';
import { seriesTexts } from '@volunteering/shared/texts/series';
import { StrokeIcon } from '../../../components/ui/stroke-icon.tsx';
import { useTexts } from '../../../lib/i18n.tsx';

export function SeriesOnceToggle({ pressed, onChange }: { pressed: boolean; onChange: (once: boolean) => void }) {
  const t = useTexts(seriesListTexts);
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

/** A date of a series: its rule as the server says it in the reader's language, and "Not yet confirmed". */
export function SeriesBadges({ event }: { event: VolunteerEvent }) {
  const words = useTexts(seriesTexts);
  if (!event.series) return null;
  return (
    <>
      <span className="badge badge-outline badge-sm">{event.series.summary}</span>
      {event.notYetConfirmed && <span className="badge badge-warning badge-sm">{words.notYetConfirmed}</span>}
    </>
  );
}
