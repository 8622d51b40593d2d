// Issue 39, hours records (decision 068): only approved hours count in impact, pending ones show as
// pending; organizers approve in bulk or one by one, reject with a reason; an attendance mark is an
// organizer's record; hours done elsewhere are confirmed once, within 14 days, by a supervisor's link.
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { dayAt, DEFAULT_TIME_ZONE } from '@volunteering/shared/event-time';
import type { HoursRecord } from '@volunteering/shared/hours-schemas';
import type { Impact } from '@volunteering/shared/impact-schemas';
import { apiMessages } from '@volunteering/shared/texts/api';
import { hoursTexts } from '@volunteering/shared/texts/hours';
import { hoursRecords, outbox } from '../src/db/schema.ts';
import { as, buildTestApp, refreshedUser, createUser, eventInput, type TestUser } from './helpers/build.ts';
import { fieldSaid, refusal, said } from './helpers/answers.ts';

const app = await buildTestApp();
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const fresh = (u: TestUser) => refreshedUser(app, u);
const setClock = (iso: string | Date) => app.clock.set(new Date(iso));
const later = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * MINUTE).toISOString();
const post = async (url: string, who: TestUser | null, payload?: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, headers: { ...(who ? as(await fresh(who)) : {}), ...headers }, ...(payload && { payload }) });
const hoursOf = async (who: TestUser): Promise<HoursRecord[]> =>
  (await app.inject({ method: 'GET', url: '/api/me/hours', headers: as(await fresh(who)) })).json();
