// Issue 16, taking down and bringing back: a hidden event leaves every list, search and feed and
// its page answers 404 to all but its owner (who sees why) and the moderators; a suspended account
// loses its sessions and tokens, cannot sign in, and its upcoming events leave the lists; held
// events of new organizers (REVIEW_NEW_ORGANIZERS) wait for a moderator's approval.
import { describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { apiMessages } from '@volunteering/shared/texts/api';
import { moderationTexts } from '@volunteering/shared/texts/moderation';
import type { HiddenList } from '@volunteering/shared/report-schemas';
import { auditLog, events, outbox, reports, session, user } from '../src/db/schema.ts';
import { PUBLIC_URL, as, buildTestApp, createEvent, createUser, notJoinConfirmation, signUp, snapshot, type TestApp, type TestUser } from './helpers/build.ts';
import { said, refusal, fieldSaid } from './helpers/answers.ts';

const app = await buildTestApp();
const reviewing = await buildTestApp({ REVIEW_NEW_ORGANIZERS: 'true' });

const setRole = (app: TestApp, who: TestUser, role: string) => app.db.update(user).set({ role }).where(eq(user.id, who.id));
async function moderatorOf(app: TestApp, name = 'Mod Mina') {
  const moderator = await createUser(app, { name });
  await setRole(app, moderator, 'moderator');
  return moderator;
}
const act = (app: TestApp, who: { token: string } | null, path: string, payload: object = { reason: 'Asks for money up front.' }) =>
  app.inject({ method: 'POST', url: `/api/admin/${path}`, headers: who ? as(who) : {}, payload });
const get = (app: TestApp, url: string, who?: { token: string }) => app.inject({ method: 'GET', url, headers: who ? as(who) : {} });
const join = (app: TestApp, who: TestUser, id: string) => app.inject({ method: 'PATCH', url: `/api/events/${id}/join`, headers: as(who) });
const idsIn = (res: { json: () => unknown }) => (res.json() as { _id: string }[]).map((event) => event._id);

async function feedOf(who: TestUser) {
  const res = await app.inject({ method: 'POST', url: '/api/me/calendar-feed', headers: as(who) });
  return (res.json().url as string).slice(PUBLIC_URL.length);
}

describe('hiding an event', () => {
  it('takes it out of every list, search and feed, and its page away from all but its owner and moderators', async () => {
    const [organizer, volunteer, stranger] = [await createUser(app), await createUser(app, { name: 'Rafi' }), await createUser(app)];
    const moderator = await moderatorOf(app);
    const title = `Lottery Cleanup ${Date.now()}`;
    const event = await createEvent(app, organizer, { title });
    const kept = await createEvent(app, organizer, { title: `${title} (honest)` });
    expect((await join(app, volunteer, event._id)).statusCode).toBe(200);
    await join(app, volunteer, kept._id);
    const feed = await feedOf(volunteer);
    await app.inject({ method: 'POST', url: '/api/reports', headers: as(stranger), payload: { targetType: 'event', targetId: event._id, reason: 'scam' } });

    const res = await act(app, moderator, `events/${event._id}/hide`);
    expect([res.statusCode, res.json()]).toEqual([200, { success: true, ...said(moderationTexts, 'eventHidden') }]);

    const search = `/api/events?q=${encodeURIComponent(title)}`;
    expect(idsIn(await get(app, search))).toEqual([kept._id]);
    expect(idsIn(await get(app, `${search}&when=upcoming&type=Cleanup`))).toEqual([kept._id]);
    expect(idsIn(await get(app, '/api/events/joined', volunteer))).toEqual([kept._id]);
    const ics = (await get(app, feed)).body;
    expect(ics).toContain(`${kept._id}@volunteer-hub`);
    expect(ics).not.toContain(`${event._id}@volunteer-hub`);

    // Its page says it was taken down, not that it was removed by its organizer (issue 37).
    for (const who of [undefined, volunteer, stranger]) {
      const page = await get(app, `/api/events/${event._id}`, who);
      expect([page.statusCode, page.json()]).toEqual([404, refusal(apiMessages, 'eventTakenDown')]);
    }
    const own = await get(app, `/api/events/${event._id}`, organizer);
    expect(own.json().hidden).toEqual({ kind: 'moderator', reason: 'Asks for money up front.' });
    expect((await get(app, `/api/events/${event._id}`, moderator)).json().hidden.kind).toBe('moderator');
    expect((await get(app, `/api/events/${kept._id}`, organizer)).json().hidden).toBeUndefined();
    // The owner still finds it among their own events, with why.
    const mine = (await get(app, '/api/events/my-events', organizer)).json() as { _id: string; hidden?: unknown }[];
    expect(mine.find((item) => item._id === event._id)?.hidden).toEqual({ kind: 'moderator', reason: 'Asks for money up front.' });

    // Nobody joins it or waits for it; its owner cannot write to its participants.
    expect((await join(app, stranger, event._id)).statusCode).toBe(404);
    const wait = await app.inject({ method: 'PATCH', url: `/api/events/${event._id}/waitlist`, headers: as(stranger) });
    expect([wait.statusCode, wait.json()]).toEqual([404, refusal(apiMessages, 'eventNotFound')]);
    const post = await app.inject({
      method: 'POST',
      url: `/api/events/${event._id}/announcements`,
      headers: as(organizer),
      payload: { message: 'Bring cash.' },
    });
    expect(post.statusCode).toBe(404);

    // Its participant is told; its reports are closed as acted on; the audit log says who and why.
    const mails = await app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, volunteer.email), notJoinConfirmation));
    expect(mails.map((mail) => mail.subject)).toEqual([moderationTexts.takenDownSubject(title)]);
    expect(mails[0]!.text).toContain('Hello Rafi');
    // Its organizer is told why, with the moderator's reason (issue 37).
    const toOrganizer = await app.db.select().from(outbox).where(eq(outbox.to, organizer.email));
    expect(toOrganizer.map((mail) => mail.subject)).toEqual([moderationTexts.takenDownOrganizerSubject(title)]);
    expect(toOrganizer[0]!.text).toContain('Their reason:\nAsks for money up front.');
    expect((await app.db.select({ status: reports.status }).from(reports).where(eq(reports.targetId, event._id))).map((row) => row.status)).toEqual([
      'actioned',
    ]);
    const [line] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, event._id), eq(auditLog.action, 'hideEvent')));
    expect(line).toMatchObject({ actorId: moderator.id, actorName: 'Mod Mina', targetName: title, reason: 'Asks for money up front.' });
  });

  it('is for moderators and admins with a reason: 401, 403 and 400 change nothing', async () => {
    const [organizer, member] = [await createUser(app), await createUser(app)];
    const moderator = await moderatorOf(app);
    const event = await createEvent(app, organizer);
    const before = await snapshot(app);
    expect((await act(app, null, `events/${event._id}/hide`)).statusCode).toBe(401);
    const refused = await act(app, member, `events/${event._id}/hide`);
    expect([refused.statusCode, refused.json()]).toEqual([403, refusal(moderationTexts, 'moderatorsOnly')]);
    const noReason = await act(app, moderator, `events/${event._id}/hide`, { reason: '   ' });
    expect([noReason.statusCode, noReason.json().errors]).toEqual([400, [fieldSaid('reason', moderationTexts, 'giveReason')]]);
    const missing = await act(app, moderator, 'events/00000000-0000-4000-8000-000000000000/hide');
    expect([missing.statusCode, missing.json()]).toEqual([404, refusal(apiMessages, 'eventNotFound')]);
    expect(await snapshot(app)).toBe(before);
  });

  it('is undone by restoring: back in the lists, with its participants; twice is refused', async () => {
    const [organizer, volunteer] = [await createUser(app), await createUser(app)];
    const moderator = await moderatorOf(app);
    const title = `Tree Day ${Date.now()}`;
    const event = await createEvent(app, organizer, { title });
    await join(app, volunteer, event._id);
    await act(app, moderator, `events/${event._id}/hide`);
    const notHidden = await act(app, moderator, `events/${event._id}/restore`, { reason: 'Checked with the organizer.' });
    expect(notHidden.statusCode).toBe(200);
    expect(idsIn(await get(app, `/api/events?q=${encodeURIComponent(title)}`))).toEqual([event._id]);
    const back = (await get(app, `/api/events/${event._id}`, volunteer)).json();
    expect([back.volunteersJoined, back.joinedUsers, back.hidden]).toEqual([1, [volunteer.email], undefined]);
    const again = await act(app, moderator, `events/${event._id}/restore`);
    expect([again.statusCode, again.json().message]).toEqual([400, moderationTexts.notHidden]);
    expect((await app.db.select().from(auditLog).where(eq(auditLog.targetId, event._id))).map((line) => line.action).sort()).toEqual([
      'hideEvent',
      'restoreEvent',
    ]);
  });

  it('holds its waitlist while hidden: a freed place goes to nobody, and to the first in line once restored', async () => {
    const [organizer, participant, waiting] = [await createUser(app), await createUser(app), await createUser(app)];
    const moderator = await moderatorOf(app);
    const event = await createEvent(app, organizer, { volunteersNeeded: 1 });
    await join(app, participant, event._id);
    expect((await app.inject({ method: 'PATCH', url: `/api/events/${event._id}/waitlist`, headers: as(waiting) })).json().position).toBe(1);
    await act(app, moderator, `events/${event._id}/hide`);
    expect((await get(app, '/api/me/waitlist', waiting)).json()).toEqual([]);

    expect((await app.inject({ method: 'PATCH', url: `/api/events/cancel/${event._id}`, headers: as(participant) })).json().success).toBe(true);
    const [held] = await app.db.select({ joined: events.volunteersJoined }).from(events).where(eq(events.id, event._id));
    expect(held!.joined).toBe(0);
    expect(
      (
        await app.db
          .select()
          .from(outbox)
          .where(and(eq(outbox.to, waiting.email), notJoinConfirmation))
      ).map((mail) => mail.subject),
    ).toEqual([]);

    await act(app, moderator, `events/${event._id}/restore`, { reason: 'Fine after all.' });
    const back = (await get(app, `/api/events/${event._id}`, waiting)).json();
    expect([back.volunteersJoined, back.joinedUsers]).toEqual([1, [waiting.email]]);
  });

  it('is listed for moderators to bring back, with the suspended accounts', async () => {
    const organizer = await createUser(app, { name: 'Listed Owner' });
    const moderator = await moderatorOf(app);
    const event = await createEvent(app, organizer, { title: 'Listed Hidden' });
    await act(app, moderator, `events/${event._id}/hide`, { reason: 'Fake.' });
    expect((await get(app, '/api/admin/hidden', organizer)).statusCode).toBe(403);
    const list = (await get(app, '/api/admin/hidden', moderator)).json() as HiddenList;
    expect(list.events.find((item) => item.id === event._id)).toEqual({
      id: event._id,
      title: 'Listed Hidden',
      date: event.date,
      timeZone: event.timeZone,
      hidden: 'moderator',
      reason: 'Fake.',
      owner: { id: organizer.id, name: 'Listed Owner', email: organizer.email },
    });
  });
});

