import type { EditEventInput, VolunteerEvent } from '@volunteering/shared/event-schemas';
import { apiRequest } from '../../../lib/api-client.ts';

export async function updateEvent(id: string, input: EditEventInput): Promise<VolunteerEvent> {
  const { data } = await apiRequest<VolunteerEvent>(`/events/my-events/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: input,
    auth: true,
    // A 403 for a change of Publish as is shown there, the person still signed in.
    refusalKeepsSession: input.organizationId !== undefined,
  });
  return data;
}
