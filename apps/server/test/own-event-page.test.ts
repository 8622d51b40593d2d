// Issue 37, item 5: an organizer's own event page is for organizing. The event tells who manages it
// (`canManage`), and those who do see who waits for it.
import { describe, expect, it } from 'vitest';
import { organizationMembers } from '../src/db/schema.ts';
import { as, buildTestApp, createEvent, createUser, snapshot, type TestUser } from './helpers/build.ts';

const app = await buildTestApp();

const read = (id: string, who: TestUser | null) => app.inject({ method: 'GET', url: `/api/events/${id}`, headers: who ? as(who) : {} });
const waiting = (id: string, who: TestUser | null) => app.inject({ method: 'GET', url: `/api/events/${id}/waitlist/people`, headers: who ? as(who) : {} });
const act = (method: 'PATCH', url: string, who: TestUser) => app.inject({ method, url, headers: as(who) });

describe('an event page for those who manage it', () => {
  it('tells its owner and its organization’s organizers they manage it, and nobody else', async () => {
    const owner = await createUser(app);
    const organizer = await createUser(app);
    const member = await createUser(app);
    const volunteer = await createUser(app);
    const org = await app.inject({ method: 'POST', url: '/api/orgs', headers: as(owner), payload: { name: 'Shore Keepers', slug: 'shore-keepers' } });
    expect(org.statusCode, org.body).toBe(201);
    const organizationId = (org.json() as { id: string }).id;
    await app.db.insert(organizationMembers).values([
      { organizationId, userId: organizer.id, role: 'organizer' },
      { organizationId, userId: member.id, role: 'member' },
    ]);
    const personal = await createEvent(app, owner);
    const ofOrganization = await createEvent(app, owner, { organizationId });
    await act('PATCH', `/api/events/${personal._id}/join`, volunteer);

    expect((await read(personal._id, owner)).json()).toMatchObject({ canManage: true });
    expect((await read(ofOrganization._id, organizer)).json()).toMatchObject({ canManage: true });
    for (const [id, who] of [
      [personal._id, volunteer],
      [personal._id, organizer],
      [ofOrganization._id, member],
      [personal._id, null],
    ] as const) {
      const res = await read(id, who);
      expect(res.statusCode).toBe(200);
      expect(res.json()).not.toHaveProperty('canManage');
    }
  });

  it('lists who waits, first in line first, to those who manage it only', async () => {
    const owner = await createUser(app);
    const event = await createEvent(app, owner, { volunteersNeeded: 1 });
    const [joined, first, second] = [await createUser(app), await createUser(app, { name: 'Amina Khatun' }), await createUser(app, { name: 'Babul Mia' })];
    await act('PATCH', `/api/events/${event._id}/join`, joined);
    expect((await act('PATCH', `/api/events/${event._id}/waitlist`, first)).json()).toMatchObject({ success: true, position: 1 });
    app.clock.advance(1000);
    expect((await act('PATCH', `/api/events/${event._id}/waitlist`, second)).json()).toMatchObject({ success: true, position: 2 });

    const res = await waiting(event._id, owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual([
      { position: 1, name: 'Amina Khatun', email: first.email, since: expect.any(String) },
      { position: 2, name: 'Babul Mia', email: second.email, since: expect.any(String) },
    ]);

    const before = await snapshot(app);
    expect((await waiting(event._id, null)).statusCode).toBe(401);
    expect((await waiting(event._id, first)).json()).toMatchObject({ success: false, code: 'api.forbiddenOwner' });
    expect((await waiting(event._id, joined)).statusCode).toBe(403);
    expect((await waiting('00000000-0000-4000-8000-000000000000', owner)).statusCode).toBe(404);
    expect(await snapshot(app)).toBe(before);

    // The first in line takes a freed place: the list moves up.
    await act('PATCH', `/api/events/cancel/${event._id}`, joined);
    expect((await waiting(event._id, owner)).json()).toEqual([{ position: 1, name: 'Babul Mia', email: second.email, since: expect.any(String) }]);
  });
});
