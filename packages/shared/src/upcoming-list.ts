import { EVENTS_PAGE_SIZE, TYPE_FILTER_OPTIONS, type TypeFilter } from './constants.ts';

/** A query of GET /api/events as the web client sends it. */
export type EventsQuery = {
  page?: number;
  limit?: number;
  q?: string;
  type?: TypeFilter;
};

/** What the Upcoming events address asks for: `?q=&type=&page=` (the layout aside). */
export type UpcomingListParams = { q: string; type: TypeFilter; page: number };

export function parseType(value: string | null): TypeFilter {
  return (TYPE_FILTER_OPTIONS as readonly (string | null)[]).includes(value) ? (value as TypeFilter) : 'All';
}

export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The list the address asks for, as the page and the server read it. */
export function listParamsFrom(searchParams: URLSearchParams): UpcomingListParams {
  return {
    q: (searchParams.get('q') ?? '').trim(),
    type: parseType(searchParams.get('type')),
    page: parsePage(searchParams.get('page')),
  };
}

/** The query of one page of Upcoming events (8 a page). */
export function upcomingPageQuery({ q, type, page }: UpcomingListParams): EventsQuery {
  return { q: q || undefined, type, page, limit: EVENTS_PAGE_SIZE };
}
