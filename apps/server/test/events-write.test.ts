import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { dayAt, wallTimeOf } from '@volunteering/shared/event-time';
import { validationMessages } from '@volunteering/shared/texts/validation';
import { queryRows } from '../src/db/client.ts';
import { as, buildTestApp, createEvent, createUser, eventInput, snapshot, tokenFor } from './helpers/build.ts';
import { fieldSaid } from './helpers/answers.ts';

const app = await buildTestApp();
const organizer = await createUser(app, { email: 'organizer@example.com' });
const other = await createUser(app, { email: 'other@example.com' });

describe('POST /api/events', () => {
  it('needs a valid token', async () => {
    const before = await snapshot(app);
    const res = await app.inject({ method: 'POST', url: '/api/events', payload: eventInput(app) });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please log in to continue.');
    expect(await snapshot(app)).toBe(before);
  });

  it('creates the event owned by the caller; the server sets addedBy, volunteersJoined and joinedUsers', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/events',
      headers: as(organizer),
      payload: {
        ...eventInput(app, { volunteersNeeded: '30', type: 'Social Support' }),
        addedBy: 'someone-else@example.com',
        volunteersJoined: 29,
        joinedUsers: ['x@example.com'],
        _id: '00000000-0000-4000-8000-000000000000',
      },
    });
    expect(res.statusCode).toBe(201);
    const event = res.json();
    expect(event).toMatchObject({
      title: 'River Bank Cleanup',
      type: 'Social Work',
      volunteersNeeded: 30,
      volunteersJoined: 0,
      joinedUsers: [],
      addedBy: 'organizer@example.com',
    });
    expect(event._id).not.toBe('00000000-0000-4000-8000-000000000000');
    const fetched = await app.inject({ method: 'GET', url: `/api/events/${event._id}` });
    expect(fetched.json().volunteersJoined).toBe(0);
  });

  it('keeps gallery images, highlights and FAQs', async () => {
    const event = await createEvent(app, organizer, {
      images: ['https://images.example.com/1.jpg', 'https://images.example.com/2.jpg'],
      highlights: [{ icon: 'leaf', title: 'Green', desc: 'Plant 200 saplings' }],
      faqs: [{ q: 'Is there parking?', a: 'Yes, at the north gate.' }],
    });
    const fetched = (await app.inject({ method: 'GET', url: `/api/events/${event._id}` })).json();
    expect(fetched.images).toEqual(['https://images.example.com/1.jpg', 'https://images.example.com/2.jpg']);
    expect(fetched.highlights).toEqual([{ icon: 'leaf', title: 'Green', desc: 'Plant 200 saplings' }]);
    expect(fetched.faqs).toEqual([{ q: 'Is there parking?', a: 'Yes, at the north gate.' }]);
  });

  it.each([
    ['title', '   ', 'Event title is required.'],
    ['description', '', 'A description is required.'],
    ['location', undefined, 'Location is required.'],
    ['imageUrl', '', 'Image URL is required.'],
    ['type', 'Party', 'Please select an event type.'],
    ['type', undefined, 'Please select an event type.'],
    ['date', undefined, 'Please select a date and time.'],
    ['date', 'next week', 'Date input not valid.'],
    ['organizer', ' ', 'Organizer name is required.'],
    ['volunteersNeeded', 0, 'Please enter a valid number greater than 0.'],
    ['volunteersNeeded', 'ten', 'Please enter a valid number greater than 0.'],
    ['volunteersNeeded', undefined, 'Please enter a valid number greater than 0.'],
  ])('refuses %s = %j with the spec message', async (field, value, message) => {
    const before = await snapshot(app);
    const res = await app.inject({ method: 'POST', url: '/api/events', headers: as(organizer), payload: eventInput(app, { [field]: value }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, code: expect.stringMatching(/^(event-form|validation)\./), message });
    expect(await snapshot(app)).toBe(before);
  });

  it('refuses a date that has passed', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/events',
      headers: as(organizer),
      payload: eventInput(app, { date: new Date(app.now().getTime() - 60_000).toISOString() }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([fieldSaid('date', validationMessages, 'dateInPast')]);
  });
});

