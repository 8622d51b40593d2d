// Issue 38, shifts (server and API): the rules one by one, the derived start, length and places,
// edits that keep ids, joining and leaving with their refusals, and the races on one shift and on
// one person's overlapping shifts.
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { dayAt, DEFAULT_TIME_ZONE } from '@volunteering/shared/event-time';
import { apiMessages } from '@volunteering/shared/texts/api';
import { shiftFieldMessages, shiftMessages } from '@volunteering/shared/texts/shifts';
import { validationMessages } from '@volunteering/shared/texts/validation';
import { queryRows } from '../src/db/client.ts';
import { events, shiftParticipations, shifts as shiftRows } from '../src/db/schema.ts';
import { as, buildTestApp, createEvent, createUser, eventInput, signUp, snapshot, type TestUser } from './helpers/build.ts';
import { fieldSaid, refusal, said } from './helpers/answers.ts';

const app = await buildTestApp();
const organizer = await createUser(app);

/** An instant a week from now in Dhaka, at `hour`:`minute` (`days` more days on). */
const at = (hour: number, minute = 0, days = 0) => dayAt(app.now(), DEFAULT_TIME_ZONE, 7 + days, hour, minute).toISOString();
const shift = (title: string, start: string, end: string, capacity: number, more: object = {}) => ({ title, start, end, capacity, ...more });
const dayShifts = () => [
  shift('Sorting', at(13), at(16), 4),
  shift('Team lead', at(8), at(12), 2, { description: 'Keeps the teams together.' }),
  shift('Registration desk', at(8, 30), at(10), 1, { restricted: true }),
];

const post = (body: object, who = organizer) => app.inject({ method: 'POST', url: '/api/events', headers: as(who), payload: eventInput(app, body) });
const edit = (id: string, body: object, who = organizer) =>
  app.inject({ method: 'PATCH', url: `/api/events/my-events/${id}`, headers: as(who), payload: eventInput(app, body) });
const read = async (id: string, who?: TestUser) => (await app.inject({ method: 'GET', url: `/api/events/${id}`, headers: who ? as(who) : {} })).json();
const joinShift = (eventId: string, shiftId: string, who: TestUser) =>
  app.inject({ method: 'PATCH', url: `/api/events/${eventId}/shifts/${shiftId}/join`, headers: as(who) });
const leaveShift = (eventId: string, shiftId: string, who: TestUser) =>
  app.inject({ method: 'PATCH', url: `/api/events/${eventId}/shifts/${shiftId}/leave`, headers: as(who) });
const rowsOf = async (shiftId: string) => (await app.db.select().from(shiftParticipations).where(eq(shiftParticipations.shiftId, shiftId))).length;
const shiftNamed = (event: { shifts: { id: string; title: string }[] }, title: string) => event.shifts.find((s) => s.title === title)!.id;

