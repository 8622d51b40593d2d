// Places on a map (issue 42): an event's pin (both or neither, in range, nothing written on bad
// input) on every write and answer, and the near-me list: within the radius, nearest first, each
// with its distance, events without a pin left out, with the other filters and pages.
import { dayAt } from '@volunteering/shared/event-time';
import { geoFieldMessages } from '@volunteering/shared/texts/geo';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.ts';
import { as, buildTestApp, createEvent, createUser, eventInput, snapshot } from './helpers/build.ts';
import { fieldSaid } from './helpers/answers.ts';

const app = await buildTestApp();
const organizer = await createUser(app, { email: 'pins@example.com' });
const at = (days: number) => dayAt(app.now(), 'Asia/Dhaka', days, 10).toISOString();

// Around Mirpur, Dhaka (23.8223, 90.3654): distances by the haversine on a 6371.0088 km sphere.
const MIRPUR = { lat: 23.8223, lng: 90.3654 };
const mirpurPark = await createEvent(app, organizer, { title: 'Mirpur Park Cleanup', date: at(4), lat: 23.8231, lng: 90.3667 }); // ~0.16 km
const dhanmondi = await createEvent(app, organizer, { title: 'Dhanmondi Lake Walk', date: at(1), lat: 23.7465, lng: 90.376 }); // ~8.5 km
const gazipur = await createEvent(app, organizer, { title: 'Gazipur Tree Planting', type: 'Plantation', date: at(2), lat: 23.9999, lng: 90.4203 }); // ~20.5 km
await createEvent(app, organizer, { title: 'Narayanganj River Day', date: at(3), lat: 23.6238, lng: 90.5 }); // ~25.8 km
const chittagong = await createEvent(app, organizer, { title: 'Chattogram Beach Cleanup', date: at(2), lat: 22.3569, lng: 91.7832 }); // ~215 km
const noPin = await createEvent(app, organizer, { title: 'Somewhere Cleanup', date: at(1) });

async function near(query: string) {
  const res = await app.inject({ method: 'GET', url: `/api/events?${query}` });
  const events = res.statusCode === 200 ? (res.json() as VolunteerEvent[]) : [];
  return { res, titles: events.map((e) => e.title), events };
}

describe('an event’s pin', () => {
  it('is answered on every read: numbers when pinned, null when not', async () => {
    expect(mirpurPark).toMatchObject({ lat: 23.8231, lng: 90.3667 });
    expect(noPin).toMatchObject({ lat: null, lng: null });
    const one = (await app.inject({ method: 'GET', url: `/api/events/${dhanmondi._id}` })).json();
    expect(one).toMatchObject({ lat: 23.7465, lng: 90.376 });
    expect(one).not.toHaveProperty('distanceKm');
    const list = (await app.inject({ method: 'GET', url: '/api/events?limit=100' })).json() as VolunteerEvent[];
    expect(list.find((e) => e._id === noPin._id)).toMatchObject({ lat: null, lng: null });
    expect(list.find((e) => e._id === gazipur._id)).toMatchObject({ lat: 23.9999, lng: 90.4203 });
  });

  it('needs both coordinates or neither, each in range; a refused body writes nothing', async () => {
    const before = await snapshot(app);
    const cases: [Record<string, unknown>, ReturnType<typeof fieldSaid>][] = [
      [{ lat: 23.8 }, fieldSaid('lng', geoFieldMessages, 'bothOrNeither')],
      [{ lng: 90.4 }, fieldSaid('lat', geoFieldMessages, 'bothOrNeither')],
      [{ lat: 23.8, lng: null }, fieldSaid('lng', geoFieldMessages, 'bothOrNeither')],
      [{ lat: 91, lng: 90 }, fieldSaid('lat', geoFieldMessages, 'lat')],
      [{ lat: -90.5, lng: 90 }, fieldSaid('lat', geoFieldMessages, 'lat')],
      [{ lat: 23, lng: 180.01 }, fieldSaid('lng', geoFieldMessages, 'lng')],
      [{ lat: 23, lng: '90' }, fieldSaid('lng', geoFieldMessages, 'lng')],
    ];
    for (const [pin, error] of cases) {
      const res = await app.inject({ method: 'POST', url: '/api/events', headers: as(organizer), payload: eventInput(app, pin) });
      expect(res.statusCode, JSON.stringify(pin)).toBe(400);
      expect(res.json().errors, JSON.stringify(pin)).toEqual([error]);
      const edit = await app.inject({
        method: 'PATCH',
        url: `/api/events/my-events/${noPin._id}`,
        headers: as(organizer),
        payload: eventInput(app, { date: at(1), ...pin }),
      });
      expect(edit.statusCode, JSON.stringify(pin)).toBe(400);
      expect(edit.json().errors, JSON.stringify(pin)).toEqual([error]);
    }
    expect(await snapshot(app)).toBe(before);
  });

  it('is kept, changed and taken away by an edit; left out, it stays', async () => {
    const event = await createEvent(app, organizer, { title: 'Pin Edits', date: at(6), lat: -33.8688, lng: 151.2093 });
    const edit = async (pin: Record<string, unknown>) =>
      (
        await app.inject({
          method: 'PATCH',
          url: `/api/events/my-events/${event._id}`,
          headers: as(organizer),
          payload: eventInput(app, { date: at(6), title: 'Pin Edits', ...pin }),
        })
      ).json() as VolunteerEvent;
    expect(await edit({})).toMatchObject({ lat: -33.8688, lng: 151.2093 });
    expect(await edit({ lat: 90, lng: -180 })).toMatchObject({ lat: 90, lng: -180 });
    expect(await edit({ lat: null, lng: null })).toMatchObject({ lat: null, lng: null });
    await app.inject({ method: 'DELETE', url: `/api/events/my-events/${event._id}`, headers: as(organizer) });
  });
});