describe('suspending an account', () => {
  it('ends its sessions and refuses its tokens and sign-in; its upcoming events leave the lists and their participants are told', async () => {
    const abuser = await signUp(app, { name: 'Spammy Sam' });
    const abuserUser = { ...abuser, sessionId: '' } as unknown as TestUser;
    const [volunteer, moderator] = [await createUser(app, { name: 'Tania' }), await moderatorOf(app)];
    const title = `Free Laptops ${Date.now()}`;
    const upcoming = await createEvent(app, abuser, { title });
    const ended = await createEvent(app, abuser, { title: `${title} (ended)` });
    await join(app, volunteer, upcoming._id);
    await app.db
      .update(events)
      .set({ date: new Date(app.now().getTime() - 86_400_000) })
      .where(eq(events.id, ended._id));
    const otherHidden = await createEvent(app, abuser, { title: `${title} (taken down)` });
    await act(app, moderator, `events/${otherHidden._id}/hide`, { reason: 'Fake.' });

    const res = await act(app, moderator, `users/${abuser.id}/suspend`, { reason: 'Scam events.' });
    expect([res.statusCode, res.json()]).toEqual([200, { success: true, ...said(moderationTexts, 'userSuspended') }]);

    expect(await app.db.select().from(session).where(eq(session.userId, abuser.id))).toEqual([]);
    expect((await get(app, '/api/events/my-events', abuserUser)).statusCode).toBe(401);
    const signIn = await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: abuser.email, password: abuser.password } });
    expect([signIn.statusCode, signIn.json().code, signIn.json().message]).toEqual([403, 'ACCOUNT_SUSPENDED', moderationTexts.suspendedSignIn]);
    expect(signIn.headers['set-cookie']).toBeUndefined();

    expect(idsIn(await get(app, `/api/events?when=all&q=${encodeURIComponent(title)}`))).toEqual([ended._id]);
    expect((await get(app, `/api/events/${upcoming._id}`, volunteer)).statusCode).toBe(404);
    expect(
      (
        await app.db
          .select()
          .from(outbox)
          .where(and(eq(outbox.to, volunteer.email), notJoinConfirmation))
      ).map((mail) => mail.subject),
    ).toEqual([moderationTexts.takenDownSubject(title)]);

    // Lifted: signs in again, the events the suspension hid come back, the one a moderator hid stays hidden.
    const lift = await act(app, moderator, `users/${abuser.id}/lift`, { reason: 'Talked to them.' });
    expect([lift.statusCode, lift.json().message]).toEqual([200, moderationTexts.suspensionLifted]);
    const again = await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: abuser.email, password: abuser.password } });
    expect(again.statusCode).toBe(200);
    expect(idsIn(await get(app, `/api/events?when=all&q=${encodeURIComponent(title)}`)).sort()).toEqual([upcoming._id, ended._id].sort());
    const [stillHidden] = await app.db.select({ hidden: events.hidden }).from(events).where(eq(events.id, otherHidden._id));
    expect(stillHidden!.hidden).toBe('moderator');
    expect((await app.db.select().from(auditLog).where(eq(auditLog.targetId, abuser.id))).map((line) => [line.action, line.reason]).sort()).toEqual([
      ['liftSuspension', 'Talked to them.'],
      ['suspendUser', 'Scam events.'],
    ]);
  });

  it('never reaches moderators, admins or yourself; members cannot suspend', async () => {
    const [member, otherModerator] = [await createUser(app), await moderatorOf(app, 'Other Mod')];
    const moderator = await moderatorOf(app);
    const before = await snapshot(app);
    const staff = await act(app, moderator, `users/${otherModerator.id}/suspend`);
    expect([staff.statusCode, staff.json().message]).toEqual([403, moderationTexts.staffNotSuspended]);
    expect((await act(app, moderator, `users/${moderator.id}/suspend`)).json().message).toBe(moderationTexts.notYourself);
    expect((await act(app, member, `users/${otherModerator.id}/suspend`)).statusCode).toBe(403);
    expect((await act(app, moderator, 'users/nobody-here/suspend')).statusCode).toBe(404);
    expect((await act(app, moderator, `users/${member.id}/lift`)).json().message).toBe(moderationTexts.notSuspended);
    expect(await snapshot(app)).toBe(before);
    expect(
      await app.db
        .select()
        .from(user)
        .where(and(eq(user.id, member.id), isNull(user.suspendedAt))),
    ).toHaveLength(1);
  });
});

