// Issue 16, reports and roles: POST /api/reports once per target; GET /api/admin/reports for
// moderators and admins only, the role read from the database on every call; ADMIN_EMAILS.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiMessages } from '@volunteering/shared/texts/api';
import { moderationTexts } from '@volunteering/shared/texts/moderation';
import type { OpenReports } from '@volunteering/shared/report-schemas';
import { reports, user } from '../src/db/schema.ts';
import { grantAdmins } from '../src/moderation/reports.ts';
import { as, buildTestApp, createEvent, createUser, signUp, type TestUser } from './helpers/build.ts';
import { said, refusal, fieldSaid, confirmFirst } from './helpers/answers.ts';

const app = await buildTestApp({ ADMIN_EMAILS: ' Boss@Example.com , second-admin@example.com' });

const report = (who: { token: string } | null, payload: object) => app.inject({ method: 'POST', url: '/api/reports', headers: who ? as(who) : {}, payload });
const openReports = (who: { token: string } | null) => app.inject({ method: 'GET', url: '/api/admin/reports', headers: who ? as(who) : {} });
const setRole = (who: TestUser, role: string) => app.db.update(user).set({ role }).where(eq(user.id, who.id));

describe('POST /api/reports', () => {
  it('takes a report of an event or a user once per reporter and target', async () => {
    const [reporter, organizer] = [await createUser(app), await createUser(app)];
    const event = await createEvent(app, organizer);

    const first = await report(reporter, { targetType: 'event', targetId: event._id, reason: 'scam', details: '  Asks for money up front.  ' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ success: true, ...said(moderationTexts, 'reported') });
    const again = await report(reporter, { targetType: 'event', targetId: event._id, reason: 'spam' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(refusal(moderationTexts, 'alreadyReported'));
    expect((await report(reporter, { targetType: 'user', targetId: organizer.id, reason: 'harmful' })).statusCode).toBe(201);

    const stored = await app.db.select().from(reports).where(eq(reports.reporterId, reporter.id));
    expect(stored.map((row) => [row.targetType, row.reason, row.details, row.status]).sort()).toEqual([
      ['event', 'scam', 'Asks for money up front.', 'open'],
      ['user', 'harmful', '', 'open'],
    ]);
  });

  it('refuses yourself, what does not exist, an unknown reason, and nobody signed in, storing nothing', async () => {
    const reporter = await createUser(app);
    const self = await report(reporter, { targetType: 'user', targetId: reporter.id, reason: 'spam' });
    expect(self.statusCode).toBe(400);
    expect(self.json().errors).toEqual([fieldSaid('targetId', moderationTexts, 'reportYourself')]);
    expect((await report(reporter, { targetType: 'event', targetId: '00000000-0000-4000-8000-000000000000', reason: 'spam' })).json()).toEqual(
      refusal(apiMessages, 'eventNotFound'),
    );
    expect((await report(reporter, { targetType: 'event', targetId: 'not-an-id', reason: 'spam' })).statusCode).toBe(404);
    const noUser = await report(reporter, { targetType: 'user', targetId: 'nobody-here', reason: 'spam' });
    expect([noUser.statusCode, noUser.json().message]).toEqual([404, moderationTexts.userNotFound]);
    const badReason = await report(reporter, { targetType: 'user', targetId: (await createUser(app)).id, reason: 'boring' });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json().errors).toEqual([fieldSaid('reason', moderationTexts, 'pickReason')]);
    const longDetails = await report(reporter, { targetType: 'user', targetId: (await createUser(app)).id, reason: 'other', details: 'x'.repeat(1001) });
    expect(longDetails.statusCode).toBe(400);
    expect((await report(null, { targetType: 'user', targetId: reporter.id, reason: 'spam' })).statusCode).toBe(401);
    expect(await app.db.select().from(reports).where(eq(reports.reporterId, reporter.id))).toEqual([]);
  });

  it('refuses an account whose address is not confirmed yet (issue 35), storing nothing', async () => {
    const [reporter, organizer] = [await createUser(app), await createUser(app)];
    const event = await createEvent(app, organizer);
    await app.db.update(user).set({ emailVerified: false }).where(eq(user.id, reporter.id));
    // Written behind the app's back: its session cache is told as the app's own writers tell it.
    app.sessions.forgetUser(reporter.id);
    const refused = await report(reporter, { targetType: 'event', targetId: event._id, reason: 'spam' });
    expect([refused.statusCode, refused.json()]).toEqual([403, confirmFirst]);
    expect(await app.db.select().from(reports).where(eq(reports.reporterId, reporter.id))).toEqual([]);
    // Once confirmed, the same report goes through.
    await app.db.update(user).set({ emailVerified: true }).where(eq(user.id, reporter.id));
    app.sessions.forgetUser(reporter.id);
    expect((await report(reporter, { targetType: 'event', targetId: event._id, reason: 'spam' })).statusCode).toBe(201);
  });
});

describe('GET /api/admin/reports', () => {
  it('is for moderators and admins: 401 for nobody, 403 for a member, and a demotion counts at once', async () => {
    const [member, moderator] = [await createUser(app), await createUser(app)];
    expect((await openReports(null)).statusCode).toBe(401);
    const refused = await openReports(member);
    expect([refused.statusCode, refused.json()]).toEqual([403, refusal(moderationTexts, 'moderatorsOnly')]);
    await setRole(moderator, 'moderator');
    expect((await openReports(moderator)).statusCode).toBe(200);
    // Same token, role taken away in the database: refused on the next call.
    await setRole(moderator, 'member');
    expect((await openReports(moderator)).statusCode).toBe(403);
  });

  it('groups the open reports by target with counts and reasons, the most recently reported first', async () => {
    const moderator = await createUser(app);
    await setRole(moderator, 'moderator');
    const organizer = await createUser(app, { name: 'Reported Organizer' });
    const event = await createEvent(app, organizer, { title: 'Suspicious Drive' });
    const [a, b, c] = [await createUser(app, { name: 'Reporter A' }), await createUser(app), await createUser(app)];
    await report(a, { targetType: 'event', targetId: event._id, reason: 'scam', details: 'Wants bKash payment.' });
    app.clock.advance(60_000);
    await report(b, { targetType: 'event', targetId: event._id, reason: 'scam' });
    app.clock.advance(60_000);
    await report(c, { targetType: 'user', targetId: organizer.id, reason: 'spam' });
    app.clock.advance(60_000);
    await report(c, { targetType: 'event', targetId: event._id, reason: 'wrong' });
    // A dismissed report is no longer open.
    const dismissedTarget = await createUser(app);
    await report(a, { targetType: 'user', targetId: dismissedTarget.id, reason: 'other' });
    await app.db.update(reports).set({ status: 'dismissed' }).where(eq(reports.targetId, dismissedTarget.id));

    const res = await openReports(moderator);
    expect(res.statusCode, res.body).toBe(200);
    const mine = (res.json() as OpenReports).filter((group) => [event._id, organizer.id, dismissedTarget.id].includes(group.targetId));
    expect(mine.map((group) => [group.targetType, group.targetName, group.count, group.reasons])).toEqual([
      ['event', 'Suspicious Drive', 3, { scam: 2, wrong: 1 }],
      ['user', 'Reported Organizer', 1, { spam: 1 }],
    ]);
    expect(mine[0]!.reports.map((item) => item.reason)).toEqual(['wrong', 'scam', 'scam']);
    expect(mine[0]!.reports[2]).toMatchObject({ details: 'Wants bKash payment.', reporter: { id: a.id, name: 'Reporter A', email: a.email } });
    expect(mine[0]!.latestAt).toBe(mine[0]!.reports[0]!.createdAt);
  });
});

describe('ADMIN_EMAILS', () => {
  it('makes those accounts admins when they sign up, in any case, and at start for accounts already there', async () => {
    const boss = await signUp(app, { email: 'boss@example.com' });
    expect((await openReports(boss)).statusCode).toBe(200);
    const someone = await signUp(app);
    expect((await openReports(someone)).statusCode).toBe(403);

    const existing = await createUser(app, { email: 'Second-Admin@example.com' });
    await grantAdmins(app.db, ['second-admin@example.com']);
    const [row] = await app.db.select({ role: user.role }).from(user).where(eq(user.id, existing.id));
    expect(row!.role).toBe('admin');
  });

  it('cannot be chosen at sign-up', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Sneaky', email: `sneaky-${Date.now()}@example.com`, password: 'Secret123', image: 'https://example.com/a.png', role: 'admin' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await app.db.select({ role: user.role }).from(user).where(eq(user.id, res.json().user.id));
    expect(row!.role).toBe('member');
  });
});

