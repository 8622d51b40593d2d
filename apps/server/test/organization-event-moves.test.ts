// Issue 35: an organization's event leaves it only by the hand of one of its owners. An organizer
// (not owner) could move an event of X, created by X's owner, into an organization of their own, or
// make one they created theirs alone, taking its participants' data with it.
import { describe, expect, it } from 'vitest';
import { organizationsTexts } from '@volunteering/shared/texts/organizations';
import type { OrganizationRole } from '@volunteering/shared/organization-schemas';
import { organizationMembers } from '../src/db/schema.ts';
import { as, buildTestApp, createEvent, createUser, eventInput, type TestUser } from './helpers/build.ts';
import { refusal } from './helpers/answers.ts';

const app = await buildTestApp();

let orgCount = 0;
async function createOrg(owner: TestUser) {
  orgCount += 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/orgs',
    headers: as(owner),
    payload: { name: `River Keepers ${orgCount}`, slug: `river-keepers-${orgCount}` },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; slug: string };
}
const addMember = (organizationId: string, who: TestUser, role: OrganizationRole) =>
  app.db.insert(organizationMembers).values({ organizationId, userId: who.id, role });

const move = (who: TestUser, id: string, organizationId: string | null) =>
  app.inject({ method: 'PATCH', url: `/api/events/my-events/${id}`, headers: as(who), payload: eventInput(app, { title: 'Moved', organizationId }) });
const read = (who: TestUser, id: string) => app.inject({ method: 'GET', url: `/api/events/${id}/participants`, headers: as(who) });

describe("moving an organization's event", () => {
  it("an organizer cannot move an event of X into an organization of their own, nor make one theirs alone; X's owner keeps it", async () => {
    const [xOwner, organizer, volunteer] = await Promise.all([createUser(app), createUser(app), createUser(app)]);
    const x = await createOrg(xOwner);
    await addMember(x.id, organizer, 'organizer');
    const theirs = await createOrg(organizer);
    const ownersEvent = await createEvent(app, xOwner, { organizationId: x.id, title: 'Riverbank Cleanup' });
    const organizersEvent = await createEvent(app, organizer, { organizationId: x.id, title: 'Tree Planting' });
    for (const event of [ownersEvent, organizersEvent]) {
      expect((await app.inject({ method: 'PATCH', url: `/api/events/${event._id}/join`, headers: as(volunteer) })).json().success).toBe(true);
    }

    for (const [event, target] of [
      [ownersEvent, theirs.id],
      [ownersEvent, null],
      [organizersEvent, theirs.id],
      [organizersEvent, null],
    ] as const) {
      const res = await move(organizer, event._id, target);
      expect([res.statusCode, res.json()]).toEqual([403, refusal(organizationsTexts, 'ownersMoveOut')]);
    }

    // Nothing moved: X's owner still manages both and sees their people; the event is still X's.
    for (const event of [ownersEvent, organizersEvent]) {
      const participants = await read(xOwner, event._id);
      expect(participants.statusCode, participants.body).toBe(200);
      expect(participants.json().map((p: { email: string }) => p.email)).toEqual([volunteer.email]);
      const shown = (await app.inject({ method: 'GET', url: `/api/events/${event._id}` })).json();
      expect([shown.title, shown.organization?.id]).toEqual([event.title, x.id]);
    }
    // The organizer still edits it within X.
    const kept = await move(organizer, ownersEvent._id, x.id);
    expect([kept.statusCode, kept.json().organization?.id]).toEqual([200, x.id]);
  });

  it('an owner of X moves its event to another organization they manage, or to nobody', async () => {
    const [owner, coOwner] = await Promise.all([createUser(app), createUser(app)]);
    const x = await createOrg(owner);
    const y = await createOrg(owner);
    await addMember(x.id, coOwner, 'owner');
    const event = await createEvent(app, coOwner, { organizationId: x.id });

    const toY = await move(owner, event._id, y.id);
    expect([toY.statusCode, toY.json().organization?.id]).toEqual([200, y.id]);
    // Now Y's: X's co-owner, not in Y, no longer manages it.
    expect((await read(coOwner, event._id)).statusCode).toBe(403);
    const personal = await move(owner, event._id, null);
    expect([personal.statusCode, personal.json().organization]).toEqual([200, undefined]);
  });
});