describe('REVIEW_NEW_ORGANIZERS', () => {
  it('holds a new organizer’s events until a moderator approves one; then their next events go straight out', async () => {
    const newcomer = await createUser(reviewing);
    const moderator = await moderatorOf(reviewing);
    const title = `First Drive ${Date.now()}`;
    const held = await createEvent(reviewing, newcomer, { title });
    expect(held.hidden).toEqual({ kind: 'review', reason: '' });
    expect(idsIn(await get(reviewing, `/api/events?q=${encodeURIComponent(title)}`))).toEqual([]);
    expect((await get(reviewing, `/api/events/${held._id}`)).statusCode).toBe(404);
    expect((await get(reviewing, `/api/events/${held._id}`, moderator)).json().hidden.kind).toBe('review');
    // A moderator's own events are never held.
    expect((await createEvent(reviewing, moderator)).hidden).toBeUndefined();

    const res = await act(reviewing, moderator, `events/${held._id}/approve`, { reason: 'Real group.' });
    expect([res.statusCode, res.json().message]).toEqual([200, moderationTexts.eventApproved]);
    expect(idsIn(await get(reviewing, `/api/events?q=${encodeURIComponent(title)}`))).toEqual([held._id]);
    expect((await createEvent(reviewing, newcomer)).hidden).toBeUndefined();
    expect((await act(reviewing, moderator, `events/${held._id}/approve`)).json().message).toBe(moderationTexts.notHeld);
  });

  it('is off by default: a new organizer’s event is listed at once', async () => {
    const newcomer = await createUser(app);
    const title = `First Drive ${Date.now()}`;
    const event = await createEvent(app, newcomer, { title });
    expect(event.hidden).toBeUndefined();
    expect(idsIn(await get(app, `/api/events?q=${encodeURIComponent(title)}`))).toEqual([event._id]);
    expect((await get(app, `/api/events/${event._id}`)).statusCode).toBe(200);
  });
});
