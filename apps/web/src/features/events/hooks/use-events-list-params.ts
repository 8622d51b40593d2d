import type { TypeFilter } from '@volunteering/shared/constants';
import { isLayout, type Layout } from '@volunteering/shared/preferences';
import { listParamsFrom, searchTooLong, parseDays, parsePage, parseType, type DayRange, type UpcomingListParams } from '@volunteering/shared/upcoming-list';
import { useCallback } from 'react';
import { useSearchParams } from '../../../lib/router.tsx';
import { useStoredLayout } from '../../../lib/use-stored-layout.ts';
import { parseNear, writeNear, type Near } from '../near-params.ts';

/**
 * `following`: only events of the organizations a signed-in visitor follows (issue 18, `?following=true`).
 * `seriesOnce`: each series by its next date (issue 40, `?seriesOnce=true`).
 * `near`: Near me (issue 42, `?near=&radius=&place=`); `map`: the map view (`?view=map`), beside the stored list or grid.
 */
export type EventsListParams = UpcomingListParams & {
  layout: Layout;
  following: boolean;
  seriesOnce: boolean;
  searchCut: boolean;
  near: Near | null;
  map: boolean;
};

type ParamChanges = Partial<Pick<EventsListParams, 'q' | 'type' | 'page' | 'days' | 'following' | 'seriesOnce' | 'near'>>;

/**
 * The upcoming list's search, type, days, following, near me, page and layout, kept in the URL query
 * (`?q=&type=&from=&to=&following=&near=&radius=&place=&page=&layout=&view=`) so back/forward and shared links restore them.
 * Defaults stay out of the URL. A URL layout wins over the stored one.
 */
export function useEventsListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [storedLayout, storeLayout] = useStoredLayout();
  const urlLayout = searchParams.get('layout');

  const params: EventsListParams = {
    ...listParamsFrom(searchParams),
    layout: isLayout(urlLayout) ? urlLayout : storedLayout,
    following: searchParams.get('following') === 'true',
    // Each series once, by its next date (issue 40, `?seriesOnce=true`).
    seriesOnce: searchParams.get('seriesOnce') === 'true',
    searchCut: searchTooLong(searchParams),
    near: parseNear(searchParams),
    map: searchParams.get('view') === 'map',
  };

  const update = useCallback(
    (changes: ParamChanges, options: { replace: boolean }) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          // A new search, type or days start again from the first page.
          const filtersChanged =
            changes.q !== undefined ||
            changes.type !== undefined ||
            changes.days !== undefined ||
            changes.following !== undefined ||
            changes.seriesOnce !== undefined ||
            changes.near !== undefined;
          const page = changes.page ?? (filtersChanged ? 1 : parsePage(current.get('page')));
          const q = changes.q ?? current.get('q') ?? '';
          const type = changes.type ?? parseType(current.get('type'));
          if (q.trim()) next.set('q', q.trim());
          else next.delete('q');
          if (type !== 'All') next.set('type', type);
          else next.delete('type');
          const days = changes.days !== undefined ? changes.days : parseDays(current.get('from'), current.get('to'));
          if (days) {
            next.set('from', days.from);
            next.set('to', days.to);
          } else {
            next.delete('from');
            next.delete('to');
          }
          if (changes.following !== undefined) {
            if (changes.following) next.set('following', 'true');
            else next.delete('following');
          }
          if (changes.seriesOnce !== undefined) {
            if (changes.seriesOnce) next.set('seriesOnce', 'true');
            else next.delete('seriesOnce');
          }
          if (changes.near !== undefined) writeNear(next, changes.near);
          if (page > 1) next.set('page', String(page));
          else next.delete('page');
          return next;
        },
        // The page scrolls itself to the list when the page number changes (ScrollRestoration
        // leaves query-only changes alone).
        { replace: options.replace },
      );
    },
    [setSearchParams],
  );

  const setSearch = useCallback((q: string) => update({ q }, { replace: true }), [update]);
  const setType = useCallback((type: TypeFilter) => update({ type }, { replace: false }), [update]);
  const setPage = useCallback((page: number, options: { replace: boolean } = { replace: false }) => update({ page }, options), [update]);
  const setDays = useCallback((days: DayRange | null) => update({ days }, { replace: false }), [update]);
  const setFollowing = useCallback((following: boolean) => update({ following }, { replace: false }), [update]);
  const setSeriesOnce = useCallback((seriesOnce: boolean) => update({ seriesOnce }, { replace: false }), [update]);
  const setNear = useCallback((near: Near | null) => update({ near }, { replace: false }), [update]);
  const clearFilters = useCallback(() => update({ q: '', type: 'All', days: null, following: false, near: null }, { replace: false }), [update]);
  const setLayout = useCallback(
    (layout: Layout) => {
      storeLayout(layout);
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('layout', layout);
          next.delete('view');
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams, storeLayout],
  );
  /** The map view is the address's alone: the stored layout stays the list's or the grid's. */
  const showMap = useCallback(
    () =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('view', 'map');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  return { params, setSearch, setType, setDays, setFollowing, setSeriesOnce, setNear, setPage, clearFilters, setLayout, showMap };
}
