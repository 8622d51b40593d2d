// A volunteer's home area (issue 42): only the ~5 km geohash cell of the point they gave is kept.
import ngeohash from 'ngeohash';
import { HOME_AREA, type HomeArea, type Point } from '@volunteering/shared/geo-schemas';

/** The cell a point lies in, as stored: never the point itself. */
export const homeGeohashOf = (point: Point): string => ngeohash.encode(point.lat, point.lng, HOME_AREA.geohashPrecision);

/** A stored cell as answered: its geohash and its centre. */
export function homeAreaOf(geohash: string | null): HomeArea | null {
  if (!geohash) return null;
  const { latitude, longitude } = ngeohash.decode(geohash);
  return { geohash, lat: Math.round(latitude * 1e5) / 1e5, lng: Math.round(longitude * 1e5) / 1e5 };
}
