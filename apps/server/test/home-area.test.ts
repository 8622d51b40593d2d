// A volunteer's home area (issue 42): saved with the notification settings as a ~5 km geohash cell,
// never the exact point; the weekly digest then adds "New near you", in the reader's language.
import { and, eq, like, sql } from 'drizzle-orm';
import { dayAt, DEFAULT_TIME_ZONE } from '@volunteering/shared/event-time';
import { geoFieldMessages } from '@volunteering/shared/texts/geo';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { outbox, user } from '../src/db/schema.ts';
import { nextDigestAt, scheduleFirstDigest } from '../src/organizations/organization-digest.ts';
import { as, buildTestApp, createEvent, createUser, PUBLIC_URL, type TestUser } from './helpers/build.ts';
import { fieldSaid } from './helpers/answers.ts';

const app = await buildTestApp();
const settings = async (who: TestUser) => (await app.inject({ method: 'GET', url: '/api/me/notifications', headers: as(who) })).json();
const save = (who: TestUser, payload: Record<string, unknown>) => app.inject({ method: 'PUT', url: '/api/me/notifications', headers: as(who), payload });
const kinds = { reminders: true, announcements: true, waitlist: true };
// Mirpur, Dhaka: its geohash cell of 5 characters is wh0r8, centred at 23.84033, 90.37354 (about 2.2 km away).
const MIRPUR = { lat: 23.8223, lng: 90.3654 };
const MIRPUR_CELL = { geohash: 'wh0r8', lat: 23.84033, lng: 90.37354 };

describe('the home area', () => {
  it('is kept as its cell only, answered as the cell and its centre, and forgotten on null', async () => {
    const me = await createUser(app);
    expect((await settings(me)).homeArea).toBeNull();
    const saved = await save(me, { ...kinds, homeArea: MIRPUR });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...kinds, digest: true, homeArea: MIRPUR_CELL });
    expect((await settings(me)).homeArea).toEqual(MIRPUR_CELL);
    // The row holds the geohash and nothing of the point itself.
    const [row] = await queryRows<Record<string, unknown>>(app.db, sql`SELECT * FROM "user" WHERE id = ${me.id}`);
    expect(row!.home_geohash).toBe('wh0r8');
    expect(JSON.stringify(row)).not.toMatch(/23\.8223|90\.3654/);
    // Left out: kept; another point in the same cell: the same cell.
    expect((await save(me, { ...kinds, reminders: false })).json().homeArea).toEqual(MIRPUR_CELL);
    expect((await save(me, { ...kinds, homeArea: { lat: 23.841, lng: 90.374 } })).json().homeArea).toEqual(MIRPUR_CELL);
    // What the page sends back of the answer (a cell and its centre) keeps the same cell.
    expect((await save(me, { ...kinds, homeArea: MIRPUR_CELL })).json().homeArea).toEqual(MIRPUR_CELL);
    expect((await save(me, { ...kinds, homeArea: null })).json().homeArea).toBeNull();
    const [after] = await app.db.select({ cell: user.homeGeohash }).from(user).where(eq(user.id, me.id));
    expect(after!.cell).toBeNull();
  });

  it('refuses a point out of range and changes nothing', async () => {
    const me = await createUser(app);
    await save(me, { ...kinds, homeArea: MIRPUR });
    for (const [homeArea, error] of [
      [{ lat: 95, lng: 90 }, fieldSaid('homeArea.lat', geoFieldMessages, 'lat')],
      [{ lat: 23, lng: -200 }, fieldSaid('homeArea.lng', geoFieldMessages, 'lng')],
      [{ lat: 23 }, fieldSaid('homeArea.lng', geoFieldMessages, 'lng')],
    ] as const) {
      const res = await save(me, { ...kinds, reminders: false, homeArea });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([error]);
    }
    expect(await settings(me)).toEqual({ ...kinds, digest: true, homeArea: MIRPUR_CELL });
  });
});

