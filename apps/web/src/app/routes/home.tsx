import { CAROUSEL_MAX_EVENTS } from '@volunteering/shared/constants';
import { homeTexts } from '@volunteering/shared/texts/home';
import { useTexts } from '../../lib/i18n.tsx';
import { noEventsTexts } from '@volunteering/shared/texts/no-events';
import { Link } from '../../lib/router.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { useEvents } from '../../features/events/api/get-events.ts';
import { CarouselMessage, CarouselSkeleton, EventsCarousel } from '../../features/home/components/events-carousel.tsx';
import { FeatureSections } from '../../features/home/components/feature-sections.tsx';
import { PAGES } from '@volunteering/shared/pages';
import { whenNear } from '../../lib/when-near.tsx';

/** The sections below the first screens: their code comes when the visitor scrolls toward them. */
const HomeLater = whenNear(async () => (await import('../home-later.tsx')).HomeLater);

export function HomeRoute() {
  const t = useTexts(homeTexts);
  return (
    <>
      <title>{t.pageTitle}</title>
      <h1 className="sr-only">{t.heading}</h1>
      <div className="space-y-16 sm:space-y-20">
        <UpcomingEventsCarousel />
        <FeatureSections />
        <HomeLater />
      </div>
    </>
  );
}

function UpcomingEventsCarousel() {
  const t = useTexts(homeTexts);
  const empty = useTexts(noEventsTexts);
  const { data, error, isPending, refetch, isRefetching } = useEvents({ limit: CAROUSEL_MAX_EVENTS });

  if (isPending) return <CarouselSkeleton />;

  if (error) {
    return (
      <CarouselMessage>
        <div className="w-full max-w-2xl">
          <ErrorState title={t.loadError} error={error} onRetry={() => void refetch()} retrying={isRefetching} />
        </div>
      </CarouselMessage>
    );
  }

  if (data.events.length === 0) {
    return (
      <CarouselMessage>
        <div className="max-w-xl text-center">
          <h2 className="text-2xl font-bold sm:text-3xl">{empty.noUpcomingTitle}</h2>
          <p className="mt-3 text-base-content/80">{empty.noUpcomingBody}</p>
          <Link to={PAGES.createEvent.path} className="btn btn-primary mt-6">
            {t.createEvent}
          </Link>
        </div>
      </CarouselMessage>
    );
  }

  return <EventsCarousel events={data.events.slice(0, CAROUSEL_MAX_EVENTS)} />;
}
