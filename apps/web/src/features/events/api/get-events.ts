import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import type { EventsQuery } from '@volunteering/shared/upcoming-list';
import { apiRequest } from '../../../lib/api-client.ts';

export type EventsPage = {
  events: VolunteerEvent[];
  /** All events matching the query, across every page (at most 1,000 when `totalCapped`). */
  totalCount: number;
  /** The server stopped counting: there are more matches than `totalCount`. */
  totalCapped: boolean;
};

/** `following`: only the followed organizations' events (issue 18), which the server reads from the token; `seriesOnce`: each series by its next date (issue 40); `near`: near me (issue 42). */
export type EventsListQuery = EventsQuery & { following?: true; seriesOnce?: true; near?: string; radiusKm?: number };

export async function getEvents(query: EventsListQuery, signal?: AbortSignal): Promise<EventsPage> {
  const { data, headers } = await apiRequest<VolunteerEvent[]>('/events', { query, signal, optionalAuth: query.following });
  const totalCount = Number.parseInt(headers.get('X-Total-Count') ?? '', 10);
  return {
    events: data,
    totalCount: Number.isNaN(totalCount) ? data.length : totalCount,
    totalCapped: headers.get('X-Total-Count-Capped') === 'true',
  };
}

export function getEventsQueryOptions(query: EventsListQuery = {}) {
  return queryOptions({
    queryKey: ['events', 'list', query],
    queryFn: ({ signal }) => getEvents(query, signal),
  });
}

export function useEvents(query: EventsQuery = {}) {
  return useQuery(getEventsQueryOptions(query));
}

/** One page of a browsable list: the previous page stays on screen while the next one loads. */
export function useEventsPage(query: EventsListQuery) {
  return useQuery({ ...getEventsQueryOptions(query), placeholderData: keepPreviousData });
}
