import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HoursDecision } from '@volunteering/shared/hours-schemas';
import { apiRequest } from '../../../lib/api-client.ts';

type Decision = { kind: 'all' } | { kind: 'approve'; id: string } | { kind: 'reject'; id: string; reason: string };

/** Approves the event's pending hours at once, or one record, or rejects one with its reason (organizers). */
export function useDecideHours(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (decision: Decision) => {
      const [path, body] =
        decision.kind === 'all'
          ? [`/events/${encodeURIComponent(eventId)}/hours/approve`, {}]
          : decision.kind === 'approve'
            ? [`/hours/${encodeURIComponent(decision.id)}/approve`, {}]
            : [`/hours/${encodeURIComponent(decision.id)}/reject`, { reason: decision.reason }];
      return (await apiRequest<HoursDecision>(path, { method: 'POST', body, auth: true, refusalKeepsSession: true })).data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['events', 'check-ins', eventId] }),
  });
}
