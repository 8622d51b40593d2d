import { EventCardHeading, EventStatusOverlay, type EventCardProps } from './event-card.tsx';
import { EventDetailsLink } from './event-details-link.tsx';
import { EventImage } from './event-image.tsx';
import { VolunteersProgress } from './volunteers-progress.tsx';

/** The list form of an event card: picture beside the text from small screens up. */
export function EventListCard({ event, actions, status, eventStatus = true, muted = false, priority = false }: EventCardProps) {
  return (
    <article className={`card overflow-hidden border border-base-300 shadow-sm sm:card-side ${muted ? 'bg-base-200' : 'bg-base-100'}`}>
      <EventImage
        src={event.imageUrl}
        placeholder={event.imagePlaceholder}
        priority={priority}
        className={`sm:w-64 sm:shrink-0 sm:self-center md:w-72 ${muted ? 'opacity-50' : ''}`}
      >
        {eventStatus && <EventStatusOverlay event={event} />}
      </EventImage>
      <div className="card-body gap-3 p-5 md:flex-row md:items-center md:gap-6">
        <div className="flex-1 space-y-2">
          <EventCardHeading event={event} status={status} />
        </div>
        <div className="flex flex-col gap-3 md:w-auto md:min-w-56 md:shrink-0">
          <VolunteersProgress joined={event.volunteersJoined} needed={event.volunteersNeeded} />
          <div className="card-actions justify-end">{actions ?? <EventDetailsLink id={event._id} title={event.title} />}</div>
        </div>
      </div>
    </article>
  );
}
