// Issue 38, attendance and hours per shift (decision 064): an event with shifts is marked shift by
// shift, each once it has ended, all the marks or none; a volunteer's hours are the lengths of the
// shifts they attended.
import { describe, expect, it } from 'vitest';
import { dayAt, DEFAULT_TIME_ZONE } from '@volunteering/shared/event-time';
import { apiMessages } from '@volunteering/shared/texts/api';
import { attendanceTexts } from '@volunteering/shared/texts/attendance';
import type { Impact } from '@volunteering/shared/impact-schemas';
import { as, buildTestApp, createEvent, createUser, eventInput, snapshot, tokenFor, type TestUser } from './helpers/build.ts';
import { fieldSaid, said } from './helpers/answers.ts';

const app = await buildTestApp();
const MINUTE = 60_000;

const at = (hour: number, minute = 0) => dayAt(app.now(), DEFAULT_TIME_ZONE, 3, hour, minute).toISOString();
type Shift = { id: string; title: string; start: string; end: string };
const named = (event: { shifts: Shift[] }, title: string) => event.shifts.find((s) => s.title === title)!;
/** Tokens are minted at the clock's now: after a jump, a fresh one. */
const fresh = async (who: TestUser) => ({ ...who, token: await tokenFor(app, who) });
const sheetOf = (eventId: string, who: TestUser) => app.inject({ method: 'GET', url: `/api/events/${eventId}/attendance`, headers: as(who) });
const mark = (eventId: string, who: TestUser, attendance: object[]) =>
  app.inject({ method: 'PATCH', url: `/api/events/${eventId}/attendance`, headers: as(who), payload: { attendance } });
const impactOf = async (who: TestUser): Promise<Impact> => (await app.inject({ method: 'GET', url: '/api/me/impact', headers: as(await fresh(who)) })).json();

/**
 * A day three days on in Dhaka: Setup 8:00-10:00 (2 h), Picking 10:00-13:30 (3.5 h), Sorting
 * 14:00-15:30 (1.5 h). Ana in Setup and Picking, Bo in Picking, Cy in Sorting.
 */
async function shiftDay(body: object = {}, organizer?: TestUser) {
  organizer ??= await createUser(app, { name: 'Org Nila' });
  const shifts = [
    { title: 'Picking', start: at(10), end: at(13, 30), capacity: 5 },
    { title: 'Setup', start: at(8), end: at(10), capacity: 2 },
    { title: 'Sorting', start: at(14), end: at(15, 30), capacity: 3 },
  ];
  const res = await app.inject({ method: 'POST', url: '/api/events', headers: as(organizer), payload: eventInput(app, { shifts, type: 'Cleanup', ...body }) });
  expect(res.statusCode, res.body).toBe(201);
  const event = res.json() as { _id: string; endDate: string; shifts: Shift[] };
  const [ana, bo, cy] = [await createUser(app, { name: 'Ana' }), await createUser(app, { name: 'Bo' }), await createUser(app, { name: 'Cy' })];
  for (const [title, who] of [
    ['Setup', ana],
    ['Picking', ana],
    ['Picking', bo],
    ['Sorting', cy],
  ] as const) {
    const joined = await app.inject({ method: 'PATCH', url: `/api/events/${event._id}/shifts/${named(event, title).id}/join`, headers: as(who) });
    expect(joined.json().success, joined.body).toBe(true);
  }
  return { organizer, event, ana, bo, cy };
}