describe('moderators and admins act, each action in the audit log', () => {
  const dismiss = (who: { token: string }, payload: object) => app.inject({ method: 'POST', url: '/api/admin/reports/dismiss', headers: as(who), payload });
  const setUserRole = (who: { token: string }, id: string, payload: object) =>
    app.inject({ method: 'PUT', url: `/api/admin/users/${id}/role`, headers: as(who), payload });
  const audit = (who: { token: string }) => app.inject({ method: 'GET', url: '/api/admin/audit', headers: as(who) });

  it('a moderator dismisses the open reports about an event with a reason; a member cannot', async () => {
    const [moderator, member, reporter, organizer] = [
      await createUser(app, { name: 'Mod Mina' }),
      await createUser(app),
      await createUser(app),
      await createUser(app),
    ];
    await setRole(moderator, 'moderator');
    const event = await createEvent(app, organizer, { title: 'Harmless After All' });
    await report(reporter, { targetType: 'event', targetId: event._id, reason: 'wrong' });

    expect((await dismiss(member, { targetType: 'event', targetId: event._id, reason: 'Looked fine.' })).statusCode).toBe(403);
    const noReason = await dismiss(moderator, { targetType: 'event', targetId: event._id, reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual([fieldSaid('reason', moderationTexts, 'giveReason')]);
    expect((await app.db.select().from(reports).where(eq(reports.targetId, event._id)))[0]!.status).toBe('open');

    const done = await dismiss(moderator, { targetType: 'event', targetId: event._id, reason: 'Checked with the organizer: it is real.' });
    expect([done.statusCode, done.json()]).toEqual([200, { success: true, ...said(moderationTexts, 'dismissed') }]);
    expect((await app.db.select().from(reports).where(eq(reports.targetId, event._id)))[0]!.status).toBe('dismissed');
    expect(((await openReports(moderator)).json() as OpenReports).map((group) => group.targetId)).not.toContain(event._id);
    const again = await dismiss(moderator, { targetType: 'event', targetId: event._id, reason: 'Again.' });
    expect([again.statusCode, again.json().message]).toEqual([404, moderationTexts.noOpenReports]);

    const log = (await audit(moderator)).json();
    expect(log[0]).toMatchObject({
      actor: { id: moderator.id, name: 'Mod Mina', email: moderator.email },
      action: 'dismissReports',
      targetType: 'event',
      targetId: event._id,
      targetName: 'Harmless After All',
      reason: 'Checked with the organizer: it is real.',
    });
    expect((await audit(member)).statusCode).toBe(403);
  });

  it('an admin makes a moderator and takes it back; a moderator cannot, and an admin stays an admin', async () => {
    const admin = await signUp(app, { email: `boss-${Date.now()}@example.com` });
    await app.db.update(user).set({ role: 'admin' }).where(eq(user.id, admin.id));
    const [helper, moderator] = [await createUser(app, { name: 'New Helper' }), await createUser(app)];
    await setRole(moderator, 'moderator');

    expect((await setUserRole(moderator, helper.id, { role: 'moderator', reason: 'Friend.' })).json()).toEqual(refusal(moderationTexts, 'adminsOnly'));
    const granted = await setUserRole(admin, helper.id, { role: 'moderator', reason: 'Runs the Mirpur chapter.' });
    expect([granted.statusCode, granted.json()]).toEqual([200, { success: true, ...said(moderationTexts, 'roleChanged') }]);
    expect((await openReports(helper)).statusCode).toBe(200);
    const staff = (await app.inject({ method: 'GET', url: '/api/admin/staff', headers: as(admin) })).json() as { id: string; role: string }[];
    expect(staff).toEqual(expect.arrayContaining([{ id: helper.id, name: 'New Helper', email: helper.email, role: 'moderator' }]));

    app.clock.advance(1000);
    expect((await setUserRole(admin, helper.id, { role: 'member', reason: 'Stepped down.' })).statusCode).toBe(200);
    expect((await openReports(helper)).statusCode).toBe(403);
    const keep = await setUserRole(admin, admin.id, { role: 'member', reason: 'Oops.' });
    expect([keep.statusCode, keep.json().message]).toEqual([400, moderationTexts.adminsKeepRole]);
    expect((await setUserRole(admin, 'nobody', { role: 'moderator', reason: 'Who?' })).statusCode).toBe(404);

    const log = (await audit(admin)).json().filter((line: { targetId: string }) => line.targetId === helper.id);
    expect(log.map((line: { action: string; reason: string }) => [line.action, line.reason])).toEqual([
      ['revokeModerator', 'Stepped down.'],
      ['grantModerator', 'Runs the Mirpur chapter.'],
    ]);
  });
});
