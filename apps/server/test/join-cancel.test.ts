import { describe, expect, it } from 'vitest';
import { dayAt } from '@volunteering/shared/event-time';
import { as, buildTestApp, createEvent, createUser, participantRows, snapshot, tokenFor } from './helpers/build.ts';

const app = await buildTestApp();
const organizer = await createUser(app);
const hour = 3600_000;
const join = (eventId: string, user: { token: string }, payload?: object) =>
  app.inject({ method: 'PATCH', url: `/api/events/${eventId}/join`, headers: as(user), ...(payload ? { payload } : {}) });
const cancel = (eventId: string, user: { token: string }, payload?: object) =>
  app.inject({ method: 'PATCH', url: `/api/events/cancel/${eventId}`, headers: as(user), ...(payload ? { payload } : {}) });
/** `atHour`:00 in Dhaka, `days` after the clock's today there: a start the server accepts. */
const dhakaAt = (days: number, atHour: number) => dayAt(app.now(), 'Asia/Dhaka', days, atHour).toISOString();
const volunteersJoined = async (eventId: string) => (await app.inject({ method: 'GET', url: `/api/events/${eventId}` })).json().volunteersJoined;

describe('PATCH /api/events/:id/join', () => {
  it('joins once; a second join is refused with the reason', async () => {
    const event = await createEvent(app, organizer);
    const volunteer = await createUser(app);
    const first = await join(event._id, volunteer, { email: volunteer.email });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, code: 'api.joined', message: 'You have joined this event.' });
    const again = await join(event._id, volunteer);
    expect(again.json()).toEqual({ success: false, code: 'api.alreadyJoined', message: 'You have already joined this event.' });
    expect(await volunteersJoined(event._id)).toBe(1);
    expect(await participantRows(app, event._id)).toBe(1);
  });

  it('a join sent five times at once takes one place: the others are told they joined already', async () => {
    const event = await createEvent(app, organizer);
    const volunteer = await createUser(app);
    const answers = await Promise.all(Array.from({ length: 5 }, () => join(event._id, volunteer)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((answer) => answer.json().success)).toHaveLength(1);
    expect(answers.filter((answer) => answer.json().code === 'api.alreadyJoined')).toHaveLength(4);
    expect(await volunteersJoined(event._id)).toBe(1);
    expect(await participantRows(app, event._id)).toBe(1);
    // Given back five times at once: one place freed, the count back to nothing.
    const left = await Promise.all(Array.from({ length: 5 }, () => cancel(event._id, volunteer)));
    expect(left.filter((answer) => answer.json().success)).toHaveLength(1);
    expect(await volunteersJoined(event._id)).toBe(0);
    expect(await participantRows(app, event._id)).toBe(0);
  });

  it('refuses a full event', async () => {
    const event = await createEvent(app, organizer, { volunteersNeeded: 1 });
    expect((await join(event._id, await createUser(app))).json().success).toBe(true);
    const late = await join(event._id, await createUser(app));
    expect(late.json()).toEqual({ success: false, code: 'api.eventFull', message: 'This event is full.' });
    expect(await volunteersJoined(event._id)).toBe(1);
  });

  it('refuses an event that has taken place', async () => {
    const start = app.now();
    const event = await createEvent(app, organizer, { date: dhakaAt(1, 10) });
    app.clock.set(new Date(Date.parse(event.date) + hour)); // an hour after it started
    try {
      expect((await join(event._id, await createUser(app))).json()).toEqual({
        success: false,
        code: 'api.eventEnded',
        message: 'This event has already ended.',
      });
    } finally {
      app.clock.set(start);
    }
  });

  it('needs a token, refuses a spoofed email, and 404s an unknown event', async () => {
    const event = await createEvent(app, organizer);
    const volunteer = await createUser(app);
    const before = await snapshot(app);
    expect((await app.inject({ method: 'PATCH', url: `/api/events/${event._id}/join` })).statusCode).toBe(401);
    const spoofed = await join(event._id, volunteer, { email: organizer.email });
    expect(spoofed.statusCode).toBe(403);
    expect((await join('00000000-0000-4000-8000-000000000000', volunteer)).statusCode).toBe(404);
    expect(await snapshot(app)).toBe(before);
  });
});

