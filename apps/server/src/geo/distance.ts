// Distances on the Earth for near-me lists and the digest's "New near you" (issue 42, decision 071):
// a box of degrees an index is walked by, then the exact great-circle distance (haversine) in SQL.
import { sql, type SQL } from 'drizzle-orm';

/** The Earth's mean radius (IUGG), km. */
export const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE = (EARTH_RADIUS_KM * Math.PI) / 180;

export type Box = { latMin: number; latMax: number; lngMin: number; lngMax: number };

/**
 * The box of latitudes and longitudes that holds every point within `radiusKm` of a point, a hair
 * wider for rounding. Over a pole or across the 180th meridian, every longitude (rare, and still
 * exact: the distance decides).
 */
export function boxAround(lat: number, lng: number, radiusKm: number): Box {
  const dLat = (radiusKm / KM_PER_DEGREE) * 1.001;
  const [latMin, latMax] = [lat - dLat, lat + dLat];
  const widest = Math.cos((Math.min(90, Math.max(Math.abs(latMin), Math.abs(latMax))) * Math.PI) / 180);
  const dLng = widest > 1e-9 ? dLat / widest : Infinity;
  const [lngMin, lngMax] = [lng - dLng, lng + dLng];
  const everyLongitude = latMax >= 90 || latMin <= -90 || lngMin < -180 || lngMax > 180;
  return { latMin, latMax, lngMin: everyLongitude ? -180 : lngMin, lngMax: everyLongitude ? 180 : lngMax };
}

/**
 * A box inside the circle of `radiusKm` around a point: every point in it is within the radius (a
 * square of side r·√2, a hair smaller, its longitudes measured at its latitude nearest the
 * equator). Near a pole or the 180th meridian, an empty box far outside the Earth's degrees.
 */
export function boxWithin(lat: number, lng: number, radiusKm: number): Box {
  const dLat = ((radiusKm / Math.SQRT2) * 0.99) / KM_PER_DEGREE;
  const [latMin, latMax] = [lat - dLat, lat + dLat];
  const nearest = Math.min(Math.abs(latMin), Math.abs(latMax), latMin <= 0 && latMax >= 0 ? 0 : 90);
  const widest = Math.cos((Math.max(Math.abs(latMin), Math.abs(latMax)) * Math.PI) / 180);
  const dLng = dLat / Math.cos((nearest * Math.PI) / 180);
  if (latMax >= 89 || latMin <= -89 || widest < 0.05 || lng - dLng < -180 || lng + dLng > 180)
    return { latMin: 1000, latMax: 1000, lngMin: 1000, lngMax: 1000 };
  return { latMin, latMax, lngMin: lng - dLng, lngMax: lng + dLng };
}

/** The great-circle distance in km between two points in degrees (haversine): exact on a sphere. */
export function distanceKmSql(lat1: SQL | unknown, lng1: SQL | unknown, lat2: SQL | unknown, lng2: SQL | unknown): SQL<number> {
  return sql<number>`(${sql.raw(String(2 * EARTH_RADIUS_KM))} * asin(least(1, sqrt(
    power(sin(radians(${lat2} - ${lat1}) / 2), 2)
    + cos(radians(${lat1})) * cos(radians(${lat2})) * power(sin(radians(${lng2} - ${lng1}) / 2), 2)))))`;
}
