import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Attendance, Attendee } from '@volunteering/shared/impact-schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** One shift of an event with shifts as its organizer reads it (issue 38): its people, each present or not, marked once it has `ended`. */
export type ShiftAttendance = { id: string; title: string; start: string; end: string; capacity: number; ended: boolean; people: Attendee[] };

/** The sheet; an event with shifts answers its people per shift too, in start order. */
export type AttendanceSheet = Attendance & { shifts?: ShiftAttendance[] };

/** An event's participants, each present or not (the server answers only its organizer). */
export async function getAttendance(eventId: string, signal?: AbortSignal): Promise<AttendanceSheet> {
  const { data } = await apiRequest<AttendanceSheet>(`/events/${encodeURIComponent(eventId)}/attendance`, { signal, auth: true });
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
