import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export type Place = { label: string; lat: number; lng: number };

/** An address turned into places (issue 42): asked when a search is sent, never as it is typed (the geocoder's terms). */
export function useGeocode() {
  return useMutation({
    mutationFn: async (q: string) => (await apiRequest<Place[]>('/geocode', { query: { q } })).data,
  });
}
