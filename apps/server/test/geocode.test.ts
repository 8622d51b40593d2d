// The address look-up (issue 42): signed in only, off without GEOCODER_URL, and against a local
// stand-in of a Nominatim-compatible service: its answer as places, one request a second at most,
// the same question answered again without asking it, the User-Agent and the credit it asks for.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { apiMessages } from '@volunteering/shared/texts/api';
import { geocodeMessages, geoFieldMessages } from '@volunteering/shared/texts/geo';
import { afterAll, describe, expect, it } from 'vitest';
import { as, buildTestApp, createUser } from './helpers/build.ts';
import { fieldSaid, refusal } from './helpers/answers.ts';

/** What the stand-in was asked: the path and query, and the headers. */
const asked: { url: string; headers: IncomingHttpHeaders }[] = [];
const LICENCE = 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright';
const standIn = createServer((req, res) => {
  asked.push({ url: req.url ?? '', headers: req.headers });
  const q = new URL(req.url ?? '', 'http://x').searchParams.get('q') ?? '';
  if (q === 'broken') {
    res.writeHead(500).end('oops');
    return;
  }
  const places =
    q === 'nowhere'
      ? []
      : [
          { place_id: 1, licence: LICENCE, lat: '23.8223', lon: '90.3654', display_name: `${q}, Mirpur, Dhaka, Bangladesh`, type: 'suburb' },
          { place_id: 2, licence: LICENCE, lat: '22.3569', lon: '91.7832', display_name: `${q}, Chattogram, Bangladesh`, type: 'city' },
          { place_id: 3, licence: LICENCE, lat: 'not a number', lon: '91', display_name: 'Broken row' },
        ];
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(places));
});
await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => standIn.close(() => resolve())));
const standInUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;

const off = await buildTestApp();
const on = await buildTestApp({
  GEOCODER_URL: `${standInUrl}/`,
  MAIL_FROM: 'Volunteer Hub <team@volunteer.example>',
  MAP_TILE_URL: `${standInUrl}/tiles/{z}/{x}/{y}.png`,
});
const someoneOff = await createUser(off);
const someone = await createUser(on);
const geocode = (app: typeof on, q: string, headers: Record<string, string> = as(someone)) =>
  app.inject({ method: 'GET', url: `/api/geocode?q=${encodeURIComponent(q)}`, headers });

describe('GET /api/geocode', () => {
  it('is for signed-in callers only', async () => {
    const res = await geocode(on, 'Mirpur', {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(refusal(apiMessages, 'unauthorized'));
    expect(asked).toHaveLength(0);
  });

  it('answers 503 with a message when no GEOCODER_URL is set', async () => {
    const res = await geocode(off, 'Mirpur', as(someoneOff));
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(refusal(geocodeMessages, 'off'));
    const bangla = await geocode(off, 'Mirpur', { ...as(someoneOff), 'accept-language': 'bn' });
    expect(bangla.json().code).toBe('geo.geocode.off');
    expect(bangla.json().message).toMatch(/[\u0980-\u09FF]/);
  });

  it('refuses an empty question without asking the service', async () => {
    const res = await geocode(on, '   ');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([fieldSaid('q', geoFieldMessages, 'query')]);
    expect(asked).toHaveLength(0);
  });

  it('asks the service as its policy says and answers its places with its credit; the same question again is answered without asking', async () => {
    const res = await geocode(on, 'Rainbow Park');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { label: 'Rainbow Park, Mirpur, Dhaka, Bangladesh', lat: 23.8223, lng: 90.3654 },
      { label: 'Rainbow Park, Chattogram, Bangladesh', lat: 22.3569, lng: 91.7832 },
    ]);
    expect(res.headers['x-attribution']).toBe('Data (c) OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.url).toBe('/search?format=jsonv2&q=Rainbow%20Park&limit=5');
    expect(asked[0]!.headers['user-agent']).toBe('VolunteerHub/1.0 (+http://localhost:3000; team@volunteer.example)');
    expect(asked[0]!.headers['accept-language']).toBe('en');

    // Within the second: the same question (as typed, any case) comes from the cache, a new one is refused.
    const again = await geocode(on, 'rainbow park');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(res.json());
    const other = await geocode(on, 'Gulshan');
    expect(other.statusCode).toBe(429);
    expect(other.json()).toEqual(refusal(geocodeMessages, 'tooFast'));
    expect(other.headers['retry-after']).toBe('1');
    expect(asked).toHaveLength(1);

    await sleep(1050);
    const later = await geocode(on, 'Gulshan');
    expect(later.statusCode).toBe(200);
    expect(later.json()[0].label).toBe('Gulshan, Mirpur, Dhaka, Bangladesh');
    expect(asked).toHaveLength(2);
  });

  it('answers none found as an empty list, and a service that fails as a 503', async () => {
    await sleep(1050);
    const none = await geocode(on, 'nowhere');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
    await sleep(1050);
    const broken = await geocode(on, 'broken');
    expect(broken.statusCode).toBe(503);
    expect(broken.json()).toEqual(refusal(geocodeMessages, 'failed'));
  });
});

describe('GET /api/map-options', () => {
  it('tells the pages where the tiles come from and whether addresses can be looked up', async () => {
    expect((await off.inject({ method: 'GET', url: '/api/map-options' })).json()).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      geocoding: false,
    });
    expect((await on.inject({ method: 'GET', url: '/api/map-options' })).json()).toEqual({ tileUrl: `${standInUrl}/tiles/{z}/{x}/{y}.png`, geocoding: true });
  });

  it('lets the pages load tiles from an http stand-in (its origin in img-src), and only that one', async () => {
    const csp = (await on.inject({ method: 'GET', url: '/api/map-options' })).headers['content-security-policy'] as string;
    expect(csp).toMatch(new RegExp(`img-src [^;]*${standInUrl.replaceAll('.', '\\.')}`));
    const csp2 = (await off.inject({ method: 'GET', url: '/api/map-options' })).headers['content-security-policy'] as string;
    expect(csp2).toMatch(/img-src 'self' https: data: blob:;/);
  });
});
