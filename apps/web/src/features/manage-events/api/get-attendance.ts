import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Attendance } from '@volunteering/shared/impact-schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** An event's participants, each present or not, per shift for an event with shifts (the server answers only its organizer). */
export async function getAttendance(eventId: string, signal?: AbortSignal): Promise<Attendance> {
  const { data } = await apiRequest<Attendance>(`/events/${encodeURIComponent(eventId)}/attendance`, { signal, auth: true });
  return data;
}

export function getAttendanceQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: ['events', 'attendance', eventId],
    queryFn: ({ signal }) => getAttendance(eventId, signal),
  });
}

export function useAttendance(eventId: string) {
  return useQuery(getAttendanceQueryOptions(eventId));
}