/** POST /api/events as the organizer. */
const post = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/events', headers: as(organizer), payload });
/** PATCH /api/events/my-events/:id as the organizer. */
const patch = (id: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PATCH', url: `/api/events/my-events/${id}`, headers: as(organizer), payload });
const read = async (id: string) => (await app.inject({ method: 'GET', url: `/api/events/${id}` })).json();
/** `hour`:`minute` in `zone`, `days` after the clock's today there. */
const local = (zone: string, days: number, hour: number, minute = 0) => dayAt(app.now(), zone, days, hour, minute).toISOString();

describe('an event’s time zone', () => {
  it('is the server’s default, Asia/Dhaka, when the organizer names none, and is stored', async () => {
    const res = await post(eventInput(app));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().timeZone).toBe('Asia/Dhaka');
    expect((await read(res.json()._id)).timeZone).toBe('Asia/Dhaka');
    const [row] = await queryRows<{ time_zone: string }>(app.db, sql`SELECT time_zone FROM events WHERE id = ${res.json()._id}`);
    expect(row?.time_zone).toBe('Asia/Dhaka');
  });

  it('is the one the organizer names, returned on create and on every read', async () => {
    const res = await post(eventInput(app, { timeZone: 'America/New_York', date: local('America/New_York', 7, 10) }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().timeZone).toBe('America/New_York');
    expect((await read(res.json()._id)).timeZone).toBe('America/New_York');
    const mine = (await app.inject({ method: 'GET', url: '/api/events/my-events', headers: as(organizer) })).json() as { _id: string; timeZone: string }[];
    expect(mine.find((e) => e._id === res.json()._id)?.timeZone).toBe('America/New_York');
  });

  it('is stored as the zone is spelled, however it was typed', async () => {
    const res = await post(eventInput(app, { timeZone: 'america/new_york', date: local('America/New_York', 7, 10) }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().timeZone).toBe('America/New_York');
  });

  it('is kept by an edit that names none, and checked there; an edit may name another', async () => {
    const event = await createEvent(app, organizer, { timeZone: 'America/New_York', date: local('America/New_York', 7, 10) });
    // 2 PM in New York is 12 or 1 AM in Dhaka: a slot only in the zone the event keeps.
    const kept = await patch(event._id, eventInput(app, { title: 'Kept Zone', date: local('America/New_York', 8, 14) }));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ title: 'Kept Zone', timeZone: 'America/New_York', date: local('America/New_York', 8, 14) });
    expect((await read(event._id)).timeZone).toBe('America/New_York');

    const moved = await patch(event._id, eventInput(app, { timeZone: 'Europe/London', date: local('Europe/London', 8, 9, 30) }));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ timeZone: 'Europe/London', date: local('Europe/London', 8, 9, 30) });
    expect(await read(event._id)).toMatchObject({ timeZone: 'Europe/London', date: local('Europe/London', 8, 9, 30) });
  });

  it.each([['Mars/Olympus'], [''], [6], [null]])('refuses the zone %j on create and on edit, changing nothing', async (timeZone) => {
    const event = await createEvent(app, organizer);
    const before = await snapshot(app);
    const created = await post(eventInput(app, { timeZone }));
    expect(created.statusCode).toBe(400);
    expect(created.json().errors).toContainEqual(fieldSaid('timeZone', validationMessages, 'timeZone'));
    const edited = await patch(event._id, eventInput(app, { timeZone }));
    expect(edited.statusCode).toBe(400);
    expect(edited.json().errors).toContainEqual(fieldSaid('timeZone', validationMessages, 'timeZone'));
    expect(await snapshot(app)).toBe(before);
  });
});

