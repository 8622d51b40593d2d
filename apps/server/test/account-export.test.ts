// Issue 16, "Download my data": GET /api/me/export gives the caller's account and everything it did,
// and nothing of anyone else's.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dayAt } from '@volunteering/shared/event-time';
import { AccountExportSchema, type AccountExport } from '@volunteering/shared/account-export-schemas';
import { session } from '../src/db/schema.ts';
import { as, buildTestApp, createUser, tokenFor, type TestUser } from './helpers/build.ts';

const app = await buildTestApp();
const HOUR = 3600_000;
const DAY = 24 * HOUR;

async function send(method: 'GET' | 'POST' | 'PATCH', url: string, who: TestUser, payload?: object) {
  return app.inject({ method, url, headers: as(who), ...(payload ? { payload } : {}) });
}

/** An event `days` ahead, 10:00 in Dhaka. */
async function create(owner: TestUser, title: string, days: number, overrides: Record<string, unknown> = {}) {
  const res = await send('POST', '/api/events', owner, {
    title,
    description: 'Pick up plastic along the river bank. Gloves and bags provided.',
    type: 'Cleanup',
    imageUrl: 'https://images.example.com/river.jpg',
    location: 'Buriganga River, Dhaka',
    date: dayAt(app.now(), 'Asia/Dhaka', days, 10).toISOString(),
    organizer: 'Clean Rivers Dhaka',
    volunteersNeeded: 1,
    durationMinutes: 90,
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { _id: string; date: string };
}

/** The clock jumps ahead: the session is kept alive and the token minted again. */
async function refreshed(u: TestUser): Promise<TestUser> {
  await app.db
    .update(session)
    .set({ expiresAt: new Date(app.now().getTime() + 30 * DAY) })
    .where(eq(session.id, u.sessionId));
  return { ...u, token: await tokenFor(app, u) };
}

async function exported(who: TestUser): Promise<AccountExport> {
  const res = await send('GET', '/api/me/export', who);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['content-disposition']).toBe(`attachment; filename="volunteer-hub-my-data-${app.now().toISOString().slice(0, 10)}.json"`);
  expect(res.headers['cache-control']).toBe('no-store');
  return AccountExportSchema.parse(res.json());
}

describe('GET /api/me/export', () => {
  it("holds the caller's account, events, participations, waitlists, hours, announcements, feed and newsletter, and no one else's", async () => {
    const me = await createUser(app, { name: 'Export Person' });
    const organizer = await createUser(app);
    const stranger = await createUser(app);

    // Mine: an event I organize and announce in; one I join and attend; one full event I wait for.
    const mine = await create(me, 'My Own Drive', 5);
    expect((await send('POST', `/api/events/${mine._id}/announcements`, me, { message: 'Bring water bottles, please.' })).statusCode).toBe(201);
    const attended = await create(organizer, 'Attended Cleanup', 2);
    expect((await send('PATCH', `/api/events/${attended._id}/join`, me)).json()).toMatchObject({ success: true });
    // One I join that is still ahead when I export.
    const ahead = await create(organizer, 'Later Book Drive', 5);
    const full = await create(organizer, 'Full Plantation', 10);
    expect((await send('PATCH', `/api/events/${full._id}/join`, stranger)).json()).toMatchObject({ success: true });
    expect((await send('PATCH', `/api/events/${ahead._id}/join`, me)).json()).toMatchObject({ success: true });
    expect((await send('PATCH', `/api/events/${full._id}/waitlist`, me)).statusCode).toBe(200);
    expect((await send('POST', '/api/me/calendar-feed', me)).statusCode).toBeLessThan(300);
    expect((await app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: me.email.toUpperCase() } })).statusCode).toBeLessThan(300);
    expect(
      (await send('POST', '/api/reports', me, { targetType: 'user', targetId: organizer.id, reason: 'spam', details: 'Messages me daily.' })).statusCode,
    ).toBe(201);
    // Someone else's: an event, a participation and an announcement that must not appear.
    const theirs = await create(stranger, 'Stranger Event', 3);
    await send('POST', `/api/events/${theirs._id}/announcements`, stranger, { message: 'Secret note for my volunteers.' });

    // Three days on, the attended event has ended: 1.5 hours.
    app.clock.advance(3 * DAY);
    const data = await exported(await refreshed(me));

    expect(data.exportedAt).toBe(app.now().toISOString());
    expect(data.account).toMatchObject({
      id: me.id,
      name: 'Export Person',
      email: me.email,
      language: 'en',
      emailVerified: true,
      role: 'member',
      notifications: { reminders: true, announcements: true, waitlist: true, digest: true },
      homeArea: null,
    });
    expect(data.eventsOrganized.map((event) => event.title)).toEqual(['My Own Drive']);
    expect(data.eventsOrganized[0]).toMatchObject({ _id: mine._id, durationMinutes: 90, volunteersNeeded: 1, volunteersJoined: 0, lat: null, lng: null });
    expect(data.participations).toEqual([
      { eventId: attended._id, title: 'Attended Cleanup', date: attended.date, timeZone: expect.any(String), joinedAt: expect.any(String), attended: true },
      { eventId: ahead._id, title: 'Later Book Drive', date: ahead.date, timeZone: expect.any(String), joinedAt: expect.any(String), attended: null },
    ]);
    expect(data.waitlists).toEqual([{ eventId: full._id, title: 'Full Plantation', date: full.date, joinedAt: expect.any(String) }]);
    expect(data.hours).toMatchObject({ totalHours: 1.5, eventsCompleted: 1 });
    expect(data.hours.events.map((event) => event._id)).toEqual([attended._id]);
    expect(data.announcements).toEqual([
      { eventId: mine._id, eventTitle: 'My Own Drive', message: 'Bring water bottles, please.', postedAt: expect.any(String) },
    ]);
    expect(data.reportsMade).toEqual([
      { targetType: 'user', targetId: organizer.id, reason: 'spam', details: 'Messages me daily.', createdAt: expect.any(String) },
    ]);
    expect(data.calendarFeed).toEqual({ createdAt: expect.any(String) });
    // Asked for, not confirmed yet: nothing is sent to it.
    expect(data.newsletter).toEqual({ subscribedAt: expect.any(String), confirmedAt: null });

    const text = JSON.stringify(data);
    for (const foreign of [stranger.email, stranger.id, theirs._id, 'Secret note for my volunteers.', organizer.email, organizer.name])
      expect(text).not.toContain(foreign);
  });

  it('lists the pictures the account uploaded, each at its largest width, and none of anyone else', async () => {
    const [me, stranger] = [await createUser(app), await createUser(app)];
    const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: { r: 40, g: 160, b: 100 } } })
      .png()
      .toBuffer();
    const uploadAs = (who: TestUser) => {
      const boundary = 'vhexport';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return app.inject({ method: 'POST', url: '/api/uploads', payload, headers: { ...as(who), 'content-type': `multipart/form-data; boundary=${boundary}` } });
    };
    const mine = await uploadAs(me);
    expect(mine.statusCode, mine.body).toBe(201);
    const theirs = (await uploadAs(stranger)).json() as { id: string };
    const data = await exported(me);
    expect(data.uploads).toEqual([
      { id: mine.json().id, url: `http://localhost:3000/media/${mine.json().id}/60.jpeg`, width: 60, height: 40, uploadedAt: expect.any(String) },
    ]);
    expect(JSON.stringify(data)).not.toContain(theirs.id);
    expect((await app.inject({ method: 'GET', url: data.uploads[0]!.url.slice('http://localhost:3000'.length) })).statusCode).toBe(200);
  });

  it('is short for an account that did nothing yet, and never holds a password or a session', async () => {
    const me = await createUser(app);
    const data = await exported(me);
    expect(data).toMatchObject({
      eventsOrganized: [],
      participations: [],
      waitlists: [],
      announcements: [],
      reportsMade: [],
      calendarFeed: null,
      newsletter: null,
      uploads: [],
    });
    expect(data.hours).toMatchObject({ totalHours: 0, eventsCompleted: 0, events: [] });
    const text = JSON.stringify(data);
    expect(text).not.toContain(me.token);
    expect(text).not.toContain(me.sessionId);
    expect(text).not.toMatch(/password|\$argon|scrypt/i);
  });

  it('needs a login', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/me/export' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
  });
});
