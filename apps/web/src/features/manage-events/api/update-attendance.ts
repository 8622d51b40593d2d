import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttendanceResult, AttendanceUpdate } from '@volunteering/shared/impact-schemas';
import { answerOf, messageOf } from '@volunteering/shared/i18n/messages';
import { apiMessages } from '@volunteering/shared/texts/api';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { getAttendanceQueryOptions } from './get-attendance.ts';

/** Marks participants present or absent, all at once; the server refuses before the event (or the shift) has ended. */
export async function updateAttendance(eventId: string, update: AttendanceUpdate): Promise<AttendanceResult> {
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
    mutationFn: (update: AttendanceUpdate) => updateAttendance(eventId, update),
    // The answer is the sheet as saved: its participants, or (an event with shifts) every shift.
    onSuccess: (result) => {
      queryClient.setQueryData(queryKey, (sheet) =>
        sheet ? { ...sheet, participants: result.participants ?? sheet.participants, shifts: result.shifts ?? sheet.shifts } : sheet,
      );
    },
  });
}
