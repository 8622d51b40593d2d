// Issue 18, following: volunteers follow organizations (idempotent), a Following filter on the events
// list that needs a sign-in and is never served from the public cache, and the weekly digest: one job
// a week, run once across two instances, honouring the setting and its unsubscribe link.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { dayAt, DEFAULT_TIME_ZONE } from '@volunteering/shared/event-time';
import { apiMessages } from '@volunteering/shared/texts/api';
import { followingTexts } from '@volunteering/shared/texts/following';
import { notificationsTexts } from '@volunteering/shared/texts/notifications';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { events, jobs, outbox, session, user } from '../src/db/schema.ts';
import { nextDigestAt, ORGANIZATION_DIGEST } from '../src/organizations/organization-digest.ts';
import { as, buildTestApp, createEvent, createUser, PUBLIC_URL, testClock, tokenFor, type TestUser } from './helpers/build.ts';
import { openTestDatabase } from './helpers/database.ts';
import { said, confirmFirst } from './helpers/answers.ts';

const WEEK = 7 * 24 * 3600_000;

/** Ten days ahead at 10:00 in Dhaka: still to come at the next Monday's digest. */
const later = (app: FastifyInstance, overrides: Record<string, unknown> = {}) => ({
  date: dayAt(app.now(), DEFAULT_TIME_ZONE, 10, 10).toISOString(),
  ...overrides,
});

let orgCount = 0;
async function createOrg(app: FastifyInstance, owner: TestUser, name = 'Green Club') {
  orgCount += 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/orgs',
    headers: as(owner),
    payload: { name: `${name} ${orgCount}`, slug: `org-${Date.now()}-${orgCount}` },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; slug: string; name: string };
}

const follow = (app: FastifyInstance, who: TestUser, slug: string, on = true) =>
  app.inject({ method: on ? 'PUT' : 'DELETE', url: `/api/orgs/${slug}/follow`, headers: as(who) });

