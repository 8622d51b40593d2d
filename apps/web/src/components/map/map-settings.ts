import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MapOptions } from '@volunteering/shared/geo-schemas';
import { apiRequest } from '../../lib/api-client.ts';

// Where the map's tiles come from and whether addresses can be looked up (issue 42): the server's
// word (MAP_TILE_URL, GEOCODER_URL), asked once a visit, by the first screen with a map or a search.

export const mapOptionsQuery = queryOptions({
  queryKey: ['map-options'],
  queryFn: async ({ signal }) => (await apiRequest<MapOptions>('/map-options', { signal })).data,
  staleTime: Number.POSITIVE_INFINITY,
});

/** The map options, or undefined while they load (or when the server could not be asked). */
export function useMapOptions(): MapOptions | undefined {
  return useQuery(mapOptionsQuery).data;
}
