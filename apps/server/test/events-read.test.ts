import { dayAt } from '@volunteering/shared/event-time';
import { apiMessages } from '@volunteering/shared/texts/api';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.ts';
import { as, buildTestApp, createEvent, createUser, eventInput } from './helpers/build.ts';
import { refusal } from './helpers/answers.ts';
import { statementsDuring } from './helpers/database.ts';

const app = await buildTestApp();
const organizer = await createUser(app, { email: 'organizer@example.com' });
const volunteer = await createUser(app, { email: 'volunteer@example.com' });
const stranger = await createUser(app);
const day = 24 * 3600_000;
/** 10:00 AM in Dhaka, `days` after the clock's today there: a start the server accepts. */
const at = (days: number) => dayAt(app.now(), 'Asia/Dhaka', days, 10).toISOString();

const riverCleanup = await createEvent(app, organizer, { title: 'Riverbank Cleanup', location: 'Sadarghat, Dhaka', date: at(3) });
const treePlanting = await createEvent(app, organizer, { title: 'Tree Planting Drive', type: 'Plantation', location: 'Mirpur, Dhaka', date: at(1) });
const bookDrive = await createEvent(app, organizer, { title: 'Book Donation 100% Fun_Day', type: 'Donation', location: 'Sylhet', date: at(5) });
const elderVisit = await createEvent(app, organizer, { title: 'Elder Care Visit', type: 'Social Work', location: 'Khulna', date: at(2) });
// Created ten days ago for two days later: it has taken place.
app.clock.advance(-10 * day);
const pastEvent = await createEvent(app, organizer, { title: 'Beach Cleanup', location: "Cox's Bazar", date: at(2) });
app.clock.advance(10 * day);
await app.inject({ method: 'PATCH', url: `/api/events/${riverCleanup._id}/join`, headers: as(volunteer) });

async function list(query: string, headers = {}) {
  const res = await app.inject({ method: 'GET', url: `/api/events${query}`, headers });
  return { res, titles: (res.json() as { title: string }[]).map((e) => e.title) };
}

