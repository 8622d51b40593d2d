import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import type { ReactNode } from 'react';
import { AddToCalendar } from './add-to-calendar.tsx';
import { EventCountdown } from './event-countdown.tsx';
import { JoinEventPanel } from './join-event-panel.tsx';
import { ShareEventButton } from './share-event-button.tsx';

type EventSidebarProps = {
  event: VolunteerEvent;
  /** The joined/needed bar, drawn by the page; absent when the event sets no goal. */
  progress: ReactNode;
};

export function EventSidebar({ event, progress }: EventSidebarProps) {
  return (
    <aside aria-label="Join and share" className="space-y-4 lg:sticky lg:top-4 lg:z-sticky lg:col-start-3 lg:row-start-1 lg:self-start">
      <section aria-labelledby="join-heading" className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body gap-4">
          <h2 id="join-heading" className="card-title text-xl">
            Join This Event
          </h2>
          {progress}
          <JoinEventPanel event={event} />
          <ShareEventButton title={event.title} />
        </div>
      </section>
      <AddToCalendar event={event} />
      <section aria-labelledby="countdown-heading" className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body gap-3">
          <h2 id="countdown-heading" className="card-title text-lg">
            Event Countdown
          </h2>
          <EventCountdown date={event.date} endDate={event.endDate} />
        </div>
      </section>
      <section aria-labelledby="organizer-heading" className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body gap-1">
          <h2 id="organizer-heading" className="card-title text-lg">
            Organizer
          </h2>
          <p className="text-base-content/80">{event.organizer}</p>
        </div>
      </section>
    </aside>
  );
}