describe('the start-time rule: 8:00 AM to 11:30 PM in the event’s zone, on the hour or half past', () => {
  const refusedSlot = fieldSaid('date', validationMessages, 'timeSlot');

  it('refuses 3:15 AM in Dhaka on create and on edit, changing nothing', async () => {
    const event = await createEvent(app, organizer);
    const early = local('Asia/Dhaka', 10, 3, 15);
    expect(wallTimeOf(new Date(early), 'Asia/Dhaka')).toMatchObject({ hour: 3, minute: 15 });
    const before = await snapshot(app);
    const created = await post(eventInput(app, { date: early }));
    expect(created.statusCode).toBe(400);
    expect(created.json().errors).toEqual([refusedSlot]);
    const edited = await patch(event._id, eventInput(app, { date: early }));
    expect(edited.statusCode).toBe(400);
    expect(edited.json().errors).toEqual([refusedSlot]);
    expect(await snapshot(app)).toBe(before);
  });

  it.each([
    ['7:30 AM', 7, 30],
    ['10:10 AM', 10, 10],
    ['11:45 PM', 23, 45],
  ])('refuses %s in Dhaka', async (_label, hour, minute) => {
    const before = await snapshot(app);
    const res = await post(eventInput(app, { date: local('Asia/Dhaka', 10, hour, minute) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([refusedSlot]);
    expect(await snapshot(app)).toBe(before);
  });

  it.each([
    ['8:00 AM', 8, 0],
    ['11:30 PM', 23, 30],
  ])('accepts %s in Dhaka, the first and last slots', async (_label, hour, minute) => {
    const date = local('Asia/Dhaka', 10, hour, minute);
    const res = await post(eventInput(app, { date }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ date, timeZone: 'Asia/Dhaka' });
  });

  it('holds in the event’s own zone: the same instant is a slot in one zone and not in another', async () => {
    // 2 PM in New York is 12 or 1 AM the next day in Dhaka.
    const nyAfternoon = local('America/New_York', 10, 14);
    expect((await post(eventInput(app, { date: nyAfternoon, timeZone: 'America/New_York' }))).statusCode).toBe(201);
    const inDhaka = await post(eventInput(app, { date: nyAfternoon }));
    expect(inDhaka.statusCode).toBe(400);
    expect(inDhaka.json().errors).toEqual([refusedSlot]);

    // 10:00 AM in Dhaka is 9:30 AM in Kolkata but 9:45 AM in Kathmandu.
    const dhakaMorning = local('Asia/Dhaka', 10, 10);
    expect((await post(eventInput(app, { date: dhakaMorning }))).statusCode).toBe(201);
    expect((await post(eventInput(app, { date: dhakaMorning, timeZone: 'Asia/Kolkata' }))).statusCode).toBe(201);
    const inKathmandu = await post(eventInput(app, { date: dhakaMorning, timeZone: 'Asia/Kathmandu' }));
    expect(inKathmandu.statusCode).toBe(400);
    expect(inKathmandu.json().errors).toEqual([refusedSlot]);
  });

  it('lets an edit keep a stored start that is off the slots, but not move it to another or change its zone', async () => {
    const event = await createEvent(app, organizer);
    // A start from before the rule: no request can make one, so the row is moved directly.
    const offSlot = new Date(new Date(event.date).getTime() + 10 * 60_000).toISOString(); // 10:10 AM in Dhaka
    await queryRows(app.db, sql`UPDATE events SET date = ${offSlot}::timestamptz WHERE id = ${event._id}`);

    const kept = await patch(event._id, eventInput(app, { title: 'Renamed, Same Start', date: offSlot }));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ title: 'Renamed, Same Start', date: offSlot, timeZone: 'Asia/Dhaka' });
    const keptExplicitly = await patch(event._id, eventInput(app, { title: 'Same Start, Zone Named', date: offSlot, timeZone: 'Asia/Dhaka' }));
    expect(keptExplicitly.statusCode, keptExplicitly.body).toBe(200);

    const before = await snapshot(app);
    const otherOffSlot = new Date(new Date(offSlot).getTime() + 10 * 60_000).toISOString(); // 10:20 AM in Dhaka
    const moved = await patch(event._id, eventInput(app, { date: otherOffSlot }));
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual([refusedSlot]);
    // 10:10 AM in Dhaka is 9:40 AM in Kolkata: a new zone is held to the rule too.
    const rezoned = await patch(event._id, eventInput(app, { date: offSlot, timeZone: 'Asia/Kolkata' }));
    expect(rezoned.statusCode).toBe(400);
    expect(rezoned.json().errors).toEqual([refusedSlot]);
    expect(await snapshot(app)).toBe(before);
    expect(await read(event._id)).toMatchObject({ title: 'Same Start, Zone Named', date: offSlot });
  });
});

describe('PATCH /api/events/my-events/:id', () => {
  it('lets the organizer edit every field; type may be left out', async () => {
    const event = await createEvent(app, organizer);
    const { type: _ignored, ...withoutType } = eventInput(app, { title: 'Riverbank Cleanup, Day 2', volunteersNeeded: '40' });
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/events/my-events/${event._id}`,
      headers: as(organizer),
      payload: { ...withoutType, _id: event._id, addedBy: 'x@example.com', volunteersJoined: 99, joinedUsers: ['x@example.com'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Riverbank Cleanup, Day 2',
      type: 'Cleanup',
      volunteersNeeded: 40,
      volunteersJoined: 0,
      joinedUsers: [],
      addedBy: 'organizer@example.com',
    });
  });

  it.each([
    ['date', undefined, 'Please select a date.'],
    ['volunteersNeeded', -3, 'Enter a valid number > 0.'],
    ['title', '', 'Event title is required.'],
  ])('refuses %s = %j with the edit message', async (field, value, message) => {
    const event = await createEvent(app, organizer);
    const before = await snapshot(app);
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/events/my-events/${event._id}`,
      headers: as(organizer),
      payload: eventInput(app, { [field]: value }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, code: expect.stringMatching(/^(event-form|validation)\./), message });
    expect(await snapshot(app)).toBe(before);
  });

  it('refuses fewer places than volunteers already joined', async () => {
    const event = await createEvent(app, organizer, { volunteersNeeded: 5 });
    for (const volunteer of [await createUser(app), await createUser(app)]) {
      await app.inject({ method: 'PATCH', url: `/api/events/${event._id}/join`, headers: as(volunteer) });
    }
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/events/my-events/${event._id}`,
      headers: as(organizer),
      payload: eventInput(app, { volunteersNeeded: 1 }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        field: 'volunteersNeeded',
        code: 'validation.volunteersBelowJoined',
        message: 'Volunteers needed cannot be fewer than the 2 already joined.',
        values: [2],
      },
    ]);
  });

  it('answers 403 to anyone but the organizer, and 404 for an unknown event', async () => {
    const event = await createEvent(app, organizer);
    const before = await snapshot(app);
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/events/my-events/${event._id}`,
      headers: as(other),
      payload: eventInput(app, { title: 'Hijacked' }),
    });
    expect(res.statusCode).toBe(403);
    const missing = await app.inject({
      method: 'PATCH',
      url: '/api/events/my-events/00000000-0000-4000-8000-000000000000',
      headers: as(organizer),
      payload: eventInput(app),
    });
    expect(missing.statusCode).toBe(404);
    expect(await snapshot(app)).toBe(before);
  });
});

