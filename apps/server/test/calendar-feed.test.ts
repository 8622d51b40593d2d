import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { dayAt } from '@volunteering/shared/event-time';
import { calendarFeeds, events } from '../src/db/schema.ts';
import { as, buildTestApp, createEvent, createUser, PUBLIC_URL, type TestUser } from './helpers/build.ts';

const app = await buildTestApp();
/** 10:00 AM in Dhaka, `days` after the clock's today there. */
const inDays = (days: number) => dayAt(app.now(), 'Asia/Dhaka', days, 10).toISOString();

async function createFeed(who: TestUser): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/me/calendar-feed', headers: as(who) });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json().url as string;
}

/** The feed at a URL the API handed out, fetched without any login. */
async function fetchFeed(url: string) {
  return app.inject({ method: 'GET', url: url.slice(PUBLIC_URL.length) });
}

function vevents(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  return calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
}

async function join(eventId: string, who: TestUser) {
  const res = await app.inject({ method: 'PATCH', url: `/api/events/${eventId}/join`, headers: as(who) });
  expect(res.json().success).toBe(true);
}

describe('the private calendar feed', () => {
  it('lists exactly the events the user joined, with their start and end, to anyone holding the URL', async () => {
    const organizer = await createUser(app);
    const volunteer = await createUser(app);
    const soon = await createEvent(app, organizer, { title: 'Beach Cleanup, Cox’s Bazar', durationMinutes: 90, date: inDays(2) });
    const later = await createEvent(app, organizer, { title: 'Tree Planting', date: inDays(9) });
    const notJoined = await createEvent(app, organizer, { title: 'Not Mine' });
    const cancelled = await createEvent(app, organizer, { title: 'Cancelled One' });
    await join(later._id, volunteer);
    await join(soon._id, volunteer);
    await join(cancelled._id, volunteer);
    await app.inject({ method: 'PATCH', url: `/api/events/cancel/${cancelled._id}`, headers: as(volunteer) });

    const url = await createFeed(volunteer);
    expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/api/calendar/feeds/[A-Za-z0-9_-]{43}\\.ics$`));
    const res = await fetchFeed(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const listed = vevents(res.body);
    expect(listed.map((e) => e.summary)).toEqual(['Beach Cleanup, Cox’s Bazar', 'Tree Planting']);
    expect(listed.map((e) => e.uid)).toEqual([`${soon._id}@volunteer-hub`, `${later._id}@volunteer-hub`]);
    const whole = (iso: string) => Math.floor(Date.parse(iso) / 1000) * 1000;
    expect(listed[0]!.startDate.toJSDate().getTime()).toBe(whole(soon.date));
    expect(listed[0]!.endDate.toJSDate().getTime()).toBe(whole(soon.date) + 90 * 60_000);
    expect(listed[0]!.endDate.toJSDate().getTime()).toBe(whole(soon.endDate));
    expect(res.body).not.toContain(notJoined._id);

    const status = await app.inject({ method: 'GET', url: '/api/me/calendar-feed', headers: as(volunteer) });
    expect(status.json()).toEqual({ active: true, createdAt: app.now().toISOString() });
  });

  it('answers a feed holding an event far ahead (made before the date rule) with zone data for its own years only (issue 35)', async () => {
    const organizer = await createUser(app);
    const volunteer = await createUser(app);
    const near = await createEvent(app, organizer, {
      title: 'Riverbank Cleanup',
      timeZone: 'America/New_York',
      date: dayAt(app.now(), 'America/New_York', 5, 10).toISOString(),
    });
    const far = await createEvent(app, organizer, {
      title: 'Far Away',
      timeZone: 'America/New_York',
      date: dayAt(app.now(), 'America/New_York', 6, 10).toISOString(),
    });
    // The API refuses such a start now; an event stored before the rule can still hold one.
    await app.db
      .update(events)
      .set({ date: new Date('9999-12-31T15:00:00Z') })
      .where(eq(events.id, far._id));
    await join(near._id, volunteer);
    await join(far._id, volunteer);
    const res = await fetchFeed(await createFeed(volunteer));
    expect(res.statusCode).toBe(200);
    expect(vevents(res.body).map((e) => e.startDate.toString())).toEqual([expect.stringMatching(/^\d{4}-/), '9999-12-31T10:00:00']);
    // Observances for the years the two events fall in, not for the 8,000 years between them.
    const observances = res.body.match(/BEGIN:(STANDARD|DAYLIGHT)/g) ?? [];
    expect(res.body).toContain('TZID:America/New_York');
    expect(observances.length).toBeGreaterThan(0);
    expect(observances.length).toBeLessThanOrEqual(8);
  });

  it('stores only a digest of the secret, never the secret itself', async () => {
    const volunteer = await createUser(app);
    const url = await createFeed(volunteer);
    const token = url.match(/feeds\/(.+)\.ics$/)![1]!;
    const [row] = await app.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, volunteer.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('a second link replaces the first: the old URL answers 404 and the new one works', async () => {
    const volunteer = await createUser(app);
    const first = await createFeed(volunteer);
    const second = await createFeed(volunteer);
    expect(second).not.toBe(first);
    const old = await fetchFeed(first);
    expect(old.statusCode).toBe(404);
    expect(old.json()).toEqual({ success: false, code: 'api.notFound', message: 'Not found.' });
    expect(old.headers['cache-control']).toBe('private, no-store');
    expect((await fetchFeed(second)).statusCode).toBe(200);
    expect(await app.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, volunteer.id))).toHaveLength(1);
  });

  it('turning it off makes the URL answer 404, and the status says so', async () => {
    const volunteer = await createUser(app);
    const url = await createFeed(volunteer);
    const off = await app.inject({ method: 'DELETE', url: '/api/me/calendar-feed', headers: as(volunteer) });
    expect(off.statusCode).toBe(204);
    expect((await fetchFeed(url)).statusCode).toBe(404);
    const status = await app.inject({ method: 'GET', url: '/api/me/calendar-feed', headers: as(volunteer) });
    expect(status.json()).toEqual({ active: false, createdAt: null });
  });

  it("each user's token shows only their own events", async () => {
    const organizer = await createUser(app);
    const [ana, bo] = [await createUser(app), await createUser(app)];
    const anas = await createEvent(app, organizer, { title: "Ana's Event" });
    const bos = await createEvent(app, organizer, { title: "Bo's Event" });
    await join(anas._id, ana);
    await join(bos._id, bo);
    const [anaUrl, boUrl] = [await createFeed(ana), await createFeed(bo)];
    expect(vevents((await fetchFeed(anaUrl)).body).map((e) => e.summary)).toEqual(["Ana's Event"]);
    expect(vevents((await fetchFeed(boUrl)).body).map((e) => e.summary)).toEqual(["Bo's Event"]);
  });

  it('refuses unknown tokens with 404 and the management routes without a login with 401', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/calendar/feeds/not-a-real-token.ics' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/calendar/feeds/${'a'.repeat(500)}.ics` })).statusCode).toBe(404);
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expect((await app.inject({ method, url: '/api/me/calendar-feed' })).statusCode).toBe(401);
    }
  });

  // Last in the file: it uses up this address's allowance for the feed route.
  it('limits how often one address may ask for feeds, so tokens cannot be guessed at speed', async () => {
    const answers = [];
    for (let i = 0; i < 61; i++) answers.push((await app.inject({ method: 'GET', url: `/api/calendar/feeds/guess-${i}.ics` })).statusCode);
    // The earlier tests here spent part of the allowance of 60 a minute.
    const firstRefused = answers.indexOf(429);
    expect(firstRefused).toBeGreaterThan(40);
    expect(answers.slice(0, firstRefused).every((status) => status === 404)).toBe(true);
    expect(answers.slice(firstRefused).every((status) => status === 429)).toBe(true);
  });
});