describe('the weekly digest’s "New near you"', () => {
  it('lists the week’s new events within about 10 km of the home area, in the reader’s language; none near, no mail', async () => {
    const organizer = await createUser(app);
    const [near, bangla, farAway, turnedOff, follower] = await Promise.all([
      createUser(app),
      createUser(app),
      createUser(app),
      createUser(app),
      createUser(app),
    ]);
    for (const who of [near, bangla, turnedOff, follower]) await save(who, { ...kinds, homeArea: MIRPUR });
    await save(farAway, { ...kinds, homeArea: { lat: 22.3569, lng: 91.7832 } });
    await save(turnedOff, { ...kinds, digest: false });
    await app.db.update(user).set({ language: 'bn' }).where(eq(user.id, bangla.id));
    const date = dayAt(app.now(), DEFAULT_TIME_ZONE, 10, 10).toISOString();
    const park = await createEvent(app, organizer, { title: 'Mirpur Park Cleanup', date, lat: 23.8231, lng: 90.3667 });
    // A follower near it too reads an organization's event once, with the organizations they follow.
    const club = (
      await app.inject({ method: 'POST', url: '/api/orgs', headers: as(organizer), payload: { name: 'Mirpur Club', slug: 'mirpur-club' } })
    ).json() as { id: string };
    await app.inject({ method: 'PUT', url: '/api/orgs/mirpur-club/follow', headers: as(follower) });
    await createEvent(app, organizer, { title: 'Club Tree Day', date, lat: 23.83, lng: 90.37, organizationId: club.id });
    await createEvent(app, organizer, { title: 'Gazipur Planting', date, lat: 23.9999, lng: 90.4203 });
    await createEvent(app, organizer, { title: 'Unpinned Drive', date });
    const old = await createEvent(app, organizer, { title: 'Old Mirpur Walk', date, lat: 23.823, lng: 90.366 });
    // The job the worker schedules at start (here it is off: the test runs due jobs itself).
    await scheduleFirstDigest(app.db, app.now());
    const first = nextDigestAt(app.now());
    await app.db.execute(sql`UPDATE events SET created_at = ${new Date(first.getTime() - 8 * 24 * 3600_000).toISOString()}::timestamptz WHERE id = ${old._id}`);

    app.clock.set(first);
    expect(await app.jobs.runDue()).toBeGreaterThan(0);
    const mailsTo = (who: TestUser) =>
      app.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, who.email), like(outbox.text, '%/unsubscribe?token=%')));

    const [mail, ...more] = await mailsTo(near);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('2 new events near you');
    expect(mail!.text).toContain('New near you\nPublished this week within about 10 km of the home area you saved');
    expect(mail!.text).toContain('Mirpur Park Cleanup');
    expect(mail!.text).toContain(`${PUBLIC_URL}/events/${park._id}`);
    expect(mail!.text).toMatch(/GMT\+6/);
    for (const absent of ['Gazipur Planting', 'Unpinned Drive', 'Old Mirpur Walk', 'organizations you follow:']) expect(mail!.text).not.toContain(absent);
    expect(mail!.text).toContain('because you saved a home area');

    const [inBangla] = await mailsTo(bangla);
    expect(inBangla!.subject).toBe('আপনার কাছাকাছি ২টি নতুন ইভেন্ট');
    expect(inBangla!.text).toContain('আপনার কাছাকাছি নতুন\nআপনার সেভ করা এলাকার মোটামুটি ১০ কিলোমিটারের মধ্যে');
    expect(inBangla!.text).toContain('Mirpur Park Cleanup');
    for (const nobody of [farAway, turnedOff]) expect(await mailsTo(nobody)).toEqual([]);

    const [both] = await mailsTo(follower);
    expect(both!.subject).toBe('1 new event from organizations you follow');
    expect(both!.text.match(/Club Tree Day/g)).toHaveLength(1);
    expect(both!.text.indexOf('Club Tree Day')).toBeLessThan(both!.text.indexOf('New near you'));
    expect(both!.text.indexOf('New near you')).toBeLessThan(both!.text.indexOf('Mirpur Park Cleanup'));
    expect(both!.text).toContain('because you follow organizations');
  });
});