describe('DELETE /api/events/my-events/:id', () => {
  it('deletes the organizer’s event, with the email of the caller accepted', async () => {
    const event = await createEvent(app, organizer);
    const res = await app.inject({ method: 'DELETE', url: `/api/events/my-events/${event._id}?email=organizer@example.com`, headers: as(organizer) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, code: 'api.deleted', message: 'Event deleted.' });
    expect((await app.inject({ method: 'GET', url: `/api/events/${event._id}` })).statusCode).toBe(404);
  });

  it('refuses another user, by id or by a spoofed email', async () => {
    const event = await createEvent(app, organizer);
    const before = await snapshot(app);
    const byId = await app.inject({ method: 'DELETE', url: `/api/events/my-events/${event._id}`, headers: as(other) });
    expect(byId.statusCode).toBe(403);
    const spoofed = await app.inject({ method: 'DELETE', url: `/api/events/my-events/${event._id}?email=organizer@example.com`, headers: as(other) });
    expect(spoofed.statusCode).toBe(403);
    expect(spoofed.json().message).toBe('You can only act for your own account.');
    expect(await snapshot(app)).toBe(before);
  });
});

describe('GET /api/events/my-events', () => {
  it('lists only the caller’s events, including past ones', async () => {
    const fresh = await createUser(app);
    const mine = await createEvent(app, fresh, { title: 'Only Mine' });
    const res = await app.inject({ method: 'GET', url: '/api/events/my-events', headers: as(fresh) });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((e: { _id: string }) => e._id)).toEqual([mine._id]);
    expect(res.json()[0].addedBy).toBe(fresh.email);
  });

  it('lists upcoming events soonest first, then ended ones most recent first', async () => {
    const fresh = await createUser(app);
    const start = app.now();
    // Tomorrow at 10 and 11 AM in Dhaka, then the two days after at 10 AM.
    const at = (days: number, hour: number) => dayAt(start, 'Asia/Dhaka', days, hour).toISOString();
    await createEvent(app, fresh, { title: 'Ends first', date: at(1, 10) });
    await createEvent(app, fresh, { title: 'Ends second', date: at(1, 11) });
    await createEvent(app, fresh, { title: 'Later', date: at(3, 10) });
    await createEvent(app, fresh, { title: 'Soon', date: at(2, 10) });
    // Tomorrow at 1 PM in Dhaka: the first two have ended, the others are still to come.
    app.clock.set(new Date(at(1, 13)));
    try {
      // A token minted now: the one from before the clock moved has expired.
      const res = await app.inject({ method: 'GET', url: '/api/events/my-events', headers: as(await tokenFor(app, fresh)) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().map((e: { title: string }) => e.title)).toEqual(['Soon', 'Later', 'Ends second', 'Ends first']);
    } finally {
      app.clock.set(start);
    }
  });

  it('refuses a spoofed email and a missing token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/events/my-events?email=organizer@example.com', headers: as(other) })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/events/my-events?email=organizer@example.com' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/events/my-events?email=ORGANIZER@example.com', headers: as(organizer) })).statusCode).toBe(200);
  });
});
