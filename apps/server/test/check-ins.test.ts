// Issue 39, check-in at the door (decision 068): organizers scan a participant's code or pick them
// by name, each scan taken once by its key (a retry, an offline replay); participants check
// themselves in with a code that changes every 30 seconds; each check-in makes a pending hours record.
import { describe, expect, it } from 'vitest';
import { dayAt, DEFAULT_TIME_ZONE } from '@volunteering/shared/event-time';
import { apiMessages } from '@volunteering/shared/texts/api';
import { checkInTexts } from '@volunteering/shared/texts/check-in';
import type { CheckInList } from '@volunteering/shared/check-in-schemas';
import type { HoursRecord } from '@volunteering/shared/hours-schemas';
import { and, eq, like } from 'drizzle-orm';
import { organizationMembers, outbox } from '../src/db/schema.ts';
import { as, buildTestApp, createUser, eventInput, tokenFor, type TestUser } from './helpers/build.ts';
import { refusal, said } from './helpers/answers.ts';

const app = await buildTestApp();
const MINUTE = 60_000;

/** Tokens are minted at the clock's now: after a jump, a fresh one. */
const fresh = async (who: TestUser) => ({ ...who, token: await tokenFor(app, who) });
const setClock = (iso: string | Date) => app.clock.set(new Date(iso));
const later = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * MINUTE).toISOString();

