// Decision 080: a signed-in read of one event is the public event (kept, as the public cache keeps
// it) plus the reader's own part, read from the database on every request. With the cache on, each
// reader still sees only their own places, a write shows at the next read, and only those who
// manage an event see its people and its creator.
import { describe, expect, it } from 'vitest';
import { dayAt, DEFAULT_TIME_ZONE } from '@volunteering/shared/event-time';
import { shiftParticipations } from '../src/db/schema.ts';
import { as, buildTestApp, createUser, eventInput, type TestUser } from './helpers/build.ts';

const app = await buildTestApp({ PUBLIC_CACHE_TTL_MS: '60000' });
const organizer = await createUser(app);

const at = (hour: number) => dayAt(app.now(), DEFAULT_TIME_ZONE, 7, hour).toISOString();
const read = async (id: string, who?: TestUser) => {
  const res = await app.inject({ method: 'GET', url: `/api/events/${id}`, headers: who ? as(who) : {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const patch = async (url: string, who: TestUser) => (await app.inject({ method: 'PATCH', url, headers: as(who) })).json();

async function shiftEvent(capacity = 2) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/events',
    headers: as(organizer),
    payload: eventInput(app, {
      shifts: [
        { title: 'Team lead', start: at(8), end: at(10), capacity },
        { title: 'Sorting', start: at(11), end: at(13), capacity },
      ],
    }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const event = res.json();
  return { id: event._id as string, lead: event.shifts[0].id as string, sorting: event.shifts[1].id as string };
}

describe('a signed-in event read with the public event kept', () => {
  it("never shows one reader's places to another, nor to a visitor, whoever read it first", async () => {
    const { id, lead, sorting } = await shiftEvent(1);
    const [a, b, c] = await Promise.all([createUser(app), createUser(app), createUser(app)]);
    expect(await patch(`/api/events/${id}/shifts/${lead}/join`, a)).toMatchObject({ success: true });
    expect(await patch(`/api/events/${id}/shifts/${lead}/waitlist`, b)).toMatchObject({ success: true });
    // A reads first, so the public event is kept after a read with A's places in it.
    expect(await read(id, a)).toMatchObject({ myShifts: [lead], myShiftWaits: [], joinedUsers: [a.email], addedBy: '' });
    const seenByB = await read(id, b);
    expect(seenByB).toMatchObject({ myShifts: [], myShiftWaits: [{ shiftId: lead, position: 1, offerUntil: null }], joinedUsers: [], addedBy: '' });
    expect(seenByB.canManage).toBeUndefined();
    expect(await read(id, c)).toMatchObject({ myShifts: [], myShiftWaits: [], joinedUsers: [] });
    const visitor = await read(id);
    expect(visitor.myShifts).toBeUndefined();
    expect(visitor.myShiftWaits).toBeUndefined();
    expect(visitor.joinedUsers).toEqual([]);
    expect(visitor.shifts.map((s: { joined: number; waitlisted: number }) => [s.joined, s.waitlisted])).toEqual([
      [1, 1],
      [0, 0],
    ]);
    // And A again after everyone: still only A's own.
    expect(await read(id, a)).toMatchObject({ myShifts: [lead], myShiftWaits: [], joinedUsers: [a.email] });
    expect((await read(id, a)).shifts.find((s: { id: string }) => s.id === sorting).joined).toBe(0);
  });

  it('shows a join and a leave at the next read, to the one who joined and to everyone else', async () => {
    const { id, lead } = await shiftEvent();
    const [a, b] = await Promise.all([createUser(app), createUser(app)]);
    expect(await read(id, a)).toMatchObject({ myShifts: [], joinedUsers: [], volunteersJoined: 0 });
    expect((await read(id, b)).shifts[0].joined).toBe(0);
    expect(await patch(`/api/events/${id}/shifts/${lead}/join`, a)).toMatchObject({ success: true });
    const afterJoin = await read(id, a);
    expect(afterJoin).toMatchObject({ myShifts: [lead], joinedUsers: [a.email], volunteersJoined: 1 });
    expect(afterJoin.shifts[0].joined).toBe(1);
    expect(await read(id, b)).toMatchObject({ myShifts: [], joinedUsers: [], volunteersJoined: 1 });
    expect(await patch(`/api/events/${id}/shifts/${lead}/leave`, a)).toMatchObject({ success: true });
    const afterLeave = await read(id, a);
    expect(afterLeave).toMatchObject({ myShifts: [], joinedUsers: [], volunteersJoined: 0 });
    expect(afterLeave.shifts[0].joined).toBe(0);
  });

  it("reads the reader's own places from the database every time, even a place made behind the app", async () => {
    const { id, sorting } = await shiftEvent();
    const a = await createUser(app);
    expect((await read(id, a)).myShifts).toEqual([]);
    await app.db.insert(shiftParticipations).values({ shiftId: sorting, userId: a.id, eventId: id, joinedAt: app.now() });
    expect(await read(id, a)).toMatchObject({ myShifts: [sorting], joinedUsers: [a.email] });
  });

  it('shows a join as a whole and an edit at the next read of an event without shifts', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/events', headers: as(organizer), payload: eventInput(app, { volunteersNeeded: 3 }) });
    const id = res.json()._id as string;
    const a = await createUser(app);
    expect(await read(id, a)).toMatchObject({ joinedUsers: [], volunteersJoined: 0 });
    expect(await patch(`/api/events/${id}/join`, a)).toMatchObject({ success: true });
    expect(await read(id, a)).toMatchObject({ joinedUsers: [a.email], volunteersJoined: 1 });
    const edited = await app.inject({
      method: 'PATCH',
      url: `/api/events/my-events/${id}`,
      headers: as(organizer),
      payload: eventInput(app, { title: 'A new name for the day', volunteersNeeded: 3 }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await read(id, a)).toMatchObject({ title: 'A new name for the day', joinedUsers: [a.email] });
  });

  it('gives those who manage an event its people and its creator, and a volunteer neither, in either order', async () => {
    const { id, lead, sorting } = await shiftEvent();
    const [a, b] = await Promise.all([createUser(app), createUser(app)]);
    expect(await patch(`/api/events/${id}/shifts/${lead}/join`, a)).toMatchObject({ success: true });
    expect(await patch(`/api/events/${id}/shifts/${sorting}/join`, b)).toMatchObject({ success: true });
    const first = await read(id, organizer);
    expect(first).toMatchObject({ addedBy: organizer.email, canManage: true, myShifts: [] });
    expect([...first.joinedUsers].sort()).toEqual([a.email, b.email].sort());
    const volunteer = await read(id, a);
    expect(volunteer).toMatchObject({ addedBy: '', joinedUsers: [a.email], myShifts: [lead] });
    expect(volunteer.canManage).toBeUndefined();
    const again = await read(id, organizer);
    expect(again).toMatchObject({ addedBy: organizer.email, canManage: true });
    expect(again.joinedUsers).toHaveLength(2);
  });
});
