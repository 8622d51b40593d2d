// Places on a map (issue 42): the numbers and addresses the screens read without a schema, so the
// pages that only show a map or a near-me list load no zod (geo-schemas.ts re-exports them).

/** A near-me list's radius in km: at most 100, 25 when left out; the screens offer 5, 10, 25 and 50. */
export const NEAR_RADIUS_KM = { default: 25, max: 100, choices: [5, 10, 25, 50] } as const;

/** A home area is kept as a geohash of this many characters (a cell of about 5 km), never the exact point; the digest's "New near you" reaches this far from its centre. */
export const HOME_AREA = { geohashPrecision: 5, nearKm: 10 } as const;

/** The map's tiles when MAP_TILE_URL is unset: OpenStreetMap's standard tiles. */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
/** Where the credits (geoTexts.attribution) link to. */
export const OSM_COPYRIGHT_URL = 'https://www.openstreetmap.org/copyright';
