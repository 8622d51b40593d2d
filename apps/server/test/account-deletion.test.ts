// Issue 16, "Delete my account": DELETE /api/me, in one transaction, and nothing else touched.
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { dayAt } from '@volunteering/shared/event-time';
import { accountTexts } from '@volunteering/shared/texts/account';
import { eventDetailsMessages } from '@volunteering/shared/texts/event-details';
import { events, organizationMembers, organizations, session, user } from '../src/db/schema.ts';
import { queryRows } from '../src/db/client.ts';
import { FRESH_SIGN_IN_MS } from '../src/account/account-deletion.ts';
import { as, buildTestApp, createEvent, createUser, eventInput, signUp, type TestUser } from './helpers/build.ts';
import { said, refusal, fieldSaid } from './helpers/answers.ts';

const app = await buildTestApp();
const DAY = 24 * 3600_000;

/** Every row of every table of ours, by table and key: what a deletion may change is listed exactly. */
async function everyRow(): Promise<Map<string, string>> {
  const tables: [string, string][] = [
    ['user', 'id'],
    ['session', 'id'],
    ['account', 'id'],
    ['verification', 'id'],
    ['events', 'id'],
    ['participations', `event_id || '/' || user_id`],
    ['waitlist_entries', `event_id || '/' || user_id`],
    ['announcements', 'id'],
    ['calendar_feeds', 'user_id'],
    ['outbox', 'id'],
    ['newsletter_subscriptions', 'email'],
    ['contact_messages', 'id'],
    ['jobs', 'id'],
  ];
  const rows = new Map<string, string>();
  for (const [table, key] of tables) {
    const found = await queryRows<{ key: string; row: string }>(app.db, sql.raw(`SELECT (${key})::text AS key, row_to_json(t)::text AS row FROM "${table}" t`));
    for (const { key: id, row } of found) rows.set(`${table}:${id}`, row);
  }
  return rows;
}

function changes(before: Map<string, string>, after: Map<string, string>) {
  const removed = [...before.keys()].filter((key) => !after.has(key));
  const added = [...after.keys()].filter((key) => !before.has(key));
  const changed = [...before.keys()].filter((key) => after.has(key) && after.get(key) !== before.get(key));
  return { removed: removed.sort(), added: added.sort(), changed: changed.sort() };
}

const remove = (who: { token: string }, payload: object) => app.inject({ method: 'DELETE', url: '/api/me', headers: as(who), payload });
const join = async (eventId: string, who: TestUser | { token: string }) =>
  expect((await app.inject({ method: 'PATCH', url: `/api/events/${eventId}/join`, headers: as(who) })).json()).toMatchObject({ success: true });
/** Moves an event into the past (its volunteers joined while it was ahead). */
const moveToPast = (eventId: string) =>
  app.db
    .update(events)
    .set({ date: new Date(app.now().getTime() - 2 * DAY) })
    .where(eq(events.id, eventId));
const at = (days: number) => dayAt(app.now(), 'Asia/Dhaka', days, 10).toISOString();

