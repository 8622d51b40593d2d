import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildTestApp, createEvent, createUser } from './helpers/build.ts';

const app = await buildTestApp();
const cachingApp = await buildTestApp({ PUBLIC_CACHE_TTL_MS: '60000' });

describe('GET /api/events/{id}/calendar.ics', () => {
  it('downloads the event as a calendar file that a calendar parser reads back', async () => {
    const organizer = await createUser(app);
    const event = await createEvent(app, organizer, { title: 'Mangrove Planting, Sundarbans; day 1', location: 'Khulna', durationMinutes: 150 });
    const res = await app.inject({ method: 'GET', url: `/api/events/${event._id}/calendar.ics` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Mangrove-Planting-Sundarbans-day-1.ics"');
    const vevent = new ICAL.Component(ICAL.parse(res.body)).getFirstSubcomponent('vevent')!;
    const parsed = new ICAL.Event(vevent);
    expect(parsed.summary).toBe('Mangrove Planting, Sundarbans; day 1');
    expect(parsed.location).toBe('Khulna');
    // iCalendar times have whole seconds.
    expect(parsed.startDate.toJSDate().getTime()).toBe(Math.floor(Date.parse(event.date) / 1000) * 1000);
    expect(parsed.endDate.toJSDate().getTime()).toBe(Math.floor(Date.parse(event.date) / 1000) * 1000 + 150 * 60_000);
    expect(parsed.description).toContain(`http://localhost:3000/events/${event._id}`);
  });

  it('answers an unknown event with 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/events/00000000-0000-4000-8000-000000000000/calendar.ics' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Event not found.');
  });
});

describe('the .ics behind the anonymous-read cache', () => {
  it('is still an attachment with its file name when the answer comes from the cache', async () => {
    const organizer = await createUser(cachingApp);
    const event = await createEvent(cachingApp, organizer, { title: 'Cached Cleanup' });
    const first = await cachingApp.inject({ method: 'GET', url: `/api/events/${event._id}/calendar.ics` });
    const second = await cachingApp.inject({ method: 'GET', url: `/api/events/${event._id}/calendar.ics` });
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-disposition']).toBe('attachment; filename="Cached-Cleanup.ics"');
  });
});
