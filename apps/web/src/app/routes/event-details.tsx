import { announcementsTexts } from '@volunteering/shared/texts/announcements';
import { calendarTexts } from '@volunteering/shared/texts/calendar';
import { eventDetailsMessages } from '@volunteering/shared/texts/event-details';
import { durationMessages } from '@volunteering/shared/texts/duration';
import { eventCardTexts } from '@volunteering/shared/texts/event-card';
import { eventTypeTexts } from '@volunteering/shared/texts/event-types';
import { uiTexts } from '@volunteering/shared/texts/ui';
import { hiddenEventTexts } from '@volunteering/shared/texts/hidden-events';
import { waitlistTexts } from '@volunteering/shared/texts/waitlist';
import { eventShiftsTexts } from '@volunteering/shared/texts/event-shifts';
import { geoTexts } from '@volunteering/shared/texts/geo';
import { mapTexts } from '@volunteering/shared/texts/maps';
import { namespaceOf } from '@volunteering/shared/i18n/define-texts';
import { codeOf, messageOf } from '@volunteering/shared/i18n/messages';
import { apiMessages } from '@volunteering/shared/texts/api';
import { PAGES } from '@volunteering/shared/pages';
import { Link, useParams } from '../../lib/router.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { useEvent } from '../../features/event-details/api/get-event.ts';
import { HiddenNotice } from '../../components/events/hidden-notice.tsx';
import { CancelledNotice } from '../../features/event-details/components/cancelled-notice.tsx';
import { EventAbout } from '../../features/event-details/components/event-about.tsx';
import { EventAnnouncements } from '../../features/event-details/components/event-announcements.tsx';
import { EventBanner } from '../../features/event-details/components/event-banner.tsx';
import { EventDetailsSkeleton } from '../../features/event-details/components/event-details-skeleton.tsx';
import { EventFaq } from '../../features/event-details/components/event-faq.tsx';
import { EventGallery } from '../../features/event-details/components/event-gallery.tsx';
import { EventLocation } from '../../features/event-details/components/event-location.tsx';
import { EventSidebar } from '../../features/event-details/components/event-sidebar.tsx';
import { ReportButton } from '../../features/moderation/components/report-button.tsx';
import { ReportAuthorButton } from '../../features/moderation/components/report-author-button.tsx';
import { EventShifts, ShiftOfferNotices } from '../../features/event-details/components/event-shifts.tsx';
import { ShiftActionsProvider } from '../../features/event-details/components/shift-actions-context.tsx';
import { WhatToExpect } from '../../features/event-details/components/what-to-expect.tsx';
import { EventTypeBadge } from '../../components/events/event-type-badge.tsx';
import { VolunteersProgress } from '../../components/events/volunteers-progress.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatEventDateTime, formatEventEnd } from '@volunteering/shared/event-time-format';
import { StrokeIcon } from '../../components/ui/stroke-icon.tsx';
import { loadCatalogs, useLanguage, useTexts } from '../../lib/i18n.tsx';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { lazy, Suspense } from 'react';

// Only those who manage the event load what organizing it takes, the edit form included (issue 37).
const OrganizeEventPanel = lazy(async () => {
  const [{ OrganizeEventPanel: Panel }, { EditEventForm }] = await Promise.all([
    import('../../features/manage-events/components/organize-event-panel.tsx'),
    import('../../features/event-form/components/edit-event-form.tsx'),
  ]);
  return { default: ({ event }: { event: VolunteerEvent }) => <Panel event={event} EditEventForm={EditEventForm} /> };
});

// A date of a series (issue 40) loads its part when the page shows one.
const SeriesPart = lazy(async () => ({ default: (await import('../../features/event-details/components/series-part.tsx')).SeriesPart }));

/**
 * The namespaces of every part the page can show, some only once the event or the visitor is known
 * (the waitlist of a full event, the announcements, a signed-in visitor's page after its skeleton),
 * the shared parts' included (the type badge, the volunteers bar, the error state):
 * all asked for together, at the page's first render, so the browser loads them before hydrating
 * and no part suspends the whole page later, which would flash its placeholder.
 */
const PAGE_TEXTS = [
  eventDetailsMessages,
  durationMessages,
  waitlistTexts,
  calendarTexts,
  announcementsTexts,
  eventTypeTexts,
  eventCardTexts,
  uiTexts,
  hiddenEventTexts,
  eventShiftsTexts,
  // The place's map and its credits (issue 42).
  mapTexts,
  geoTexts,
];

function useEventPageTexts() {
  const { language } = useLanguage();
  // Started together; each useTexts below then waits for its own.
  loadCatalogs(language, PAGE_TEXTS.map(namespaceOf)).catch(() => {});
  useTexts(durationMessages);
  useTexts(waitlistTexts);
  useTexts(calendarTexts);
  useTexts(announcementsTexts);
  useTexts(eventTypeTexts);
  useTexts(eventCardTexts);
  useTexts(uiTexts);
  useTexts(hiddenEventTexts);
  useTexts(eventShiftsTexts);
  useTexts(mapTexts);
  useTexts(geoTexts);
  return useTexts(eventDetailsMessages);
}

const TAKEN_DOWN = codeOf(messageOf(apiMessages, 'eventTakenDown'));

/** A 404: gone, or taken down by the moderators, which the answer's code says (issue 37). */
function EventNotFound({ takenDown = false }: { takenDown?: boolean }) {
  const t = useTexts(eventDetailsMessages);
  const title = takenDown ? t.takenDownTitle : t.notFoundTitle;
  return (
    <div className="py-16 text-center">
      <title>{`${title} · Volunteer Hub`}</title>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-2 text-base-content/80">{takenDown ? t.takenDownBody : t.notFoundBody}</p>
      <Link to={PAGES.upcomingEvents.path} className="btn btn-primary mt-6">
        {t.browseEvents}
      </Link>
    </div>
  );
}

