import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import type { ReactNode } from 'react';
import { EventDetailsLink } from './event-details-link.tsx';
import { EventFacts } from './event-facts.tsx';
import { EventImage } from './event-image.tsx';
import { EventStatusBadge } from './event-status-badge.tsx';
import { EventTypeBadge } from './event-type-badge.tsx';
import { VolunteersProgress } from './volunteers-progress.tsx';

export type EventCardProps = {
  event: VolunteerEvent;
  /** Buttons and links at the foot of the card; the 'Details' link when left out. */
  actions?: ReactNode;
  /** A label beside the type badge (e.g. 'Completed'). */
  status?: ReactNode;
  /** More under the date and place (a joined event's shifts, issue 38). */
  details?: ReactNode;
  /**
   * Whether the picture says if the event is full, has few spots left, is happening now or has ended
   * (decision 021); off where `status` tells it in its own words.
   */
  eventStatus?: boolean;
  /** Fades the picture and tints the card, for an event that is over; the text stays readable. */
  muted?: boolean;
  /** One of the first cards on the page: its picture loads at once (see EventImage). */
  priority?: boolean;
};

/** The type, any status, the title and the facts: the same in the grid and the list form. */
export function EventCardHeading({ event, status, details }: Pick<EventCardProps, 'event' | 'status' | 'details'>) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <EventTypeBadge type={event.type} />
        {status}
      </div>
      <h2 className="card-title text-lg leading-snug">{event.title}</h2>
      <EventFacts event={event} />
      {details}
    </>
  );
}

/** The event's status over the top of its picture, in both card forms; nothing while there is nothing to say. */
export function EventStatusOverlay({ event, className = '' }: Pick<EventCardProps, 'event'> & { className?: string }) {
  return (
    <div className={`absolute inset-x-0 top-0 flex flex-wrap gap-2 p-3 empty:hidden *:shadow-sm ${className}`}>
      <EventStatusBadge event={event} />
    </div>
  );
}

/** The grid form of an event card. */
export function EventCard({ event, actions, status, details, eventStatus = true, muted = false, priority = false }: EventCardProps) {
  return (
    <article className={`card h-full overflow-hidden border border-base-300 shadow-sm ${muted ? 'bg-base-200' : 'bg-base-100'}`}>
      <EventImage src={event.imageUrl} placeholder={event.imagePlaceholder} className={muted ? 'opacity-50' : ''} priority={priority}>
        {eventStatus && <EventStatusOverlay event={event} />}
      </EventImage>
      <div className="card-body gap-3 p-5">
        <EventCardHeading event={event} status={status} details={details} />
        <div className="mt-auto">
          <VolunteersProgress joined={event.volunteersJoined} needed={event.volunteersNeeded} />
        </div>
        <div className="card-actions justify-end">{actions ?? <EventDetailsLink id={event._id} title={event.title} />}</div>
      </div>
    </article>
  );
}
