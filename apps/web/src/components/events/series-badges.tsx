// What a date of a series says on its card (issue 40): "Every Saturday", "Not yet confirmed". Given
// as a card's `status` by Upcoming and My Joined Events only: the cards are Home's too.
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { seriesTexts } from '@volunteering/shared/texts/series';
import { useTexts } from '../../lib/i18n.tsx';

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
