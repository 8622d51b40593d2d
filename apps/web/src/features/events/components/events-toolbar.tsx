import { TEXT_LIMITS, type TypeFilter } from '@volunteering/shared/constants';
import type { Layout } from '@volunteering/shared/preferences';
import { upcomingEventsTexts } from '@volunteering/shared/texts/upcoming-events';
import { useTexts } from '../../../lib/i18n.tsx';
import { useId, useRef, type ReactNode } from 'react';
import { useDebouncedSearch } from '../hooks/use-debounced-search.ts';
import { LayoutSwitch } from '../../../components/events/layout-switch.tsx';
import { TypeFilterDropdown } from './type-filter-dropdown.tsx';
import { DateFilterDropdown } from './date-filter-dropdown.tsx';
import type { DayRange } from '@volunteering/shared/upcoming-list';
import { StrokeIcon } from '../../../components/ui/stroke-icon.tsx';
import { useTypedBeforeHydration } from '../../../lib/server-render.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { FollowingToggle } from './following-toggle.tsx';

type EventsToolbarProps = {
  q: string;
  type: TypeFilter;
  days: DayRange | null;
  layout: Layout;
  busy: boolean;
  onSearch: (q: string) => void;
  onTypeChange: (type: TypeFilter) => void;
  onDaysChange: (days: DayRange | null) => void;
  onLayoutChange: (layout: Layout) => void;
  /** Following, for a signed-in visitor (issue 18); left out for anyone else. */
  following?: { pressed: boolean; onChange: (following: boolean) => void };
  /** Each series once (issue 40): Upcoming's own control, drawn where it is given. */
  seriesOnce?: ReactNode;
  /** The address asked for a longer search than the API takes: the first part is searched, and we say so. */
  searchCut?: boolean;
  /** The map view's button beside list and grid (issue 42). */
  map?: { label: string; pressed: boolean; onShow: () => void };
};

/**
 * Sticky search, Filters and layout controls. While the search box holds text, narrow screens
 * hide the other controls; they come back from medium width up.
 */
export function EventsToolbar({
  q,
  type,
  days,
  layout,
  busy,
  onSearch,
  onTypeChange,
  onDaysChange,
  onLayoutChange,
  following,
  seriesOnce,
  searchCut = false,
  map,
}: EventsToolbarProps) {
  const t = useTexts(upcomingEventsTexts);
  const searchId = useId();
  const { text, setText, flush } = useDebouncedSearch(q, onSearch);
  const searchForm = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(searchForm, (_, value) => setText(value));

  return (
    <div className="sticky top-0 z-sticky -mx-4 mb-6 border-b border-base-300 bg-base-100/95 px-4 py-3 backdrop-blur">
      {/* Narrow screens give the search its own row, so its placeholder reads whole. */}
      <div className="flex flex-wrap items-center gap-2 sm:flex-nowrap sm:gap-3">
        <form
          ref={searchForm}
          role="search"
          className="min-w-0 flex-1 basis-full sm:basis-auto"
          onSubmit={(event) => {
            event.preventDefault();
            flush();
          }}
        >
          <label htmlFor={searchId} className="sr-only">
            {t.searchLabel}
          </label>
          <div className="input w-full">
            <StrokeIcon className="size-5 shrink-0 opacity-60" d="m21 21-4.3-4.3M11 18a7 7 0 1 1 0-14 7 7 0 0 1 0 14Z" />
            <input
              id={searchId}
              type="search"
              name="q"
              value={text}
              maxLength={TEXT_LIMITS.title}
              aria-describedby={searchCut ? `${searchId}-cut` : undefined}
              placeholder={t.searchPlaceholder}
              autoComplete="off"
              onChange={(event) => setText(event.target.value)}
            />
            {busy && <Spinner className="shrink-0" />}
          </div>
          {searchCut && (
            <p id={`${searchId}-cut`} className="mt-1 text-sm text-base-content/80">
              {t.searchCut(TEXT_LIMITS.title)}
            </p>
          )}
        </form>
        <div className={`${text ? 'hidden md:flex' : 'flex'} flex-wrap items-center gap-2 sm:gap-3`}>
          <TypeFilterDropdown value={type} onChange={onTypeChange} />
          <DateFilterDropdown value={days} onChange={onDaysChange} />
          {following && <FollowingToggle {...following} />}
          {seriesOnce}
          <LayoutSwitch value={layout} onChange={onLayoutChange} map={map} />
        </div>
      </div>
    </div>
  );
}
