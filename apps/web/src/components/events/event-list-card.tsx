import { EventCardHeading, EventStatusOverlay, type EventCardProps } from './event-card.tsx';
import { EventDetailsLink } from './event-details-link.tsx';
import { EventImage } from './event-image.tsx';
import { VolunteersProgress } from './volunteers-progress.tsx';

/**
 * The list form of an event card. On a phone a compact row (issue 37): a small picture beside the
 * type, title, date and place, the status under them, any details across, the count beside the actions across the foot.
 * From small screens up the picture is large beside the text, the status over it. The phone's row
 * is a grid the picture's and the body's boxes dissolve into (`contents`), so each thing is drawn once.
 */
export function EventListCard({ event, actions, status, details, eventStatus = true, muted = false, priority = false }: EventCardProps) {
  return (
    <article
      className={`card overflow-hidden border border-base-300 shadow-sm max-sm:grid max-sm:grid-cols-[6.5rem_minmax(0,1fr)] max-sm:gap-x-3 max-sm:p-3 sm:card-side ${muted ? 'bg-base-200' : 'bg-base-100'}`}
    >
      <div className="relative max-sm:contents sm:w-64 sm:shrink-0 sm:self-center md:w-72">
        <EventImage
          src={event.imageUrl}
          placeholder={event.imagePlaceholder}
          priority={priority}
          className={`max-sm:col-start-1 max-sm:row-span-2 max-sm:row-start-1 max-sm:self-start max-sm:rounded-box ${muted ? 'opacity-50' : ''}`}
        />
        {eventStatus && <EventStatusOverlay event={event} className="max-sm:static max-sm:col-start-2 max-sm:row-start-2 max-sm:p-0 max-sm:pt-2" />}
      </div>
      <div className="card-body gap-3 p-5 max-sm:contents md:flex-row md:items-center md:gap-6">
        {/* On a phone, what `details` holds takes the row's whole width, under the picture. */}
        <div className="flex-1 space-y-2 max-sm:contents">
          <div className="space-y-2 max-sm:col-start-2 max-sm:row-start-1 max-sm:min-w-0 max-sm:[&_h2]:text-base">
            <EventCardHeading event={event} status={status} />
          </div>
          {details && <div className="max-sm:col-span-2 max-sm:row-start-3 max-sm:pt-3">{details}</div>}
        </div>
        <div className="flex flex-col gap-3 max-sm:col-span-2 max-sm:row-start-4 max-sm:flex-row max-sm:flex-wrap max-sm:items-end max-sm:pt-3 md:w-auto md:min-w-56 md:shrink-0">
          <div className="max-sm:min-w-36 max-sm:flex-1">
            <VolunteersProgress joined={event.volunteersJoined} needed={event.volunteersNeeded} />
          </div>
          <div className="card-actions justify-end max-sm:ml-auto">{actions ?? <EventDetailsLink id={event._id} title={event.title} />}</div>
        </div>
      </div>
    </article>
  );
}