async function shiftEvent(body: object = {}) {
  const res = await post({ shifts: dayShifts(), ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('an event with shifts', () => {
  it('takes its start, length and places from its shifts, replacing the values sent beside them, and lists them in start order', async () => {
    const created = await shiftEvent({ date: at(18), durationMinutes: 60, volunteersNeeded: 99 });
    expect(created).toMatchObject({ date: at(8), endDate: at(16), durationMinutes: 8 * 60, volunteersNeeded: 7, volunteersJoined: 0, myShifts: [] });
    expect(created.shifts.map((s: { title: string }) => s.title)).toEqual(['Team lead', 'Registration desk', 'Sorting']);
    const page = await read(created._id);
    expect(page.shifts).toEqual([
      {
        id: expect.any(String),
        title: 'Team lead',
        description: 'Keeps the teams together.',
        start: at(8),
        end: at(12),
        capacity: 2,
        joined: 0,
        restricted: false,
        waitlisted: 0,
        held: 0,
      },
      {
        id: expect.any(String),
        title: 'Registration desk',
        description: '',
        start: at(8, 30),
        end: at(10),
        capacity: 1,
        joined: 0,
        restricted: true,
        waitlisted: 0,
        held: 0,
      },
      {
        id: expect.any(String),
        title: 'Sorting',
        description: '',
        start: at(13),
        end: at(16),
        capacity: 4,
        joined: 0,
        restricted: false,
        waitlisted: 0,
        held: 0,
      },
    ]);
    expect(page).toMatchObject({ date: at(8), durationMinutes: 480, volunteersNeeded: 7 });
    // myShifts only to a signed-in caller.
    expect(page.myShifts).toBeUndefined();
    expect((await read(created._id, organizer)).myShifts).toEqual([]);
    // The list's events carry them too.
    const list = (await app.inject({ method: 'GET', url: '/api/events?limit=100' })).json();
    expect(list.find((e: { _id: string }) => e._id === created._id).shifts).toHaveLength(3);
  });

  it('an event without shifts answers shifts: [] and is joined as before', async () => {
    const plain = await createEvent(app, organizer, { volunteersNeeded: 2 });
    expect(plain.shifts).toEqual([]);
    const volunteer = await createUser(app);
    expect((await app.inject({ method: 'PATCH', url: `/api/events/${plain._id}/join`, headers: as(volunteer) })).json()).toEqual({
      success: true,
      ...said(apiMessages, 'joined'),
    });
    expect(await read(plain._id, volunteer)).toMatchObject({ shifts: [], myShifts: [], volunteersJoined: 1, durationMinutes: null });
  });
});

describe('the rules of shifts, each refused with its field and nothing saved', () => {
  const cases: [string, object[], ReturnType<typeof fieldSaid>][] = [
    ['no title', [shift('  ', at(8), at(10), 2)], fieldSaid('shifts.0.title', shiftFieldMessages, 'title')],
    ['a title too long', [shift('x'.repeat(201), at(8), at(10), 2)], fieldSaid('shifts.0.title', validationMessages, 'tooLong', 200)],
    ['an end before its start', [shift('A', at(8), at(10), 2), shift('B', at(10), at(9), 2)], fieldSaid('shifts.1.end', shiftFieldMessages, 'tooShort', 30)],
    ['an end as its start', [shift('A', at(10), at(10), 2)], fieldSaid('shifts.0.end', shiftFieldMessages, 'tooShort', 30)],
    [
      'a start off the half hours',
      [shift('A', at(8), at(10), 2), shift('B', at(9, 15), at(10), 2)],
      fieldSaid('shifts.1.start', validationMessages, 'timeSlot'),
    ],
    ['a start before 8:00', [shift('A', at(7, 30), at(10), 2)], fieldSaid('shifts.0.start', validationMessages, 'timeSlot')],
    [
      'a start passed',
      [shift('A', dayAt(app.now(), DEFAULT_TIME_ZONE, -1, 10).toISOString(), dayAt(app.now(), DEFAULT_TIME_ZONE, -1, 12).toISOString(), 2)],
      fieldSaid('shifts.0.start', validationMessages, 'dateInPast'),
    ],
    [
      'a shift past the event’s 24 hours',
      [shift('A', at(8), at(10), 2), shift('B', at(8, 0, 1), at(9, 0, 1), 2)],
      fieldSaid('shifts.1.end', shiftFieldMessages, 'outsideEvent', 24),
    ],
    ['no places', [shift('A', at(8), at(10), 0)], fieldSaid('shifts.0.capacity', shiftFieldMessages, 'capacity', 1000)],
    ['more than 1,000 places', [shift('A', at(8), at(10), 1001)], fieldSaid('shifts.0.capacity', shiftFieldMessages, 'capacity', 1000)],
    ['part of a place', [shift('A', at(8), at(10), 1.5)], fieldSaid('shifts.0.capacity', shiftFieldMessages, 'capacity', 1000)],
    ['51 shifts', Array.from({ length: 51 }, (_, i) => shift(`S${i}`, at(8), at(10), 1)), fieldSaid('shifts', shiftFieldMessages, 'tooMany', 50)],
  ];
  for (const [name, shifts, error] of cases) {
    it(name, async () => {
      const before = await snapshot(app);
      const res = await post({ shifts });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual([error]);
      expect(await snapshot(app)).toBe(before);
    });
  }

  it('takes 50 shifts, 1 to 1,000 places, spanning 24 hours', async () => {
    const fifty = Array.from({ length: 50 }, (_, i) => shift(`S${i}`, at(8), at(8, 30), i === 0 ? 1000 : 1));
    expect((await post({ shifts: fifty })).statusCode).toBe(201);
    const created = await post({ shifts: [shift('Night', at(8), at(8, 0, 1), 1)] });
    expect(created.json()).toMatchObject({ durationMinutes: 24 * 60, endDate: at(8, 0, 1) });
  });
});

describe('editing an event’s shifts', () => {
  it('keeps the shifts it names by id, adds new ones, removes the others with their people, and derives again', async () => {
    const event = await shiftEvent();
    const [lead, sorting] = [shiftNamed(event, 'Team lead'), shiftNamed(event, 'Sorting')];
    const [ana, bo] = [await createUser(app), await createUser(app)];
    for (const [id, who] of [
      [lead, ana],
      [sorting, bo],
    ] as const)
      expect((await joinShift(event._id, id, who)).json().success).toBe(true);
    expect((await read(event._id)).volunteersJoined).toBe(2);

    const edited = await edit(event._id, {
      date: at(20),
      volunteersNeeded: 1,
      shifts: [shift('Team lead', at(9), at(12), 3, { id: lead }), shift('Cleanup crew', at(12), at(18), 10)],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const page = await read(event._id, ana);
    expect(page.shifts.map((s: { id: string; title: string; joined: number }) => [s.id === lead, s.title, s.joined])).toEqual([
      [true, 'Team lead', 1],
      [false, 'Cleanup crew', 0],
    ]);
    // Sorting went, with Bo's place: the counts follow.
    expect(page).toMatchObject({ date: at(9), endDate: at(18), volunteersNeeded: 13, volunteersJoined: 1, myShifts: [lead] });
    expect(await rowsOf(sorting)).toBe(0);

    // Left out: unchanged, and values sent beside them still replaced.
    expect((await edit(event._id, { date: at(15), volunteersNeeded: 2, title: 'Renamed' })).statusCode).toBe(200);
    expect(await read(event._id)).toMatchObject({ title: 'Renamed', date: at(9), volunteersNeeded: 13, volunteersJoined: 1 });
    expect((await read(event._id)).shifts).toHaveLength(2);

    // None: the event is one place again, its shifts' people out.
    expect((await edit(event._id, { shifts: [], volunteersNeeded: 5 })).json()).toMatchObject({
      shifts: [],
      volunteersNeeded: 5,
      volunteersJoined: 0,
      date: at(10),
    });
    expect(await rowsOf(lead)).toBe(0);
  });

  it('refuses fewer places than people in a shift, on that row, and an id of no shift of this event; nothing changes', async () => {
    const event = await shiftEvent();
    const other = await shiftEvent();
    const lead = shiftNamed(event, 'Team lead');
    for (const who of [await createUser(app), await createUser(app)]) expect((await joinShift(event._id, lead, who)).json().success).toBe(true);
    const before = await snapshot(app);
    const [firstShift, , thirdShift] = dayShifts();
    const lowered = await edit(event._id, { shifts: [firstShift, shift('Team lead', at(8), at(12), 1, { id: lead })] });
    expect(lowered.statusCode).toBe(400);
    expect(lowered.json().errors).toEqual([fieldSaid('shifts.1.capacity', shiftFieldMessages, 'capacityBelowJoined', 2)]);
    const foreign = await edit(event._id, { shifts: [thirdShift, { ...firstShift, id: shiftNamed(other, 'Sorting') }] });
    expect(foreign.json().errors).toEqual([fieldSaid('shifts.1.id', shiftFieldMessages, 'unknownShift')]);
    expect(await snapshot(app)).toBe(before);
    expect((await read(event._id)).shifts.find((s: { id: string }) => s.id === lead)).toMatchObject({ capacity: 2, joined: 2 });
  });

  it('holds kept starts to the time rule again when the event moves to another zone', async () => {
    const event = await shiftEvent();
    const kept = event.shifts.map((s: { id: string; title: string; start: string; end: string; capacity: number }) => ({ ...s }));
    // A start from before the rule (set here in the database), kept as it is: not held to it.
    const offSlot = at(13, 15);
    await app.db
      .update(shiftRows)
      .set({ start: new Date(offSlot) })
      .where(eq(shiftRows.id, shiftNamed(event, 'Sorting')));
    kept[2].start = offSlot;
    expect((await edit(event._id, { shifts: kept, title: 'Same zone' })).statusCode).toBe(200);
    const changed = await edit(event._id, { shifts: kept.map((s: { title: string }) => (s.title === 'Sorting' ? { ...s, id: undefined } : s)) });
    expect(changed.json().errors).toEqual([fieldSaid('shifts.2.start', validationMessages, 'timeSlot')]);
    // 8:00 and 13:00 in Dhaka are 7:30 and 12:30 in Kolkata: the first is before the day's first slot.
    const moved = await edit(event._id, { shifts: kept, timeZone: 'Asia/Kolkata' });
    expect(moved.json().errors).toEqual([
      fieldSaid('shifts.0.start', validationMessages, 'timeSlot'),
      fieldSaid('shifts.2.start', validationMessages, 'timeSlot'),
    ]);
  });

  it('refuses shifts for an event people joined as a whole', async () => {
    const plain = await createEvent(app, organizer);
    await app.inject({ method: 'PATCH', url: `/api/events/${plain._id}/join`, headers: as(await createUser(app)) });
    const res = await edit(plain._id, { shifts: dayShifts() });
    expect(res.json().errors).toEqual([fieldSaid('shifts', shiftFieldMessages, 'joinedAsWhole')]);
    expect((await read(plain._id)).shifts).toEqual([]);
  });
});

describe('joining and leaving a shift', () => {
  it('joins, counts places across the event, and leaves', async () => {
    const event = await shiftEvent();
    const volunteer = await createUser(app);
    const lead = shiftNamed(event, 'Team lead');
    const sorting = shiftNamed(event, 'Sorting');
    expect((await joinShift(event._id, lead, volunteer)).json()).toEqual({ success: true, ...said(shiftMessages, 'joined', 'Team lead') });
    expect((await joinShift(event._id, sorting, volunteer)).json().success).toBe(true);
    const page = await read(event._id, volunteer);
    expect(page).toMatchObject({ volunteersJoined: 2, volunteersNeeded: 7, myShifts: [lead, sorting] });
    expect(page.shifts.map((s: { joined: number }) => s.joined)).toEqual([1, 0, 1]);
    expect((await joinShift(event._id, lead, volunteer)).json()).toEqual(refusal(shiftMessages, 'alreadyIn'));
    // joinedUsers as for an event joined as a whole: its managers see everyone once, a volunteer only themselves.
    const other = await createUser(app);
    app.clock.advance(1000);
    expect((await joinShift(event._id, lead, other)).json().success).toBe(true);
    expect((await read(event._id, organizer)).joinedUsers).toEqual([volunteer.email, other.email]);
    expect((await read(event._id, other)).joinedUsers).toEqual([other.email]);
    expect((await read(event._id)).joinedUsers).toEqual([]);
    expect((await leaveShift(event._id, lead, other)).json().success).toBe(true);
    expect((await leaveShift(event._id, lead, volunteer)).json()).toEqual({ success: true, ...said(shiftMessages, 'left') });
    expect((await leaveShift(event._id, lead, volunteer)).json()).toEqual(refusal(shiftMessages, 'notIn'));
    expect(await read(event._id, volunteer)).toMatchObject({ volunteersJoined: 1, myShifts: [sorting] });
    expect(await rowsOf(lead)).toBe(0);
  });

  it('refuses a full shift, a restricted one, and asks to choose a shift on the event’s own join and waitlist', async () => {
    const event = await shiftEvent();
    const desk = shiftNamed(event, 'Registration desk');
    const lead = shiftNamed(event, 'Team lead');
    expect((await joinShift(event._id, desk, await createUser(app))).json()).toEqual(refusal(shiftMessages, 'restricted'));
    for (const who of [await createUser(app), await createUser(app)]) expect((await joinShift(event._id, lead, who)).json().success).toBe(true);
    expect((await joinShift(event._id, lead, await createUser(app))).json()).toEqual(refusal(shiftMessages, 'full'));
    const someone = await createUser(app);
    expect((await app.inject({ method: 'PATCH', url: `/api/events/${event._id}/join`, headers: as(someone) })).json()).toEqual(
      refusal(shiftMessages, 'chooseShift'),
    );
    expect((await app.inject({ method: 'PATCH', url: `/api/events/${event._id}/waitlist`, headers: as(someone) })).json()).toMatchObject(
      refusal(shiftMessages, 'chooseShift'),
    );
    expect(await read(event._id)).toMatchObject({ volunteersJoined: 2 });
  });

  it('refuses a shift that ended, and leaving once the event ended; a shift of a cancelled event; a shift of another event is not found', async () => {
    const event = await shiftEvent();
    const other = await shiftEvent();
    const volunteer = await createUser(app);
    const lead = shiftNamed(event, 'Team lead');
    const sorting = shiftNamed(event, 'Sorting');
    expect((await joinShift(event._id, sorting, volunteer)).json().success).toBe(true);
    expect((await joinShift(other._id, lead, volunteer)).statusCode).toBe(404);
    // Moved into the past (the sessions of a week on would have expired): the shift, then the event.
    const ago = (hours: number) => new Date(app.now().getTime() - hours * 3600_000);
    await app.db
      .update(shiftRows)
      .set({ start: ago(3), end: ago(1) })
      .where(eq(shiftRows.id, lead));
    expect((await joinShift(event._id, lead, await createUser(app))).json()).toEqual(refusal(shiftMessages, 'ended'));
    await app.db
      .update(events)
      .set({ date: ago(3), durationMinutes: 60 })
      .where(eq(events.id, event._id));
    expect((await leaveShift(event._id, sorting, volunteer)).json()).toEqual(refusal(apiMessages, 'cancelAfterEnd'));
    const cancelled = await app.inject({ method: 'POST', url: `/api/events/my-events/${other._id}/cancel`, headers: as(organizer), payload: {} });
    expect(cancelled.json().success).toBe(true);
    expect((await joinShift(other._id, shiftNamed(other, 'Sorting'), volunteer)).json()).toEqual(refusal(apiMessages, 'eventCancelled'));
  });

  it('refuses a shift that overlaps one the volunteer holds in another event, naming it; shifts that only touch are fine', async () => {
    const first = await shiftEvent({ title: 'River Day' });
    const second = await post({ title: 'Park Day', shifts: [shift('Planting', at(11), at(14), 5), shift('Watering', at(12), at(13), 5)] });
    const park = second.json();
    const volunteer = await createUser(app);
    expect((await joinShift(first._id, shiftNamed(first, 'Team lead'), volunteer)).json().success).toBe(true);
    expect((await joinShift(park._id, shiftNamed(park, 'Planting'), volunteer)).json()).toEqual(refusal(shiftMessages, 'overlaps', 'Team lead', 'River Day'));
    expect((await joinShift(park._id, shiftNamed(park, 'Watering'), volunteer)).json().success).toBe(true);
    // 12:00 to 13:00 now held: River Day's Sorting from 13:00 only touches it.
    expect((await joinShift(first._id, shiftNamed(first, 'Sorting'), volunteer)).json().success).toBe(true);
  });

  it('says its refusals in Bangla with their values, answers 404 for a shift id that names none and 401 without a token', async () => {
    const first = await shiftEvent({ title: 'River Day' });
    const second = await shiftEvent({ title: 'Park Day' });
    const volunteer = await createUser(app);
    expect((await joinShift(first._id, shiftNamed(first, 'Team lead'), volunteer)).json().success).toBe(true);
    const bangla = await app.inject({
      method: 'PATCH',
      url: `/api/events/${second._id}/shifts/${shiftNamed(second, 'Team lead')}/join`,
      headers: { ...as(volunteer), 'accept-language': 'bn-BD,bn;q=0.9' },
    });
    expect(bangla.json()).toEqual({
      success: false,
      code: 'shifts.messages.overlaps',
      message: 'এই শিফটের সময় "River Day"-এ আপনার "Team lead" শিফটের সাথে মিলে যাচ্ছে।',
      values: ['Team lead', 'River Day'],
    });
    const none = await joinShift(first._id, 'not-a-shift', volunteer);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject(refusal(shiftMessages, 'shiftNotFound'));
    const anonymous = await app.inject({ method: 'PATCH', url: `/api/events/${first._id}/shifts/${shiftNamed(first, 'Sorting')}/join` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('removing what holds shifts', () => {
  it('deleting an event removes its shifts and their people', async () => {
    const event = await shiftEvent();
    const lead = shiftNamed(event, 'Team lead');
    expect((await joinShift(event._id, lead, await createUser(app))).json().success).toBe(true);
    expect((await app.inject({ method: 'DELETE', url: `/api/events/my-events/${event._id}`, headers: as(organizer) })).json().success).toBe(true);
    expect(await app.db.select().from(shiftRows).where(eq(shiftRows.eventId, event._id))).toEqual([]);
    expect(await rowsOf(lead)).toBe(0);
  });

  it('deleting an account frees its places in shifts', async () => {
    const event = await shiftEvent();
    const lead = shiftNamed(event, 'Team lead');
    const me = await signUp(app);
    expect((await app.inject({ method: 'PATCH', url: `/api/events/${event._id}/shifts/${lead}/join`, headers: as(me) })).json().success).toBe(true);
    expect((await app.inject({ method: 'DELETE', url: '/api/me', headers: as(me), payload: { email: me.email, password: me.password } })).statusCode).toBe(200);
    const page = await read(event._id);
    expect(page.volunteersJoined).toBe(0);
    expect(page.shifts.find((s: { id: string }) => s.id === lead).joined).toBe(0);
  });
});

describe('shifts under concurrency', () => {
  it('20 people asking for a shift of 3 places at the same instant: exactly 3 get one', async () => {
    const event = await shiftEvent({ shifts: [shift('Pickers', at(9), at(12), 3)] });
    const id = event.shifts[0].id;
    const volunteers = await Promise.all(Array.from({ length: 20 }, () => createUser(app)));
    const answers = (await Promise.all(volunteers.map((v) => joinShift(event._id, id, v)))).map((a) => a.json());
    expect(answers.filter((a) => a.success)).toHaveLength(3);
    expect(answers.filter((a) => !a.success)).toEqual(Array.from({ length: 17 }, () => refusal(shiftMessages, 'full')));
    expect(await read(event._id)).toMatchObject({ volunteersJoined: 3, shifts: [{ joined: 3 }] });
    expect(await rowsOf(id)).toBe(3);
  });

  it('one person asking for two overlapping shifts of two events at the same instant gets exactly one', async () => {
    for (let round = 0; round < 5; round++) {
      const one = await shiftEvent({ shifts: [shift('Morning', at(9), at(12), 5)] });
      const two = await shiftEvent({ shifts: [shift('Late morning', at(10), at(13), 5)] });
      const volunteer = await createUser(app);
      const answers = (await Promise.all([joinShift(one._id, one.shifts[0].id, volunteer), joinShift(two._id, two.shifts[0].id, volunteer)])).map((a) =>
        a.json(),
      );
      expect(answers.filter((a) => a.success)).toHaveLength(1);
      const [held] = await queryRows<{ n: number }>(app.db, sql`SELECT count(*)::int AS n FROM shift_participations WHERE user_id = ${volunteer.id}`);
      expect(held!.n).toBe(1);
    }
  });
});