describe('following an organization', () => {
  it('follows and unfollows, each twice with the same answer, and the page counts followers', async () => {
    const app = await buildTestApp();
    const [owner, volunteer, other] = await Promise.all([createUser(app), createUser(app), createUser(app)]);
    const org = await createOrg(app, owner);

    for (let i = 0; i < 2; i++) {
      const res = await follow(app, volunteer, org.slug);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true, ...said(followingTexts, 'followed', org.name), following: true });
    }
    expect((await follow(app, other, org.slug)).statusCode).toBe(200);
    const page = await app.inject({ method: 'GET', url: `/api/orgs/${org.slug}`, headers: as(volunteer) });
    expect(page.json()).toMatchObject({ followers: 2, following: true, volunteersReached: 0, hoursGiven: 0 });
    expect(page.headers['cache-control']).toBe('private, no-store');
    const anonymous = await app.inject({ method: 'GET', url: `/api/orgs/${org.slug}` });
    expect(anonymous.json().followers).toBe(2);
    expect(anonymous.json()).not.toHaveProperty('following');
    expect((await app.inject({ method: 'GET', url: `/api/orgs/${org.slug}`, headers: as(owner) })).json().following).toBe(false);

    const mine = await app.inject({ method: 'GET', url: '/api/orgs/following', headers: as(volunteer) });
    expect(mine.json().map((o: { slug: string }) => o.slug)).toEqual([org.slug]);
    expect(mine.json()[0]).not.toHaveProperty('role');
    expect((await app.inject({ method: 'GET', url: '/api/orgs/following' })).statusCode).toBe(401);

    for (let i = 0; i < 2; i++) {
      const res = await follow(app, volunteer, org.slug, false);
      expect(res.json()).toEqual({ success: true, ...said(followingTexts, 'unfollowed', org.name), following: false });
    }
    expect((await app.inject({ method: 'GET', url: '/api/orgs/following', headers: as(volunteer) })).json()).toEqual([]);
    expect((await app.inject({ method: 'GET', url: `/api/orgs/${org.slug}` })).json().followers).toBe(1);
    expect((await app.inject({ method: 'PUT', url: `/api/orgs/${org.slug}/follow` })).statusCode).toBe(401);
    expect((await follow(app, volunteer, 'no-such-org')).statusCode).toBe(404);
  });

  it('needs a confirmed address to follow (issue 35), never to stop following', async () => {
    const app = await buildTestApp();
    const [owner, volunteer] = await Promise.all([createUser(app), createUser(app)]);
    const org = await createOrg(app, owner);
    expect((await follow(app, volunteer, org.slug)).statusCode).toBe(200);
    await app.db.update(user).set({ emailVerified: false }).where(eq(user.id, volunteer.id));
    // Written behind the app's back: its session cache is told as the app's own writers tell it.
    app.sessions.forgetUser(volunteer.id);
    const refused = await follow(app, volunteer, org.slug);
    expect([refused.statusCode, refused.json()]).toEqual([403, confirmFirst]);
    const left = await follow(app, volunteer, org.slug, false);
    expect([left.statusCode, left.json().following]).toEqual([200, false]);
    expect((await follow(app, volunteer, org.slug)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/api/orgs/${org.slug}` })).json().followers).toBe(0);
  });

  it('lists only the events of followed organizations with ?following=true, paged and counted, and refuses it without a sign-in', async () => {
    // The public cache on, to show it keeps nothing of these lists.
    const app = await buildTestApp({ PUBLIC_CACHE_TTL_MS: '60000' });
    const [owner, volunteer, stranger] = await Promise.all([createUser(app), createUser(app), createUser(app)]);
    const [followed, notFollowed] = [await createOrg(app, owner), await createOrg(app, owner)];
    const mine = [];
    for (let i = 0; i < 3; i++)
      mine.push(
        await createEvent(app, owner, {
          title: `Followed ${i}`,
          organizationId: followed.id,
          ...later(app, { date: dayAt(app.now(), DEFAULT_TIME_ZONE, 3 + i, 10).toISOString() }),
        }),
      );
    await createEvent(app, owner, { title: 'Not followed', organizationId: notFollowed.id });
    await createEvent(app, owner, { title: 'Personal' });
    await follow(app, volunteer, followed.slug);

    const page1 = await app.inject({ method: 'GET', url: '/api/events?following=true&limit=2', headers: as(volunteer) });
    expect(page1.statusCode, page1.body).toBe(200);
    expect(page1.json().map((e: { title: string }) => e.title)).toEqual(['Followed 0', 'Followed 1']);
    expect(page1.headers['x-total-count']).toBe('3');
    expect(page1.headers.link).toContain('following=true');
    const page2 = await app.inject({ method: 'GET', url: '/api/events?following=true&limit=2&page=2', headers: as(volunteer) });
    expect(page2.json().map((e: { _id: string }) => e._id)).toEqual([mine[2]!._id]);
    // Someone following nothing sees nothing; the same address without a token is refused, each time.
    const none = await app.inject({ method: 'GET', url: '/api/events?following=true&limit=2', headers: as(stranger) });
    expect([none.json(), none.headers['x-total-count']]).toEqual([[], '0']);
    for (let i = 0; i < 2; i++) {
      const anonymous = await app.inject({ method: 'GET', url: '/api/events?following=true&limit=2' });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().message).toBe(apiMessages.unauthorized);
      expect(anonymous.headers['x-cache']).toBeUndefined();
    }
    // false, or no parameter: every event, as before.
    const all = await app.inject({ method: 'GET', url: '/api/events?following=false' });
    expect(all.headers['x-total-count']).toBe('5');
  });

  it('never serves one person’s `following` to another from a cache', async () => {
    const app = await buildTestApp({ PUBLIC_CACHE_TTL_MS: '60000' });
    const [owner, volunteer] = await Promise.all([createUser(app), createUser(app)]);
    const org = await createOrg(app, owner);
    await follow(app, volunteer, org.slug);
    const url = `/api/orgs/${org.slug}`;
    expect((await app.inject({ method: 'GET', url, headers: as(volunteer) })).json().following).toBe(true);
    for (let i = 0; i < 2; i++) {
      const anonymous = await app.inject({ method: 'GET', url });
      expect(anonymous.json()).not.toHaveProperty('following');
      expect((await app.inject({ method: 'GET', url, headers: as(owner) })).json().following).toBe(false);
    }
    // The events list: warmed anonymously, then asked with `following` by a follower.
    await createEvent(app, owner, { title: 'Theirs', organizationId: org.id });
    await createEvent(app, owner, { title: 'Personal' });
    expect((await app.inject({ method: 'GET', url: '/api/events' })).json()).toHaveLength(2);
    const cached = await app.inject({ method: 'GET', url: '/api/events' });
    expect(cached.headers['x-cache']).toBe('hit');
    const filtered = await app.inject({ method: 'GET', url: '/api/events?following=true', headers: as(volunteer) });
    expect(filtered.json().map((e: { title: string }) => e.title)).toEqual(['Theirs']);
    expect(filtered.headers['x-cache']).toBeUndefined();
  });
});

/** Two apps on one database, as two instances behind a load balancer, on one clock; each runs jobs (the worker's interval long, so the test runs them). */
async function twoInstances() {
  const database = await openTestDatabase();
  const clock = testClock();
  const apps: FastifyInstance[] = [];
  for (let i = 0; i < 2; i++) {
    const config = loadConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vh-test-')),
      AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789',
      PUBLIC_URL,
      SEED_DEMO: 'false',
      PUBLIC_CACHE_TTL_MS: '0',
      WRITE_RATE_LIMIT_MAX: '1000000',
      WEB_DIST: path.join(tmpdir(), 'vh-no-web-build'),
      JOBS_INTERVAL_MS: '3600000',
    });
    const app = await buildApp({ config, database, now: clock.now, logger: false });
    await app.ready();
    apps.push(app);
  }
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });
  return { a: apps[0]!, b: apps[1]!, clock };
}

const { a, b, clock } = await twoInstances();

describe('the weekly digest', () => {
  const digests = (to: string) =>
    a.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, to), like(outbox.text, '%/unsubscribe?token=%')));
  const pending = () =>
    a.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, ORGANIZATION_DIGEST), isNull(jobs.doneAt)));

  it('is sent once across two instances, Mondays at 08:00 UTC, with the week’s new events of followed organizations', async () => {
    // Both instances started: one job, for the next Monday.
    const first = nextDigestAt(clock.now());
    expect(first.getUTCDay()).toBe(1);
    expect(first.getUTCHours()).toBe(8);
    expect((await pending()).map((j) => j.runAt.getTime())).toEqual([first.getTime()]);

    const [owner, follower, banglaReader, turnedOff, nothingNew, stranger] = await Promise.all([
      createUser(a),
      createUser(a),
      createUser(a),
      createUser(a),
      createUser(a),
      createUser(a),
    ]);
    await a.db.update(user).set({ language: 'bn' }).where(eq(user.id, banglaReader.id));
    const [club, quiet, other] = [await createOrg(a, owner, 'River Club'), await createOrg(a, owner, 'Quiet Club'), await createOrg(a, owner, 'Other Club')];
    const fresh = await createEvent(a, owner, { title: 'Fresh Cleanup', organizationId: club.id, ...later(a) });
    const old = await createEvent(a, owner, { title: 'Old Cleanup', organizationId: club.id, date: dayAt(a.now(), DEFAULT_TIME_ZONE, 20, 10).toISOString() });
    await a.db
      .update(events)
      .set({ createdAt: new Date(first.getTime() - WEEK - 3600_000) })
      .where(eq(events.id, old._id));
    const quietOld = await createEvent(a, owner, { title: 'Quiet Old', organizationId: quiet.id, ...later(a) });
    await a.db
      .update(events)
      .set({ createdAt: new Date(first.getTime() - WEEK - 3600_000) })
      .where(eq(events.id, quietOld._id));
    await createEvent(a, owner, { title: 'Not Followed', organizationId: other.id, ...later(a) });
    for (const who of [follower, banglaReader, turnedOff]) await follow(b, who, club.slug);
    await follow(a, nothingNew, quiet.slug);
    const off = await b.inject({
      method: 'PUT',
      url: '/api/me/notifications',
      headers: as(turnedOff),
      payload: { reminders: true, announcements: true, waitlist: true, digest: false },
    });
    expect(off.json()).toEqual({ reminders: true, announcements: true, waitlist: true, digest: false, homeArea: null });

    // Weeks pass: sessions kept, tokens minted at the new time.
    await a.db.update(session).set({ expiresAt: new Date(first.getTime() + 4 * WEEK) });
    const signedIn = async (who: TestUser) => ({ ...who, token: await tokenFor(a, who) });
    clock.set(first);
    const runs = await Promise.all([a.jobs.runDue(), b.jobs.runDue(), a.jobs.runDue(), b.jobs.runDue()]);
    expect(runs.reduce((sum, n) => sum + n, 0)).toBe(1);

    const [mail, ...more] = await digests(follower.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('1 new event from organizations you follow');
    expect(mail!.text).toContain('Fresh Cleanup');
    expect(mail!.text).toContain(`${PUBLIC_URL}/events/${fresh._id}`);
    expect(mail!.text).toMatch(/GMT\+6/); // the event's own zone, labelled
    expect(mail!.text).not.toContain('Old Cleanup');
    expect(mail!.text).not.toContain('Not Followed');
    const [bangla] = await digests(banglaReader.email);
    expect(bangla!.subject).toContain('নতুন ইভেন্ট');
    for (const nobody of [turnedOff, nothingNew, stranger, owner]) expect(await digests(nobody.email)).toEqual([]);
    // The next Monday is scheduled, once.
    expect((await pending()).map((j) => j.runAt.getTime())).toEqual([first.getTime() + WEEK]);

    // Its link turns the digest off, without signing in.
    const token = decodeURIComponent(mail!.text.match(/\/unsubscribe\?token=([^&\s]+)/)![1]!);
    const turned = await a.inject({ method: 'POST', url: `/api/unsubscribe/${token}` });
    expect(turned.json()).toEqual({ kind: 'digest', code: 'notifications.done.digest', message: notificationsTexts.done.digest });
    const settings = await a.inject({ method: 'GET', url: '/api/me/notifications', headers: as(await signedIn(follower)) });
    expect(settings.json()).toEqual({ reminders: true, announcements: true, waitlist: true, digest: false, homeArea: null });

    // A week on, with a new event: only the Bangla reader still gets one; saving without `digest` keeps it as it is.
    const again = await signedIn(follower);
    const saved = await b.inject({
      method: 'PUT',
      url: '/api/me/notifications',
      headers: as(again),
      payload: { reminders: true, announcements: false, waitlist: true },
    });
    expect(saved.json()).toEqual({ reminders: true, announcements: false, waitlist: true, digest: false, homeArea: null });
    await a.db.execute(sql`UPDATE events SET created_at = ${new Date(first.getTime() + 3600_000).toISOString()}::timestamptz WHERE id = ${old._id}`);
    clock.set(new Date(first.getTime() + WEEK));
    expect((await Promise.all([b.jobs.runDue(), a.jobs.runDue()])).reduce((s, n) => s + n, 0)).toBe(1);
    expect(await digests(follower.email)).toHaveLength(1);
    const banglaMails = await digests(banglaReader.email);
    expect(banglaMails).toHaveLength(2);
    expect(banglaMails.map((m) => m.text).find((text) => text.includes('Old Cleanup'))).toBeDefined();
  });
});
