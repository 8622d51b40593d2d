import { sql } from 'drizzle-orm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { TOTAL_COUNT_CAP } from '../src/events/event-list.ts';
import { as, buildTestApp, createEvent, createUser } from './helpers/build.ts';
import { statementsDuring } from './helpers/database.ts';

describe('anonymous read cache', async () => {
  const app = await buildTestApp({ PUBLIC_CACHE_TTL_MS: '300' });
  const organizer = await createUser(app);
  const volunteer = await createUser(app);
  const first = await createEvent(app, organizer, { title: 'Harbour Cleanup' });

  it('answers a repeated anonymous read from the cache, with the same body and headers', async () => {
    const miss = await app.inject({ method: 'GET', url: '/api/events?limit=8' });
    const hit = await app.inject({ method: 'GET', url: '/api/events?limit=8' });
    expect(miss.headers['x-cache']).toBeUndefined();
    expect(hit.headers['x-cache']).toBe('hit');
    expect(hit.body).toBe(miss.body);
    expect(hit.headers['x-total-count']).toBe(miss.headers['x-total-count']);
    expect(hit.headers['content-type']).toBe(miss.headers['content-type']);
    expect(hit.headers['content-security-policy']).toBe(miss.headers['content-security-policy']);
  });

  it('drops cached answers as soon as an event is written', async () => {
    await app.inject({ method: 'GET', url: `/api/events/${first._id}` });
    await app.inject({ method: 'PATCH', url: `/api/events/${first._id}/join`, headers: as(volunteer) });
    const after = await app.inject({ method: 'GET', url: `/api/events/${first._id}` });
    expect(after.headers['x-cache']).toBeUndefined();
    expect(after.json().volunteersJoined).toBe(1);
    await createEvent(app, organizer, { title: 'Second Event' });
    const list = await app.inject({ method: 'GET', url: '/api/events?limit=8' });
    expect(list.json().map((e: { title: string }) => e.title)).toContain('Second Event');
  });

  it('never serves signed-in callers from it, so they see their own joins', async () => {
    await app.inject({ method: 'GET', url: `/api/events/${first._id}` });
    const mine = await app.inject({ method: 'GET', url: `/api/events/${first._id}`, headers: as(volunteer) });
    expect(mine.headers['x-cache']).toBeUndefined();
    expect(mine.json().joinedUsers).toEqual([volunteer.email]);
  });

  it('lets entries expire after the configured time', async () => {
    await app.inject({ method: 'GET', url: '/api/events?limit=2' });
    expect((await app.inject({ method: 'GET', url: '/api/events?limit=2' })).headers['x-cache']).toBe('hit');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await app.inject({ method: 'GET', url: '/api/events?limit=2' })).headers['x-cache']).toBeUndefined();
  });
});

describe('a join and the kept answers', async () => {
  const app = await buildTestApp({ PUBLIC_CACHE_TTL_MS: '5000' });
  const organizer = await createUser(app);
  const volunteer = await createUser(app);
  const event = await createEvent(app, organizer, { title: 'Canal Cleanup' });
  await createEvent(app, organizer, { title: 'Park Plantation' });
  const joinedOf = async (url: string) => (await app.inject({ method: 'GET', url })).json().volunteersJoined as number;

  it("forgets only that event's answers: its own read is fresh at once, a kept list waits out the cache's time", async () => {
    const list = '/api/events?limit=5';
    expect((await app.inject({ method: 'GET', url: list })).headers['x-cache']).toBeUndefined();
    expect(await joinedOf(`/api/events/${event._id}`)).toBe(0);
    expect((await app.inject({ method: 'PATCH', url: `/api/events/${event._id}/join`, headers: as(volunteer) })).statusCode).toBe(200);
    expect(await joinedOf(`/api/events/${event._id}`)).toBe(1);
    expect((await app.inject({ method: 'GET', url: list })).headers['x-cache']).toBe('hit');
    expect((await app.inject({ method: 'PATCH', url: `/api/events/cancel/${event._id}`, headers: as(volunteer) })).statusCode).toBe(200);
    expect(await joinedOf(`/api/events/${event._id}`)).toBe(0);
    // Any other write of events still drops every list: a new event shows at once.
    await createEvent(app, organizer, { title: 'Lake Cleanup' });
    const after = await app.inject({ method: 'GET', url: list });
    expect(after.headers['x-cache']).toBeUndefined();
    expect(after.body).toContain('Lake Cleanup');
  });
});

describe('compressed answers', async () => {
  const app = await buildTestApp({ PUBLIC_CACHE_TTL_MS: '5000' });
  const organizer = await createUser(app);
  for (let i = 0; i < 8; i++) await createEvent(app, organizer, { title: `River Cleanup ${i}`, description: 'Bring gloves. '.repeat(60) });

  it('sends a big answer, kept or not, compressed whole with its length, the same bytes as plain', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/events?limit=8', headers: { 'accept-encoding': 'identity' } });
    expect(plain.rawPayload.length).toBeGreaterThan(8 * 1024);
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      for (const round of ['first', 'again']) {
        const answer = await app.inject({ method: 'GET', url: '/api/events?limit=8', headers: { 'accept-encoding': encoding } });
        expect(answer.headers['content-encoding'], `${encoding}, ${round}`).toBe(encoding);
        expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
        expect(decode(answer.rawPayload).equals(plain.rawPayload)).toBe(true);
      }
    }
  });
});

