import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { dayAt } from '@volunteering/shared/event-time';
import { loadConfig } from '../src/config.ts';
import { queryRows } from '../src/db/client.ts';
import { as, buildTestApp, createEvent, createUser, eventInput } from './helpers/build.ts';

// Decision 054: zones by today's names, and a new event's zone from the organizer's last one.

const app = await buildTestApp();
const organizer = await createUser(app);

const read = async (id: string) => (await app.inject({ method: 'GET', url: `/api/events/${id}` })).json();
const storedZone = async (id: string) => (await queryRows<{ time_zone: string }>(app.db, sql`SELECT time_zone FROM events WHERE id = ${id}`))[0]?.time_zone;
const local = (zone: string, days: number, hour: number) => dayAt(app.now(), zone, days, hour).toISOString();
const defaults = async (user: { token: string }) => app.inject({ method: 'GET', url: '/api/me/event-defaults', headers: as(user) });

describe("an old zone name is stored and answered as today's", () => {
  it.each([
    ['Asia/Calcutta', 'Asia/Kolkata'],
    ['Asia/Katmandu', 'Asia/Kathmandu'],
    ['Asia/Saigon', 'Asia/Ho_Chi_Minh'],
    ['Europe/Kiev', 'Europe/Kyiv'],
    ['Asia/Rangoon', 'Asia/Yangon'],
    ['asia/dacca', 'Asia/Dhaka'],
    ['US/Eastern', 'America/New_York'],
    ['Etc/UTC', 'UTC'],
  ])('%s on create is %s, in the answer, the database and every read', async (given, today) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/events',
      headers: as(organizer),
      payload: eventInput(app, { timeZone: given, date: local(today, 7, 10) }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().timeZone).toBe(today);
    expect(await storedZone(res.json()._id)).toBe(today);
    expect((await read(res.json()._id)).timeZone).toBe(today);
  });

  it("on edit too, and the start stays the same instant (the same clock by today's name)", async () => {
    const event = await createEvent(app, organizer, { timeZone: 'Asia/Dhaka' });
    const date = local('Asia/Kolkata', 9, 10);
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/events/my-events/${event._id}`,
      headers: as(organizer),
      payload: eventInput(app, { timeZone: 'Asia/Calcutta', date }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ timeZone: 'Asia/Kolkata', date });
    expect(await storedZone(event._id)).toBe('Asia/Kolkata');
  });

  it('the migration renames the events saved under an old name, and no other', async () => {
    const kept = await createEvent(app, organizer, { timeZone: 'Asia/Dhaka' });
    const old = await createEvent(app, organizer, { timeZone: 'Asia/Kathmandu', date: local('Asia/Kathmandu', 7, 10) });
    const other = await createEvent(app, organizer, { timeZone: 'America/New_York', date: local('America/New_York', 7, 10) });
    await app.db.execute(sql`UPDATE events SET time_zone = 'Asia/Katmandu' WHERE id = ${old._id}`);
    await app.db.execute(sql`UPDATE events SET time_zone = 'US/Eastern' WHERE id = ${other._id}`);
    const migration = readFileSync(new URL('../src/db/migrations/0023_today_zone_names.sql', import.meta.url), 'utf8');
    await app.db.execute(sql.raw(migration));
    expect(await storedZone(old._id)).toBe('Asia/Kathmandu');
    expect(await storedZone(other._id)).toBe('America/New_York');
    expect(await storedZone(kept._id)).toBe('Asia/Dhaka');
    expect((await read(old._id)).date).toBe(old.date);
  });
});

describe('GET /api/me/event-defaults', () => {
  it('needs a token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/me/event-defaults' })).statusCode).toBe(401);
  });

  it("is the server's DEFAULT_TIME_ZONE for an organizer with no event yet, whatever their browser's zone", async () => {
    const newcomer = await createUser(app);
    const res = await defaults(newcomer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ timeZone: 'Asia/Dhaka' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is the zone of the event they created last, by its name today', async () => {
    const traveller = await createUser(app);
    await createEvent(app, traveller, { timeZone: 'America/New_York', date: local('America/New_York', 7, 10) });
    expect((await defaults(traveller)).json()).toEqual({ timeZone: 'America/New_York' });
    const nepal = await createEvent(app, traveller, { timeZone: 'Asia/Katmandu', date: local('Asia/Kathmandu', 7, 10) });
    expect((await defaults(traveller)).json()).toEqual({ timeZone: 'Asia/Kathmandu' });
    // The last created, not the last edited nor the latest start.
    await app.inject({
      method: 'PATCH',
      url: `/api/events/my-events/${nepal._id}`,
      headers: as(traveller),
      payload: eventInput(app, { timeZone: 'Europe/Kiev', date: local('Europe/Kyiv', 30, 10) }),
    });
    expect((await defaults(traveller)).json()).toEqual({ timeZone: 'Europe/Kyiv' });
    await createEvent(app, traveller, { timeZone: 'Asia/Dhaka', date: local('Asia/Dhaka', 2, 10) });
    expect((await defaults(traveller)).json()).toEqual({ timeZone: 'Asia/Dhaka' });
    // Another organizer's events are not theirs.
    await createEvent(app, organizer, { timeZone: 'Asia/Rangoon', date: local('Asia/Yangon', 7, 10) });
    expect((await defaults(traveller)).json()).toEqual({ timeZone: 'Asia/Dhaka' });
  });
});

describe('DEFAULT_TIME_ZONE', () => {
  const config = (zone: string) =>
    loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vh-zone-')), AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789', DEFAULT_TIME_ZONE: zone });

  it("is kept by today's name (Asia/Calcutta gives new events Asia/Kolkata), and a name no zone has stops the start", () => {
    expect(config('Asia/Calcutta').defaultTimeZone).toBe('Asia/Kolkata');
    expect(config('europe/kiev').defaultTimeZone).toBe('Europe/Kyiv');
    expect(() => config('Mars/Olympus')).toThrow('DEFAULT_TIME_ZONE is not a time zone: Mars/Olympus');
  });
});
