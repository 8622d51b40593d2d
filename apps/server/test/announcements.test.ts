import { and, eq, inArray, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENTS_PER_HOUR } from '@volunteering/shared/announcement-schemas';
import { announcementsTexts } from '@volunteering/shared/texts/announcements';
import { dayAt, DEFAULT_TIME_ZONE } from '@volunteering/shared/event-time';
import { announcements, outbox } from '../src/db/schema.ts';
import { as, buildTestApp, createEvent, createUser, PUBLIC_URL, notJoinConfirmation, tokenFor, type TestUser } from './helpers/build.ts';
import { fieldSaid, refusal } from './helpers/answers.ts';

const app = await buildTestApp();
const MINUTE = 60_000;

const post = (eventId: string, who: TestUser, payload: unknown) =>
  app.inject({ method: 'POST', url: `/api/events/${eventId}/announcements`, headers: as(who), payload: payload as object });
const list = (eventId: string, who: TestUser) => app.inject({ method: 'GET', url: `/api/events/${eventId}/announcements`, headers: as(who) });
const markRead = (eventId: string, who: TestUser) => app.inject({ method: 'POST', url: `/api/events/${eventId}/announcements/read`, headers: as(who) });

async function join(eventId: string, who: TestUser) {
  const res = await app.inject({ method: 'PATCH', url: `/api/events/${eventId}/join`, headers: as(who), payload: {} });
  expect(res.json().success).toBe(true);
}

/** The unread count on each of the volunteer's joined cards, by event id. */
async function unreadOf(who: TestUser): Promise<Record<string, number>> {
  const res = await app.inject({ method: 'GET', url: '/api/events/joined', headers: as(who) });
  expect(res.statusCode).toBe(200);
  return Object.fromEntries(res.json().map((e: { _id: string; unreadAnnouncements: number }) => [e._id, e.unreadAnnouncements]));
}

/** An event with two participants and a bystander who joined nothing. */
async function eventWithParticipants() {
  const organizer = await createUser(app);
  const event = await createEvent(app, organizer, { title: 'Harbour Cleanup' });
  const [first, second, outsider] = [await createUser(app), await createUser(app), await createUser(app)];
  await join(event._id, first);
  await join(event._id, second);
  return { organizer, event, first, second, outsider };
}

const stored = async (eventId: string) => ({
  announcements: (await app.db.select().from(announcements).where(eq(announcements.eventId, eventId))).length,
  // Each mail links its event's page.
  mails: (
    await app.db
      .select()
      .from(outbox)
      .where(and(like(outbox.text, `%/events/${eventId}%`), notJoinConfirmation))
  ).length,
});

