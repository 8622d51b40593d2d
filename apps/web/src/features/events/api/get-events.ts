import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TypeFilter } from '@volunteering/shared/constants';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { apiRequest } from '../../../lib/api-client.ts';

export type EventsQuery = {
  page?: number;
  limit?: number;
  q?: string;
  type?: TypeFilter;
};

export type EventsPage = {
  events: VolunteerEvent[];
  /** All events matching the query, across every page. */
  totalCount: number;
};

export async function getEvents(query: EventsQuery, signal?: AbortSignal): Promise<EventsPage> {
  const { data, headers } = await apiRequest<VolunteerEvent[]>('/events', { query, signal });
  const totalCount = Number.parseInt(headers.get('X-Total-Count') ?? '', 10);
  return { events: data, totalCount: Number.isNaN(totalCount) ? data.length : totalCount };
}

export function getEventsQueryOptions(query: EventsQuery = {}) {
  return queryOptions({
    queryKey: ['events', 'list', query],
    queryFn: ({ signal }) => getEvents(query, signal),
  });
}

export function useEvents(query: EventsQuery = {}) {
  return useQuery(getEventsQueryOptions(query));
}