describe('GET /api/events?near=', () => {
  it('lists the pinned events within the radius, nearest first, each with its distance; no pin, no place in it', async () => {
    const { res, events } = await near(`near=${MIRPUR.lat},${MIRPUR.lng}&radiusKm=25`);
    expect(res.statusCode).toBe(200);
    expect(events.map((e) => e.title)).toEqual(['Mirpur Park Cleanup', 'Dhanmondi Lake Walk', 'Gazipur Tree Planting']);
    expect(events.map((e) => e.distanceKm)).toEqual([0.2, 8.5, 20.5]);
    expect(res.headers['x-total-count']).toBe('3');
  });

  it('reaches 25 km when no radius is given, and as far as 100 km', async () => {
    expect((await near(`near=${MIRPUR.lat},${MIRPUR.lng}`)).titles).toEqual(['Mirpur Park Cleanup', 'Dhanmondi Lake Walk', 'Gazipur Tree Planting']);
    expect((await near(`near=${MIRPUR.lat},${MIRPUR.lng}&radiusKm=26`)).titles).toContain('Narayanganj River Day');
    expect((await near(`near=${MIRPUR.lat},${MIRPUR.lng}&radiusKm=5`)).titles).toEqual(['Mirpur Park Cleanup']);
    expect((await near(`near=${MIRPUR.lat},${MIRPUR.lng}&radiusKm=100`)).titles).toHaveLength(4);
    expect((await near(`near=${MIRPUR.lat},${MIRPUR.lng}&radiusKm=0.1`)).titles).toEqual([]);
    // From Chattogram the order turns around.
    const far = await near(`near=22.3569,91.7832&radiusKm=100`);
    expect(far.titles).toEqual(['Chattogram Beach Cleanup']);
    expect(far.events[0]!.distanceKm).toBe(0);
    expect(chittagong.lat).toBe(22.3569);
  });

  it('combines with the search, the type, the days and the pages', async () => {
    const from = `near=${MIRPUR.lat},${MIRPUR.lng}&radiusKm=50`;
    expect((await near(`${from}&q=tree`)).titles).toEqual(['Gazipur Tree Planting']);
    expect((await near(`${from}&type=Plantation`)).titles).toEqual(['Gazipur Tree Planting']);
    const day = at(1).slice(0, 10);
    expect((await near(`${from}&from=${day}&to=${day}`)).titles).toEqual(['Dhanmondi Lake Walk']);
    const first = await near(`${from}&limit=2&page=1`);
    const second = await near(`${from}&limit=2&page=2`);
    expect(first.titles).toEqual(['Mirpur Park Cleanup', 'Dhanmondi Lake Walk']);
    expect(second.titles).toEqual(['Gazipur Tree Planting', 'Narayanganj River Day']);
    expect(first.res.headers['x-total-count']).toBe('4');
    expect(first.res.headers.link).toContain('near=');
    expect((await near(`${from}&limit=2&page=3`)).res.headers['x-total-count']).toBe('4');
    // Past events stay out of the upcoming near-me list, as of every upcoming list.
    expect((await near(`${from}&when=past`)).titles).toEqual([]);
  });

  it('finds across the 180th meridian and near a pole', async () => {
    const fiji = await createEvent(app, organizer, { title: 'Taveuni Reef Day', date: at(3), lat: -16.8, lng: 179.99 });
    const across = await near('near=-16.8,-179.99&radiusKm=10');
    expect(across.titles).toEqual(['Taveuni Reef Day']);
    expect(across.events[0]!.distanceKm).toBe(2.1);
    const pole = await createEvent(app, organizer, { title: 'Polar Station', date: at(3), lat: 89.9, lng: 0 });
    expect((await near('near=89.95,180&radiusKm=20')).titles).toEqual(['Polar Station']);
    for (const event of [fiji, pole]) await app.inject({ method: 'DELETE', url: `/api/events/my-events/${event._id}`, headers: as(organizer) });
  });

  it('refuses a near that is not latitude,longitude in range, and a radius that is not above 0 and at most 100', async () => {
    for (const bad of ['23.8', 'dhaka', '23.8,90.4,1', '91,90', '23.8,-181', ',90', '23.8;90.4', '']) {
      const { res } = await near(`near=${encodeURIComponent(bad)}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors, bad).toEqual([fieldSaid('near', geoFieldMessages, 'near')]);
    }
    for (const bad of ['101', '0', '-5', 'ten', 'Infinity']) {
      const { res } = await near(`near=23.8,90.4&radiusKm=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors, bad).toEqual([fieldSaid('radiusKm', geoFieldMessages, 'radius', 100)]);
    }
  });
});

