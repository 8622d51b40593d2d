import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { eventDetailsMessages } from '@volunteering/shared/texts/event-details';
import { useTexts } from '../../../lib/i18n.tsx';

/** At the top of a cancelled event's page (issue 37): that it is cancelled, and the organizer's message. */
export function CancelledNotice({ event }: { event: Pick<VolunteerEvent, 'cancelMessage'> }) {
  const t = useTexts(eventDetailsMessages);
  return (
    <div role="status" className="mb-6 rounded-box border border-error bg-error/10 p-4">
      <p className="text-lg font-bold">{t.cancelled}</p>
      <p className="mt-1">{t.cancelledBody}</p>
      {event.cancelMessage && (
        <figure className="mt-3">
          <figcaption className="font-semibold">{t.cancelledMessage}</figcaption>
          <blockquote className="mt-1 whitespace-pre-line">{event.cancelMessage}</blockquote>
        </figure>
      )}
    </div>
  );
}
