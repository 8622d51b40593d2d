import type { EventOrganization, VolunteerEvent } from '@volunteering/shared/event-schemas';
import { eventDetailsMessages } from '@volunteering/shared/texts/event-details';
import { useEffect, useRef, type ReactNode } from 'react';
import { pagePath } from '@volunteering/shared/pages';
import { useTexts } from '../../../lib/i18n.tsx';
import { Link } from '../../../lib/router.tsx';
import { Initials } from '../../../components/ui/initials.tsx';
import { AddToCalendar } from './add-to-calendar.tsx';
import { EventCountdown } from './event-countdown.tsx';
import { ClosedNote, JoinEventPanel } from './join-event-panel.tsx';
import { ShareEventButton } from './share-event-button.tsx';
import { SHIFTS_ID } from './event-shifts.tsx';
import { eventShiftsTexts } from '@volunteering/shared/texts/event-shifts';

/** The phone bar's height, kept free below the footer (index.css, body). */
const JOIN_BAR_HEIGHT = '--join-bar-height';

/**
 * The goal and the join button, or for those who manage the event what they do with it. On a desktop,
 * a card at the top of the right column; on a phone, a compact bar fixed to the bottom of the screen,
 * so joining is one tap away while reading.
 */
function JoinCard({ event, progress, organize }: { event: VolunteerEvent; progress: ReactNode; organize?: ReactNode }) {
  const t = useTexts(eventDetailsMessages);
  const bar = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      // Fixed (a phone): its height is kept free; static (a desktop): nothing is.
      const fixed = getComputedStyle(element).position === 'fixed';
      root.style.setProperty(JOIN_BAR_HEIGHT, fixed ? `${element.offsetHeight}px` : '0px');
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(JOIN_BAR_HEIGHT);
    };
  }, []);

  return (
    <section
      ref={bar}
      aria-labelledby="join-heading"
      className="fixed inset-x-0 bottom-0 z-sticky border-t border-base-300 bg-base-100 px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] lg:static lg:card lg:border lg:p-0 lg:shadow-sm"
    >
      <div className="mx-auto flex max-w-xl flex-wrap items-center gap-x-4 gap-y-2 lg:card-body lg:mx-0 lg:block lg:w-full lg:max-w-none lg:space-y-4">
        <h2 id="join-heading" className="sr-only lg:not-sr-only lg:card-title lg:text-xl">
          {organize ? t.organizeHeading : t.joinHeading}
        </h2>
        {progress && <div className="min-w-32 flex-1 lg:min-w-0">{progress}</div>}
        <div className="w-full sm:w-auto sm:min-w-56 sm:flex-1 lg:w-full">
          {organize ? (
            <div className="space-y-2">
              <ClosedNote event={event} />
              {organize}
            </div>
          ) : event.shifts.length > 0 ? (
            <ChooseShift event={event} />
          ) : (
            <JoinEventPanel event={event} />
          )}
        </div>
      </div>
    </section>
  );
}

/** An event with shifts is joined shift by shift (issue 38): the card leads to them. */
function ChooseShift({ event }: { event: VolunteerEvent }) {
  const t = useTexts(eventShiftsTexts);
  if (event.status === 'cancelled' || event.hidden) return <ClosedNote event={event} />;
  return (
    <div className="space-y-2">
      <p className="hidden text-sm lg:block">{t.chooseShift}</p>
      <a href={`#${SHIFTS_ID}`} className="btn btn-primary btn-lg w-full">
        {t.seeShifts}
      </a>
    </div>
  );
}

/** An organization publishes the event (issue 18): its logo, or its initials, and its name linking to its page. */
function OrganizationLine({ organization }: { organization: EventOrganization }) {
  return (
    <Link to={pagePath('organization', { slug: organization.slug })} className="link flex items-center gap-3 font-medium">
      {organization.logoUrl ? (
        <img src={organization.logoUrl} alt="" width={40} height={40} className="size-10 shrink-0 rounded-full object-cover" />
      ) : (
        <Initials name={organization.name} seed={organization.id} className="size-10 text-sm" />
      )}
      {organization.name}
    </Link>
  );
}

type EventSidebarProps = {
  event: VolunteerEvent;
  /** The joined/needed bar, drawn by the page; absent when the event sets no goal. */
  progress: ReactNode;
  /** In place of Join, on the page of an event the viewer manages (issue 37): drawn by the page. */
  organize?: ReactNode;
};

/**
 * The right-hand column of a desktop: join, share, calendars, countdown, organizer, sticky. On a
 * phone the column's box dissolves (display: contents): the join card becomes the bottom bar and
 * the rest follows the description (`order-2`, between the page's `order-1` and `order-3`).
 */
export function EventSidebar({ event, progress, organize }: EventSidebarProps) {
  const t = useTexts(eventDetailsMessages);
  return (
    <aside aria-label={t.sidebar} className="contents lg:sticky lg:top-4 lg:z-sticky lg:col-start-3 lg:row-start-1 lg:block lg:space-y-4 lg:self-start">
      <JoinCard event={event} progress={progress} organize={organize} />
      <div className="order-2 space-y-4 lg:order-none">
        <ShareEventButton title={event.title} />
        <AddToCalendar event={event} />
        <section aria-labelledby="countdown-heading" className="card border border-base-300 bg-base-100 shadow-sm">
          <div className="card-body gap-3">
            <h2 id="countdown-heading" className="card-title text-lg">
              {t.countdownHeading}
            </h2>
            <EventCountdown date={event.date} endDate={event.endDate} />
          </div>
        </section>
        <section aria-labelledby="organizer-heading" className="card border border-base-300 bg-base-100 shadow-sm">
          <div className="card-body gap-1">
            <h2 id="organizer-heading" className="card-title text-lg">
              {t.organizer}
            </h2>
            {event.organization ? (
              <OrganizationLine organization={event.organization} />
            ) : (
              // An ended event whose organizer deleted their account is kept with the words of ours (issue 16).
              <p className="text-base-content/80">{event.organizer === eventDetailsMessages.formerMember ? t.formerMember : event.organizer}</p>
            )}
          </div>
        </section>
      </div>
    </aside>
  );
}
