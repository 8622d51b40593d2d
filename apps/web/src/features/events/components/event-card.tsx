import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format-date-time.ts';

type EventCardProps = {
  event: VolunteerEvent;
};

export function EventCard({ event }: EventCardProps) {
  const volunteersId = useId();
  const { volunteersJoined: joined, volunteersNeeded: needed } = event;

  return (
    <article className="card h-full border border-base-300 bg-base-100 shadow-sm">
      <figure className="aspect-video bg-base-200">
        <img
          src={event.imageUrl}
          alt={event.title}
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          className="h-full w-full object-cover"
        />
      </figure>
      <div className="card-body gap-3 p-5">
        <span className="badge badge-primary badge-soft">{event.type}</span>
        <h2 className="card-title text-lg leading-snug">{event.title}</h2>
        <dl className="space-y-1 text-sm text-base-content/80">
          <div>
            <dt className="sr-only">Date and time</dt>
            <dd>
              <time dateTime={event.date}>{formatDateTime(event.date)}</time>
            </dd>
          </div>
          <div>
            <dt className="sr-only">Location</dt>
            <dd>{event.location}</dd>
          </div>
        </dl>
        <div className="mt-auto space-y-1">
          <p id={volunteersId} className="text-sm">
            Volunteers: {joined} / {needed}
          </p>
          <progress
            className="progress progress-primary w-full"
            value={Math.min(joined, needed)}
            max={needed}
            aria-labelledby={volunteersId}
          />
        </div>
        <div className="card-actions justify-end">
          <Link to={`/events/${event._id}`} className="btn btn-primary btn-sm">
            Details<span className="sr-only"> about {event.title}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
