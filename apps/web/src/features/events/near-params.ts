// Near me (issue 42) in the Upcoming events address, beside the other filters:
// `?near=<lat>,<lng>&radius=<km>&place=<name>`. The point is kept to 3 decimals (about 100 m): a
// shared link says which part of town, not which house.

import { NEAR_RADIUS_KM } from '@volunteering/shared/geo-limits';

export const NEAR_RADII_KM = NEAR_RADIUS_KM.choices;
export type NearRadius = (typeof NEAR_RADII_KM)[number];
/** The server's radius when none is given (25 km), so an address without one means the same to both. */
export const DEFAULT_RADIUS_KM: NearRadius = NEAR_RADIUS_KM.default;

/** Where Near me looks from: a point, how far, and the place's name when the visitor typed one (null: their location). */
export type Near = { lat: number; lng: number; radiusKm: NearRadius; place: string | null };

const coordinate = (value: number) => Math.round(value * 1000) / 1000;

/** The Near me an address names, or null when it names none or a point off the globe. */
export function parseNear(search: URLSearchParams): Near | null {
  const match = /^(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)$/.exec(search.get('near') ?? '');
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  const radius = Number(search.get('radius'));
  const radiusKm = (NEAR_RADII_KM as readonly number[]).includes(radius) ? (radius as NearRadius) : DEFAULT_RADIUS_KM;
  const place = search.get('place')?.trim().slice(0, 200) || null;
  return { lat: coordinate(lat), lng: coordinate(lng), radiusKm, place };
}

/** Writes `near` into `next` (or takes it out); the default radius stays out of the address. */
export function writeNear(next: URLSearchParams, near: Near | null): void {
  next.delete('near');
  next.delete('radius');
  next.delete('place');
  if (!near) return;
  next.set('near', `${coordinate(near.lat)},${coordinate(near.lng)}`);
  if (near.radiusKm !== DEFAULT_RADIUS_KM) next.set('radius', String(near.radiusKm));
  if (near.place) next.set('place', near.place);
}

/** A distance as a card shows it: tenths of a km under 10 km, whole km from there, never 0. */
export function roundDistance(km: number): number {
  if (km < 9.95) return Math.max(0.1, Math.round(km * 10) / 10);
  return Math.round(km);
}