describe('DELETE /api/me', () => {
  it('cancels upcoming events with a mail to each participant, keeps ended ones as a former member’s, frees places, and touches nothing else', async () => {
    const me = await signUp(app, { name: 'Leaving Organizer' });
    const [ana, ben, cai, wen, other] = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(app)));
    await app.db.update(user).set({ language: 'bn' }).where(eq(user.id, ana!.id));

    // Mine: one upcoming (Ana and Ben joined, an announcement), one ended (Cai joined, has hours).
    const upcomingMine = await createEvent(app, me, { title: 'Upcoming Mine', date: at(20), durationMinutes: 60 });
    await join(upcomingMine._id, ana!);
    await join(upcomingMine._id, ben!);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/events/${upcomingMine._id}/announcements`,
          headers: as(me),
          payload: { message: 'See you at the gate.' },
        })
      ).statusCode,
    ).toBe(201);
    const endedMine = await createEvent(app, me, { title: 'Ended Mine', date: at(5), durationMinutes: 90 });
    await join(endedMine._id, cai!);
    await moveToPast(endedMine._id);
    // Others': a full upcoming event I hold the one place of, Wen waiting; an ended one I went to.
    const full = await createEvent(app, other!, { title: 'Full Other', date: at(15), volunteersNeeded: 1 });
    await join(full._id, me);
    expect((await app.inject({ method: 'PATCH', url: `/api/events/${full._id}/waitlist`, headers: as(wen!) })).statusCode).toBe(200);
    const endedOther = await createEvent(app, other!, { title: 'Ended Other', date: at(6), durationMinutes: 60 });
    await join(endedOther._id, me);
    await moveToPast(endedOther._id);
    expect((await app.inject({ method: 'POST', url: '/api/me/calendar-feed', headers: as(me) })).statusCode).toBeLessThan(300);

    // A world that has nothing to do with me.
    const [stranger, friend] = [await createUser(app), await createUser(app)];
    const theirs = await createEvent(app, stranger, { title: 'Stranger Event', date: at(9) });
    await join(theirs._id, friend);
    await app.inject({ method: 'POST', url: '/api/me/calendar-feed', headers: as(friend) });

    const before = await everyRow();
    // Refused: the wrong address, the wrong password, no password. Nothing changes.
    const wrongEmail = await remove(me, { email: 'someone-else@example.com', password: me.password });
    expect(wrongEmail.statusCode).toBe(400);
    expect(wrongEmail.json().errors).toEqual([fieldSaid('email', accountTexts, 'wrongConfirmEmail')]);
    for (const password of ['Wrong123', undefined]) {
      const refused = await remove(me, { email: me.email, ...(password ? { password } : {}) });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([fieldSaid('password', accountTexts, 'wrongPassword')]);
    }
    expect(changes(before, await everyRow())).toEqual({ removed: [], added: [], changed: [] });

    const done = await remove(me, { email: `  ${me.email.toUpperCase()} `, password: me.password });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ success: true, ...said(accountTexts, 'accountDeleted') });

    const after = await everyRow();
    const diff = changes(before, after);
    const mine = (table: string, predicate: (row: Record<string, unknown>) => boolean) =>
      [...before.entries()].filter(([key, row]) => key.startsWith(`${table}:`) && predicate(JSON.parse(row))).map(([key]) => key);
    expect(diff.removed).toEqual(
      [
        `user:${me.id}`,
        ...mine('session', (row) => row.user_id === me.id),
        ...mine('account', (row) => row.user_id === me.id),
        `events:${upcomingMine._id}`,
        `participations:${upcomingMine._id}/${ana!.id}`,
        `participations:${upcomingMine._id}/${ben!.id}`,
        `participations:${full._id}/${me.id}`,
        `participations:${endedOther._id}/${me.id}`,
        `waitlist_entries:${full._id}/${wen!.id}`,
        ...mine('announcements', (row) => row.author_id === me.id),
        `calendar_feeds:${me.id}`,
        ...mine('outbox', (row) => String(row.to).toLowerCase() === me.email.toLowerCase()),
      ].sort(),
    );
    // Added: Wen's place (her reminder, her mail that she is in), and one mail to each of Ana and Ben.
    const addedRows = diff.added.map((key) => ({ key, row: JSON.parse(after.get(key)!) }));
    expect(diff.added.filter((key) => key.startsWith('participations:'))).toEqual([`participations:${full._id}/${wen!.id}`]);
    const mails = addedRows.filter(({ key }) => key.startsWith('outbox:')).map(({ row }) => row);
    expect(mails.map((mail) => mail.to).sort()).toEqual([ana!.email, ben!.email, wen!.email].sort());
    expect(mails.find((mail) => mail.to === wen!.email).subject).toBe("A place opened up: you're in for Full Other");
    expect(mails.find((mail) => mail.to === ana!.email)).toMatchObject({ subject: 'বাতিল: Upcoming Mine' });
    expect(mails.find((mail) => mail.to === ben!.email)).toMatchObject({ subject: 'Cancelled: Upcoming Mine' });
    expect(mails.find((mail) => mail.to === ben!.email).text).toContain('its organizer has left Volunteer Hub');
    expect(addedRows.filter(({ key }) => !key.startsWith('outbox:') && !key.startsWith('participations:')).map(({ row }) => [row.kind, row.payload])).toEqual([
      ['event-reminder', { eventId: full._id, userId: wen!.id }],
    ]);
    // Changed: my ended event (no owner, "Former member") and the counts of the others' events.
    expect(diff.changed).toEqual([`events:${endedMine._id}`, `events:${endedOther._id}`].sort());
    const [kept] = await app.db.select().from(events).where(eq(events.id, endedMine._id));
    expect(kept).toMatchObject({ ownerId: null, organizer: eventDetailsMessages.formerMember, volunteersJoined: 1 });
    const [left] = await app.db.select().from(events).where(eq(events.id, endedOther._id));
    expect(left!.volunteersJoined).toBe(0);
    const [fullNow] = await app.db.select().from(events).where(eq(events.id, full._id));
    expect(fullNow!.volunteersJoined).toBe(1);

    // Cai keeps his hours; my token is refused; the cancelled event is gone.
    const impact = await app.inject({ method: 'GET', url: '/api/me/impact', headers: as(cai!) });
    expect(impact.json()).toMatchObject({ totalHours: 1.5, eventsCompleted: 1 });
    expect((await app.inject({ method: 'GET', url: '/api/me/export', headers: as(me) })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: `/api/events/${upcomingMine._id}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/events/${endedMine._id}` })).json()).toMatchObject({ organizer: eventDetailsMessages.formerMember });
  });

  it('is one transaction: when its last step fails, the events, places and mails are as they were', async () => {
    const me = await createUser(app);
    const volunteer = await createUser(app);
    const upcoming = await createEvent(app, me, { title: 'Still Here', date: at(12) });
    await join(upcoming._id, volunteer);
    const before = await everyRow();
    // The account's own row refuses to go, after every other step has run.
    await app.db.execute(sql.raw(`CREATE FUNCTION refuse_delete() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'kept for the test'; END $$ LANGUAGE plpgsql`));
    await app.db.execute(
      sql.raw(`CREATE TRIGGER refuse_delete BEFORE DELETE ON "user" FOR EACH ROW WHEN (OLD.id = '${me.id}') EXECUTE FUNCTION refuse_delete()`),
    );
    try {
      expect((await remove(me, { email: me.email })).statusCode).toBe(500);
    } finally {
      await app.db.execute(sql.raw('DROP TRIGGER refuse_delete ON "user"'));
      await app.db.execute(sql.raw('DROP FUNCTION refuse_delete()'));
    }
    expect(changes(before, await everyRow())).toEqual({ removed: [], added: [], changed: [] });
  });

  it('asks an account without a password (Google) for a sign-in of the last 10 minutes', async () => {
    const google = await createUser(app);
    await app.db
      .update(session)
      .set({ createdAt: new Date(app.now().getTime() - FRESH_SIGN_IN_MS - 60_000) })
      .where(eq(session.id, google.sessionId));
    const stale = await remove(google, { email: google.email });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject(refusal(accountTexts, 'signInAgainToDelete'));
    expect(await app.db.select().from(user).where(eq(user.id, google.id))).toHaveLength(1);

    await app.db.update(session).set({ createdAt: app.now() }).where(eq(session.id, google.sessionId));
    expect((await remove(google, { email: google.email })).statusCode).toBe(200);
    expect(await app.db.select().from(user).where(eq(user.id, google.id))).toHaveLength(0);
  });

  it("refuses while the account alone owns an organization with other members; one it alone is in goes with it, and a group's events stay the group's", async () => {
    const owner = await createUser(app);
    const other = await createUser(app);
    const org = async (name: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/orgs',
          headers: as(owner),
          payload: { name, description: 'A group.', city: 'Dhaka', contactEmail: owner.email },
        })
      ).json() as { id: string; slug: string };
    const clubName = `Riverside Club ${Date.now()}`;
    const club = await org(clubName);
    const solo = await org(`Solo Circle ${Date.now()}`);
    await app.db.insert(organizationMembers).values({ organizationId: club.id, userId: other.id, role: 'organizer' });
    const clubEvent = await createEvent(app, owner, { organizationId: club.id });
    const soloEvent = await createEvent(app, owner, { organizationId: solo.id });

    const refused = await remove(owner, { email: owner.email });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(accountTexts.onlyOwnerOf(clubName));
    expect(await app.db.select().from(user).where(eq(user.id, owner.id))).toHaveLength(1);

    await app.inject({ method: 'PATCH', url: `/api/orgs/${club.slug}/members/${other.id}`, headers: as(owner), payload: { role: 'owner' } });
    expect((await remove(owner, { email: owner.email })).statusCode).toBe(200);
    expect(await app.db.select().from(organizations).where(eq(organizations.id, solo.id))).toHaveLength(0);
    // The group's upcoming event stays the group's, managed by its owner; the solo circle's went with its only member.
    const [kept] = await app.db.select({ ownerId: events.ownerId, organizationId: events.organizationId }).from(events).where(eq(events.id, clubEvent._id));
    expect(kept).toEqual({ ownerId: null, organizationId: club.id });
    expect(
      (await app.inject({ method: 'PATCH', url: `/api/events/my-events/${clubEvent._id}`, headers: as(other), payload: eventInput(app) })).statusCode,
    ).toBe(200);
    expect(await app.db.select().from(events).where(eq(events.id, soloEvent._id))).toHaveLength(0);
  });

  it('needs a login and the address', async () => {
    expect((await app.inject({ method: 'DELETE', url: '/api/me', payload: { email: 'a@example.com' } })).statusCode).toBe(401);
    const someone = await createUser(app);
    expect((await remove(someone, {})).statusCode).toBe(400);
  });
});