describe('attendance per shift', () => {
  it('the sheet lists each shift in start order with its people by name, present by default', async () => {
    const { organizer, event, ana, bo, cy } = await shiftDay();
    const res = await sheetOf(event._id, organizer);
    expect(res.statusCode, res.body).toBe(200);
    const person = (who: TestUser) => ({ name: who.name, email: who.email, attended: true });
    expect(res.json()).toEqual({
      endDate: event.endDate,
      ended: false,
      participants: [],
      shifts: [
        { id: named(event, 'Setup').id, title: 'Setup', start: at(8), end: at(10), capacity: 2, ended: false, people: [person(ana)] },
        { id: named(event, 'Picking').id, title: 'Picking', start: at(10), end: at(13, 30), capacity: 5, ended: false, people: [person(ana), person(bo)] },
        { id: named(event, 'Sorting').id, title: 'Sorting', start: at(14), end: at(15, 30), capacity: 3, ended: false, people: [person(cy)] },
      ],
    });
    // Only those who manage it.
    expect((await sheetOf(event._id, ana)).statusCode).toBe(403);
    // An event without shifts answers as before, with no `shifts`.
    const plain = await createEvent(app, organizer);
    expect(Object.keys((await sheetOf(plain._id, organizer)).json()).sort()).toEqual(['endDate', 'ended', 'participants']);
  });

  it('marks a shift once it has ended, each mark naming its shift; every broken row is said on its field and nothing changes', async () => {
    const { organizer, event, ana, bo, cy } = await shiftDay();
    const [setup, picking, sorting] = ['Setup', 'Picking', 'Sorting'].map((title) => named(event, title).id);
    // Setup has just ended (10:00), Picking not (13:30).
    app.clock.set(new Date(Date.parse(named(event, 'Setup').end) + MINUTE));
    const manager = await fresh(organizer);
    const before = await snapshot(app);
    const refused = await mark(event._id, manager, [
      { email: ana.email, attended: false, shiftId: setup },
      { email: bo.email, attended: false, shiftId: picking },
      { email: cy.email, attended: false },
      { email: bo.email, attended: false, shiftId: setup },
      { email: cy.email, attended: false, shiftId: '00000000-0000-4000-8000-000000000000' },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      fieldSaid('attendance.1.shiftId', attendanceTexts, 'shiftNotEnded', 'Picking'),
      fieldSaid('attendance.2.shiftId', attendanceTexts, 'shiftRequired'),
      fieldSaid('attendance.3.email', attendanceTexts, 'notInShift', bo.email, 'Setup'),
      fieldSaid('attendance.4.shiftId', attendanceTexts, 'unknownShift'),
    ]);
    expect(refused.json()).toMatchObject(said(apiMessages, 'invalidInput'));
    expect(await snapshot(app)).toBe(before);

    const done = await mark(event._id, manager, [{ email: ana.email.toUpperCase(), attended: false, shiftId: setup }]);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ success: true, ...said(attendanceTexts, 'updated'), participants: [] });
    const shifts = done.json().shifts as { id: string; ended: boolean; people: { email: string; attended: boolean }[] }[];
    expect(shifts.map((s) => [s.id, s.ended, s.people.map((p) => p.attended)])).toEqual([
      [setup, true, [false]],
      [picking, false, [true, true]],
      [sorting, false, [true]],
    ]);
    // A whole list for one shift at once, once it has ended too; the same person twice in one shift is refused by the schema.
    app.clock.set(new Date(Date.parse(named(event, 'Picking').end) + MINUTE));
    const later = await fresh(organizer);
    const both = await mark(event._id, later, [
      { email: ana.email, attended: true, shiftId: picking },
      { email: bo.email, attended: false, shiftId: picking },
    ]);
    expect(both.statusCode, both.body).toBe(200);
    const twice = await mark(event._id, later, [
      { email: bo.email, attended: true, shiftId: picking },
      { email: bo.email, attended: false, shiftId: picking },
    ]);
    expect(twice.statusCode).toBe(400);
  });

  it('an event without shifts refuses a mark that names a shift, on its row', async () => {
    const organizer = await createUser(app);
    const volunteer = await createUser(app);
    const plain = await createEvent(app, organizer, { date: at(9), durationMinutes: 60 });
    expect((await app.inject({ method: 'PATCH', url: `/api/events/${plain._id}/join`, headers: as(volunteer) })).json().success).toBe(true);
    app.clock.set(new Date(Date.parse(plain.endDate) + MINUTE));
    const res = await mark(plain._id, await fresh(organizer), [{ email: volunteer.email, attended: false, shiftId: '00000000-0000-4000-8000-000000000000' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([fieldSaid('attendance.0.shiftId', attendanceTexts, 'noShifts')]);
  });
});

describe('hours from shifts', () => {
  it('are the sum of the lengths of the shifts attended, once the event has ended; the event’s own length counts for none', async () => {
    const { organizer, event, ana, bo, cy } = await shiftDay();
    // Before the event has ended nothing counts.
    app.clock.set(new Date(Date.parse(named(event, 'Picking').end) + MINUTE));
    expect((await impactOf(ana)).totalHours).toBe(0);
    const manager = await fresh(organizer);
    expect((await mark(event._id, manager, [{ email: ana.email, attended: false, shiftId: named(event, 'Setup').id }])).statusCode).toBe(200);
    app.clock.set(new Date(Date.parse(event.endDate) + MINUTE));
    expect((await mark(event._id, await fresh(organizer), [{ email: cy.email, attended: false, shiftId: named(event, 'Sorting').id }])).statusCode).toBe(200);

    const anas = await impactOf(ana);
    expect(anas).toMatchObject({ totalHours: 3.5, eventsCompleted: 1 });
    expect(anas.events).toEqual([expect.objectContaining({ _id: event._id, hours: 3.5, endDate: event.endDate })]);
    expect(anas.byType.find((t) => t.type === 'Cleanup')).toEqual({ type: 'Cleanup', hours: 3.5, events: 1 });
    expect(anas.byMonth.reduce((sum, m) => sum + m.hours, 0)).toBe(3.5);
    // Ana again in Setup: both her shifts, 5.5 h, still one event.
    expect((await mark(event._id, await fresh(organizer), [{ email: ana.email, attended: true, shiftId: named(event, 'Setup').id }])).statusCode).toBe(200);
    expect(await impactOf(ana)).toMatchObject({ totalHours: 5.5, eventsCompleted: 1 });
    expect(await impactOf(bo)).toMatchObject({ totalHours: 3.5, eventsCompleted: 1 });
    // A no-show in their only shift has no hours and no event.
    expect(await impactOf(cy)).toMatchObject({ totalHours: 0, eventsCompleted: 0, events: [] });
  });
});

describe('an organization’s impact from shifts', () => {
  it('counts the shifts its volunteers attended, each for its length, and the people in them once each', async () => {
    const owner = await createUser(app, { name: 'Club Owner' });
    const created = await app.inject({ method: 'POST', url: '/api/orgs', headers: as(owner), payload: { name: 'Shift Club', slug: 'shift-club-impact' } });
    expect(created.statusCode, created.body).toBe(201);
    const { event, ana, bo, cy } = await shiftDay({ organizationId: created.json().id }, owner);
    app.clock.set(new Date(Date.parse(event.endDate) + MINUTE));
    const marks = [
      { email: ana.email, attended: false, shiftId: named(event, 'Setup').id },
      { email: cy.email, attended: false, shiftId: named(event, 'Sorting').id },
    ];
    expect((await mark(event._id, await fresh(owner), marks)).statusCode).toBe(200);
    const manager = await fresh(owner);
    const impact = await app.inject({ method: 'GET', url: '/api/orgs/shift-club-impact/impact', headers: as(manager) });
    expect(impact.statusCode, impact.body).toBe(200);
    // Ana 3.5 h (Picking; not Setup), Bo 3.5 h, Cy none: two of the three people came.
    expect(impact.json()).toMatchObject({
      volunteersReached: 2,
      hoursGiven: 7,
      eventsRun: 1,
      attendanceRate: 0.667,
      hoursByType: [{ type: 'Cleanup', hours: 7 }],
    });
    const volunteers = await app.inject({ method: 'GET', url: '/api/orgs/shift-club-impact/impact/volunteers', headers: as(manager) });
    expect(volunteers.json()).toEqual([
      { name: 'Ana', email: ana.email, events: 1, hours: 3.5 },
      { name: 'Bo', email: bo.email, events: 1, hours: 3.5 },
    ]);
  });
});
