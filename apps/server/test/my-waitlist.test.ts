import { describe, expect, it } from 'vitest';
import { dayAt } from '@volunteering/shared/event-time';
import { as, buildTestApp, createEvent, createUser, type TestUser } from './helpers/build.ts';

const app = await buildTestApp();

async function call(method: 'PATCH' | 'GET' | 'DELETE', url: string, who: TestUser) {
  return app.inject({ method, url, headers: as(who) });
}

/** A full event `days` ahead (10:00 AM in Dhaka) with one place, and `ahead` people already waiting. */
async function fullEvent(title: string, days: number, ahead: number) {
  const organizer = await createUser(app);
  const event = await createEvent(app, organizer, {
    title,
    volunteersNeeded: 1,
    durationMinutes: 60,
    date: dayAt(app.now(), 'Asia/Dhaka', days, 10).toISOString(),
  });
  expect((await call('PATCH', `/api/events/${event._id}/join`, await createUser(app))).json().success).toBe(true);
  for (let i = 0; i < ahead; i++) await call('PATCH', `/api/events/${event._id}/waitlist`, await createUser(app));
  return event;
}

describe('GET /api/me/waitlist', () => {
  it("lists the caller's waitlists, soonest first, with their place in each and no one else's", async () => {
    const me = await createUser(app);
    const later = await fullEvent('Later Event', 10, 2);
    const sooner = await fullEvent('Sooner Event', 3, 0);
    const other = await fullEvent('Not Waiting Here', 5, 1);
    expect((await call('PATCH', `/api/events/${later._id}/waitlist`, me)).json().position).toBe(3);
    expect((await call('PATCH', `/api/events/${sooner._id}/waitlist`, me)).json().position).toBe(1);

    const res = await call('GET', '/api/me/waitlist', me);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        event: { _id: sooner._id, title: 'Sooner Event', date: sooner.date, timeZone: 'Asia/Dhaka', endDate: sooner.endDate, location: sooner.location },
        position: 1,
      },
      {
        event: { _id: later._id, title: 'Later Event', date: later.date, timeZone: 'Asia/Dhaka', endDate: later.endDate, location: later.location },
        position: 3,
      },
    ]);
    expect(res.body).not.toContain(other._id);
  });

  it('follows the queue: places move up when someone ahead leaves, and a left waitlist disappears', async () => {
    const event = await fullEvent('Moving Queue', 4, 0);
    const [first, me] = [await createUser(app), await createUser(app)];
    await call('PATCH', `/api/events/${event._id}/waitlist`, first);
    await call('PATCH', `/api/events/${event._id}/waitlist`, me);
    expect((await call('GET', '/api/me/waitlist', me)).json().map((w: { position: number }) => w.position)).toEqual([2]);
    await call('DELETE', `/api/events/${event._id}/waitlist`, first);
    expect((await call('GET', '/api/me/waitlist', me)).json().map((w: { position: number }) => w.position)).toEqual([1]);
    await call('DELETE', `/api/events/${event._id}/waitlist`, me);
    expect((await call('GET', '/api/me/waitlist', me)).json()).toEqual([]);
  });

  it('needs a login', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/me/waitlist' })).statusCode).toBe(401);
  });
});