describe('posting an announcement', () => {
  it('is for the organizer only, and e-mails each participant once in the same step', async () => {
    const { organizer, event, first, second, outsider } = await eventWithParticipants();
    // The organizer also joined their own event: they wrote it, so they get no copy.
    await join(event._id, organizer);

    for (const who of [first, outsider]) {
      const refused = await post(event._id, who, { message: 'Bring gloves' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(refusal(announcementsTexts, 'forbiddenPost'));
    }
    expect(await app.db.select().from(announcements).where(eq(announcements.eventId, event._id))).toHaveLength(0);

    const res = await post(event._id, organizer, { message: '  Meet at the north gate at 8:45.  ' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ recipients: 2, code: 'announcements.sent', message: 'Announcement sent to 2 participants.', values: [2] });
    expect(body.announcement).toEqual({ id: expect.any(String), message: 'Meet at the north gate at 8:45.', createdAt: app.now().toISOString() });

    const mails = await app.db
      .select()
      .from(outbox)
      .where(and(inArray(outbox.to, [first.email, second.email, outsider.email, organizer.email]), notJoinConfirmation));
    expect(mails.map((m) => m.to).sort()).toEqual([first.email, second.email].sort());
    for (const mail of mails) {
      expect(mail.subject).toBe('Announcement for Harbour Cleanup');
      expect(mail.text).toContain('Meet at the north gate at 8:45.');
      expect(mail.text).toContain(`${PUBLIC_URL}/events/${event._id}`);
    }
  });

  it('keeps nothing when a mail cannot be queued: the announcement and its mails are one transaction', async () => {
    const { organizer, event, second } = await eventWithParticipants();
    const send = app.mailer.send;
    app.mailer.send = async (mail, db) => {
      if (mail.to === second.email) throw new Error('outbox unavailable');
      return send(mail, db);
    };
    try {
      expect((await post(event._id, organizer, { message: 'Half sent?' })).statusCode).toBe(500);
    } finally {
      app.mailer.send = send;
    }
    expect(await stored(event._id)).toEqual({ announcements: 0, mails: 0 });
  });

  it('refuses an unknown event with 404 and no sign-in with 401', async () => {
    const organizer = await createUser(app);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect((await post(id, organizer, { message: 'Hello' })).statusCode).toBe(404);
      expect((await list(id, organizer)).statusCode).toBe(404);
      expect((await markRead(id, organizer)).statusCode).toBe(404);
    }
    const { event } = await eventWithParticipants();
    const anonymous = await app.inject({ method: 'POST', url: `/api/events/${event._id}/announcements`, payload: { message: 'Hi' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an empty, too long or mistyped message with field errors, and changes nothing', async () => {
    const { organizer, event } = await eventWithParticipants();
    const before = await stored(event._id);
    const cases: [unknown, ReturnType<typeof fieldSaid>][] = [
      [{ message: '' }, fieldSaid('message', announcementsTexts, 'messageRequired')],
      [{ message: '   \n ' }, fieldSaid('message', announcementsTexts, 'messageRequired')],
      [{ message: 'x'.repeat(501) }, fieldSaid('message', announcementsTexts, 'messageTooLong', 500)],
      [{ message: 42 }, fieldSaid('message', announcementsTexts, 'messageRequired')],
      [{}, fieldSaid('message', announcementsTexts, 'messageRequired')],
    ];
    for (const [payload, fieldError] of cases) {
      const res = await post(event._id, organizer, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ success: false, code: 'api.invalidInput', message: 'Some fields need attention.', errors: [fieldError] });
    }
    expect(await stored(event._id)).toEqual(before);
    // 500 characters is the limit, not past it.
    expect((await post(event._id, organizer, { message: 'y'.repeat(500) })).statusCode).toBe(201);
  });

  it(`allows ${ANNOUNCEMENTS_PER_HOUR} per event in any hour, then answers 429 without storing or mailing`, async () => {
    const { organizer, event } = await eventWithParticipants();
    const other = await createEvent(app, organizer);
    for (let i = 0; i < ANNOUNCEMENTS_PER_HOUR; i++) {
      expect((await post(event._id, organizer, { message: `Update ${i}` })).statusCode).toBe(201);
      app.clock.advance(MINUTE);
    }
    const before = await stored(event._id);
    const refused = await post(event._id, organizer, { message: 'One too many' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(refusal(announcementsTexts, 'tooMany', ANNOUNCEMENTS_PER_HOUR));
    expect(await stored(event._id)).toEqual(before);
    // Another event has its own allowance, and an hour after the first post the window has room again.
    expect((await post(other._id, organizer, { message: 'Elsewhere' })).statusCode).toBe(201);
    app.clock.advance(60 * MINUTE - ANNOUNCEMENTS_PER_HOUR * MINUTE + 1);
    // Access tokens live 15 minutes: a fresh one, as the web app would fetch.
    const later = { ...organizer, token: await tokenFor(app, organizer) };
    expect((await post(event._id, later, { message: 'Later' })).statusCode).toBe(201);
  });
});

describe('reading announcements', () => {
  it('shows them newest first to the organizer and participants only; reading marks nothing', async () => {
    const { organizer, event, first, outsider } = await eventWithParticipants();
    await post(event._id, organizer, { message: 'First news' });
    app.clock.advance(MINUTE);
    await post(event._id, organizer, { message: 'Second news' });

    for (const who of [organizer, first]) {
      const res = await list(event._id, who);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json().map((a: { message: string }) => a.message)).toEqual(['Second news', 'First news']);
    }
    const refused = await list(event._id, outsider);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(refusal(announcementsTexts, 'forbiddenRead'));
    expect((await markRead(event._id, outsider)).statusCode).toBe(403);

    // GET is safe: the participant's unread count is untouched by reading the list.
    expect((await unreadOf(first))[event._id]).toBe(2);
  });

  it('shows them to the people of a shift of the event too, and mails each of them once (issue 38)', async () => {
    const organizer = await createUser(app);
    const start = dayAt(app.now(), DEFAULT_TIME_ZONE, 7, 10);
    const later = new Date(start.getTime() + 120 * MINUTE);
    const event = await createEvent(app, organizer, {
      shifts: [
        { title: 'Team lead', start: start.toISOString(), end: later.toISOString(), capacity: 2 },
        { title: 'Sorting', start: later.toISOString(), end: new Date(later.getTime() + 120 * MINUTE).toISOString(), capacity: 2 },
      ],
    });
    const [inShift, outsider] = [await createUser(app), await createUser(app)];
    for (const shift of event.shifts) {
      const joined = await app.inject({ method: 'PATCH', url: `/api/events/${event._id}/shifts/${shift.id}/join`, headers: as(inShift) });
      expect(joined.json().success).toBe(true);
    }
    expect((await post(event._id, organizer, { message: 'Bring gloves' })).json()).toMatchObject({ recipients: 1 });
    const mails = await app.db
      .select()
      .from(outbox)
      .where(and(inArray(outbox.to, [inShift.email, outsider.email]), eq(outbox.subject, `Announcement for ${event.title}`)));
    expect(mails.map((mail) => mail.to)).toEqual([inShift.email]);

    const res = await list(event._id, inShift);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((a: { message: string }) => a.message)).toEqual(['Bring gloves']);
    expect((await markRead(event._id, inShift)).statusCode).toBe(204);
    expect((await list(event._id, outsider)).statusCode).toBe(403);
  });

  it('counts unread per volunteer on the joined list, up with each post and to 0 once marked read', async () => {
    const { organizer, event, first, second } = await eventWithParticipants();
    const quiet = await createEvent(app, organizer, { title: 'Quiet Event' });
    await join(quiet._id, first);
    expect(await unreadOf(first)).toEqual({ [event._id]: 0, [quiet._id]: 0 });

    await post(event._id, organizer, { message: 'One' });
    app.clock.advance(MINUTE);
    expect((await unreadOf(first))[event._id]).toBe(1);
    await post(event._id, organizer, { message: 'Two' });
    app.clock.advance(MINUTE);
    expect(await unreadOf(first)).toEqual({ [event._id]: 2, [quiet._id]: 0 });

    const read = await markRead(event._id, first);
    expect(read.statusCode).toBe(204);
    app.clock.advance(MINUTE);
    expect((await unreadOf(first))[event._id]).toBe(0);
    // One volunteer reading does not clear another's.
    expect((await unreadOf(second))[event._id]).toBe(2);

    await post(event._id, organizer, { message: 'Three' });
    expect((await unreadOf(first))[event._id]).toBe(1);
    expect((await unreadOf(second))[event._id]).toBe(3);
    // The organizer may call it too (they read their own posts); it marks nothing for anyone else.
    expect((await markRead(event._id, organizer)).statusCode).toBe(204);
    expect((await unreadOf(second))[event._id]).toBe(3);
  });
});
