import { instantOf } from '@volunteering/shared/event-time';
import { validationMessages } from '@volunteering/shared/texts/validation';
import { describe, expect, it } from 'vitest';
import { buildTestApp, createEvent, createUser } from './helpers/build.ts';

// The Upcoming list's Dates filter (issue 13): `from` and `to` name days, both included, and an
// event's day is the one on its own calendar, wherever the viewer is.
const app = await buildTestApp();
app.clock.set(new Date('2026-11-24T03:00:00Z')); // Tuesday 24 November, 9 AM in Dhaka
const organizer = await createUser(app);

const at = (zone: string, day: number, hour: number, minute = 0) => instantOf({ year: 2026, month: 12, day, hour, minute }, zone).toISOString();
const make = (title: string, zone: string, day: number, hour: number, minute = 0, more: Record<string, unknown> = {}) =>
  createEvent(app, organizer, { title, timeZone: zone, date: at(zone, day, hour, minute), ...more });

// Saturday 5 December: late evening in New York is already Sunday the 6th in UTC.
await make('New York Saturday Night Walk', 'America/New_York', 5, 23, 30, { type: 'Social Work', location: 'Hudson River Park, New York' });
// Sunday 6 December, 8 AM in Dhaka is still Saturday the 5th in UTC.
await make('Dhaka Sunday Sunrise Cleanup', 'Asia/Dhaka', 6, 8);
await make('Dhaka Friday Book Drive', 'Asia/Dhaka', 4, 18, 0, { type: 'Donation' });
await make('Dhaka Monday Tree Planting', 'Asia/Dhaka', 7, 10, 0, { type: 'Plantation' });

async function titles(query: string) {
  const res = await app.inject({ method: 'GET', url: `/api/events?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return { titles: (res.json() as { title: string }[]).map((event) => event.title), total: res.headers['x-total-count'] };
}

describe('GET /api/events with from and to', () => {
  it('lists the events on those days of their own calendars, soonest first, with the count of those alone', async () => {
    expect(await titles('from=2026-12-05&to=2026-12-06')).toEqual({
      titles: ['Dhaka Sunday Sunrise Cleanup', 'New York Saturday Night Walk'],
      total: '2',
    });
    expect((await titles('from=2026-12-05&to=2026-12-05')).titles).toEqual(['New York Saturday Night Walk']);
    expect((await titles('from=2026-12-06&to=2026-12-06')).titles).toEqual(['Dhaka Sunday Sunrise Cleanup']);
    expect((await titles('from=2026-12-04&to=2026-12-07')).titles).toHaveLength(4);
    expect((await titles('from=2026-12-07')).titles).toEqual(['Dhaka Monday Tree Planting']);
    expect((await titles('to=2026-12-04')).titles).toEqual(['Dhaka Friday Book Drive']);
    expect((await titles('from=2026-12-08&to=2026-12-31')).titles).toEqual([]);
  });

  it('keeps the other filters: search and type narrow the days further', async () => {
    expect((await titles('from=2026-12-04&to=2026-12-07&q=dhaka&type=Cleanup')).titles).toEqual(['Dhaka Sunday Sunrise Cleanup']);
  });

  it('refuses days that are not days, and a last day before the first, with a clear message', async () => {
    for (const [query, message] of [
      ['from=2026-02-30', validationMessages.day],
      ['to=tomorrow', validationMessages.day],
      ['from=2026-12-06T00:00:00Z', validationMessages.day],
      ['from=2026-12-07&to=2026-12-05', validationMessages.dayOrder],
    ] as const) {
      const res = await app.inject({ method: 'GET', url: `/api/events?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).toContain(message);
    }
  });
});
