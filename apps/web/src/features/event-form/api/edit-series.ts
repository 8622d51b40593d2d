import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EditEventInput, VolunteerEvent } from '@volunteering/shared/event-schemas';
import { SERIES_CHANGES, type EditSeriesInput, type Series } from '@volunteering/shared/series-schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/i18n.tsx';
import { updateEvent } from './update-event.ts';

/** Which dates an edit of a date of a series changes. */
export type SeriesScope = 'date' | 'following' | 'all';

/** The changes a series takes from the edit form's values: its fields but the time, the shifts and, with shifts, places and length. */
export function seriesChangesOf(values: EditEventInput, withShifts: boolean): Partial<EditSeriesInput> {
  const changes: Record<string, unknown> = {};
  for (const field of SERIES_CHANGES) {
    if (withShifts && (field === 'volunteersNeeded' || field === 'durationMinutes')) continue;
    const value = (values as Record<string, unknown>)[field];
    if (value !== undefined) changes[field] = value;
  }
  return changes;
}

/** The series a date belongs to (GET /api/series/{id}), under the key the event page's series part reads too. */
export function useSeriesOfDate(id: string | undefined) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: ['series', id, language],
    queryFn: async () => (await apiRequest<Series>(`/series/${encodeURIComponent(id!)}`)).data,
    enabled: id !== undefined,
  });
}

/**
 * "This date": the ordinary PATCH of one event; "This and following" and "All future dates": PATCH
 * /api/series/{id} (with `fromEventId` for the first). Answers the date as saved, and the series' message.
 */
export function useEditSeriesDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      event,
      input,
      scope,
      confirmDaysBefore,
    }: {
      event: VolunteerEvent;
      input: EditEventInput;
      scope: SeriesScope;
      confirmDaysBefore?: number | null;
    }) => {
      if (scope === 'date' || !event.series) return { event: await updateEvent(event._id, input), message: null };
      const body = {
        ...seriesChangesOf(input, event.shifts.length > 0),
        ...(scope === 'following' && { fromEventId: event._id }),
        ...(confirmDaysBefore !== undefined && { confirmDaysBefore }),
      };
      const { data } = await apiRequest<{ success: boolean; code?: string; message: string; values?: (string | number)[] }>(
        `/series/${encodeURIComponent(event.series.id)}`,
        { method: 'PATCH', body, auth: true },
      );
      const saved = (await apiRequest<VolunteerEvent>(`/events/${encodeURIComponent(event._id)}`, { optionalAuth: true })).data;
      return { event: saved, message: data };
    },
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['events'] }), queryClient.invalidateQueries({ queryKey: ['series'] })]),
  });
}
