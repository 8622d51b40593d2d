// Places on a map (issue 42): a pin's coordinates, the near-me query, the address look-up, a home
// area, and the map's settings as the server tells the pages.
import { z } from 'zod';
import { schemaMessage } from './i18n/messages.ts';
import { geoFieldMessages } from './texts/geo.ts';
import { validationMessages } from './texts/validation.ts';

// The numbers and addresses, without zod, for the screens that need them and no schema (geo-limits.ts).
import { DEFAULT_MAP_TILE_URL, HOME_AREA, NEAR_RADIUS_KM, OSM_COPYRIGHT_URL } from './geo-limits.ts';

export { DEFAULT_MAP_TILE_URL, HOME_AREA, NEAR_RADIUS_KM, OSM_COPYRIGHT_URL };

const latMessage = schemaMessage(geoFieldMessages, 'lat');
const lngMessage = schemaMessage(geoFieldMessages, 'lng');

/** WGS 84 latitude and longitude, in degrees. */
export const LatSchema = z.number({ error: latMessage }).min(-90, latMessage).max(90, latMessage);
export const LngSchema = z.number({ error: lngMessage }).min(-180, lngMessage).max(180, lngMessage);

/** A point: a pin's, or the one a home area is saved from. */
export const PointSchema = z.object({ lat: LatSchema, lng: LngSchema });
export type Point = z.infer<typeof PointSchema>;

/**
 * An event's pin as its bodies take it: `lat` and `lng` both numbers, both null (no pin), or both
 * left out (on an edit: unchanged). One without the other is refused on the one missing.
 */
export const pinFields = { lat: LatSchema.nullable().optional(), lng: LngSchema.nullable().optional() };

export function checkPin(value: { lat?: number | null | undefined; lng?: number | null | undefined }, ctx: z.RefinementCtx): void {
  const given = (v: unknown) => v !== undefined && v !== null;
  if (given(value.lat) !== given(value.lng) || (value.lat === undefined) !== (value.lng === undefined)) {
    const missing = given(value.lat) ? 'lng' : given(value.lng) ? 'lat' : value.lat === undefined ? 'lat' : 'lng';
    ctx.addIssue({ code: 'custom', path: [missing], message: schemaMessage(geoFieldMessages, 'bothOrNeither') });
  }
}

const NEAR_PATTERN = /^\s*([+-]?\d{1,3}(?:\.\d+)?)\s*,\s*([+-]?\d{1,3}(?:\.\d+)?)\s*$/;

/** `near={lat},{lng}` of GET /api/events, read as a point. */
export const NearSchema = z.string().transform((value, ctx) => {
  const match = NEAR_PATTERN.exec(value);
  const point = match ? PointSchema.safeParse({ lat: Number(match[1]), lng: Number(match[2]) }) : null;
  if (!point?.success) {
    ctx.addIssue({ code: 'custom', message: schemaMessage(geoFieldMessages, 'near') });
    return z.NEVER;
  }
  return point.data;
});

const radiusMessage = schemaMessage(geoFieldMessages, 'radius', NEAR_RADIUS_KM.max);
/** `radiusKm` of GET /api/events: more than 0, at most 100; left out, 25 (NEAR_RADIUS_KM.default). */
export const RadiusKmSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z.number({ error: radiusMessage }).gt(0, radiusMessage).max(NEAR_RADIUS_KM.max, radiusMessage).optional(),
);

/** GET /api/geocode?q=…: a place or an address, looked up on submit (never as it is typed). */
export const GeocodeQuerySchema = z.object({
  q: z
    .string({ error: schemaMessage(geoFieldMessages, 'query') })
    .trim()
    .normalize('NFC')
    .min(1, schemaMessage(geoFieldMessages, 'query'))
    .max(200, schemaMessage(validationMessages, 'tooLong', 200)),
});
/** A place the look-up found: its name as the service writes it, and its point. */
export const GeocodeResultSchema = z.object({ label: z.string(), lat: z.number(), lng: z.number() });
export type GeocodeResult = z.infer<typeof GeocodeResultSchema>;
/** GET /api/geocode's answer: up to 5 places, best first. Its `x-attribution` header carries the service's credit. */
export const GeocodeAnswerSchema = z.array(GeocodeResultSchema);
export const GEOCODE_ATTRIBUTION_HEADER = 'x-attribution';

/**
 * A saved home area as answered: the geohash of its cell (5 characters, about 5 km) and the cell's
 * centre; the exact point it was saved from is never kept.
 */
export const HomeAreaSchema = z.object({ geohash: z.string(), lat: z.number(), lng: z.number() });
export type HomeArea = z.infer<typeof HomeAreaSchema>;

/** GET /api/map-options: the map's tiles (MAP_TILE_URL, {z}/{x}/{y} filled in by the map) and whether addresses can be looked up (GEOCODER_URL set). */
export const MapOptionsSchema = z.object({ tileUrl: z.string(), geocoding: z.boolean() });
export type MapOptions = z.infer<typeof MapOptionsSchema>;
