import { useMutation } from '@tanstack/react-query';
import type { GeocodeResult } from '@volunteering/shared/geo-schemas';
import { apiRequest } from '../../lib/api-client.ts';

export type Place = GeocodeResult;

/** An address turned into places (issue 42): asked when a search is sent, never as it is typed (the geocoder's terms). */
export function useGeocode() {
  return useMutation({
    mutationFn: async (q: string) => (await apiRequest<Place[]>('/geocode', { query: { q }, auth: true })).data,
  });
}