describe('PATCH /api/events/cancel/:id', () => {
  it('cancels a joined upcoming event and frees the place', async () => {
    const event = await createEvent(app, organizer, { volunteersNeeded: 1 });
    const volunteer = await createUser(app);
    await join(event._id, volunteer);
    const res = await cancel(event._id, volunteer, { email: volunteer.email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, code: 'api.cancelled', message: 'Your participation has been cancelled.' });
    expect(await volunteersJoined(event._id)).toBe(0);
    expect((await join(event._id, await createUser(app))).json().success).toBe(true);
  });

  it('refuses with 409 when not joined, and after the event took place', async () => {
    const start = app.now();
    const event = await createEvent(app, organizer, { date: dhakaAt(1, 10) });
    const volunteer = await createUser(app);
    const notJoined = await cancel(event._id, volunteer);
    expect(notJoined.statusCode).toBe(409);
    expect(notJoined.json()).toEqual({ success: false, code: 'api.notJoined', message: 'You have not joined this event.' });
    await join(event._id, volunteer);
    app.clock.set(new Date(Date.parse(event.date) + hour)); // an hour after it started
    try {
      const completed = await cancel(event._id, { token: await tokenFor(app, volunteer) });
      expect(completed.statusCode).toBe(409);
      expect(completed.json().success).toBe(false);
      expect(await volunteersJoined(event._id)).toBe(1);
    } finally {
      app.clock.set(start);
    }
  });

  it('never cancels on behalf of someone else', async () => {
    const event = await createEvent(app, organizer);
    const volunteer = await createUser(app);
    const intruder = await createUser(app);
    await join(event._id, volunteer);
    const before = await snapshot(app);
    expect((await cancel(event._id, intruder, { email: volunteer.email })).statusCode).toBe(403);
    expect((await cancel(event._id, intruder)).statusCode).toBe(409);
    expect(await snapshot(app)).toBe(before);
    expect(await volunteersJoined(event._id)).toBe(1);
  });
});

describe('GET /api/events/joined', () => {
  it('lists upcoming events soonest first, then completed ones most recent first', async () => {
    const volunteer = await createUser(app);
    const start = app.now();
    const titles = ['Completes first', 'Completes second', 'Upcoming later', 'Upcoming soon'];
    // Tomorrow at 10 and 11 AM in Dhaka, then the two days after at 10 AM.
    const [a, b, c, d] = [
      await createEvent(app, organizer, { title: titles[0], date: dhakaAt(1, 10) }),
      await createEvent(app, organizer, { title: titles[1], date: dhakaAt(1, 11) }),
      await createEvent(app, organizer, { title: titles[2], date: dhakaAt(3, 10) }),
      await createEvent(app, organizer, { title: titles[3], date: dhakaAt(2, 10) }),
    ];
    for (const event of [a!, b!, c!, d!]) await join(event._id, volunteer);
    await createEvent(app, organizer, { title: 'Not joined' });
    app.clock.set(new Date(dhakaAt(1, 13))); // tomorrow at 1 PM: the first two have taken place
    try {
      const res = await app.inject({ method: 'GET', url: `/api/events/joined?email=${volunteer.email}`, headers: as(await tokenFor(app, volunteer)) });
      expect(res.statusCode).toBe(200);
      expect(res.json().map((e: { title: string }) => e.title)).toEqual(['Upcoming soon', 'Upcoming later', 'Completes second', 'Completes first']);
      expect(res.json()[0].joinedUsers).toEqual([volunteer.email]);
    } finally {
      app.clock.set(start);
    }
  });

  it('refuses a spoofed email and a missing token', async () => {
    const volunteer = await createUser(app);
    expect((await app.inject({ method: 'GET', url: `/api/events/joined?email=${organizer.email}`, headers: as(volunteer) })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/events/joined' })).statusCode).toBe(401);
  });
});
