// Issue 16, the admins' screen for moderators: GET /api/admin/users?email= finds the account behind
// an address, for admins only, the role read from the database on every call.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminTexts } from '@volunteering/shared/texts/admin';
import { apiMessages } from '@volunteering/shared/texts/api';
import { moderationTexts } from '@volunteering/shared/texts/moderation';
import { validationMessages } from '@volunteering/shared/texts/validation';
import { user } from '../src/db/schema.ts';
import { as, buildTestApp, createUser, type TestUser } from './helpers/build.ts';
import { refusal, fieldSaid } from './helpers/answers.ts';

const app = await buildTestApp();

const find = (who: { token: string } | null, email: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/admin/users', query: { email }, headers: { ...(who ? as(who) : {}), ...headers } });
const setRole = (who: TestUser, role: string) => app.db.update(user).set({ role }).where(eq(user.id, who.id));

describe('GET /api/admin/users?email=', () => {
  it('answers an admin with the account, its name and role, whatever the case and spaces of the address', async () => {
    const admin = await createUser(app);
    await setRole(admin, 'admin');
    const helper = await createUser(app, { name: 'Rafi Ahmed', email: `rafi-${Date.now()}@example.com` });

    const res = await find(admin, `  ${helper.email.toUpperCase()} `);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ id: helper.id, name: 'Rafi Ahmed', email: helper.email, role: 'member' });

    await setRole(helper, 'moderator');
    expect((await find(admin, helper.email)).json()).toMatchObject({ id: helper.id, role: 'moderator' });
    expect((await find(admin, admin.email)).json()).toMatchObject({ id: admin.id, role: 'admin' });
  });

  it('answers 404 with a clear message when no account uses the address, and 400 for what is no address', async () => {
    const admin = await createUser(app);
    await setRole(admin, 'admin');
    const unknown = await find(admin, 'nobody-here@example.com');
    expect([unknown.statusCode, unknown.json()]).toEqual([404, refusal(adminTexts, 'noSuchAccount')]);

    const bad = await find(admin, 'not an address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ ...refusal(apiMessages, 'invalidInput'), errors: [fieldSaid('email', validationMessages, 'email')] });
    expect((await app.inject({ method: 'GET', url: '/api/admin/users', headers: as(admin) })).statusCode).toBe(400);
  });

  it('is for admins only: 403 for a moderator and a member, 401 for a stranger, and they learn nothing of the account', async () => {
    const [moderator, member, someone] = [await createUser(app), await createUser(app), await createUser(app)];
    await setRole(moderator, 'moderator');
    for (const who of [moderator, member]) {
      for (const email of [someone.email, 'nobody-here@example.com']) {
        const refused = await find(who, email);
        expect([refused.statusCode, refused.json()]).toEqual([403, refusal(moderationTexts, 'adminsOnly')]);
      }
    }
    const stranger = await find(null, someone.email);
    expect(stranger.statusCode).toBe(401);
    expect(stranger.body).not.toContain(someone.id);
    expect((await find(null, someone.email, { authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
  });

  it('reads the role from the database on every call: an admin made a member is refused with the same token', async () => {
    const admin = await createUser(app);
    const someone = await createUser(app);
    await setRole(admin, 'admin');
    expect((await find(admin, someone.email)).statusCode).toBe(200);
    await setRole(admin, 'member');
    expect((await find(admin, someone.email)).statusCode).toBe(403);
  });

  it('answers in the caller’s language', async () => {
    const admin = await createUser(app);
    await setRole(admin, 'admin');
    const res = await find(admin, 'nobody-here@example.com', { 'accept-language': 'bn' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('এই ইমেইল ঠিকানায় কোনো অ্যাকাউন্ট নেই।');
  });
});