const ICON_CALENDAR = 'M8 2v4m8-4v4M3 10h18M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z';
const ICON_PIN = 'M12 22s8-6 8-12a8 8 0 1 0-16 0c0 6 8 12 8 12Zm0-9a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z';

function FactIcon({ d }: { d: string }) {
  return <StrokeIcon className="mt-0.5 size-5 shrink-0 text-primary" d={d} />;
}

// The page composes both event features: shared event parts (badge, bar) and this page's own.
export function EventDetailsRoute() {
  const t = useEventPageTexts();
  const duration = useTexts(durationMessages);
  const { locale } = useLanguage();
  const { id } = useParams<typeof PAGES.eventDetails.path>();
  const { data: event, error, isPending, refetch, isRefetching } = useEvent(id);

  // An id that is no event id names no event: nothing to ask the server.
  if (!PAGES.eventDetails.params.id(id)) return <EventNotFound />;

  if (isPending) {
    return (
      <>
        <title>{t.pageTitle}</title>
        <EventDetailsSkeleton />
      </>
    );
  }
  if (error) {
    if (error instanceof ApiError && error.status === 404) return <EventNotFound takenDown={error.code === TAKEN_DOWN} />;
    return (
      <>
        <title>{t.pageTitle}</title>
        <h1 className="sr-only">{t.heading}</h1>
        <ErrorState title={t.loadFailedTitle} error={error} onRetry={() => refetch()} retrying={isRefetching} />
      </>
    );
  }

  // One shift's action at a time, from its place in the list or the timeline, or from the offer at the top.
  const page = (
    <article>
      <title>{`${event.title} · Volunteer Hub`}</title>
      {event.hidden && <HiddenNotice hidden={event.hidden} />}
      {event.status === 'cancelled' && <CancelledNotice event={event} />}
      <ShiftOfferNotices event={event} />
      <EventBanner src={event.imageUrl} placeholder={event.imagePlaceholder} title={event.title} />
      <header className="mt-6 space-y-3">
        <EventTypeBadge type={event.type} />
        <h1 className="text-3xl font-bold leading-tight break-words sm:text-4xl">{event.title}</h1>
        <dl className="space-y-2 text-base-content/80">
          <div>
            <dt className="sr-only">{t.dateAndTime}</dt>
            <dd className="flex gap-2">
              <FactIcon d={ICON_CALENDAR} />
              <span>
                <time dateTime={event.date}>{formatEventDateTime(event.date, event.timeZone, locale)}</time>
                {event.durationMinutes !== null && (
                  <>
                    {' '}
                    <time dateTime={event.endDate}>
                      {t.until(formatEventEnd(event.date, event.endDate, event.timeZone, locale), duration.label(event.durationMinutes))}
                    </time>
                  </>
                )}
              </span>
            </dd>
          </div>
          <div>
            <dt className="sr-only">{t.location}</dt>
            <dd className="flex gap-2">
              <FactIcon d={ICON_PIN} />
              {event.location}
            </dd>
          </div>
        </dl>
      </header>
      {/*
        A desktop: the description and the rest on the left, the join card and the sidebar in a
        sticky right column. A phone: the title block, the description, the sidebar, then the rest,
        with the join card as a bar fixed to the bottom (its height kept free below the footer). Both
        column boxes dissolve (display: contents) on a phone, so their parts take that order.
      */}
      <div className="mt-8 flex flex-col gap-8 lg:grid lg:grid-cols-3">
        <EventSidebar
          event={event}
          progress={event.volunteersNeeded > 0 ? <VolunteersProgress joined={event.volunteersJoined} needed={event.volunteersNeeded} /> : null}
          organize={
            event.canManage && (
              <Suspense fallback={<div className="skeleton h-20 w-full" />}>
                <OrganizeEventPanel event={event} />
              </Suspense>
            )
          }
        />
        <div className="contents min-w-0 lg:col-span-2 lg:col-start-1 lg:row-start-1 lg:block lg:space-y-10">
          {event.series && (
            <div className="order-1 lg:order-none">
              <Suspense fallback={<div className="skeleton h-32 w-full" />}>
                <SeriesPart event={{ ...event, series: event.series }} />
              </Suspense>
            </div>
          )}
          <div className="order-1 lg:order-none">
            <EventAbout description={event.description} />
          </div>
          {event.shifts.length > 0 && (
            <div className="order-1 min-w-0 lg:order-none">
              <EventShifts event={event} />
            </div>
          )}
          <div className="order-3 min-w-0 space-y-10 lg:order-none">
            <EventAnnouncements event={event} reportAuthor={(authorId) => <ReportAuthorButton authorId={authorId} organizer={event.organizer} />} />
            {/* Only what the event holds: a part it has nothing for is left out (decision 058). */}
            {event.highlights && event.highlights.length > 0 && <WhatToExpect highlights={event.highlights} />}
            {event.images && event.images.length > 0 && <EventGallery images={event.images} title={event.title} />}
            <EventLocation location={event.location} lat={event.lat} lng={event.lng} />
            {event.faqs && event.faqs.length > 0 && <EventFaq faqs={event.faqs} />}
            {/* Nobody reports their own event. */}
            {!event.canManage && (
              <div className="flex justify-end">
                <ReportButton targetType="event" targetId={event._id} name={event.title} label={t.reportEvent} />
              </div>
            )}
          </div>
        </div>
      </div>
    </article>
  );
  return <ShiftActionsProvider event={event}>{page}</ShiftActionsProvider>;
}
