// The address look-up (issue 42): a Nominatim-compatible service at GEOCODER_URL, asked at most
// once a second by this instance, each answer kept a day. A request that would ask it sooner is
// refused (429, Retry-After) rather than queued: the form searches on submit, and a person who
// presses again a second later is answered (decision 071).
import { LRUCache } from 'lru-cache';
import { messageOf } from '@volunteering/shared/i18n/messages';
import type { Language } from '@volunteering/shared/i18n/languages';
import type { GeocodeResult } from '@volunteering/shared/geo-schemas';
import { geocodeMessages, geoTexts } from '@volunteering/shared/texts/geo';
import { LimitReached, Unavailable } from '../domain-errors.ts';

/** The public service's policy: at most one request a second. */
export const GEOCODER_INTERVAL_MS = 1000;
const KEPT = { max: 1000, ttl: 24 * 3600_000 } as const;
const TIMEOUT_MS = 5000;

export type Geocoded = { results: GeocodeResult[]; attribution: string };

/** A refusal that says when to ask again, in whole seconds. */
export class GeocoderBusy extends LimitReached {
  readonly retryAfterS: number;
  constructor(retryAfterS: number) {
    super(messageOf(geocodeMessages, 'tooFast'));
    this.retryAfterS = retryAfterS;
  }
}

type Place = { display_name?: unknown; lat?: unknown; lon?: unknown; licence?: unknown };

/**
 * `userAgent` names the product and a contact, as the service's policy asks. Answers are kept by
 * the question as typed (trimmed, case folded) and the reader's language, which the service writes
 * names in; identical questions in flight share one request.
 */
export function createGeocoder(opts: { url: string | undefined; userAgent: string; fetch?: typeof fetch }) {
  const ask = opts.fetch ?? fetch;
  let nextAt = 0;

  async function lookUp(q: string, language: Language): Promise<Geocoded> {
    const wait = nextAt - performance.now();
    if (wait > 0) throw new GeocoderBusy(Math.ceil(wait / 1000));
    nextAt = performance.now() + GEOCODER_INTERVAL_MS;
    const url = `${opts.url}/search?format=jsonv2&q=${encodeURIComponent(q)}&limit=5`;
    let places: Place[];
    try {
      const res = await ask(url, {
        headers: { 'user-agent': opts.userAgent, 'accept-language': language, accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`geocoder answered ${res.status}`);
      const body: unknown = await res.json();
      if (!Array.isArray(body)) throw new Error('geocoder answered no list');
      places = body as Place[];
    } catch {
      throw new Unavailable(messageOf(geocodeMessages, 'failed'));
    }
    const results = places.flatMap((place) => {
      const [lat, lng] = [Number(place.lat), Number(place.lon)];
      const fine = typeof place.display_name === 'string' && Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
      return fine ? [{ label: place.display_name as string, lat, lng }] : [];
    });
    const licence = places.find((place) => typeof place.licence === 'string')?.licence as string | undefined;
    return { results: results.slice(0, 5), attribution: licence ?? geoTexts.attribution.geocoder };
  }

  const kept = new LRUCache<string, Geocoded, { q: string; language: Language }>({
    ...KEPT,
    fetchMethod: (_key, _stale, { context }) => lookUp(context.q, context.language),
  });

  return {
    /** Whether GEOCODER_URL names a service. */
    on: opts.url !== undefined,
    async search(q: string, language: Language): Promise<Geocoded> {
      if (opts.url === undefined) throw new Unavailable(messageOf(geocodeMessages, 'off'));
      return (await kept.fetch(`${language} ${q.toLowerCase()}`, { context: { q, language } }))!;
    },
  };
}

export type Geocoder = ReturnType<typeof createGeocoder>;