describe('the anonymous list cache', async () => {
  const cached = await buildTestApp({ PUBLIC_CACHE_TTL_MS: '60000' });
  const owner = await createUser(cached);
  await createEvent(cached, owner, { title: 'Near Mirpur', date: dayAt(cached.now(), 'Asia/Dhaka', 2, 10).toISOString(), lat: 23.8223, lng: 90.3654 });
  await createEvent(cached, owner, { title: 'Near Gazipur', date: dayAt(cached.now(), 'Asia/Dhaka', 2, 10).toISOString(), lat: 23.9999, lng: 90.4203 });
  const titles = async (query: string) => {
    const res = await cached.inject({ method: 'GET', url: `/api/events?${query}` });
    return (res.json() as VolunteerEvent[]).map((e) => e.title);
  };

  it('keeps each point and radius apart', async () => {
    expect(await titles('near=23.8223,90.3654&radiusKm=5')).toEqual(['Near Mirpur']);
    expect(await titles('near=23.9999,90.4203&radiusKm=5')).toEqual(['Near Gazipur']);
    expect(await titles('near=23.8223,90.3654&radiusKm=50')).toEqual(['Near Mirpur', 'Near Gazipur']);
    expect(await titles('near=23.8223,90.3654&radiusKm=5')).toEqual(['Near Mirpur']);
    expect(await titles('')).toHaveLength(2);
  });
});