const impactOf = async (who: TestUser): Promise<Impact> => {
  const res = await app.inject({ method: 'GET', url: '/api/me/impact', headers: as(await fresh(who)) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** An event 10:00 to 12:00 three days on; Ana, Bo and Cy joined; Ana and Bo checked in from 10:00 to 11:00, Cy not at all; the clock after its end. */
async function checkedInDay() {
  setClock('2026-10-01T04:00:00Z');
  const organizer = await createUser(app, { name: 'Org Mitu' });
  const res = await app.inject({
    method: 'POST',
    url: '/api/events',
    headers: as(organizer),
    payload: eventInput(app, { durationMinutes: 120, date: dayAt(app.now(), DEFAULT_TIME_ZONE, 3, 10).toISOString() }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const event = res.json() as { _id: string; date: string; endDate: string };
  const people = [await createUser(app, { name: 'Ana' }), await createUser(app, { name: 'Bo' }), await createUser(app, { name: 'Cy' })] as const;
  for (const who of people) await app.inject({ method: 'PATCH', url: `/api/events/${event._id}/join`, headers: as(who) });
  setClock(later(event.endDate, 30));
  for (const who of people.slice(0, 2)) {
    for (const [action, at] of [
      ['in', event.date],
      ['out', later(event.date, 60)],
    ] as const) {
      const scan = await post(`/api/events/${event._id}/check-ins`, organizer, { userId: who.id, action, at, key: `${who.id}-${action}` });
      expect(scan.json().success, scan.body).toBe(true);
    }
  }
  return { organizer, event, ana: people[0], bo: people[1], cy: people[2] };
}

describe('approved hours only', () => {
  it('impact counts approved hours; pending ones show as pending; approving one moves it', async () => {
    const { organizer, event, ana, cy } = await checkedInDay();
    const before = await impactOf(ana);
    expect([before.totalHours, before.pendingHours, before.eventsCompleted, before.events]).toEqual([0, 1, 0, []]);
    // At an event that checked people in, someone never checked in has no hours from the sheet's default.
    expect((await impactOf(cy)).totalHours).toBe(0);

    const [record] = await hoursOf(ana);
    expect(record).toMatchObject({ eventId: event._id, hours: 1, source: 'check-in', status: 'pending' });
    // Only the event's organizers approve: not the volunteer themself.
    const own = await post(`/api/hours/${record!.id}/approve`, ana);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual(refusal(hoursTexts, 'notYours'));
    const approved = await post(`/api/hours/${record!.id}/approve`, organizer);
    expect(approved.json()).toEqual({ success: true, ...said(hoursTexts, 'approved') });
    expect((await post(`/api/hours/${record!.id}/approve`, organizer)).statusCode).toBe(409);
    const after = await impactOf(ana);
    expect([after.totalHours, after.pendingHours, after.eventsCompleted]).toEqual([1, 0, 1]);
    expect(after.events.map((e) => [e._id, e.hours])).toEqual([[event._id, 1]]);
    expect((await post('/api/hours/00000000-0000-4000-8000-000000000000/approve', organizer)).statusCode).toBe(404);
  });

  it('bulk approve approves everyone checked in, in one click (organizers only)', async () => {
    const { organizer, event, ana, bo } = await checkedInDay();
    expect((await post(`/api/events/${event._id}/hours/approve`, ana)).statusCode).toBe(403);
    const res = await post(`/api/events/${event._id}/hours/approve`, organizer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, ...said(hoursTexts, 'bulkApproved', 2), approved: 2 });
    for (const who of [ana, bo]) expect((await hoursOf(who)).map((r) => r.status)).toEqual(['approved']);
    expect((await impactOf(bo)).totalHours).toBe(1);
    // Nothing pending is left.
    expect((await post(`/api/events/${event._id}/hours/approve`, organizer)).json().approved).toBe(0);
  });

  it('rejecting needs a reason the volunteer sees, and withdraws hours that were approved', async () => {
    const { organizer, event, ana, bo } = await checkedInDay();
    await post(`/api/events/${event._id}/hours/approve`, organizer);
    const [record] = await hoursOf(ana);
    // Ana's certificate counts those hours; Bo's stays valid when Ana's are withdrawn.
    const certificates = await Promise.all(
      [ana, bo].map(async (who) => {
        const made = await post('/api/certificates', who, { eventId: event._id });
        expect(made.statusCode, made.body).toBe(201);
        return (made.json() as { id: string }).id;
      }),
    );
    const statusOf = async (id: string) =>
      (await app.inject({ method: 'GET', url: `/api/certificates/${id}` })).json() as { status: string; revokedAt: string | null };
    for (const payload of [{}, { reason: '   ' }]) expect((await post(`/api/hours/${record!.id}/reject`, organizer, payload)).statusCode).toBe(400);
    expect((await post(`/api/hours/${record!.id}/reject`, bo, { reason: 'Mine to say' })).statusCode).toBe(403);
    const res = await post(`/api/hours/${record!.id}/reject`, organizer, { reason: 'Left after ten minutes' });
    expect(res.json()).toEqual({ success: true, ...said(hoursTexts, 'rejected') });
    expect(await hoursOf(ana)).toEqual([{ ...record, status: 'rejected', reason: 'Left after ten minutes' }]);
    expect((await impactOf(ana)).totalHours).toBe(0);
    expect((await impactOf(bo)).totalHours).toBe(1);
    expect(await statusOf(certificates[0]!)).toEqual(expect.objectContaining({ status: 'revoked', revokedAt: app.now().toISOString() }));
    expect(await statusOf(certificates[1]!)).toEqual(expect.objectContaining({ status: 'valid', revokedAt: null }));
  });

  it('an attendance mark is an approved organizer record of the scheduled length; absent rejects it', async () => {
    setClock('2026-11-01T04:00:00Z');
    const organizer = await createUser(app);
    const vol = await createUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/events',
      headers: as(organizer),
      payload: eventInput(app, { durationMinutes: 90, date: dayAt(app.now(), DEFAULT_TIME_ZONE, 2, 10).toISOString() }),
    });
    const event = res.json() as { _id: string; endDate: string };
    await app.inject({ method: 'PATCH', url: `/api/events/${event._id}/join`, headers: as(vol) });
    setClock(later(event.endDate, 1));
    const mark = async (attended: boolean) =>
      app.inject({
        method: 'PATCH',
        url: `/api/events/${event._id}/attendance`,
        headers: as(await fresh(organizer)),
        payload: { attendance: [{ email: vol.email, attended }] },
      });
    // Unmarked: the sheet's default, present.
    expect((await impactOf(vol)).totalHours).toBe(1.5);
    expect((await mark(false)).statusCode).toBe(200);
    expect((await hoursOf(vol)).map((r) => [r.source, r.status, r.hours])).toEqual([['organizer', 'rejected', 0]]);
    expect((await impactOf(vol)).totalHours).toBe(0);
    await mark(true);
    expect((await hoursOf(vol)).map((r) => [r.source, r.status, r.hours])).toEqual([['organizer', 'approved', 1.5]]);
    expect((await impactOf(vol)).totalHours).toBe(1.5);
  });
});

describe('hours done elsewhere', () => {
  const supervisorLink = async (to: string) => {
    const [mail] = await app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, to), eq(outbox.kind, 'hoursConfirmation')));
    expect(mail, `a mail to ${to}`).toBeDefined();
    return { mail: mail!, token: decodeURIComponent(/hours-confirmation\?token=([^\s]+)/.exec(mail!.text)![1]!) };
  };

  it('the supervisor confirms once with the mailed link, no account needed; then they count as approved', async () => {
    setClock('2026-12-01T06:00:00Z');
    const vol = await createUser(app, { name: 'Nadia Islam' });
    const supervisor = `supervisor-${vol.id}@example.org`;
    const body = { title: 'Flood relief at Sylhet', date: '2026-11-20', hours: 3.5, supervisorEmail: supervisor.toUpperCase() };
    const created = await post('/api/hours', vol, body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(String),
      eventId: null,
      title: 'Flood relief at Sylhet',
      date: '2026-11-20',
      hours: 3.5,
      source: 'self-reported',
      status: 'pending',
      reason: null,
    });
    expect((await impactOf(vol)).pendingHours).toBe(3.5);
    const { mail, token } = await supervisorLink(supervisor);
    expect(mail.subject).toBe(hoursTexts.supervisorSubject('Nadia Islam'));
    expect(mail.text).toContain('Flood relief at Sylhet');
    // The token is not kept: only its hash.
    expect(JSON.stringify(await app.db.select().from(hoursRecords).where(eq(hoursRecords.userId, vol.id)))).not.toContain(token);

    // Nobody but the supervisor decides: not the organizers' approve.
    expect((await post(`/api/hours/${created.json().id}/approve`, vol)).json()).toEqual(refusal(hoursTexts, 'bySupervisor'));
    const shown = await app.inject({ method: 'GET', url: `/api/hours-confirmations/${encodeURIComponent(token)}` });
    expect(shown.json()).toEqual({
      name: 'Nadia Islam',
      title: 'Flood relief at Sylhet',
      date: '2026-11-20',
      hours: 3.5,
      state: 'open',
      expiresAt: later(app.now().toISOString(), 14 * 24 * 60),
    });
    const confirmed = await post(`/api/hours-confirmations/${encodeURIComponent(token)}/confirm`, null);
    expect(confirmed.json()).toEqual({ success: true, ...said(hoursTexts, 'confirmed') });
    const again = await post(`/api/hours-confirmations/${encodeURIComponent(token)}/decline`, null);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual(refusal(hoursTexts, 'linkUsed'));
    expect((await app.inject({ method: 'GET', url: `/api/hours-confirmations/${encodeURIComponent(token)}` })).json().state).toBe('confirmed');

    const impact = await impactOf(vol);
    expect([impact.totalHours, impact.pendingHours, impact.eventsCompleted, impact.events]).toEqual([3.5, 0, 0, []]);
    expect(impact.byMonth.find((m) => m.month === '2026-11')).toEqual({ month: '2026-11', hours: 3.5, events: 0 });
    expect((await hoursOf(vol)).map((r) => r.status)).toEqual(['approved']);
    expect((await app.inject({ method: 'GET', url: '/api/hours-confirmations/not-a-token' })).statusCode).toBe(404);
  });

  it('the link does not work after 14 days; a decline counts nothing; bad input changes nothing; the mail in Bangla for a Bangla page', async () => {
    setClock('2026-12-01T06:00:00Z');
    const vol = await createUser(app, { name: 'Rumi' });
    const supervisor = `late-${vol.id}@example.org`;
    await post('/api/hours', vol, { title: 'Tutoring', date: '2026-11-30', hours: 2, supervisorEmail: supervisor }, { 'accept-language': 'bn' });
    const { mail, token } = await supervisorLink(supervisor);
    expect(mail.subject).toBe('Rumi-এর স্বেচ্ছাসেবার ঘণ্টা কনফার্ম করুন');
    setClock(new Date(Date.parse('2026-12-01T06:00:00Z') + 14 * DAY + MINUTE));
    expect((await app.inject({ method: 'GET', url: `/api/hours-confirmations/${encodeURIComponent(token)}` })).json().state).toBe('expired');
    const late = await post(`/api/hours-confirmations/${encodeURIComponent(token)}/confirm`, null);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toEqual(refusal(hoursTexts, 'linkExpired'));
    expect((await impactOf(vol)).totalHours).toBe(0);

    const declinedTo = `decline-${vol.id}@example.org`;
    await post('/api/hours', vol, { title: 'Blood drive', date: '2026-12-10', hours: 1, supervisorEmail: declinedTo });
    const declined = await post(`/api/hours-confirmations/${encodeURIComponent((await supervisorLink(declinedTo)).token)}/decline`, null);
    expect(declined.json()).toEqual({ success: true, ...said(hoursTexts, 'declined') });
    expect((await hoursOf(vol)).map((r) => [r.title, r.status])).toEqual([
      ['Blood drive', 'rejected'],
      ['Tutoring', 'pending'],
    ]);
    expect((await impactOf(vol)).totalHours).toBe(0);

    const count = (await hoursOf(vol)).length;
    const tomorrow = new Date(app.now().getTime() + 2 * DAY).toISOString().slice(0, 10);
    const own = await post('/api/hours', vol, { title: 'x', date: '2026-12-10', hours: 1, supervisorEmail: vol.email });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(apiMessages.invalidInput);
    for (const payload of [
      { title: 'x', date: tomorrow, hours: 1, supervisorEmail: 'a@example.org' },
      { title: '', date: '2026-12-10', hours: 1, supervisorEmail: 'a@example.org' },
      { title: 'x', date: '2026-12-10', hours: 25, supervisorEmail: 'a@example.org' },
      { title: 'x', date: '2026-12-10', hours: 0, supervisorEmail: 'a@example.org' },
      { title: 'x', date: '2026-12-10', hours: 1, supervisorEmail: 'not-an-address' },
    ]) {
      expect((await post('/api/hours', vol, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    // Each field's message is a text of ours, with its code, for the form to show in the reader's language.
    const fields = await post('/api/hours', vol, { title: 'x', date: '', hours: 0.3, supervisorEmail: vol.email }, { 'accept-language': 'bn' });
    expect(fields.json().errors).toEqual(
      [fieldSaid('date', hoursTexts, 'dayNeeded'), fieldSaid('hours', hoursTexts, 'hoursRange')].map((e) => ({ ...e, message: expect.any(String) })),
    );
    expect(fields.json().errors.map((e: { message: string }) => e.message)).toEqual([
      'কোন দিন স্বেচ্ছাসেবা করেছেন, তারিখটা দিন।',
      'ঘণ্টা দিন, ০.২৫ থেকে ২৪-এর মধ্যে, পনেরো মিনিটের হিসাবে।',
    ]);
    expect((await hoursOf(vol)).length).toBe(count);
    expect(
      (await app.inject({ method: 'POST', url: '/api/hours', payload: { title: 'x', date: '2026-12-10', hours: 1, supervisorEmail: 'a@example.org' } }))
        .statusCode,
    ).toBe(401);
  });
});
