import { eventDetailsMessages } from '@volunteering/shared/texts/event-details';
import { useTexts } from '../../../lib/i18n.tsx';

/** The page's final layout in grey, so nothing jumps when the event arrives. */
export function EventDetailsSkeleton() {
  const t = useTexts(eventDetailsMessages);
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {t.loading}
      </p>
      <div className="skeleton h-[40vh] w-full" />
      <div className="mt-6 space-y-3">
        <div className="skeleton h-6 w-24" />
        <div className="skeleton h-10 w-3/4" />
        <div className="skeleton h-5 w-1/2" />
        <div className="skeleton h-5 w-1/3" />
      </div>
      <div className="mt-8 grid gap-8 lg:grid-cols-3">
        <div className="space-y-4 lg:col-start-3 lg:row-start-1">
          <div className="skeleton h-64" />
          <div className="skeleton h-32" />
        </div>
        <div className="space-y-4 lg:col-span-2 lg:col-start-1 lg:row-start-1">
          <div className="skeleton h-8 w-48" />
          <div className="skeleton h-4 w-full" />
          <div className="skeleton h-4 w-full" />
          <div className="skeleton h-4 w-2/3" />
          <div className="grid gap-4 sm:grid-cols-2">
            {[0, 1, 2, 3].map((n) => (
              <div key={n} className="skeleton h-24" />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
