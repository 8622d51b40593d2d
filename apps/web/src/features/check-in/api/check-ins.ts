import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { CheckInList, CheckInResult, CheckInScan, SelfCheckInCode } from '@volunteering/shared/check-in-schemas';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

const eventPath = (eventId: string, rest: string) => `/events/${encodeURIComponent(eventId)}/${rest}`;

export function checkInListQueryOptions(eventId: string, q: string, shiftId = '') {
  return queryOptions({
    queryKey: ['events', 'check-ins', eventId, q, shiftId],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<CheckInList>(eventPath(eventId, 'check-ins'), {
          signal,
          auth: true,
          refusalKeepsSession: true,
          query: { q: q || undefined, shiftId: shiftId || undefined },
        })
      ).data,
  });
}

/**
 * GET /api/events/{id}/check-ins?q=&shiftId=: "Checked in: N of M" and the people found by name
 * (organizers; others 403); with a shift, its people and its counts.
 */
export function useCheckInList(eventId: string, q: string, shiftId = '') {
  return useQuery({
    ...checkInListQueryOptions(eventId, q, shiftId),
    placeholderData: keepPreviousData,
    // Other gates' scans and self check-ins show without a reload.
    refetchInterval: 10_000,
    // A refusal is the answer: no retries before saying so.
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
  });
}

/** A refused scan or self check-in (409) as the answer it is: its message, with its code. */
const refusalOf = (error: ApiError): CheckInResult => ({ success: false, code: error.code ?? '', message: error.message, values: error.values, name: '' });

/** Whether a scan reached the server (its answer, taken or refused), or must wait for the network. */
export type ScanOutcome = { reached: true; result: CheckInResult } | { reached: false };

/** POST /api/events/{id}/check-ins: one scan, its `key` making a retry harmless. */
export async function sendScan(eventId: string, scan: CheckInScan): Promise<ScanOutcome> {
  try {
    const { data } = await apiRequest<CheckInResult>(eventPath(eventId, 'check-ins'), { method: 'POST', body: scan, auth: true, refusalKeepsSession: true });
    return { reached: true, result: data };
  } catch (error) {
    // No network, or the server down: kept for later. Any other answer is the scan's.
    if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return { reached: false };
    return { reached: true, result: refusalOf(error) };
  }
}

/** GET /api/events/{id}/self-check-in-code (organizers): read again when it is replaced, every 30 s. */
export function useSelfCheckInCode(eventId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['events', 'self-check-in-code', eventId],
    queryFn: async ({ signal }) =>
      (await apiRequest<SelfCheckInCode>(eventPath(eventId, 'self-check-in-code'), { signal, auth: true, refusalKeepsSession: true })).data,
    enabled,
    refetchInterval: (query) => {
      const expiresAt = query.state.data?.expiresAt;
      return expiresAt ? Math.max(1_000, Date.parse(expiresAt) - Date.now() + 250) : 30_000;
    },
    staleTime: 0,
    gcTime: 0,
  });
}

/** POST /api/events/{id}/self-check-in: the participant sends the code they scanned. */
export function useSelfCheckIn(eventId: string) {
  return useMutation({
    mutationFn: async (code: string): Promise<CheckInResult> => {
      try {
        return (await apiRequest<CheckInResult>(eventPath(eventId, 'self-check-in'), { method: 'POST', body: { code }, auth: true, refusalKeepsSession: true }))
          .data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) return refusalOf(error);
        throw error;
      }
    },
  });
}