async function create(organizer: TestUser, body: object = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/events',
    headers: as(organizer),
    payload: eventInput(app, { durationMinutes: 120, date: dayAt(app.now(), DEFAULT_TIME_ZONE, 3, 10).toISOString(), ...body }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as {
    _id: string;
    date: string;
    endDate: string;
    creditScheduledHours: boolean;
    shifts: { id: string; title: string; start: string; end: string }[];
  };
}

/** An event 10:00 to 12:00 three days on, an organizer and two volunteers who joined it; the clock just before its start. */
async function doorDay(body: object = {}) {
  setClock('2026-09-01T04:00:00Z');
  const organizer = await createUser(app, { name: 'Org Rafi' });
  const [ana, bo] = [await createUser(app, { name: 'Ana Akter' }), await createUser(app, { name: 'Bo Barua' })];
  const event = await create(organizer, body);
  for (const who of [ana, bo]) {
    const joined = await app.inject({ method: 'PATCH', url: `/api/events/${event._id}/join`, headers: as(who) });
    expect(joined.json().success, joined.body).toBe(true);
  }
  return { organizer, ana, bo, event };
}

const codeOf = async (eventId: string, who: TestUser) => {
  const res = await app.inject({ method: 'GET', url: `/api/events/${eventId}/check-in-code`, headers: as(await fresh(who)) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { code: string; qr: string };
};
const scan = async (eventId: string, who: TestUser, payload: object) =>
  app.inject({ method: 'POST', url: `/api/events/${eventId}/check-ins`, headers: as(await fresh(who)), payload });
const listOf = async (eventId: string, who: TestUser, q = ''): Promise<CheckInList> => {
  const res = await app.inject({ method: 'GET', url: `/api/events/${eventId}/check-ins${q}`, headers: as(await fresh(who)) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const hoursOf = async (who: TestUser): Promise<HoursRecord[]> =>
  (await app.inject({ method: 'GET', url: '/api/me/hours', headers: as(await fresh(who)) })).json();

describe('scans at the door', () => {
  it('a participant has a code and its QR image; a scan twice counts once, and the same key again is taken once', async () => {
    const { organizer, ana, bo, event } = await doorDay();
    setClock(later(event.date, -10));
    const { code, qr } = await codeOf(event._id, ana);
    expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qr.split(',')[1]!, 'base64').toString()).toContain('<svg');
    const svg = await app.inject({ method: 'GET', url: `/api/events/${event._id}/check-in-code.svg`, headers: as(await fresh(ana)) });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('<svg');

    const first = await scan(event._id, organizer, { code, action: 'in', key: 'door-1' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ success: true, ...said(checkInTexts, 'checkedIn', 'Ana Akter'), name: 'Ana Akter' });
    // The same code scanned again, a new scan: still one person in.
    const twice = await scan(event._id, organizer, { code, action: 'in', key: 'door-2' });
    expect(twice.json()).toEqual({ success: true, ...said(checkInTexts, 'alreadyIn', 'Ana Akter'), name: 'Ana Akter' });
    // The first scan's retry.
    const retry = await scan(event._id, organizer, { code, action: 'in', key: 'door-1' });
    expect(retry.json()).toEqual({ success: true, ...said(checkInTexts, 'replayed', 'Ana Akter'), name: 'Ana Akter' });

    const list = await listOf(event._id, organizer);
    expect(list.checkedIn).toBe(1);
    expect(list.total).toBe(2);
    expect(list.people.map((p) => [p.name, p.inAt])).toEqual([
      ['Ana Akter', app.now().toISOString()],
      ['Bo Barua', null],
    ]);
    // Found by name, the counts still the event's; Bo checked in by id, picked from the list.
    expect((await listOf(event._id, organizer, '?q=bar')).people.map((p) => p.userId)).toEqual([bo.id]);
    const picked = await scan(event._id, organizer, { userId: bo.id, action: 'in', key: 'door-3' });
    expect(picked.json()).toMatchObject({ success: true, name: 'Bo Barua' });
    expect((await listOf(event._id, organizer)).checkedIn).toBe(2);
    // Each has one pending hours record from check-in.
    expect((await hoursOf(ana)).map((r) => [r.source, r.status])).toEqual([['check-in', 'pending']]);
  });

  it('a scan replayed after the door screen was offline (same key, its earlier time) counts once, at the time it was scanned', async () => {
    const { organizer, ana, event } = await doorDay();
    const { code } = await codeOf(event._id, ana);
    const scannedAt = later(event.date, 5);
    // The screen scanned at 10:05 with no signal; the network is back at 10:40.
    setClock(later(event.date, 40));
    const sent = await scan(event._id, organizer, { code, action: 'in', at: scannedAt, key: 'offline-7' });
    expect(sent.json()).toMatchObject({ success: true, name: 'Ana Akter' });
    // It did not hear the answer, and sends the queue again.
    setClock(later(event.date, 41));
    const again = await scan(event._id, organizer, { code, action: 'in', at: scannedAt, key: 'offline-7' });
    expect(again.json()).toEqual({ success: true, ...said(checkInTexts, 'replayed', 'Ana Akter'), name: 'Ana Akter' });
    const list = await listOf(event._id, organizer);
    expect(list.checkedIn).toBe(1);
    expect(list.people.find((p) => p.userId === ana.id)!.inAt).toBe(scannedAt);
    const out = await scan(event._id, organizer, { code, action: 'out', at: later(event.date, 35), key: 'offline-8' });
    expect(out.json()).toEqual({ success: true, ...said(checkInTexts, 'checkedOut', 'Ana Akter'), name: 'Ana Akter' });
    expect(await hoursOf(ana)).toEqual([
      {
        id: expect.any(String),
        eventId: event._id,
        title: 'River Bank Cleanup',
        date: event.date,
        hours: 0.5,
        source: 'check-in',
        status: 'pending',
        reason: null,
      },
    ]);
  });

  it('refuses a scan from the future, one outside the event’s time, a check-out before a check-in, keeping nothing', async () => {
    const { organizer, ana, bo, event } = await doorDay();
    const { code } = await codeOf(event._id, ana);
    setClock(later(event.date, 10));
    const future = await scan(event._id, organizer, { code, action: 'in', at: later(event.date, 15), key: 'k-future' });
    expect(future.statusCode).toBe(409);
    expect(future.json()).toEqual({ ...refusal(checkInTexts, 'scanInFuture'), name: 'Ana Akter' });
    const early = await scan(event._id, organizer, { code, action: 'in', at: later(event.date, -31), key: 'k-early' });
    expect(early.json()).toEqual({ ...refusal(checkInTexts, 'outsideWindow'), name: 'Ana Akter' });
    const notIn = await scan(event._id, organizer, { userId: bo.id, action: 'out', key: 'k-out' });
    expect(notIn.json()).toEqual({ ...refusal(checkInTexts, 'notCheckedIn', 'Bo Barua'), name: 'Bo Barua' });
    expect((await listOf(event._id, organizer)).checkedIn).toBe(0);
    // Refused scans keep no key: the same key, now right, is taken.
    const right = await scan(event._id, organizer, { code, action: 'in', key: 'k-future' });
    expect(right.json()).toMatchObject({ success: true });
    // Neither a code and a userId, nor none.
    for (const payload of [
      { action: 'in', key: 'x' },
      { code, userId: ana.id, action: 'in', key: 'x' },
      { code, action: 'sideways', key: 'x' },
      { code, action: 'in' },
    ]) {
      expect((await scan(event._id, organizer, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('a participant cannot check in someone else, nor can anyone but the organizers scan; a code works at its own event only', async () => {
    const { organizer, ana, bo, event } = await doorDay();
    const outsider = await createUser(app);
    setClock(later(event.date, 5));
    const { code } = await codeOf(event._id, bo);
    for (const who of [ana, outsider]) {
      const res = await scan(event._id, who, { code, action: 'in', key: `by-${who.id}` });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(refusal(apiMessages, 'forbiddenOwner'));
    }
    expect((await app.inject({ method: 'POST', url: `/api/events/${event._id}/check-ins`, payload: { code, action: 'in', key: 'anon' } })).statusCode).toBe(
      401,
    );
    expect((await app.inject({ method: 'GET', url: `/api/events/${event._id}/check-ins`, headers: as(await fresh(ana)) })).statusCode).toBe(403);
    // An outsider has no code; a code of another event, or a forged one, names nobody here.
    expect((await app.inject({ method: 'GET', url: `/api/events/${event._id}/check-in-code`, headers: as(await fresh(outsider)) })).json()).toEqual(
      refusal(checkInTexts, 'participantsOnly'),
    );
    const other = await create(await fresh(organizer));
    await app.inject({ method: 'PATCH', url: `/api/events/${other._id}/join`, headers: as(await fresh(bo)) });
    const elsewhere = await codeOf(other._id, bo);
    for (const wrong of [elsewhere.code, `${bo.id}.forged`, 'nonsense']) {
      const res = await scan(event._id, organizer, { code: wrong, action: 'in', key: `w-${wrong}` });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ ...refusal(checkInTexts, 'unknownCode'), name: '' });
    }
    expect((await listOf(event._id, organizer)).checkedIn).toBe(0);
  });
});

describe('the reminder mail', () => {
  it('carries the participant’s check-in code as a QR image the door scans', async () => {
    const { organizer, ana, event } = await doorDay();
    setClock(later(event.date, -23 * 60));
    await app.jobs.runDue();
    const [mail] = await app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, ana.email), like(outbox.subject, 'Reminder:%')));
    expect(mail, 'a reminder').toBeDefined();
    expect(mail!.text).toContain(checkInTexts.reminderLine);
    const [attachment] = mail!.attachments ?? [];
    expect(attachment).toMatchObject({ filename: 'check-in-code.svg', contentType: 'image/svg+xml' });
    expect(attachment!.content).toContain('<svg');
    // The same code as the page's: scanned, it checks her in.
    const { code, qr } = await codeOf(event._id, ana);
    expect(Buffer.from(qr.split(',')[1]!, 'base64').toString()).toBe(attachment!.content);
    setClock(later(event.date, 1));
    expect((await scan(event._id, organizer, { code, action: 'in', key: 'mail-1' })).json()).toMatchObject({ success: true, name: 'Ana Akter' });
  });
});

describe('a cancelled event', () => {
  it('checks nobody in, at the door or by themself', async () => {
    const { organizer, ana, event } = await doorDay();
    const { code } = await codeOf(event._id, ana);
    const cancelled = await app.inject({ method: 'POST', url: `/api/events/my-events/${event._id}/cancel`, headers: as(await fresh(organizer)), payload: {} });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    setClock(later(event.date, 5));
    const res = await scan(event._id, organizer, { code, action: 'in', key: 'cancelled-1' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ ...refusal(apiMessages, 'eventCancelled'), name: 'Ana Akter' });
    const self = (await app.inject({ method: 'GET', url: `/api/events/${event._id}/self-check-in-code`, headers: as(await fresh(organizer)) })).json();
    const mine = await app.inject({
      method: 'POST',
      url: `/api/events/${event._id}/self-check-in`,
      headers: as(await fresh(ana)),
      payload: { code: self.code },
    });
    expect(mine.json()).toEqual({ ...refusal(apiMessages, 'eventCancelled'), name: 'Ana Akter' });
    expect((await listOf(event._id, organizer)).checkedIn).toBe(0);
  });
});

describe("an organization's event", () => {
  it('its co-organizers scan and read the list; a plain member of it cannot', async () => {
    setClock('2026-09-01T04:00:00Z');
    const [owner, coOrganizer, member, ana] = [await createUser(app), await createUser(app), await createUser(app), await createUser(app, { name: 'Ana Org' })];
    const org = await app.inject({
      method: 'POST',
      url: '/api/orgs',
      headers: as(owner),
      payload: { name: `Door Keepers ${owner.id.slice(0, 6)}`, slug: `door-${owner.id.slice(0, 8)}` },
    });
    expect(org.statusCode, org.body).toBe(201);
    const organizationId = org.json().id as string;
    await app.db.insert(organizationMembers).values([
      { organizationId, userId: coOrganizer.id, role: 'organizer' },
      { organizationId, userId: member.id, role: 'member' },
    ]);
    const event = await create(owner, { organizationId });
    await app.inject({ method: 'PATCH', url: `/api/events/${event._id}/join`, headers: as(ana) });
    setClock(later(event.date, 5));
    const { code } = await codeOf(event._id, ana);
    expect((await scan(event._id, member, { code, action: 'in', key: 'm-1' })).statusCode).toBe(403);
    expect((await scan(event._id, coOrganizer, { code, action: 'in', key: 'c-1' })).json()).toMatchObject({ success: true, name: 'Ana Org' });
    expect((await listOf(event._id, coOrganizer)).checkedIn).toBe(1);
  });
});

describe('self check-in with the rotating code', () => {
  it('checks a participant in during the event; a code older than 60 s, another event’s, or one too early is refused with its reason', async () => {
    const { organizer, ana, bo, event } = await doorDay();
    const selfCode = async () => {
      const res = await app.inject({ method: 'GET', url: `/api/events/${event._id}/self-check-in-code`, headers: as(await fresh(organizer)) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { code: string; expiresAt: string };
    };
    const selfCheckIn = async (who: TestUser, code: string) =>
      app.inject({ method: 'POST', url: `/api/events/${event._id}/self-check-in`, headers: as(await fresh(who)), payload: { code } });

    // 40 minutes before the start: not open yet.
    setClock(later(event.date, -40));
    const tooEarly = await selfCheckIn(ana, (await selfCode()).code);
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json()).toEqual({ ...refusal(checkInTexts, 'selfCheckInClosed'), name: 'Ana Akter' });

    setClock(later(event.date, -20));
    const shown = await selfCode();
    expect(Date.parse(shown.expiresAt) - app.now().getTime()).toBeLessThanOrEqual(30_000);
    expect(Date.parse(shown.expiresAt)).toBeGreaterThan(app.now().getTime());
    // The code changes with the next 30 seconds.
    setClock(new Date(Date.parse(shown.expiresAt)));
    expect((await selfCode()).code).not.toBe(shown.code);

    // 45 seconds after it was shown, still good; a photo of it 61 s old is not.
    setClock(new Date(Date.parse(shown.expiresAt) - 30_000 + 45_000));
    const ok = await selfCheckIn(ana, shown.code);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ success: true, ...said(checkInTexts, 'checkedIn', 'Ana Akter'), name: 'Ana Akter' });
    setClock(new Date(Date.parse(shown.expiresAt) - 30_000 + 61_000));
    const stale = await selfCheckIn(bo, shown.code);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ ...refusal(checkInTexts, 'codeExpired'), name: 'Bo Barua' });
    expect((await selfCheckIn(bo, `${shown.code.split('.')[0]}.forged`)).json()).toMatchObject(refusal(checkInTexts, 'codeInvalid'));

    // Not a participant; and only organizers see the code.
    const outsider = await createUser(app, { name: 'Out Sider' });
    expect((await selfCheckIn(outsider, (await selfCode()).code)).json()).toEqual({ ...refusal(checkInTexts, 'notParticipant'), name: 'Out Sider' });
    expect((await app.inject({ method: 'GET', url: `/api/events/${event._id}/self-check-in-code`, headers: as(await fresh(ana)) })).statusCode).toBe(403);
    const list = await listOf(event._id, organizer);
    expect([list.checkedIn, list.total]).toEqual([1, 2]);
    // After the end it is closed.
    setClock(later(event.endDate, 1));
    expect((await selfCheckIn(bo, (await selfCode()).code)).json()).toMatchObject(refusal(checkInTexts, 'selfCheckInClosed'));
  });
});

describe('hours from check-in and check-out', () => {
  it('are the time between them within the event’s times, until its end for someone who never checked out', async () => {
    const { organizer, ana, bo, event } = await doorDay();
    setClock(later(event.date, 130));
    // Ana in at 9:40 (before the start) and out at 11:15: 10:00 to 11:15. Bo in at 10:30, never out: to 12:00.
    await scan(event._id, organizer, { userId: ana.id, action: 'in', at: later(event.date, -20), key: 'a-in' });
    await scan(event._id, organizer, { userId: ana.id, action: 'out', at: later(event.date, 75), key: 'a-out' });
    await scan(event._id, organizer, { userId: bo.id, action: 'in', at: later(event.date, 30), key: 'b-in' });
    expect((await hoursOf(ana)).map((r) => r.hours)).toEqual([1.25]);
    expect((await hoursOf(bo)).map((r) => r.hours)).toEqual([1.5]);
    // Out after the end (at the gate, 12:10): only to the end.
    await scan(event._id, organizer, { userId: bo.id, action: 'out', at: later(event.date, 130), key: 'b-out' });
    expect((await hoursOf(bo)).map((r) => r.hours)).toEqual([1.5]);
  });

  it('credit the scheduled length when the event chooses so, a field its create and edit take and its page returns', async () => {
    const { organizer, ana, event } = await doorDay({ creditScheduledHours: true });
    expect(event.creditScheduledHours).toBe(true);
    const read = await app.inject({ method: 'GET', url: `/api/events/${event._id}`, headers: as(await fresh(organizer)) });
    expect(read.json().creditScheduledHours).toBe(true);
    setClock(later(event.date, 60));
    await scan(event._id, organizer, { userId: ana.id, action: 'in', at: later(event.date, 30), key: 's-in' });
    await scan(event._id, organizer, { userId: ana.id, action: 'out', at: later(event.date, 45), key: 's-out' });
    expect((await hoursOf(ana)).map((r) => r.hours)).toEqual([2]);

    // Another event, the default off; an edit turns it on.
    setClock('2026-09-01T04:00:00Z');
    const plain = await create(await fresh(organizer));
    expect(plain.creditScheduledHours).toBe(false);
    const edited = await app.inject({
      method: 'PATCH',
      url: `/api/events/my-events/${plain._id}`,
      headers: as(await fresh(organizer)),
      payload: { ...eventInput(app, { durationMinutes: 120, date: plain.date }), creditScheduledHours: true },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/events/${plain._id}` })).json().creditScheduledHours).toBe(true);
  });

  it('with shifts, are per shift: a scan goes to the shift whose time it is (or the one named), clamped to that shift', async () => {
    setClock('2026-09-01T04:00:00Z');
    const organizer = await createUser(app, { name: 'Org Shift' });
    const base = app.now();
    const at = (hour: number, minute = 0) => dayAt(base, DEFAULT_TIME_ZONE, 3, hour, minute).toISOString();
    const shifts = [
      { title: 'Setup', start: at(8), end: at(10), capacity: 2 },
      { title: 'Picking', start: at(10), end: at(13), capacity: 5 },
      { title: 'Sorting', start: at(14), end: at(16), capacity: 5 },
    ];
    const event = await create(organizer, { shifts });
    const id = (title: string) => event.shifts.find((s) => s.title === title)!.id;
    const ana = await createUser(app, { name: 'Ana Shift' });
    for (const title of ['Setup', 'Picking', 'Sorting']) {
      const joined = await app.inject({ method: 'PATCH', url: `/api/events/${event._id}/shifts/${id(title)}/join`, headers: as(await fresh(ana)) });
      expect(joined.json().success, joined.body).toBe(true);
    }
    const stranger = await create(await fresh(organizer), { shifts: [{ title: 'Other', start: at(8), end: at(9), capacity: 1 }] });
    setClock(at(16, 30));
    // In at 7:45 for Setup, out at 10:20: Setup's two hours. In at 10:20: Picking's door is open, and the first open one is Picking.
    expect((await scan(event._id, organizer, { userId: ana.id, action: 'in', at: at(7, 45), key: 's1' })).json()).toMatchObject({ success: true });
    expect((await scan(event._id, organizer, { userId: ana.id, action: 'out', at: at(10, 20), key: 's2', shiftId: id('Setup') })).json()).toMatchObject({
      success: true,
    });
    expect((await scan(event._id, organizer, { userId: ana.id, action: 'in', at: at(10, 20), key: 's3' })).json()).toMatchObject({ success: true });
    // Named: a shift she is not in is refused.
    const wrong = await scan(event._id, organizer, { userId: ana.id, action: 'in', key: 's4', shiftId: stranger.shifts[0]!.id });
    expect(wrong.json()).toEqual({ ...refusal(checkInTexts, 'notInShift'), name: 'Ana Shift' });
    const list = await listOf(event._id, organizer);
    expect([list.checkedIn, list.total]).toEqual([2, 3]);
    expect(list.people.map((p) => [p.shiftId, p.inAt !== null])).toEqual([
      [id('Setup'), true],
      [id('Picking'), true],
      [id('Sorting'), false],
    ]);
    // The door checking in for one shift: its people and its counts.
    const picking = await listOf(event._id, organizer, `?shiftId=${id('Picking')}`);
    expect([picking.checkedIn, picking.total, picking.people.map((p) => p.shiftId)]).toEqual([1, 1, [id('Picking')]]);
    const sorting = await listOf(event._id, organizer, `?shiftId=${id('Sorting')}&q=ana`);
    expect([sorting.checkedIn, sorting.total, sorting.people.map((p) => [p.name, p.inAt])]).toEqual([0, 1, [['Ana Shift', null]]]);
    // The door set to Sorting: a scan there counts in its numbers.
    expect((await scan(event._id, organizer, { userId: ana.id, action: 'in', at: at(13, 45), key: 's5', shiftId: id('Sorting') })).json()).toMatchObject({
      success: true,
    });
    expect((await listOf(event._id, organizer, `?shiftId=${id('Sorting')}`)).checkedIn).toBe(1);
    const badShift = await app.inject({ method: 'GET', url: `/api/events/${event._id}/check-ins?shiftId=nope`, headers: as(await fresh(organizer)) });
    expect(badShift.statusCode).toBe(400);
    // Setup 2 h; Picking from 10:20 to its end, 13:00; Sorting from before its start to its end.
    expect((await hoursOf(ana)).map((r) => [r.title, r.hours]).sort()).toEqual([
      ['River Bank Cleanup (Picking)', 2.67],
      ['River Bank Cleanup (Setup)', 2],
      ['River Bank Cleanup (Sorting)', 2],
    ]);
  });
});
