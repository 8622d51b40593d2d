// Issue 38, a shift's waitlist (decision 063): joining it and its refusals one by one, the place held
// for the first person waiting (accepted, declined, lapsed on the injected clock), mail links that
// work once, every path that frees a place, and offers made exactly once by two instances.
import { afterAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { SHIFT_OFFER_HOURS } from '@volunteering/shared/constants';
import { dayAt, DEFAULT_TIME_ZONE } from '@volunteering/shared/event-time';
import { formatEventDateTime } from '@volunteering/shared/event-time-format';
import { apiMessages } from '@volunteering/shared/texts/api';
import { mailTexts } from '@volunteering/shared/texts/mail';
import { shiftFieldMessages, shiftMessages } from '@volunteering/shared/texts/shifts';
import { openDatabase } from '../src/db/client.ts';
import { textsIn } from '../src/i18n/texts-in.ts';
import { jobs, outbox, shiftWaitlistEntries, shifts as shiftRows, user } from '../src/db/schema.ts';
import { as, buildTestApp, createUser, eventInput, PUBLIC_URL, signUp, testClock, tokenFor, type TestApp, type TestUser } from './helpers/build.ts';
import { createTestDatabaseUrl, testDbKind } from './helpers/database.ts';
import { fieldSaid, said } from './helpers/answers.ts';

const app = await buildTestApp();
const organizer = await createUser(app);
const HOUR = 3600_000;

/** An instant `days` from now in Dhaka at `hour`:`minute`. */
const at = (hour: number, minute = 0, days = 7) => dayAt(app.now(), DEFAULT_TIME_ZONE, days, hour, minute).toISOString();
const shift = (title: string, start: string, end: string, capacity: number, more: object = {}) => ({ title, start, end, capacity, ...more });

type Shift = { id: string; title: string; capacity: number; joined: number; waitlisted: number; held: number };
type Event = { _id: string; shifts: Shift[]; myShiftWaits?: { shiftId: string; position: number; offerUntil: string | null }[] };

async function shiftEvent(shifts: object[], on: TestApp = app, who = organizer): Promise<Event> {
  const res = await on.inject({ method: 'POST', url: '/api/events', headers: as(who), payload: eventInput(on, { shifts }) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
/** An event with one shift of `capacity` places, a week ahead, 09:00 to 12:00. */
const oneShift = async (capacity = 1, more: object = {}) => {
  const event = await shiftEvent([shift('Pickers', at(9), at(12), capacity, more)]);
  return { event, shiftId: event.shifts[0]!.id };
};
/** Signed in at the clock's now (tests move it): a fresh access token for a user made in the database. */
/** Made in the database (with its session) or signed up (with its token). */
type Person = Omit<TestUser, 'sessionId'> & { sessionId?: string };
const asNow = async (who: Person, on: TestApp) => as(who.sessionId ? await tokenFor(on, { ...who, sessionId: who.sessionId }) : who.token);
const call = async (method: 'PATCH' | 'DELETE' | 'GET', url: string, who?: Person, on: TestApp = app) =>
  on.inject({ method, url, headers: who ? await asNow(who, on) : {} });
const join = (eventId: string, shiftId: string, who: Person, on?: TestApp) => call('PATCH', `/api/events/${eventId}/shifts/${shiftId}/join`, who, on);
const leave = (eventId: string, shiftId: string, who: Person, on?: TestApp) => call('PATCH', `/api/events/${eventId}/shifts/${shiftId}/leave`, who, on);
const wait = (eventId: string, shiftId: string, who: Person, on?: TestApp) => call('PATCH', `/api/events/${eventId}/shifts/${shiftId}/waitlist`, who, on);
const stopWaiting = (eventId: string, shiftId: string, who: Person) => call('DELETE', `/api/events/${eventId}/shifts/${shiftId}/waitlist`, who);
const answerOffer = (eventId: string, shiftId: string, answer: 'accept' | 'decline', who: Person) =>
  call('PATCH', `/api/events/${eventId}/shifts/${shiftId}/offer/${answer}`, who);
const read = async (eventId: string, who?: Person): Promise<Event> => (await call('GET', `/api/events/${eventId}`, who)).json();
const shiftOf = async (eventId: string, who?: Person) => (await read(eventId, who)).shifts[0]!;
const people = (n: number) => Promise.all(Array.from({ length: n }, () => createUser(app)));

/** The offer mails to an address, oldest first. */
const offerMails = async (email: string, on: TestApp = app) =>
  (await on.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(outbox.createdAt)).filter((mail) =>
    ['en', 'bn'].some((language) =>
      mail.subject.startsWith(
        textsIn(mailTexts, language as 'en')
          .shiftOfferSubject('', '')
          .split(':')[0]!,
      ),
    ),
  );
/** The token of the offer mail's link. */
const tokenIn = (text: string) => new URL(text.match(/https?:\/\/\S+\/shift-offer\?\S+/)![0]).searchParams.get('token')!;
const offerPage = (token: string) => app.inject({ method: 'GET', url: `/api/shift-offers/${encodeURIComponent(token)}` });
const answerLink = (token: string, answer: 'accept' | 'decline', on: TestApp = app) =>
  on.inject({ method: 'POST', url: `/api/shift-offers/${encodeURIComponent(token)}/${answer}` });

/** A full shift of one place (`inIt` in it) with `n` people waiting, in order. */
async function fullWithWaiting(n: number, capacity = 1) {
  const { event, shiftId } = await oneShift(capacity);
  const inIt = await people(capacity);
  for (const person of inIt) expect((await join(event._id, shiftId, person)).json()).toMatchObject({ success: true });
  const waiting = await people(n);
  for (const [i, person] of waiting.entries()) expect((await wait(event._id, shiftId, person)).json()).toMatchObject({ success: true, position: i + 1 });
  return { event, shiftId, inIt, waiting };
}

describe("joining a shift's waitlist", () => {
  it('is refused while a place is free, and taken when none is, with the place in line', async () => {
    const { event, shiftId } = await oneShift(1);
    const [first, second, third] = await people(3);
    expect((await wait(event._id, shiftId, first!)).json()).toMatchObject({ success: false, ...said(shiftMessages, 'notFull'), position: null });
    await join(event._id, shiftId, first!);
    expect((await wait(event._id, shiftId, second!)).json()).toEqual({ success: true, ...said(shiftMessages, 'waitlistJoined', 1), position: 1 });
    expect((await wait(event._id, shiftId, third!)).json()).toMatchObject({ success: true, position: 2 });
    expect(await shiftOf(event._id)).toMatchObject({ joined: 1, waitlisted: 2, held: 0 });
    expect((await read(event._id, third)).myShiftWaits).toEqual([{ shiftId, position: 2, offerUntil: null }]);
    expect((await read(event._id, first)).myShiftWaits).toEqual([]);
  });

  it('is refused to someone in the shift, and to someone already waiting (with their place)', async () => {
    const { event, shiftId, inIt, waiting } = await fullWithWaiting(1);
    expect((await wait(event._id, shiftId, inIt[0]!)).json()).toMatchObject({ success: false, ...said(shiftMessages, 'alreadyIn') });
    expect((await wait(event._id, shiftId, waiting[0]!)).json()).toEqual({ success: false, ...said(shiftMessages, 'alreadyWaiting', 1), position: 1 });
  });

  it('is refused for a restricted shift, a cancelled event and a shift that has ended', async () => {
    const restricted = await oneShift(1, { restricted: true });
    const [person, someone] = await people(2);
    expect((await wait(restricted.event._id, restricted.shiftId, person!)).json()).toMatchObject({ success: false, ...said(shiftMessages, 'restricted') });

    const { event, shiftId } = await fullWithWaiting(0);
    await app.inject({ method: 'POST', url: `/api/events/my-events/${event._id}/cancel`, headers: as(organizer), payload: {} });
    expect((await wait(event._id, shiftId, someone!)).json()).toMatchObject({ success: false, ...said(apiMessages, 'eventCancelled') });

    // A full shift that ended a minute ago (moved into the past in the database).
    const ended = await fullWithWaiting(0);
    const now = app.now().getTime();
    await app.db
      .update(shiftRows)
      .set({ start: new Date(now - 3 * HOUR), end: new Date(now - 60_000) })
      .where(eq(shiftRows.id, ended.shiftId));
    expect((await wait(ended.event._id, ended.shiftId, someone!)).json()).toMatchObject({ success: false, ...said(shiftMessages, 'ended') });
  });

  it('is refused for a shift that overlaps one the caller holds, naming it', async () => {
    const event = await shiftEvent([shift('Team lead', at(8), at(12), 1), shift('Pickers', at(9), at(12), 1)]);
    const [lead, picker, other] = await people(3);
    const [teamLead, pickers] = [event.shifts[0]!.id, event.shifts[1]!.id];
    await join(event._id, pickers, picker!);
    await join(event._id, teamLead, lead!);
    await join(event._id, teamLead, other!); // refused (full): nothing held
    expect((await wait(event._id, pickers, lead!)).json()).toMatchObject({
      success: false,
      ...said(shiftMessages, 'overlaps', 'Team lead', 'River Bank Cleanup'),
    });
    expect((await wait(event._id, pickers, other!)).json()).toMatchObject({ success: true, position: 1 });
  });

  it('is left with DELETE (409 when not on it), and the others move up', async () => {
    const { event, shiftId, waiting } = await fullWithWaiting(2);
    const left = await stopWaiting(event._id, shiftId, waiting[0]!);
    expect([left.statusCode, left.json()]).toEqual([200, { success: true, ...said(shiftMessages, 'waitlistLeft'), position: null }]);
    const again = await stopWaiting(event._id, shiftId, waiting[0]!);
    expect([again.statusCode, again.json()]).toEqual([409, { success: false, ...said(shiftMessages, 'notWaiting'), position: null }]);
    expect((await read(event._id, waiting[1])).myShiftWaits).toEqual([{ shiftId, position: 1, offerUntil: null }]);
  });
});

describe('a place that frees', () => {
  it('is held for the first person waiting, with a mail, and taken by nobody else', async () => {
    const { event, shiftId, inIt, waiting } = await fullWithWaiting(2);
    const [third] = await people(1);
    expect((await leave(event._id, shiftId, inIt[0]!)).json()).toMatchObject({ success: true });
    const until = new Date(app.now().getTime() + SHIFT_OFFER_HOURS * HOUR).toISOString();
    expect(await shiftOf(event._id)).toMatchObject({ joined: 0, held: 1, waitlisted: 2 });
    expect((await read(event._id, waiting[0])).myShiftWaits).toEqual([{ shiftId, position: 1, offerUntil: until }]);
    expect((await read(event._id, waiting[1])).myShiftWaits).toEqual([{ shiftId, position: 2, offerUntil: null }]);
    // Nobody else takes the held place: not a third person, not the second in line, not an organizer.
    expect((await join(event._id, shiftId, third!)).json()).toMatchObject({ success: false, ...said(shiftMessages, 'full') });
    expect((await join(event._id, shiftId, waiting[1]!)).json()).toMatchObject({ success: false, ...said(shiftMessages, 'full') });
    const put = await app.inject({
      method: 'PUT',
      url: `/api/events/${event._id}/shifts/${shiftId}/people`,
      headers: as(organizer),
      payload: { email: third!.email },
    });
    expect(put.json()).toMatchObject({ success: false, ...said(shiftMessages, 'full') });
    // Nobody is put in without saying yes; one mail, to the first only.
    expect(await shiftOf(event._id)).toMatchObject({ joined: 0, held: 1 });
    expect(await offerMails(waiting[0]!.email)).toHaveLength(1);
    expect(await offerMails(waiting[1]!.email)).toHaveLength(0);
    const offered = (await offerMails(waiting[0]!.email))[0]!;
    const page = (await offerPage(tokenIn(offered.text))).json();
    expect(page).toEqual({
      event: { _id: event._id, title: 'River Bank Cleanup', timeZone: DEFAULT_TIME_ZONE, location: 'Buriganga River, Dhaka' },
      shift: { id: shiftId, title: 'Pickers', start: at(9), end: at(12) },
      offerUntil: until,
      state: 'open',
    });
  });

  it('is taken by the person it is held for (Bearer), and their link then says accepted and does nothing', async () => {
    const { event, shiftId, inIt, waiting } = await fullWithWaiting(2);
    await leave(event._id, shiftId, inIt[0]!);
    expect((await answerOffer(event._id, shiftId, 'accept', waiting[1]!)).json()).toMatchObject({ success: false, ...said(shiftMessages, 'noOffer') });
    expect((await answerOffer(event._id, shiftId, 'accept', waiting[0]!)).json()).toEqual({ success: true, ...said(shiftMessages, 'joined', 'Pickers') });
    expect(await shiftOf(event._id)).toMatchObject({ joined: 1, held: 0, waitlisted: 1 });
    // Taken as a join takes it: the confirmation with the shift's calendar entry (decision 064).
    const confirmations = (await app.db.select().from(outbox).where(eq(outbox.to, waiting[0]!.email))).filter((mail) => mail.subject.startsWith("You're in: "));
    expect(confirmations.map((mail) => mail.subject)).toEqual(["You're in: River Bank Cleanup (Pickers)"]);
    const me = await read(event._id, waiting[0]);
    expect([me.myShiftWaits, (me as { myShifts?: string[] }).myShifts]).toEqual([[], [shiftId]]);
    const token = tokenIn((await offerMails(waiting[0]!.email))[0]!.text);
    expect((await offerPage(token)).json().state).toBe('accepted');
    expect((await answerLink(token, 'decline')).json()).toMatchObject({ success: false, ...said(shiftMessages, 'offerLapsed') });
    expect(await shiftOf(event._id)).toMatchObject({ joined: 1, held: 0, waitlisted: 1 });
    expect(await offerMails(waiting[1]!.email)).toHaveLength(0);
  });

  it('is taken from the mail link without signing in; joining also takes a place held for the caller', async () => {
    const { event, shiftId, inIt, waiting } = await fullWithWaiting(1, 2);
    await leave(event._id, shiftId, inIt[0]!);
    const token = tokenIn((await offerMails(waiting[0]!.email))[0]!.text);
    expect((await answerLink(token, 'accept')).json()).toEqual({ success: true, ...said(shiftMessages, 'joined', 'Pickers') });
    expect(await shiftOf(event._id)).toMatchObject({ joined: 2, held: 0, waitlisted: 0 });
    expect((await answerLink(token, 'accept')).json()).toMatchObject({ success: false });
    expect(await shiftOf(event._id)).toMatchObject({ joined: 2 });

    const other = await fullWithWaiting(1);
    await leave(other.event._id, other.shiftId, other.inIt[0]!);
    expect((await join(other.event._id, other.shiftId, other.waiting[0]!)).json()).toMatchObject({ success: true });
    expect(await shiftOf(other.event._id)).toMatchObject({ joined: 1, held: 0, waitlisted: 0 });
  });

  it('declined goes to the next person waiting; the declined link does nothing after', async () => {
    const { event, shiftId, inIt, waiting } = await fullWithWaiting(3);
    await leave(event._id, shiftId, inIt[0]!);
    const first = tokenIn((await offerMails(waiting[0]!.email))[0]!.text);
    expect((await answerLink(first, 'decline')).json()).toEqual({ success: true, ...said(shiftMessages, 'offerDeclined') });
    expect((await offerPage(first)).json().state).toBe('declined');
    expect(await offerMails(waiting[1]!.email)).toHaveLength(1);
    expect(await shiftOf(event._id)).toMatchObject({ joined: 0, held: 1, waitlisted: 2 });
    // The old link neither takes the place nor lets the next person's offer go.
    expect((await answerLink(first, 'accept')).json()).toMatchObject({ success: false, ...said(shiftMessages, 'offerLapsed') });
    expect((await answerLink(first, 'decline')).json()).toMatchObject({ success: false });
    expect(await shiftOf(event._id)).toMatchObject({ joined: 0, held: 1, waitlisted: 2 });
    // Declining (Bearer) and leaving the waitlist while offered pass it on too.
    expect((await answerOffer(event._id, shiftId, 'decline', waiting[1]!)).json()).toMatchObject({ success: true });
    expect(await offerMails(waiting[2]!.email)).toHaveLength(1);
    expect((await stopWaiting(event._id, shiftId, waiting[2]!)).json()).toMatchObject({ success: true });
    expect(await shiftOf(event._id)).toMatchObject({ joined: 0, held: 0, waitlisted: 0 });
    expect((await join(event._id, shiftId, waiting[0]!)).json()).toMatchObject({ success: true });
  });

  it('lapses at its time (a job): the entry goes and the next person gets the place held; the old link does nothing', async () => {
    const { event, shiftId, inIt, waiting } = await fullWithWaiting(2);
    await leave(event._id, shiftId, inIt[0]!);
    const token = tokenIn((await offerMails(waiting[0]!.email))[0]!.text);
    const before = app.now();
    try {
      app.clock.advance(SHIFT_OFFER_HOURS * HOUR - 60_000);
      await app.jobs.runDue();
      expect(await shiftOf(event._id)).toMatchObject({ held: 1, waitlisted: 2 });
      expect((await offerPage(token)).json().state).toBe('open');
      app.clock.advance(60_000);
      // Past its time the link is refused even before the job has run.
      expect((await offerPage(token)).json().state).toBe('lapsed');
      expect((await answerLink(token, 'accept')).json()).toMatchObject({ success: false, ...said(shiftMessages, 'offerLapsed') });
      await app.jobs.runDue();
      expect(await shiftOf(event._id)).toMatchObject({ joined: 0, held: 1, waitlisted: 1 });
      expect((await read(event._id, waiting[0])).myShiftWaits).toEqual([]);
      const next = new Date(app.now().getTime() + SHIFT_OFFER_HOURS * HOUR).toISOString();
      expect((await read(event._id, waiting[1])).myShiftWaits).toEqual([{ shiftId, position: 1, offerUntil: next }]);
      expect(await offerMails(waiting[1]!.email)).toHaveLength(1);
      expect((await offerPage(token)).json().state).toBe('lapsed');
      expect((await answerLink(token, 'accept')).json()).toMatchObject({ success: false });
      expect((await answerOffer(event._id, shiftId, 'accept', waiting[0]!)).json()).toMatchObject({ success: false, ...said(shiftMessages, 'noOffer') });
      // The last one lapses with nobody behind: the place is free again.
      app.clock.advance(SHIFT_OFFER_HOURS * HOUR);
      await app.jobs.runDue();
      expect(await shiftOf(event._id)).toMatchObject({ joined: 0, held: 0, waitlisted: 0 });
      expect(await offerMails(waiting[0]!.email)).toHaveLength(1);
    } finally {
      app.clock.set(before);
    }
  });

  it('is held for a quarter of the time left when the shift starts sooner, and of the time to its end once started', async () => {
    const event = await shiftEvent([shift('Pickers', at(9, 0, 1), at(13, 0, 1), 1)]);
    const shiftId = event.shifts[0]!.id;
    const [inIt, first, second] = await people(3);
    await join(event._id, shiftId, inIt!);
    await wait(event._id, shiftId, first!);
    await wait(event._id, shiftId, second!);
    const before = app.now();
    const start = Date.parse(at(9, 0, 1));
    try {
      app.clock.set(new Date(start - 8 * HOUR));
      await leave(event._id, shiftId, inIt!);
      expect((await read(event._id, first)).myShiftWaits![0]!.offerUntil).toBe(new Date(app.now().getTime() + 2 * HOUR).toISOString());
      app.clock.set(new Date(start + 2 * HOUR));
      await app.jobs.runDue();
      // Started at 9:00, ends at 13:00: two hours left, a quarter of them.
      expect((await read(event._id, second)).myShiftWaits![0]!.offerUntil).toBe(new Date(app.now().getTime() + 30 * 60_000).toISOString());
    } finally {
      app.clock.set(before);
    }
  });

  it('is offered when an edit gives the shift more places; fewer places than taken and held are refused', async () => {
    const { event, shiftId, waiting } = await fullWithWaiting(3);
    const edit = (capacity: number) =>
      app.inject({
        method: 'PATCH',
        url: `/api/events/my-events/${event._id}`,
        headers: as(organizer),
        payload: eventInput(app, { shifts: [{ id: shiftId, ...shift('Pickers', at(9), at(12), capacity) }] }),
      });
    expect((await edit(3)).statusCode).toBe(200);
    expect(await shiftOf(event._id)).toMatchObject({ capacity: 3, joined: 1, held: 2, waitlisted: 3 });
    expect((await offerMails(waiting[1]!.email)).length).toBe(1);
    expect((await offerMails(waiting[2]!.email)).length).toBe(0);
    const refused = await edit(2);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([fieldSaid('shifts.0.capacity', shiftFieldMessages, 'capacityBelowHeld', 3)]);
  });

  it('is offered when someone in the shift, then the person offered its place, delete their account', async () => {
    const { event, shiftId } = await oneShift(1);
    const [inShift, offered] = [await signUp(app), await signUp(app)];
    const [next] = await people(1);
    await join(event._id, shiftId, inShift);
    await wait(event._id, shiftId, offered);
    await wait(event._id, shiftId, next!);
    const remove = (who: typeof inShift) =>
      app.inject({ method: 'DELETE', url: '/api/me', headers: as(who), payload: { email: who.email, password: who.password } });
    expect((await remove(inShift)).statusCode).toBeLessThan(300);
    expect(await shiftOf(event._id)).toMatchObject({ joined: 0, held: 1, waitlisted: 2 });
    expect(await offerMails(offered.email)).toHaveLength(1);
    expect((await remove(offered)).statusCode).toBeLessThan(300);
    expect(await shiftOf(event._id)).toMatchObject({ joined: 0, held: 1, waitlisted: 1 });
    expect((await read(event._id, next)).myShiftWaits![0]).toMatchObject({ position: 1, offerUntil: expect.any(String) });
  });

  it('is not offered while the event is taken down, and is once it is back; a cancel mails those waiting and offers nothing', async () => {
    const { event, shiftId, inIt, waiting } = await fullWithWaiting(2);
    const moderator = await createUser(app);
    await app.db.update(user).set({ role: 'moderator' }).where(eq(user.id, moderator.id));
    const act = (path: string) =>
      app.inject({ method: 'POST', url: `/api/admin/events/${event._id}/${path}`, headers: as(moderator), payload: { reason: 'Checking it.' } });
    await leave(event._id, shiftId, inIt[0]!);
    expect((await act('hide')).statusCode).toBeLessThan(300);
    const before = app.now();
    try {
      app.clock.advance(SHIFT_OFFER_HOURS * HOUR);
      await app.jobs.runDue();
      const [row] = await app.db.select().from(shiftWaitlistEntries).where(eq(shiftWaitlistEntries.userId, waiting[1]!.id));
      expect(row!.offeredAt).toBeNull();
      expect(await offerMails(waiting[1]!.email)).toHaveLength(0);
    } finally {
      app.clock.set(before);
    }
    expect((await act('restore')).statusCode).toBeLessThan(300);
    expect(await shiftOf(event._id)).toMatchObject({ joined: 0, held: 1, waitlisted: 1 });
    expect(await offerMails(waiting[1]!.email)).toHaveLength(1);

    const cancelled = await fullWithWaiting(1);
    const told = await app.inject({ method: 'POST', url: `/api/events/my-events/${cancelled.event._id}/cancel`, headers: as(organizer), payload: {} });
    expect(told.json()).toMatchObject({ success: true, ...said(apiMessages, 'eventCancelledTold', 2) });
    const mails = await app.db.select().from(outbox).where(eq(outbox.to, cancelled.waiting[0]!.email));
    expect(mails.map((mail) => mail.subject)).toEqual([textsIn(mailTexts, 'en').cancelledSubject('River Bank Cleanup')]);
    await leave(cancelled.event._id, cancelled.shiftId, cancelled.inIt[0]!);
    expect(await shiftOf(cancelled.event._id)).toMatchObject({ joined: 0, held: 0, waitlisted: 1 });
  });
});

describe('a shift an edit removes', () => {
  it('mails those waiting for it that they wait no more, and those in it as before', async () => {
    const event = await shiftEvent([shift('Pickers', at(9), at(12), 1), shift('Sorting', at(13), at(16), 1)]);
    const [pickers, sorting] = [event.shifts[0]!.id, event.shifts[1]!.id];
    const [inIt, waiting] = await people(2);
    await join(event._id, pickers, inIt!);
    await wait(event._id, pickers, waiting!);
    const edited = await app.inject({
      method: 'PATCH',
      url: `/api/events/my-events/${event._id}`,
      headers: as(organizer),
      payload: eventInput(app, { shifts: [{ id: sorting, ...shift('Sorting', at(13), at(16), 1) }] }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const mail = textsIn(mailTexts, 'en');
    const page = `${PUBLIC_URL}/events/${event._id}`;
    const named = `"Pickers" (${formatEventDateTime(at(9), DEFAULT_TIME_ZONE)})`;
    const [toWaiting] = await app.db.select().from(outbox).where(eq(outbox.to, waiting!.email));
    expect(toWaiting).toMatchObject({
      subject: mail.shiftRemovedSubject('River Bank Cleanup'),
      text: mail.shiftRemovedWaitingBody(waiting!.name, 'Clean Rivers Dhaka', 'River Bank Cleanup', named, page),
    });
    const toJoined = (await app.db.select().from(outbox).where(eq(outbox.to, inIt!.email))).filter((m) => m.subject.startsWith(mail.shiftRemovedSubject('')));
    expect(toJoined.map((m) => m.text)).toEqual([mail.shiftRemovedBody(inIt!.name, 'Clean Rivers Dhaka', 'River Bank Cleanup', named, page)]);
    expect(await app.db.select().from(shiftWaitlistEntries).where(eq(shiftWaitlistEntries.userId, waiting!.id))).toEqual([]);
  });
});

describe('the offer mail', () => {
  it('is in the person’s language, with the shift, its start and when the offer lapses on the event’s clock, and the link', async () => {
    const { event, shiftId, inIt, waiting } = await fullWithWaiting(2);
    await app.db.update(user).set({ language: 'bn' }).where(eq(user.id, waiting[1]!.id));
    await leave(event._id, shiftId, inIt[0]!);
    const until = new Date(app.now().getTime() + SHIFT_OFFER_HOURS * HOUR).toISOString();
    const [english] = await offerMails(waiting[0]!.email);
    const en = textsIn(mailTexts, 'en');
    const link = english!.text.match(/https?:\/\/\S+\/shift-offer\?\S+/)![0];
    expect(link.startsWith(`${PUBLIC_URL}/shift-offer?token=`)).toBe(true);
    expect(new URL(link).searchParams.get('lang')).toBe('en');
    expect(english!.subject).toBe(en.shiftOfferSubject('Pickers', 'River Bank Cleanup'));
    expect(
      english!.text.startsWith(
        en.shiftOfferBody(
          waiting[0]!.name,
          'Pickers',
          'River Bank Cleanup',
          formatEventDateTime(at(9), DEFAULT_TIME_ZONE),
          'Buriganga River, Dhaka',
          formatEventDateTime(until, DEFAULT_TIME_ZONE),
          link,
        ),
      ),
    ).toBe(true);

    await answerLink(tokenIn(english!.text), 'decline');
    const [bangla] = await offerMails(waiting[1]!.email);
    const bn = textsIn(mailTexts, 'bn');
    const banglaLink = bangla!.text.match(/https?:\/\/\S+\/shift-offer\?\S+/)![0];
    expect(new URL(banglaLink).searchParams.get('lang')).toBe('bn');
    expect(bangla!.subject).toBe(bn.shiftOfferSubject('Pickers', 'River Bank Cleanup'));
    const banglaUntil = formatEventDateTime(new Date(app.now().getTime() + SHIFT_OFFER_HOURS * HOUR).toISOString(), DEFAULT_TIME_ZONE, 'bn-BD');
    expect(bangla!.text).toContain(
      bn.shiftOfferBody(
        waiting[1]!.name,
        'Pickers',
        'River Bank Cleanup',
        formatEventDateTime(at(9), DEFAULT_TIME_ZONE, 'bn-BD'),
        'Buriganga River, Dhaka',
        banglaUntil,
        banglaLink,
      ),
    );
    expect(bangla!.text).toMatch(/[০-৯]/);
  });

  it('is not sent to someone who turned waitlist news off, who still has the place held', async () => {
    const { event, shiftId, inIt, waiting } = await fullWithWaiting(1);
    await app.db.update(user).set({ mailWaitlist: false }).where(eq(user.id, waiting[0]!.id));
    await leave(event._id, shiftId, inIt[0]!);
    expect(await offerMails(waiting[0]!.email)).toHaveLength(0);
    expect((await read(event._id, waiting[0])).myShiftWaits![0]!.offerUntil).not.toBeNull();
    expect((await answerOffer(event._id, shiftId, 'accept', waiting[0]!)).json()).toMatchObject({ success: true });
  });

  it('links to nothing when its token is not ours or was changed', async () => {
    const { event, shiftId, inIt, waiting } = await fullWithWaiting(1);
    await leave(event._id, shiftId, inIt[0]!);
    const token = tokenIn((await offerMails(waiting[0]!.email))[0]!.text);
    const [payload, signature] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), userId: inIt[0]!.id })).toString('base64url')}.${signature}`;
    for (const bad of ['nonsense', forged]) {
      expect((await offerPage(bad)).statusCode).toBe(404);
      expect((await answerLink(bad, 'accept')).statusCode).toBe(404);
    }
    expect(await shiftOf(event._id)).toMatchObject({ joined: 0, held: 1 });
    const jobsOf = await app.db
      .select()
      .from(jobs)
      .where(and(like(jobs.key, 'shift-offer-lapse:%'), eq(jobs.kind, 'shift-offer-lapse')));
    expect(jobsOf.length).toBeGreaterThan(0);
  });
});

/** Two instances of the app on one PostgreSQL database with one clock, as behind a load balancer; none on PGlite. */
async function twoInstances() {
  const { databaseUrl, drop } = await createTestDatabaseUrl();
  afterAll(drop);
  const clock = testClock();
  const open = () => openDatabase({ databaseUrl, dataDir: 'memory://' });
  const one = await buildTestApp({}, { database: await open(), clock });
  const two = await buildTestApp({}, { database: await open(), clock });
  return { one, two, clock };
}
const pair = testDbKind() === 'postgres' ? await twoInstances() : null;

describe.skipIf(!pair)('two instances on one PostgreSQL', () => {
  it('make each offer once and lapse each once: places freed on both at once, the lapses run by both', async () => {
    const { one, two, clock } = pair!;
    const host = await createUser(one);
    const event = await shiftEvent(
      [shift('Pickers', dayAt(clock.now(), DEFAULT_TIME_ZONE, 7, 9).toISOString(), dayAt(clock.now(), DEFAULT_TIME_ZONE, 7, 12).toISOString(), 2)],
      one,
      host,
    );
    const shiftId = event.shifts[0]!.id;
    const [inA, inB, ...waiting] = await Promise.all(Array.from({ length: 5 }, () => createUser(one)));
    for (const person of [inA!, inB!]) expect((await join(event._id, shiftId, person, one)).json()).toMatchObject({ success: true });
    for (const person of waiting) expect((await wait(event._id, shiftId, person, two)).json()).toMatchObject({ success: true });

    // Both places free at the same moment, one through each instance.
    const left = await Promise.all([leave(event._id, shiftId, inA!, one), leave(event._id, shiftId, inB!, two)]);
    expect(left.map((res) => res.json().success)).toEqual([true, true]);
    const offers = async () => (await one.db.select().from(shiftWaitlistEntries).where(eq(shiftWaitlistEntries.shiftId, shiftId))).filter((e) => e.offeredAt);
    expect((await offers()).map((e) => e.userId).sort()).toEqual([waiting[0]!.id, waiting[1]!.id].sort());
    for (const [i, person] of waiting.entries()) expect(await offerMails(person.email, one)).toHaveLength(i < 2 ? 1 : 0);

    // Both instances run the due lapses at once: each lapses once, the one person left is offered once.
    clock.advance(SHIFT_OFFER_HOURS * HOUR);
    for (let round = 0; round < 3; round++) await Promise.all([one.jobs.runDue(), two.jobs.runDue()]);
    expect((await offers()).map((e) => e.userId)).toEqual([waiting[2]!.id]);
    expect(await offerMails(waiting[2]!.email, one)).toHaveLength(1);
    const lapses = await one.db.select().from(jobs).where(eq(jobs.kind, 'shift-offer-lapse'));
    expect(lapses.filter((job) => job.doneAt).map((job) => job.attempts)).toEqual([0, 0]);
    expect(lapses.filter((job) => !job.doneAt)).toHaveLength(1);
  });
});
