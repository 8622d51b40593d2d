// Issue 41, decision 076: a signed-in read takes its session from the session cache, with no round
// trip to the database; whatever ends or changes a session or its account is seen at once.
import { eq } from 'drizzle-orm';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSessionCache, SESSION_CACHE_MS } from '../src/auth/session-cache.ts';
import { session, user } from '../src/db/schema.ts';
import { as, buildTestApp, createUser, PUBLIC_URL, signUp } from './helpers/build.ts';
import { testDbKind } from './helpers/database.ts';

// A stand-in for the web app's server build: the profile page shows who it was rendered for.
const webDist = mkdtempSync(path.join(tmpdir(), 'vh-sessions-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head><title>Volunteer Hub</title></head><body><div id="root"></div>\n  </body></html>');
mkdirSync(path.join(webDist, '.ssr'));
writeFileSync(
  path.join(webDist, '.ssr', 'entry-server.js'),
  `export async function renderPage({ render, user }) {
    return user ? { html: '<p>' + user.name + ' (' + user.role + ')</p>', state: { render, user, queries: [] } } : null;
  }`,
);

const app = await buildTestApp({ WEB_DIST: webDist });
const joined = (who: { token: string }) => app.inject({ method: 'GET', url: '/api/events/joined', headers: as(who) });
const profile = (cookie: string) => app.inject({ method: 'GET', url: '/profile', headers: { cookie } });
const admin = await createUser(app);
await app.db.update(user).set({ role: 'admin' }).where(eq(user.id, admin.id));
const moderator = await createUser(app);
await app.db.update(user).set({ role: 'moderator' }).where(eq(user.id, moderator.id));

describe('the session cache', () => {
  it('reads a session again once SESSION_CACHE_MS have passed on its clock, however soon in real time', async () => {
    let at = Date.parse('2026-12-02T10:00:00Z');
    const cache = await createSessionCache(() => new Date(at));
    let loads = 0;
    const load = async () => ({ userId: 'u1', value: ++loads });
    expect(await cache.read('token s1 u1', load)).toBe(1);
    expect(await cache.read('token s1 u1', load)).toBe(1);
    at += SESSION_CACHE_MS + 1;
    expect(await cache.read('token s1 u1', load)).toBe(2);
  });

  it('ends a token with its sign-out at once', async () => {
    const account = await signUp(app);
    expect((await joined(account)).statusCode).toBe(200);
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: account.cookie, origin: PUBLIC_URL, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(out.statusCode).toBe(200);
    expect((await joined(account)).statusCode).toBe(401);
    expect(await profile(account.cookie).then((res) => res.body)).not.toContain('Nadia Rahman');
  });

  it('ends the token and the pages of a suspended account at once', async () => {
    const account = await signUp(app, { name: 'Rumana Akter' });
    expect((await joined(account)).statusCode).toBe(200);
    expect((await profile(account.cookie)).body).toContain('<p>Rumana Akter (member)</p>');
    const suspended = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${account.id}/suspend`,
      headers: as(moderator),
      payload: { reason: 'Asks for money up front.' },
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect((await joined(account)).statusCode).toBe(401);
    expect((await profile(account.cookie)).body).not.toContain('Rumana Akter');
  });

  it('shows a role change on the next page at once', async () => {
    const account = await signUp(app, { name: 'Tanvir Hasan' });
    expect((await profile(account.cookie)).body).toContain('<p>Tanvir Hasan (member)</p>');
    const made = await app.inject({
      method: 'PUT',
      url: `/api/admin/users/${account.id}/role`,
      headers: as(admin),
      payload: { role: 'moderator', reason: 'Runs the Mirpur desk.' },
    });
    expect(made.statusCode, made.body).toBe(200);
    expect((await profile(account.cookie)).body).toContain('<p>Tanvir Hasan (moderator)</p>');
  });

  it('ends the token of a deleted account at once', async () => {
    const account = await signUp(app);
    expect((await joined(account)).statusCode).toBe(200);
    const gone = await app.inject({ method: 'DELETE', url: '/api/me', headers: as(account), payload: { email: account.email, password: account.password } });
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await joined(account)).statusCode).toBe(401);
  });

  it('shows a change made behind the app, as by another instance: from the database on PostgreSQL, else within SESSION_CACHE_MS', async () => {
    const account = await createUser(app);
    expect((await joined(account)).statusCode).toBe(200);
    await app.db.delete(session).where(eq(session.userId, account.id));
    if (testDbKind() === 'postgres') {
      // The trigger's NOTIFY comes at commit; the listener hears it within moments.
      await expect.poll(async () => (await joined(account)).statusCode, { timeout: 10_000 }).toBe(401);
    } else {
      // The embedded engine has this one instance: the session is still the one read a moment ago...
      expect((await joined(account)).statusCode).toBe(200);
      app.clock.advance(SESSION_CACHE_MS + 1);
      expect((await joined(account)).statusCode).toBe(401);
    }
  });
});
