import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttendanceResult, AttendanceUpdate } from '@volunteering/shared/impact-schemas';
import { answerOf, messageOf } from '@volunteering/shared/i18n/messages';
import { apiMessages } from '@volunteering/shared/texts/api';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { getAttendanceQueryOptions } from './get-attendance.ts';

/** The marks of one save: for an event with shifts, each names its shift (issue 38). */
export type AttendanceMarks = { attendance: (AttendanceUpdate['attendance'][number] & { shiftId?: string })[] };

/** Marks participants present or absent, all at once; the server refuses before the event (or the shift) has ended. */
export async function updateAttendance(eventId: string, update: AttendanceMarks): Promise<AttendanceResult> {
  const { data } = await apiRequest<AttendanceResult>(`/events/${encodeURIComponent(eventId)}/attendance`, {
    method: 'PATCH',
    body: update,
    auth: true,
  });
  if (!data.success) throw new ApiError(409, data.message ? data : answerOf(messageOf(apiMessages, 'serverError')));
  return data;
}

export function useUpdateAttendance(eventId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = getAttendanceQueryOptions(eventId);
  return useMutation({
    mutationFn: (update: AttendanceMarks) => updateAttendance(eventId, update),
    onSuccess: (result, update) => {
      // A shift's marks: the sheet is read again, with every shift as saved.
      if (update.attendance.some((mark) => mark.shiftId !== undefined)) return queryClient.invalidateQueries({ queryKey });
      queryClient.setQueryData(queryKey, (sheet) => (sheet && result.participants ? { ...sheet, participants: result.participants } : sheet));
    },
  });
}