describe('a series’ pin', () => {
  const body = (pin: Record<string, unknown>) => ({
    event: { ...eventInput(app, { title: 'Weekly Pin', date: at(1) }), ...pin },
    recurrence: { frequency: 'weekly', interval: 1, byWeekday: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'], count: 3 },
  });

  it('is every date’s, and an edit of the series moves it on the dates to come', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/series', headers: as(organizer), payload: body({ lat: 23.8103, lng: 90.4125 }) });
    expect(res.statusCode, res.body).toBe(201);
    const { id, dates } = res.json() as { id: string; dates: { _id: string }[] };
    for (const date of dates)
      expect((await app.inject({ method: 'GET', url: `/api/events/${date._id}` })).json()).toMatchObject({ lat: 23.8103, lng: 90.4125 });
    const edit = await app.inject({ method: 'PATCH', url: `/api/series/${id}`, headers: as(organizer), payload: { lat: 23.75, lng: 90.39 } });
    expect(edit.statusCode, edit.body).toBe(200);
    for (const date of dates) expect((await app.inject({ method: 'GET', url: `/api/events/${date._id}` })).json()).toMatchObject({ lat: 23.75, lng: 90.39 });
    const halfEdit = await app.inject({ method: 'PATCH', url: `/api/series/${id}`, headers: as(organizer), payload: { lat: 23.7 } });
    expect(halfEdit.statusCode).toBe(400);
    expect(halfEdit.json().errors).toEqual([fieldSaid('lng', geoFieldMessages, 'bothOrNeither')]);
  });

  it('needs both coordinates or neither, in range, and nothing is made otherwise', async () => {
    const before = await snapshot(app);
    const half = await app.inject({ method: 'POST', url: '/api/series', headers: as(organizer), payload: body({ lat: 23.8 }) });
    expect(half.statusCode).toBe(400);
    expect(half.json().errors).toEqual([fieldSaid('event.lng', geoFieldMessages, 'bothOrNeither')]);
    const out = await app.inject({ method: 'POST', url: '/api/series', headers: as(organizer), payload: body({ lat: 23.8, lng: 200 }) });
    expect(out.statusCode).toBe(400);
    expect(out.json().errors).toEqual([fieldSaid('event.lng', geoFieldMessages, 'lng')]);
    expect(await snapshot(app)).toBe(before);
  });
});

describe('a near-me list where events are many', () => {
  it('pages through more events than the count’s cap nearest first, as measuring every one would', async () => {
    // 1,200 events on a grid of 0.005° around 10, 10 (about 550 m apart): more than the 1,000 a count stops at.
    await app.db.execute(sql`
      INSERT INTO events (title, description, type, image_url, location, date, organizer, volunteers_needed, owner_id, lat, lng)
      SELECT 'Grid ' || g, 'A grid event.', 'Cleanup', 'https://images.example.com/grid.jpg', 'Grid', ${at(2)}::timestamptz + g * interval '1 minute',
        'Grid Org', 10, ${organizer.id}, 10 + ((g % 40) - 20) * 0.005, 10 + ((g / 40) - 15) * 0.005
      FROM generate_series(0, 1199) g`);
    const rows = await queryRows<{ title: string; lat: number; lng: number; date: Date }>(
      app.db,
      sql`SELECT title, lat, lng, date FROM events WHERE location = 'Grid'`,
    );
    const R = 6371.0088;
    const rad = (x: number) => (x * Math.PI) / 180;
    const distance = (lat: number, lng: number) =>
      2 * R * Math.asin(Math.sqrt(Math.sin(rad(lat - 10.001) / 2) ** 2 + Math.cos(rad(10.001)) * Math.cos(rad(lat)) * Math.sin(rad(lng - 10.002) / 2) ** 2));
    const nearest = (km: number) =>
      rows
        .map((row) => ({ ...row, d: distance(row.lat, row.lng) }))
        .filter((row) => row.d <= km)
        .sort((a, b) => a.d - b.d || new Date(a.date).getTime() - new Date(b.date).getTime())
        .map((row) => row.title);
    const expected = nearest(25);
    expect(expected.length).toBeGreaterThan(1000);
    for (const page of [1, 2, 60, 130, 150]) {
      const { res, titles } = await near(`near=10.001,10.002&limit=8&page=${page}`);
      expect(titles, `page ${page}`).toEqual(expected.slice((page - 1) * 8, page * 8));
      expect(res.headers['x-total-count']).toBe('1000');
      expect(res.headers['x-total-count-capped']).toBe('true');
    }
    // A small radius: all of it on one page.
    const small = await near('near=10.001,10.002&radiusKm=1&limit=100');
    expect(nearest(1).length).toBeLessThan(100);
    expect(small.titles).toEqual(nearest(1));
    expect(small.res.headers['x-total-count']).toBe(String(nearest(1).length));
    await app.db.execute(sql`DELETE FROM events WHERE location = 'Grid'`);
  });
});
