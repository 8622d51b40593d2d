import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateEventInput, VolunteerEvent } from '@volunteering/shared/event-schemas';
import { apiRequest } from '../../../lib/api-client.ts';

export async function createEvent(input: CreateEventInput): Promise<VolunteerEvent> {
  // A 403 for the organization chosen is shown at Publish as, the person still signed in.
  const { data } = await apiRequest<VolunteerEvent>('/events', { method: 'POST', body: input, auth: true, refusalKeepsSession: Boolean(input.organizationId) });
  return data;
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: (event) => {
      // The organizer's next event starts in this one's zone (decision 054).
      queryClient.setQueriesData({ queryKey: ['me', 'event-defaults'] }, { timeZone: event.timeZone });
      // Every list of events (upcoming, home, my events) may now include the new one.
      return queryClient.invalidateQueries({ queryKey: ['events'] });
    },
  });
}