describe('GET /api/events', () => {
  it('lists upcoming events soonest first, as a plain array with a total count', async () => {
    const { res, titles } = await list('');
    expect(res.statusCode).toBe(200);
    expect(titles).toEqual(['Tree Planting Drive', 'Elder Care Visit', 'Riverbank Cleanup', 'Book Donation 100% Fun_Day']);
    expect(res.headers['x-total-count']).toBe('4');
  });

  it('lists past events most recent first, and all events by date', async () => {
    expect((await list('?when=past')).titles).toEqual(['Beach Cleanup']);
    expect((await list('?when=all')).titles).toHaveLength(5);
    expect((await list('?when=all')).titles[0]).toBe('Beach Cleanup');
  });

  it('searches title or location, case-insensitively, treating % and _ as plain text', async () => {
    expect((await list('?q=CLEANUP')).titles).toEqual(['Riverbank Cleanup']);
    expect((await list('?q=dhaka')).titles).toEqual(['Tree Planting Drive', 'Riverbank Cleanup']);
    expect((await list('?q=100%25')).titles).toEqual(['Book Donation 100% Fun_Day']);
    expect((await list('?q=_')).titles).toEqual(['Book Donation 100% Fun_Day']);
    expect((await list('?q=nothing-like-this')).titles).toEqual([]);
  });

  it('filters by type, with All and the Social Support alias', async () => {
    expect((await list('?type=Plantation')).titles).toEqual(['Tree Planting Drive']);
    expect((await list('?type=All')).titles).toHaveLength(4);
    expect((await list('?type=Social%20Support')).titles).toEqual(['Elder Care Visit']);
    expect((await list('?type=Cleanup&q=river')).titles).toEqual(['Riverbank Cleanup']);
  });

  it('pages with Link headers and keeps the total', async () => {
    const first = await list('?limit=3&page=1');
    expect(first.titles).toEqual(['Tree Planting Drive', 'Elder Care Visit', 'Riverbank Cleanup']);
    expect(first.res.headers['x-total-count']).toBe('4');
    expect(first.res.headers.link).toContain('page=2>; rel="next"');
    expect(first.res.headers.link).not.toContain('rel="prev"');
    const second = await list('?limit=3&page=2');
    expect(second.titles).toEqual(['Book Donation 100% Fun_Day']);
    expect(second.res.headers.link).toContain('page=1>; rel="prev"');
    expect(second.res.headers.link).not.toContain('rel="next"');
    expect((await list('?limit=3&page=9')).titles).toEqual([]);
  });

  it('sends one statement for a page and its X-Total-Count, in the page’s order, also for a search and past the last page', async () => {
    for (const [query, titles, total] of [
      ['', ['Tree Planting Drive', 'Elder Care Visit', 'Riverbank Cleanup', 'Book Donation 100% Fun_Day'], '4'],
      ['?q=dhaka&limit=1&page=2', ['Riverbank Cleanup'], '2'],
      ['?limit=2&page=2', ['Riverbank Cleanup', 'Book Donation 100% Fun_Day'], '4'],
      ['?when=all&q=cleanup', ['Beach Cleanup', 'Riverbank Cleanup'], '2'],
      ['?when=past&q=cleanup', ['Beach Cleanup'], '1'],
      ['?limit=3&page=9', [], '4'],
      ['?q=nothing-like-this', [], '0'],
    ] as const) {
      let answer: Awaited<ReturnType<typeof list>> | undefined;
      const sent = await statementsDuring(app.db, async () => {
        answer = await list(query);
      });
      expect(sent, query).toHaveLength(1);
      expect(answer!.titles, query).toEqual(titles);
      expect(answer!.res.headers['x-total-count'], query).toBe(total);
    }
  });

  it('refuses bad paging and filter values with field messages', async () => {
    for (const query of ['?limit=0', '?limit=101', '?page=0', '?page=abc', '?type=Party', '?when=soon']) {
      const res = await app.inject({ method: 'GET', url: `/api/events${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors[0].field).toMatch(/limit|page|type|when/);
    }
  });

  it('never shows participant e-mails to the public, and only the organizer sees the owner e-mail', async () => {
    const anonymous = (await list('?q=Riverbank')).res.json()[0];
    expect(anonymous.joinedUsers).toEqual([]);
    expect(anonymous.addedBy).toBe('');
    expect(anonymous.volunteersJoined).toBe(1);
    expect((await list('?q=Riverbank', as(stranger))).res.json()[0].joinedUsers).toEqual([]);
    expect((await list('?q=Riverbank', as(volunteer))).res.json()[0].joinedUsers).toEqual(['volunteer@example.com']);
    const own = (await list('?q=Riverbank', as(organizer))).res.json()[0];
    expect(own.joinedUsers).toEqual(['volunteer@example.com']);
    expect(own.addedBy).toBe('organizer@example.com');
  });

  it('treats an invalid token on a public read as anonymous', async () => {
    const { res } = await list('?q=Riverbank', { authorization: 'Bearer not-a-token' });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0].joinedUsers).toEqual([]);
  });

  it('finds what ILIKE finds, letters outside ASCII included, and an edited event by its new words only', async () => {
    const fair = await createEvent(app, organizer, { title: 'ÉCOLE Garden Day', location: 'Zürich Hall', date: at(4) });
    try {
      // The database's own case folding decides, as ILIKE's did (the embedded engine folds É and
      // Ü; a cluster made with the C locale folds ASCII only).
      for (const q of ['école', 'ÉCOLE', 'zÜrich', 'garden', 'GARDEN DAY', 'hall']) {
        const rows = await queryRows<{ title: string }>(
          app.db,
          sql`SELECT title FROM events WHERE hidden IS NULL AND date >= ${app.now().toISOString()}::timestamptz AND (title ILIKE ${`%${q}%`} OR location ILIKE ${`%${q}%`}) ORDER BY date, id`,
        );
        expect((await list(`?q=${encodeURIComponent(q)}`)).titles, q).toEqual(rows.map((row) => row.title));
      }
      expect((await list('?q=garden')).titles).toEqual(['ÉCOLE Garden Day']);
      const edited = await app.inject({
        method: 'PATCH',
        url: `/api/events/my-events/${fair._id}`,
        headers: as(organizer),
        payload: eventInput(app, { title: 'Health Camp', location: 'Uttara', date: at(4) }),
      });
      expect(edited.statusCode).toBe(200);
      expect((await list('?q=HEALTH')).titles).toEqual(['Health Camp']);
      expect((await list('?q=uttara')).titles).toEqual(['Health Camp']);
      expect((await list('?q=garden')).titles).toEqual([]);
    } finally {
      await app.inject({ method: 'DELETE', url: `/api/events/my-events/${fair._id}`, headers: as(organizer) });
    }
    expect((await list('?q=health')).titles).toEqual([]);
  });

  it('finds Bangla words in titles and places, inside a word too, with their count', async () => {
    const river = await createEvent(app, organizer, { title: 'নদী পরিষ্কার অভিযান', location: 'সদরঘাট, ঢাকা', date: at(4) });
    const trees = await createEvent(app, organizer, { title: 'বৃক্ষরোপণ দিবস', type: 'Plantation', location: 'মিরপুর, ঢাকা', date: at(6) });
    try {
      for (const [q, titles] of [
        ['নদী', ['নদী পরিষ্কার অভিযান']],
        ['রিষ্কা', ['নদী পরিষ্কার অভিযান']],
        ['মিরপুর', ['বৃক্ষরোপণ দিবস']],
        ['ঢাকা', ['নদী পরিষ্কার অভিযান', 'বৃক্ষরোপণ দিবস']],
        ['নদী পরিষ্কার', ['নদী পরিষ্কার অভিযান']],
        ['পরিষ্কার নদী', []],
      ] as const) {
        const answer = await list(`?q=${encodeURIComponent(q)}`);
        expect(answer.titles, q).toEqual(titles);
        expect(answer.res.headers['x-total-count'], q).toBe(String(titles.length));
      }
      expect((await list(`?q=${encodeURIComponent('ঢাকা')}&limit=1&page=2`)).titles).toEqual(['বৃক্ষরোপণ দিবস']);
    } finally {
      for (const event of [river, trees]) await app.inject({ method: 'DELETE', url: `/api/events/my-events/${event._id}`, headers: as(organizer) });
    }
  });

  it('puts a new event’s words straight into the search indexes, where no later search has to read them from a pending list', async () => {
    const pending = async () =>
      queryRows<{ title: number; location: number }>(
        app.db,
        sql`SELECT gin_clean_pending_list('events_title_trgm_idx'::regclass)::int AS title, gin_clean_pending_list('events_location_trgm_idx'::regclass)::int AS location`,
      );
    await pending();
    const fair = await createEvent(app, organizer, { title: 'Mangrove Seedling Fair', location: 'Khulna', date: at(7) });
    await app.inject({ method: 'PATCH', url: `/api/events/${fair._id}/join`, headers: as(volunteer) });
    try {
      // Each is the number of pending-list pages a vacuum would have had to move into the index.
      expect(await pending()).toEqual([{ title: 0, location: 0 }]);
      expect((await list('?q=seedling')).titles).toEqual(['Mangrove Seedling Fair']);
    } finally {
      await app.inject({ method: 'DELETE', url: `/api/events/my-events/${fair._id}`, headers: as(organizer) });
    }
  });
});

describe('GET /api/events/:id', () => {
  it('returns the event with the fields of the spec', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/events/${bookDrive._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _id: bookDrive._id,
      title: 'Book Donation 100% Fun_Day',
      type: 'Donation',
      location: 'Sylhet',
      volunteersNeeded: 25,
      volunteersJoined: 0,
      joinedUsers: [],
    });
    expect(new Date(res.json().date).toISOString()).toBe(res.json().date);
  });

  it('shows a participant their own e-mail only, the organizer every e-mail', async () => {
    const url = `/api/events/${riverCleanup._id}`;
    expect((await app.inject({ method: 'GET', url })).json().joinedUsers).toEqual([]);
    expect((await app.inject({ method: 'GET', url, headers: as(stranger) })).json().joinedUsers).toEqual([]);
    expect((await app.inject({ method: 'GET', url, headers: as(volunteer) })).json().joinedUsers).toEqual(['volunteer@example.com']);
    expect((await app.inject({ method: 'GET', url, headers: as(organizer) })).json().joinedUsers).toEqual(['volunteer@example.com']);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'abc', '1', "1' OR '1'='1", 'x'.repeat(300)]) {
      const res = await app.inject({ method: 'GET', url: `/api/events/${encodeURIComponent(id)}` });
      expect(res.statusCode, id).toBe(404);
      expect(res.json(), id).toEqual(refusal(apiMessages, 'eventNotFound'));
    }
  });

  it('keeps past events reachable by id', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/events/${pastEvent._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().title).toBe('Beach Cleanup');
    expect(treePlanting.title).toBe('Tree Planting Drive');
    expect(elderVisit.type).toBe('Social Work');
  });
});
