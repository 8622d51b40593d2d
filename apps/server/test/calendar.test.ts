import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { dayAt } from '@volunteering/shared/event-time';
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

  /** The day a clock in `timeZone` shows at `iso`, as iCalendar writes dates: 20261218. */
  const dayIn = (iso: string, timeZone: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso)).replaceAll('-', '');
  const download = async (id: string) => (await app.inject({ method: 'GET', url: `/api/events/${id}/calendar.ics` })).body;

  it('writes the start and end as the event’s own clock reads them, with its zone, and reads back to the same instants', async () => {
    const organizer = await createUser(app);
    const event = await createEvent(app, organizer, { title: 'Dhaka Morning Cleanup', durationMinutes: 90 });
    expect(event.timeZone).toBe('Asia/Dhaka');
    const body = await download(event._id);
    expect(body).toContain(`\r\nDTSTART;TZID=Asia/Dhaka:${dayIn(event.date, 'Asia/Dhaka')}T100000\r\n`);
    expect(body).toContain(`\r\nDTEND;TZID=Asia/Dhaka:${dayIn(event.date, 'Asia/Dhaka')}T113000\r\n`);
    expect(body).not.toMatch(/DTSTART:\d{8}T\d{6}Z/);

    const calendar = new ICAL.Component(ICAL.parse(body));
    const zones = calendar.getAllSubcomponents('vtimezone');
    expect(zones.map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual(['Asia/Dhaka']);
    expect(zones[0]!.getFirstSubcomponent('standard')!.getFirstPropertyValue('tzoffsetto')!.toString()).toBe('+06:00');
    const parsed = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(parsed.startDate.zone?.tzid).toBe('Asia/Dhaka');
    expect(parsed.startDate.toJSDate().toISOString()).toBe(event.date);
    expect(parsed.endDate.toJSDate().toISOString()).toBe(event.endDate);
  });

  it('gives an event in New York its own zone, with that zone’s offsets', async () => {
    const organizer = await createUser(app);
    const date = dayAt(app.now(), 'America/New_York', 10, 9, 30).toISOString();
    const event = await createEvent(app, organizer, { title: 'Hudson River Cleanup', timeZone: 'America/New_York', date, durationMinutes: 60 });
    const body = await download(event._id);
    expect(body).toContain(`\r\nDTSTART;TZID=America/New_York:${dayIn(date, 'America/New_York')}T093000\r\n`);
    expect(body).toContain(`\r\nDTEND;TZID=America/New_York:${dayIn(date, 'America/New_York')}T103000\r\n`);
    expect(body).not.toContain('Asia/Dhaka');

    const calendar = new ICAL.Component(ICAL.parse(body));
    const zones = calendar.getAllSubcomponents('vtimezone');
    expect(zones.map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual(['America/New_York']);
    const offsets = zones[0]!.getAllSubcomponents().map((part) => part.getFirstPropertyValue('tzoffsetto')!.toString());
    expect(new Set(offsets)).toEqual(new Set(['-05:00', '-04:00']));
    const parsed = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(parsed.startDate.zone?.tzid).toBe('America/New_York');
    expect(parsed.startDate.toJSDate().toISOString()).toBe(date);
    expect(parsed.endDate.toJSDate().toISOString()).toBe(event.endDate);
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
