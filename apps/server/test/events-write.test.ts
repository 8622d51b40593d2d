import { describe, expect, it } from 'vitest';
import { as, buildTestApp, createEvent, createUser, eventInput, snapshot, tokenFor } from './helpers/build.ts';

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
    expect(res.json().errors).toContainEqual({ field, message });
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
    expect(res.json().errors[0].field).toBe('date');
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
    expect(res.json()).toMatchObject({ title: 'Riverbank Cleanup, Day 2', type: 'Cleanup', volunteersNeeded: 40, volunteersJoined: 0, joinedUsers: [], addedBy: 'organizer@example.com' });
  });

  it.each([
    ['date', undefined, 'Please select a date.'],
    ['volunteersNeeded', -3, 'Enter a valid number > 0.'],
    ['title', '', 'Event title is required.'],
  ])('refuses %s = %j with the edit message', async (field, value, message) => {
    const event = await createEvent(app, organizer);
    const before = await snapshot(app);
    const res = await app.inject({ method: 'PATCH', url: `/api/events/my-events/${event._id}`, headers: as(organizer), payload: eventInput(app, { [field]: value }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
    expect(await snapshot(app)).toBe(before);
  });

  it('refuses fewer places than volunteers already joined', async () => {
    const event = await createEvent(app, organizer, { volunteersNeeded: 5 });
    for (const volunteer of [await createUser(app), await createUser(app)]) {
      await app.inject({ method: 'PATCH', url: `/api/events/${event._id}/join`, headers: as(volunteer) });
    }
    const res = await app.inject({ method: 'PATCH', url: `/api/events/my-events/${event._id}`, headers: as(organizer), payload: eventInput(app, { volunteersNeeded: 1 }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'volunteersNeeded', message: 'Volunteers needed cannot be fewer than the 2 already joined.' }]);
  });

  it('answers 403 to anyone but the organizer, and 404 for an unknown event', async () => {
    const event = await createEvent(app, organizer);
    const before = await snapshot(app);
    const res = await app.inject({ method: 'PATCH', url: `/api/events/my-events/${event._id}`, headers: as(other), payload: eventInput(app, { title: 'Hijacked' }) });
    expect(res.statusCode).toBe(403);
    const missing = await app.inject({ method: 'PATCH', url: '/api/events/my-events/00000000-0000-4000-8000-000000000000', headers: as(organizer), payload: eventInput(app) });
    expect(missing.statusCode).toBe(404);
    expect(await snapshot(app)).toBe(before);
  });
});

describe('DELETE /api/events/my-events/:id', () => {
  it('deletes the organizer’s event, with the email of the caller accepted', async () => {
    const event = await createEvent(app, organizer);
    const res = await app.inject({ method: 'DELETE', url: `/api/events/my-events/${event._id}?email=organizer@example.com`, headers: as(organizer) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Event deleted.' });
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
    const hour = 60 * 60 * 1000;
    const inHours = (h: number) => new Date(app.now().getTime() + h * hour).toISOString();
    await createEvent(app, fresh, { title: 'Ends first', date: inHours(1) });
    await createEvent(app, fresh, { title: 'Ends second', date: inHours(2) });
    await createEvent(app, fresh, { title: 'Later', date: inHours(48) });
    await createEvent(app, fresh, { title: 'Soon', date: inHours(24) });
    app.clock.advance(3 * hour);
    try {
      // A token minted now: the one from before the clock moved has expired.
      const res = await app.inject({ method: 'GET', url: '/api/events/my-events', headers: as(await tokenFor(app, fresh)) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().map((e: { title: string }) => e.title)).toEqual(['Soon', 'Later', 'Ends second', 'Ends first']);
    } finally {
      app.clock.advance(-3 * hour);
    }
  });

  it('refuses a spoofed email and a missing token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/events/my-events?email=organizer@example.com', headers: as(other) })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/events/my-events?email=organizer@example.com' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/events/my-events?email=ORGANIZER@example.com', headers: as(organizer) })).statusCode).toBe(200);
  });
});
