import { defineTexts } from '../i18n/define-texts.ts';

/** Places on a map (issue 42): a pin's fields, the near-me query, the address look-up and the map's credits. */
export const geoTexts = defineTexts('geo', {
  /** A field refused. */
  fields: {
    lat: 'Latitude is a number from -90 to 90.',
    lng: 'Longitude is a number from -180 to 180.',
    bothOrNeither: 'A pin needs both latitude and longitude: give both, or neither.',
    near: 'Give "near" as latitude,longitude, for example 23.81,90.41.',
    radius: (max: number) => `Give a radius in km, more than 0 and at most ${max}.`,
    query: 'Type a place or an address to look for.',
  },
  /** The address look-up's refusals. */
  geocode: {
    off: 'Looking up addresses is not set up on this server: drop a pin on the map instead.',
    tooFast: 'Addresses are looked up one a second: try again in a moment.',
    failed: 'The address service did not answer: try again, or drop a pin on the map.',
  },
  /** What the map's tiles and the address look-up's answers ask to be credited with. */
  attribution: {
    map: '© OpenStreetMap contributors',
    geocoder: 'Addresses by Nominatim · Data © OpenStreetMap contributors, ODbL 1.0',
  },
} as const);

export const geoFieldMessages = geoTexts.fields;
export const geocodeMessages = geoTexts.geocode;
