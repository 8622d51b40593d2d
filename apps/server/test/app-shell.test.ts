import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { dayAt, isoInZone } from '@volunteering/shared/event-time';
import { SLIDE_SIZES, pictureSources } from '@volunteering/shared/image-sources';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { queryRows } from '../src/db/client.ts';
import { buildTestApp, createEvent, createUser } from './helpers/build.ts';
import { createTestDatabaseUrl, testDbKind } from './helpers/database.ts';

const webDist = mkdtempSync(path.join(tmpdir(), 'vh-web-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><title>Volunteer Hub</title><meta name="description" content="Find events" /></head><body><div id="root"></div></body></html>',
);
writeFileSync(path.join(webDist, 'assets', 'index-Abc123.js'), `console.log("${'volunteer '.repeat(500)}")`);
// A script the build compressed beside itself (precompressed-assets.ts): each copy says which it is,
// so a test can tell the file on disk from one compressed on the fly.
const builtScript = `console.log("${'built '.repeat(400)}")`;
writeFileSync(path.join(webDist, 'assets', 'page-Def456.js'), builtScript);
writeFileSync(path.join(webDist, 'assets', 'page-Def456.js.br'), brotliCompressSync(`${builtScript}//br`));
writeFileSync(path.join(webDist, 'assets', 'page-Def456.js.gz'), gzipSync(`${builtScript}//gz`));
writeFileSync(path.join(webDist, 'theme-init.js'), 'document.documentElement.dataset.theme = "light"');
mkdirSync(path.join(webDist, '.vite'));
writeFileSync(
  path.join(webDist, '.vite', 'manifest.json'),
  JSON.stringify({
    'src/main.tsx': { file: 'assets/index-Abc123.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react-1.js' },
    '_shared.js': { file: 'assets/shared-1.js', imports: ['_react.js'] },
    'src/app/routes/home.tsx': { file: 'assets/home-1.js', imports: ['_react.js', '_shared.js'] },
    'src/app/routes/event-details.tsx': { file: 'assets/event-details-1.js', imports: ['_shared.js'] },
    'src/app/routes/auth/login.tsx': { file: 'assets/login-1.js' },
    'src/app/routes/manage-events.tsx': { file: 'assets/manage-events-1.js' },
    'src/app/routes/not-found.tsx': { file: 'assets/not-found-1.js' },
  }),
);

const app = await buildTestApp({ WEB_DIST: webDist });

describe('health and API documentation', () => {
  it('answers health with the database kind', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: testDbKind() });
  });

  it('documents every events route in OpenAPI at /api/docs', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/events/',
        '/api/events/{id}',
        '/api/events/my-events',
        '/api/events/my-events/{id}',
        '/api/events/joined',
        '/api/events/{id}/join',
        '/api/events/cancel/{id}',
        '/api/health',
      ]),
    );
    expect(spec.paths['/api/events/'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['q', 'type', 'page', 'limit', 'when']),
    );
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});