describe('X-Total-Count on very broad matches', async () => {
  const app = await buildTestApp();
  const organizer = await createUser(app);
  /** Events "Park Cleanup {i}" for i from `first` to `last`, the i-th starting i minutes from now. */
  const parkCleanups = (first: number, last: number) =>
    app.db.execute(sql`
      INSERT INTO events (title, description, type, image_url, location, date, organizer, volunteers_needed, owner_id)
      SELECT 'Park Cleanup ' || i, 'Pick up litter.', 'Cleanup', 'https://images.example.com/p.jpg', 'Dhaka',
             now() + (i || ' minutes')::interval, 'Green Dhaka', 20, ${organizer.id}
      FROM generate_series(${first}::int, ${last}::int) AS i`);
  await parkCleanups(1, 1005);

  it('is exact up to 1,000 and then says it stopped counting', async () => {
    const broad = await app.inject({ method: 'GET', url: '/api/events?limit=8' });
    expect(broad.headers['x-total-count']).toBe('1000');
    expect(broad.headers['x-total-count-capped']).toBe('true');
    expect(broad.json()).toHaveLength(8);
    const narrow = await app.inject({ method: 'GET', url: '/api/events?q=Cleanup%2099&limit=8' });
    expect(narrow.headers['x-total-count']).toBe('11');
    expect(narrow.headers['x-total-count-capped']).toBeUndefined();
  });

  // A page's statement takes one of two ways by its filters' last count (decision 045): asked twice,
  // the first answer comes one way and the second the other; both must be the same, for readers
  // signed in or not, on the first page and past the cap, and again once the count falls under it.
  it('gives the same page and count whichever way its statement last went', async () => {
    const reader = await createUser(app);
    const read = async (url: string) =>
      Promise.all(
        [{}, as(reader)].map(async (headers) => {
          const res = await app.inject({ method: 'GET', url, headers });
          const titles = (res.json() as { title: string }[]).map((event) => event.title);
          return { total: res.headers['x-total-count'], capped: res.headers['x-total-count-capped'], titles };
        }),
      );
    const broadQueries = [
      '/api/events?limit=8&page=3',
      '/api/events?limit=8&page=126',
      '/api/events?q=park&limit=4&page=2',
      '/api/events?q=park&limit=8&page=126',
      '/api/events?type=Cleanup&limit=8&page=200',
    ];
    for (const url of broadQueries) {
      const first = await read(url);
      expect(await read(url), url).toEqual(first);
      for (const { total, capped } of first) expect([total, capped], url).toEqual(['1000', 'true']);
    }
    const pastTheCap = ['Park Cleanup 1001', 'Park Cleanup 1002', 'Park Cleanup 1003', 'Park Cleanup 1004', 'Park Cleanup 1005'];
    expect((await read('/api/events?limit=8&page=126'))[0]!.titles).toEqual(pastTheCap);
    expect((await read('/api/events?q=park&limit=8&page=126'))[0]!.titles).toEqual(pastTheCap);
    expect((await read('/api/events?limit=8&page=3'))[0]!.titles).toEqual(Array.from({ length: 8 }, (_, i) => `Park Cleanup ${17 + i}`));

    await app.db.execute(sql`DELETE FROM events WHERE title LIKE 'Park Cleanup 9%'`);
    for (const url of ['/api/events?limit=8&page=3', '/api/events?limit=8&page=126']) {
      const afterDelete = await read(url);
      expect(await read(url), url).toEqual(afterDelete);
      for (const { total, capped } of afterDelete) expect([total, capped], url).toEqual(['894', undefined]);
    }
    expect((await read('/api/events?limit=8&page=126'))[0]!.titles).toEqual([]);
  });

  // Decision 087: the way is chosen by the search's own last count, not the last search's.
  it('counts a rare word in full after a common one went past the cap, and each gives its own count', async () => {
    // The test before deleted some: past the cap again.
    await parkCleanups(2000, 2199);
    const ask = async (q: string) => {
      let total: unknown;
      const sent = await statementsDuring(app.db, async () => {
        total = (await app.inject({ method: 'GET', url: `/api/events?q=${q}&limit=8` })).headers['x-total-count'];
      });
      return { total, askedPastTheCap: sent.some((text) => text.includes(`offset ${TOTAL_COUNT_CAP}`)) };
    };
    expect(await ask('park')).toMatchObject({ total: '1000' });
    expect(await ask('park')).toEqual({ total: '1000', askedPastTheCap: true });
    expect(await ask('cleanup%20871')).toEqual({ total: '1', askedPastTheCap: false });
    expect(await ask('park')).toEqual({ total: '1000', askedPastTheCap: true });
  });
});

describe('many anonymous readers of an expired answer', async () => {
  const app = await buildTestApp({ PUBLIC_CACHE_TTL_MS: '60000' });
  const organizer = await createUser(app);
  await createEvent(app, organizer, { title: 'Shared Answer' });

  it('read the database once and all get the same answer', async () => {
    let pageReads = 0;
    const original = app.events.list;
    app.events.list = async (...args) => {
      pageReads++;
      return original(...args);
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => app.inject({ method: 'GET', url: '/api/events?q=Shared' })));
    expect(pageReads).toBe(1);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.filter((a) => a.headers['x-cache'] === 'hit')).toHaveLength(19);
  });
});
