import type { Layout } from '@volunteering/shared/preferences';

// Line for line like the cards: a title and a date that wrap in narrow cards (list cards are
// wide enough for one line each from medium width up), a location, the volunteers bar.
function TitleLines({ oneLineFromMd = false }: { oneLineFromMd?: boolean }) {
  return (
    <div className="space-y-1">
      <div className="skeleton h-6 w-full" />
      <div className={`skeleton h-6 w-3/5 ${oneLineFromMd ? 'md:hidden' : ''}`} />
    </div>
  );
}

function FactLines({ oneLineFromMd = false }: { oneLineFromMd?: boolean }) {
  return (
    <div className="space-y-1">
      <div>
        <div className="skeleton my-0.5 h-4 w-full" />
        <div className={`skeleton my-0.5 h-4 w-1/3 ${oneLineFromMd ? 'md:hidden' : ''}`} />
      </div>
      <div className="skeleton h-5 w-2/3" />
    </div>
  );
}

function VolunteersLines() {
  return (
    <div className="space-y-1">
      <div className="skeleton h-5 w-32" />
      <div className="flex h-5 items-center">
        <div className="skeleton h-2 w-full" />
      </div>
    </div>
  );
}

/** Stands in for an event card while the list loads, at the card's size in either layout (the list's phone row too). */
export function EventCardSkeleton({ layout = 'grid' }: { layout?: Layout }) {
  if (layout === 'list') {
    return (
      <div
        className="card overflow-hidden border border-base-300 bg-base-100 max-sm:grid max-sm:grid-cols-[6.5rem_minmax(0,1fr)] max-sm:gap-x-3 max-sm:p-3 sm:card-side"
        aria-hidden="true"
      >
        <div className="skeleton aspect-video rounded-none max-sm:col-start-1 max-sm:row-span-2 max-sm:row-start-1 max-sm:self-start max-sm:rounded-box sm:w-64 sm:shrink-0 sm:self-center md:w-72" />
        <div className="card-body gap-3 p-5 max-sm:contents md:flex-row md:items-center md:gap-6">
          <div className="flex-1 space-y-2 max-sm:col-start-2 max-sm:row-start-1 max-sm:min-w-0">
            <div className="skeleton h-6 w-24" />
            <TitleLines oneLineFromMd />
            <FactLines oneLineFromMd />
          </div>
          <div className="flex flex-col gap-3 max-sm:col-span-2 max-sm:row-start-3 max-sm:flex-row max-sm:flex-wrap max-sm:items-end max-sm:pt-3 md:w-56 md:shrink-0">
            <div className="max-sm:min-w-36 max-sm:flex-1">
              <VolunteersLines />
            </div>
            <div className="skeleton ml-auto h-8 w-20" />
          </div>
        </div>
      </div>
    );
  }
  return (
    <div className="card h-full overflow-hidden border border-base-300 bg-base-100" aria-hidden="true">
      <div className="skeleton aspect-video rounded-none" />
      <div className="card-body gap-3 p-5">
        <div className="skeleton h-6 w-24" />
        <TitleLines />
        <FactLines />
        <div className="mt-auto">
          <VolunteersLines />
        </div>
        <div className="skeleton ml-auto h-8 w-20" />
      </div>
    </div>
  );
}