describe('serving the web app', () => {
  it('caches hashed assets for a year and never caches index.html', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-Abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const index = await app.inject({ method: 'GET', url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('text/html');
    expect(index.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ method: 'GET', url: '/theme-init.js' })).headers['cache-control']).toBe('no-cache');
  });

  it('compresses the app for clients that accept gzip', async () => {
    const plain = await app.inject({ method: 'GET', url: '/assets/index-Abc123.js' });
    const zipped = await app.inject({ method: 'GET', url: '/assets/index-Abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
  });

  it('sends a script as the build compressed it: brotli when the browser takes it, else gzip, else plain', async () => {
    const url = '/assets/page-Def456.js';
    const chrome = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(chrome.headers['content-encoding']).toBe('br');
    expect(chrome.headers['content-type']).toContain('javascript');
    expect(chrome.headers.vary).toContain('accept-encoding');
    expect(chrome.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(chrome.rawPayload).toString()).toBe(`${builtScript}//br`);
    const gzipOnly = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipOnly.rawPayload).toString()).toBe(`${builtScript}//gz`);
    const plain = await app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(builtScript);
  });

  it('answers client routes with the app and a strict CSP, an unknown address with a 404', async () => {
    for (const url of ['/upcoming-events', '/auth/login?x=1', '/no/such/page']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(url === '/no/such/page' ? 404 : 200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('answers unknown API routes and missing assets with a 404, not the app', async () => {
    for (const url of ['/api/nothing', '/api/events/x/y/z', '/assets/missing-1.js']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe('Not found.');
    }
  });
});

describe('page heads announce what each page needs first', () => {
  const preloads = (body: string) => [...body.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  const signedIn = { cookie: 'better-auth.session_token=abc.def' };

  it("Home, signed out: the first slide's picture, its chunks (not those the entry loads anyway), its events, and no session to look up", async () => {
    const organizer = await createUser(app);
    // The soonest upcoming event (tomorrow's first slot in Dhaka), so it is the carousel's first slide.
    const imageUrl = '/media/0a1b2c3d-0000-4000-8000-000000000001/800.webp';
    await createEvent(app, organizer, { imageUrl, date: dayAt(app.now(), 'Asia/Dhaka', 1, 8).toISOString() });
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(preloads(res.body)).toEqual([imageUrl, '/assets/home-1.js', '/assets/shared-1.js', '/api/events?limit=5']);
    const { srcSet, sizes } = pictureSources(imageUrl, SLIDE_SIZES);
    expect(res.body).toContain(`imagesrcset="${srcSet}" imagesizes="${sizes}"`);
    expect(res.body).toContain('<meta name="session" content="none" />');
    expect(res.headers.vary).toContain('Cookie');
  });

  it("Upcoming events: the first card's picture of the page the query asks for; a malformed query, none", async () => {
    const organizer = await createUser(app);
    const tag = `Preloadable ${Date.now()}`;
    const imageUrl = 'https://images.example.com/first-card.jpg';
    await createEvent(app, organizer, { title: `${tag} first`, imageUrl, date: dayAt(app.now(), 'Asia/Dhaka', 1, 8).toISOString() });
    await createEvent(app, organizer, { title: `${tag} second`, imageUrl: 'https://images.example.com/second-card.jpg' });
    const res = await app.inject({ method: 'GET', url: `/upcoming-events?q=${encodeURIComponent(tag)}&layout=list` });
    expect(res.statusCode).toBe(200);
    expect(preloads(res.body)[0]).toBe(imageUrl);
    // And the list itself, at the very URL the page will ask for.
    expect(preloads(res.body).at(-1)).toBe(`/api/events?${new URLSearchParams({ q: tag, type: 'All', page: '1', limit: '8' })}`);
    const filtered = await app.inject({ method: 'GET', url: '/upcoming-events?type=Cleanup&page=3&q=%20river%20' });
    expect(preloads(filtered.body).at(-1)).toBe('/api/events?q=river&type=Cleanup&page=3&limit=8');
    const odd = await app.inject({ method: 'GET', url: '/upcoming-events?type=Nope&page=-2' });
    expect(preloads(odd.body).at(-1)).toBe('/api/events?type=All&page=1&limit=8');
    for (const url of [`/upcoming-events?q=${encodeURIComponent(tag)}&page=2`, '/upcoming-events?page=zero', '/upcoming-events?q=a&q=b&type=Nope']) {
      const other = await app.inject({ method: 'GET', url });
      expect(other.statusCode, url).toBe(200);
      expect(other.body, url).not.toContain('as="image"');
    }
  });

  it('serves Home and Upcoming events without the picture hint when the events cannot be read', async () => {
    const list = app.events.list;
    app.events.list = async () => {
      throw new Error('database unavailable');
    };
    try {
      for (const url of ['/', '/upcoming-events']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain('<div id="root">');
        expect(res.body, url).not.toContain('as="image"');
      }
    } finally {
      app.events.list = list;
    }
  });

  it('signed in: the session instead of signed-out data, and protected pages their own chunk', async () => {
    const home = await app.inject({ method: 'GET', url: '/', headers: signedIn });
    expect(preloads(home.body).slice(1)).toEqual(['/assets/home-1.js', '/assets/shared-1.js', '/api/auth/get-session']);
    expect(home.body).not.toContain('name="session"');
    const manage = await app.inject({ method: 'GET', url: '/manage-events', headers: signedIn });
    expect(preloads(manage.body)).toEqual(['/assets/manage-events-1.js', '/api/auth/get-session']);
  });

  it('a protected page, signed out, prepares the login page it will send the visitor to', async () => {
    const res = await app.inject({ method: 'GET', url: '/manage-events' });
    expect(preloads(res.body)).toEqual(['/assets/login-1.js']);
  });

  it('an event page, signed out, preloads that event; an unknown route its not-found page', async () => {
    const organizer = await createUser(app);
    const event = await createEvent(app, organizer);
    const res = await app.inject({ method: 'GET', url: `/events/${event._id}` });
    // Its banner too, the page's largest paint.
    expect(preloads(res.body)).toEqual([event.imageUrl, '/assets/event-details-1.js', '/assets/shared-1.js', `/api/events/${event._id}`]);
    const unknown = await app.inject({ method: 'GET', url: '/no/such/page' });
    expect(preloads(unknown.body)).toEqual(['/assets/not-found-1.js']);
  });
});

describe('event pages for link previews', () => {
  it('puts the event title, description and image in the page head, escaped', async () => {
    const organizer = await createUser(app);
    const event = await createEvent(app, organizer, {
      title: 'Tree Planting "Green" <Mirpur>',
      description: 'Plant 500 saplings & water them.',
      imageUrl: 'https://images.example.com/trees.jpg',
    });
    const res = await app.inject({ method: 'GET', url: `/events/${event._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<title>Tree Planting &quot;Green&quot; &lt;Mirpur&gt; · Volunteer Hub</title>');
    expect(res.body).toContain('<meta property="og:title" content="Tree Planting &quot;Green&quot; &lt;Mirpur&gt;" />');
    expect(res.body).toContain('<meta property="og:description" content="Plant 500 saplings &amp; water them." />');
    expect(res.body).toContain('<meta name="description" content="Plant 500 saplings &amp; water them." />');
    expect(res.body).toContain('<meta property="og:image" content="https://images.example.com/trees.jpg" />');
    expect(res.body).toContain('<link rel="preload" as="image" fetchpriority="high" href="https://images.example.com/trees.jpg" />');
    expect(res.body).toContain(`<meta property="og:url" content="http://localhost:3000/events/${event._id}" />`);
    expect(res.body).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(res.body).toContain('<div id="root">');
  });

  it("carries the event as schema.org JSON-LD: its times with the event's offset, status, place (with its pin when it has one), organizer and places left", async () => {
    const organizer = await createUser(app);
    const volunteer = await createUser(app);
    const start = dayAt(new Date(), 'Asia/Dhaka', 9, 8, 30);
    const event = await createEvent(app, organizer, {
      title: 'River cleanup </script><script>alert(1)</script>',
      location: 'Mirpur 10, Dhaka',
      organizer: 'Rina Organizer',
      date: start.toISOString(),
      timeZone: 'Asia/Dhaka',
      durationMinutes: 150,
      volunteersNeeded: 12,
    });
    await app.inject({ method: 'PATCH', url: `/api/events/${event._id}/join`, headers: { authorization: `Bearer ${volunteer.token}` } });
    const jsonLdOf = (html: string) => {
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => match[1]!);
      expect(blocks).toHaveLength(1);
      return JSON.parse(blocks[0]!) as Record<string, unknown>;
    };
    const page = await app.inject({ method: 'GET', url: `/events/${event._id}` });
    // The title's "</script>" is written so it cannot end the block early.
    expect(page.body).not.toContain('</script><script>alert(1)');
    const wall = (minutes: number) => isoInZone(new Date(start.getTime() + minutes * 60_000), 'Asia/Dhaka');
    expect(jsonLdOf(page.body)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'River cleanup </script><script>alert(1)</script>',
      description: event.description,
      url: `http://localhost:3000/events/${event._id}`,
      startDate: wall(0),
      endDate: wall(150),
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Mirpur 10, Dhaka', address: 'Mirpur 10, Dhaka' },
      organizer: { '@type': 'Person', name: 'Rina Organizer' },
      image: [new URL(event.imageUrl, 'http://localhost:3000').href],
      maximumAttendeeCapacity: 12,
      remainingAttendeeCapacity: 11,
      isAccessibleForFree: true,
    });
    expect(wall(0)).toMatch(/T08:30:00\+06:00$/);

    const created = await app.inject({
      method: 'POST',
      url: '/api/orgs',
      headers: { authorization: `Bearer ${organizer.token}` },
      payload: { name: 'Green Club', slug: 'green-club-json-ld' },
    });
    const published = await createEvent(app, organizer, {
      organizationId: (created.json() as { id: string }).id,
      location: 'Rainbow Park, Mirpur',
      lat: 23.8223,
      lng: 90.3654,
    });
    const cancel = await app.inject({
      method: 'POST',
      url: `/api/events/my-events/${published._id}/cancel`,
      headers: { authorization: `Bearer ${organizer.token}` },
      payload: {},
    });
    expect(cancel.statusCode).toBe(200);
    const cancelled = jsonLdOf((await app.inject({ method: 'GET', url: `/events/${published._id}` })).body);
    expect(cancelled).toMatchObject({
      eventStatus: 'https://schema.org/EventCancelled',
      organizer: { '@type': 'Organization', name: 'Green Club', url: 'http://localhost:3000/orgs/green-club-json-ld' },
      // A pinned event's place says where it is (issue 42); the first, without a pin, had no `geo`.
      location: {
        '@type': 'Place',
        name: 'Rainbow Park, Mirpur',
        address: 'Rainbow Park, Mirpur',
        geo: { '@type': 'GeoCoordinates', latitude: 23.8223, longitude: 90.3654 },
      },
    });
  });

  it('names an uploaded cover by its full address, as link previews need', async () => {
    const organizer = await createUser(app);
    const cover = '/media/3f2a1c9e-8b7d-4e6f-9a1b-2c3d4e5f6a7b/800.webp';
    const event = await createEvent(app, organizer, { imageUrl: cover });
    const res = await app.inject({ method: 'GET', url: `/events/${event._id}` });
    expect(res.body).toContain(`<meta property="og:image" content="http://localhost:3000${cover}" />`);
    // Preloaded with the sources the banner chooses from, so it is fetched once, at the right width.
    const id = cover.split('/')[2];
    expect(res.body).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${cover}" imagesrcset="/media/${id}/400.webp 400w, /media/${id}/800.webp 800w, /media/${id}/1600.webp 1600w" imagesizes="(min-width: 80rem) 78rem, calc(100vw - 2rem)" />`,
    );
  });

  it('answers an unknown event page with the app and a 404 status', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await app.inject({ method: 'GET', url: `/events/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<div id="root">');
      expect(res.body).not.toContain('og:title');
      expect(res.body).not.toContain('as="image"');
    }
  });
});

describe('start-up on existing data', () => {
  it('seeds demo events into an empty database once, with volunteersJoined equal to their participations, and a second start reuses them', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vh-restart-'));
    const target = testDbKind() === 'postgres' ? await createTestDatabaseUrl() : undefined;
    const config = loadConfig({
      DATA_DIR: dataDir,
      ...(target ? { DATABASE_URL: target.databaseUrl } : {}),
      SEED_DEMO: 'true',
      PUBLIC_CACHE_TTL_MS: '0',
      WEB_DIST: webDist,
    });
    const counts: number[] = [];
    for (let start = 0; start < 2; start++) {
      const running = await buildApp({ config, logger: false });
      const [row] = await queryRows<{ events: number; upcoming: number; past: number }>(
        running.db,
        sql`SELECT count(*)::int AS events, count(*) FILTER (WHERE date >= now())::int AS upcoming,
                   count(*) FILTER (WHERE date < now())::int AS past FROM events`,
      );
      counts.push(row!.events);
      const mismatches = await queryRows(
        running.db,
        sql`SELECT e.id FROM events e LEFT JOIN participations p ON p.event_id = e.id
            GROUP BY e.id HAVING count(p.user_id) <> max(e.volunteers_joined)`,
      );
      expect(mismatches).toEqual([]);
      expect(row!.upcoming).toBeGreaterThan(15);
      expect(row!.past).toBeGreaterThan(0);
      const listed = await running.inject({ method: 'GET', url: '/api/events?limit=100' });
      expect(listed.json().length).toBe(row!.upcoming);
      // Every picture is the product's own, stored here: nothing to fetch from elsewhere (issue 17).
      const events = listed.json() as { imageUrl: string; imagePlaceholder?: string; images?: string[] }[];
      for (const event of events) {
        expect(event.imageUrl).toMatch(/^\/media\/[0-9a-f-]{36}\/800\.webp$/);
        expect(event.imagePlaceholder).toMatch(/^data:image\/webp;base64,/);
      }
      const addresses = new Set(events.flatMap((event) => [event.imageUrl, ...(event.images ?? [])]));
      for (const address of addresses) expect((await running.inject({ url: address })).statusCode, address).toBe(200);
      await running.close();
    }
    expect(counts[0]).toBeGreaterThanOrEqual(20);
    expect(counts[1]).toBe(counts[0]);
    // The generated auth secret is kept with the data, so sessions survive a restart.
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(config.authSecret);
    await target?.drop();
  });
});
