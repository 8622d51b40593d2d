import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { EventDetailsLink } from './event-details-link.tsx';
import { EventFacts } from './event-facts.tsx';
import { EventImage } from './event-image.tsx';
import { EventTypeBadge } from './event-type-badge.tsx';
import { VolunteersProgress } from './volunteers-progress.tsx';

type EventCardProps = {
  event: VolunteerEvent;
};

/** The grid form of an event card. */
export function EventCard({ event }: EventCardProps) {
  return (
    <article className="card h-full overflow-hidden border border-base-300 bg-base-100 shadow-sm">
      <EventImage src={event.imageUrl} />
      <div className="card-body gap-3 p-5">
        <EventTypeBadge type={event.type} className="self-start" />
        <h2 className="card-title text-lg leading-snug">{event.title}</h2>
        <EventFacts event={event} />
        <div className="mt-auto">
          <VolunteersProgress joined={event.volunteersJoined} needed={event.volunteersNeeded} />
        </div>
        <div className="card-actions justify-end">
          <EventDetailsLink id={event._id} title={event.title} />
        </div>
      </div>
    </article>
  );
}
