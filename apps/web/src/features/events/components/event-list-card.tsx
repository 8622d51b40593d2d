import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { EventDetailsLink } from './event-details-link.tsx';
import { EventFacts } from './event-facts.tsx';
import { EventImage } from './event-image.tsx';
import { EventTypeBadge } from './event-type-badge.tsx';
import { VolunteersProgress } from './volunteers-progress.tsx';

/** The list form of an event card: picture beside the text from small screens up. */
export function EventListCard({ event }: { event: VolunteerEvent }) {
  return (
    <article className="card overflow-hidden border border-base-300 bg-base-100 shadow-sm sm:card-side">
      <EventImage src={event.imageUrl} className="sm:w-64 sm:shrink-0 sm:self-center md:w-72" />
      <div className="card-body gap-3 p-5 md:flex-row md:items-center md:gap-6">
        <div className="flex-1 space-y-2">
          <EventTypeBadge type={event.type} />
          <h2 className="card-title text-lg leading-snug">{event.title}</h2>
          <EventFacts event={event} />
        </div>
        <div className="flex flex-col gap-3 md:w-56 md:shrink-0">
          <VolunteersProgress joined={event.volunteersJoined} needed={event.volunteersNeeded} />
          <div className="card-actions justify-end">
            <EventDetailsLink id={event._id} title={event.title} />
          </div>
        </div>
      </div>
    </article>
  );
}
