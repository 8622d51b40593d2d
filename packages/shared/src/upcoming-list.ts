import { EVENTS_PAGE_SIZE, TEXT_LIMITS, TYPE_FILTER_OPTIONS, type TypeFilter } from './constants.ts';
import { EVENT_DATES } from './event-time.ts';

/** A query of GET /api/events as the web client sends it. */
export type EventsQuery = {
  page?: number;
  limit?: number;
  q?: string;
  type?: TypeFilter;
  /** First and last day (YYYY-MM-DD), as each event's own calendar counts it. */
  from?: string;
  to?: string;
};

/** Days of an events list: both ends included, `from` not after `to`. */
export type DayRange = { from: string; to: string };

/** What the Upcoming events address asks for: `?q=&type=&from=&to=&page=` (the layout aside). */
export type UpcomingListParams = { q: string; type: TypeFilter; page: number; days: DayRange | null };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The days a list may be asked about (issue 35): no event lies outside them, and past 9999 the database's day arithmetic fails. */
export const LIST_DAYS = { first: `${EVENT_DATES.firstYear}-01-01`, last: '2099-12-31' } as const;

/** Whether `value` is a real calendar day written YYYY-MM-DD. */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Whether `value` is a day of LIST_DAYS, written YYYY-MM-DD. */
export function isListDay(value: unknown): value is string {
  return isDay(value) && value >= LIST_DAYS.first && value <= LIST_DAYS.last;
}

/** The range an address names, or null when it names none, a backward one or one outside LIST_DAYS. */
export function parseDays(from: string | null, to: string | null): DayRange | null {
  return isListDay(from) && isListDay(to) && from <= to ? { from, to } : null;
}

export function parseType(value: string | null): TypeFilter {
  return (TYPE_FILTER_OPTIONS as readonly (string | null)[]).includes(value) ? (value as TypeFilter) : 'All';
}

export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The list the address asks for, as the page and the server read it. */
/** A search longer than the API takes, from a shared link: the list searches its first part (issue 37). */
export function searchTooLong(searchParams: URLSearchParams): boolean {
  return (searchParams.get('q') ?? '').trim().length > TEXT_LIMITS.title;
}

export function listParamsFrom(searchParams: URLSearchParams): UpcomingListParams {
  return {
    q: (searchParams.get('q') ?? '').trim().slice(0, TEXT_LIMITS.title).trim(),
    type: parseType(searchParams.get('type')),
    page: parsePage(searchParams.get('page')),
    days: parseDays(searchParams.get('from'), searchParams.get('to')),
  };
}

/** The query of one page of Upcoming events (8 a page). */
export function upcomingPageQuery({ q, type, page, days }: UpcomingListParams): EventsQuery {
  return { q: q || undefined, type, ...(days ?? {}), page, limit: EVENTS_PAGE_SIZE };
}
