import { matchPage, type PageName } from '@volunteering/shared/pages';
import { frameTexts } from '@volunteering/shared/texts/frame';
import { useTexts } from '../lib/i18n.tsx';
import { useLocation } from '../lib/router.tsx';

/** The pages that open on a grid of cards, and the event's page with its banner; the rest open on a heading and text. */
const SHAPES: Partial<Record<PageName, 'cards' | 'event'>> = {
  upcomingEvents: 'cards',
  manageEvents: 'cards',
  joinedEvents: 'cards',
  organizationDirectory: 'cards',
  myOrganizations: 'cards',
  organization: 'cards',
  eventDetails: 'event',
};

/**
 * The main area while a page's code loads, opened from another page (issue 37): the shape of the
 * page in grey, not a blank. Screen-high, so the footer stays out of view and nothing shifts when
 * the page replaces it. Small, since every page's first load carries it.
 */
export function PageSkeleton() {
  const t = useTexts(frameTexts);
  const shape = SHAPES[matchPage(useLocation().pathname).page.name];
  return (
    <div className="min-h-dvh" aria-busy="true" data-page-loading="">
      <p role="status" className="sr-only">
        {t.pageLoading}
      </p>
      <div className={`skeleton ${shape === 'event' ? 'h-[40vh] w-full' : 'h-9 w-64 max-w-full'}`} />
      <div className="mt-4 max-w-prose space-y-2">
        <div className="skeleton h-5 w-full" />
        <div className="skeleton h-5 w-2/3" />
      </div>
      {shape === 'cards' && (
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {[0, 1, 2, 3].map((n) => (
            <div key={n} className="skeleton h-96" />
          ))}
        </div>
      )}
    </div>
  );
}
