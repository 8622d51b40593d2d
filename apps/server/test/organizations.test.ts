// Issue 18, organizations: roles checked in the database on every request (owner, organizer,
// member), events published as an organization and managed by its organizers, invitations that work
// once for 7 days, and an organization that never loses its last owner, even under concurrency.
import { describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { apiMessages } from '@volunteering/shared/texts/api';
import { announcementsTexts } from '@volunteering/shared/texts/announcements';
import { organizationsTexts } from '@volunteering/shared/texts/organizations';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import type { Member, OrganizationRole } from '@volunteering/shared/organization-schemas';
import { events, organizationMembers, outbox, user } from '../src/db/schema.ts';
import { PUBLIC_URL, as, buildTestApp, createEvent, createUser, eventInput, tokenFor, type TestUser } from './helpers/build.ts';
import { fieldSaid, said, refusal } from './helpers/answers.ts';
import bnOrganizations from '../../../packages/shared/src/texts/bn/organizations.json' with { type: 'json' };

const app = await buildTestApp();
const DAY = 24 * 3600_000;

const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who?: TestUser | null, payload?: object) =>
  app.inject({ method, url, headers: who ? as(who) : {}, ...(payload ? { payload } : {}) });

let orgCount = 0;
async function createOrg(owner: TestUser, overrides: Record<string, unknown> = {}) {
  orgCount += 1;
  const res = await send('POST', '/api/orgs', owner, { name: `Green Club ${orgCount}`, slug: `green-club-${Date.now()}-${orgCount}`, ...overrides });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; slug: string; name: string; logoUrl: string | null };
}

/** The link of the newest invitation mailed to an address, as its token. */
async function invitationToken(email: string): Promise<string> {
  const [mail] = await app.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.createdAt)).limit(1);
  const link = mail?.text.match(/https?:\/\/\S+\/orgs\/invitations\/([A-Za-z0-9_-]+)/);
  if (!link) throw new Error(`no invitation was mailed to ${email}`);
  expect(link[0].startsWith(`${PUBLIC_URL}/orgs/invitations/`)).toBe(true);
  return link[1]!;
}

async function invite(owner: TestUser, slug: string, email: string, role: OrganizationRole) {
  const res = await send('POST', `/api/orgs/${slug}/invitations`, owner, { email, role });
  expect(res.statusCode, res.body).toBe(201);
  return invitationToken(email.toLowerCase());
}

/** Invited by e-mail and accepted through the API, as people join. */
async function addMember(owner: TestUser, slug: string, who: TestUser, role: OrganizationRole) {
  const token = await invite(owner, slug, who.email, role);
  const res = await send('POST', `/api/orgs/invitations/${token}/accept`, who);
  expect(res.statusCode, res.body).toBe(200);
}

/** A day later by the app's clock (an address gets one invitation a day, issue 35), with the people's tokens minted again. */
async function aDayLater(...people: TestUser[]) {
  app.clock.advance(DAY);
  for (const person of people) person.token = await tokenFor(app, person);
}

/** An organization with an owner, two organizers and a member. */
async function team() {
  const [owner, organizer, coOrganizer, member] = await Promise.all([createUser(app), createUser(app), createUser(app), createUser(app)]);
  const org = await createOrg(owner);
  await addMember(owner, org.slug, organizer, 'organizer');
  await addMember(owner, org.slug, coOrganizer, 'organizer');
  await addMember(owner, org.slug, member, 'member');
  return { org, owner, organizer, coOrganizer, member };
}

const editBody = (overrides: Record<string, unknown> = {}) => eventInput(app, { title: 'Edited by the team', ...overrides });
const owners = async (organizationId: string) =>
  (
    await app.db
      .select()
      .from(organizationMembers)
      .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.role, 'owner')))
  ).length;

describe('creating an organization', () => {
  it('takes a website typed without https:// with it, on create and on edit; refuses one that is none (issue 37)', async () => {
    const creator = await createUser(app);
    const org = await createOrg(creator, { website: 'greenclub.example.org' });
    expect((await send('GET', `/api/orgs/${org.slug}`)).json().website).toBe('https://greenclub.example.org');
    const edited = await send('PATCH', `/api/orgs/${org.slug}`, creator, { website: ' www.example.org/about ' });
    expect([edited.statusCode, edited.json().website]).toEqual([200, 'https://www.example.org/about']);
    for (const website of ['not a website', 'example', 'http://example.org', 'mailto:club@example.org']) {
      const refused = await send('PATCH', `/api/orgs/${org.slug}`, creator, { website });
      expect([refused.statusCode, refused.json().errors], website).toEqual([400, [fieldSaid('website', organizationsTexts, 'websiteHttps')]]);
    }
    expect((await send('GET', `/api/orgs/${org.slug}`)).json().website).toBe('https://www.example.org/about');
  });

  it('makes the creator its owner, derives the address from the name, and refuses a taken address with 409', async () => {
    const creator = await createUser(app);
    const res = await send('POST', '/api/orgs', creator, {
      name: `Dhaka University Green Club ${Date.now()}`,
      city: 'Dhaka',
      website: 'https://green.example.org',
    });
    expect(res.statusCode, res.body).toBe(201);
    const org = res.json();
    expect(org.slug).toMatch(/^dhaka-university-green-club-\d+$/);
    expect(org).toMatchObject({ contactEmail: creator.email, city: 'Dhaka', website: 'https://green.example.org', logoUrl: null });
    const mine = (await send('GET', '/api/orgs/mine', creator)).json();
    expect(mine.map((o: { id: string; role: string }) => [o.id, o.role])).toEqual([[org.id, 'owner']]);

    const taken = await send('POST', '/api/orgs', await createUser(app), { name: 'Another club', slug: org.slug });
    expect([taken.statusCode, taken.json()]).toEqual([409, refusal(organizationsTexts, 'slugTaken')]);
    // A name that gives the same address gets one of its own.
    const again = await send('POST', '/api/orgs', creator, { name: org.name });
    expect(again.statusCode).toBe(201);
    expect(again.json().slug).not.toBe(org.slug);
  });

  it('answers 400 with the fields to correct, 401 without a token and 403 before the address is confirmed', async () => {
    const creator = await createUser(app);
    const bad = await send('POST', '/api/orgs', creator, { name: '', slug: 'No Spaces!', website: 'http://plain.example.org', logoUrl: 'ftp://x' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['logoUrl', 'name', 'slug', 'website']);
    expect(bad.json().errors.find((e: { field: string }) => e.field === 'slug').message).toBe(organizationsTexts.slugFormat);
    expect(bad.json().errors.find((e: { field: string }) => e.field === 'website').message).toBe(organizationsTexts.websiteHttps);
    expect((await send('POST', '/api/orgs', null, { name: 'Club' })).statusCode).toBe(401);
    await app.db.update(user).set({ emailVerified: false }).where(eq(user.id, creator.id));
    // Written behind the app's back: its session cache is told as the app's own writers tell it.
    app.sessions.forgetUser(creator.id);
    const unconfirmed = await send('POST', '/api/orgs', creator, { name: 'Club' });
    expect([unconfirmed.statusCode, unconfirmed.json().code]).toEqual([403, 'EMAIL_NOT_VERIFIED']);
  });

  it('shows a public page with counts and no member e-mails; members see the list, organizers their e-mails', async () => {
    const { org, owner, organizer, member } = await team();
    const stranger = await createUser(app);
    await createEvent(app, organizer, { organizationId: org.id });
    const page = await send('GET', `/api/orgs/${org.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ id: org.id, counts: { members: 4, upcomingEvents: 1 }, myRole: null });
    for (const who of [organizer, member]) expect(page.body).not.toContain(who.email);
    expect((await send('GET', `/api/orgs/${org.slug}`, member)).json().myRole).toBe('member');

    expect((await send('GET', `/api/orgs/${org.slug}/members`, stranger)).statusCode).toBe(403);
    const seen = (await send('GET', `/api/orgs/${org.slug}/members`, member)).json() as Member[];
    expect(seen.map((m) => m.role)).toEqual(['owner', 'organizer', 'organizer', 'member']);
    expect(seen.every((m) => m.email === undefined)).toBe(true);
    const full = (await send('GET', `/api/orgs/${org.slug}/members`, organizer)).json() as Member[];
    expect(full.map((m) => m.email)).toContain(owner.email);
    expect((await send('GET', '/api/orgs/no-such-club')).statusCode).toBe(404);
  });

  it('lets only an owner edit it', async () => {
    const { org, owner, organizer } = await team();
    const refused = await send('PATCH', `/api/orgs/${org.slug}`, organizer, { description: 'Ours now' });
    expect([refused.statusCode, refused.json()]).toEqual([403, refusal(organizationsTexts, 'ownersOnly')]);
    const edited = await send('PATCH', `/api/orgs/${org.slug}`, owner, {
      description: 'Cleaning the rivers of Dhaka.',
      logoUrl: 'https://images.example.com/logo.png',
    });
    expect(edited.json()).toMatchObject({ description: 'Cleaning the rivers of Dhaka.', logoUrl: 'https://images.example.com/logo.png', name: org.name });
  });
});

describe("an organization's events", () => {
  it('publishing as an organization needs owner or organizer there (403 otherwise); the event shows it and keeps its creator as addedBy', async () => {
    const { org, organizer, member } = await team();
    const stranger = await createUser(app);
    for (const who of [member, stranger]) {
      const res = await send('POST', '/api/events', who, eventInput(app, { organizationId: org.id }));
      expect([res.statusCode, res.json()]).toEqual([403, refusal(organizationsTexts, 'managersOnly')]);
    }
    const event = await createEvent(app, organizer, { organizationId: org.id });
    expect(event.addedBy).toBe(organizer.email);
    expect(event.organization).toEqual({ id: org.id, slug: org.slug, name: org.name, logoUrl: null });
    const publicView = (await send('GET', `/api/events/${event._id}`)).json() as VolunteerEvent;
    expect(publicView).toMatchObject({ addedBy: '', organization: { id: org.id, slug: org.slug } });
    // A personal event has no organization field at all.
    expect((await createEvent(app, organizer)).organization).toBeUndefined();
    const listed = (await send('GET', `/api/orgs/${org.slug}/events`)).json() as VolunteerEvent[];
    expect(listed.map((e) => e._id)).toContain(event._id);
    expect((await send('GET', `/api/orgs/${org.slug}/events?when=past`)).json()).toEqual([]);
  });

  it("an organizer edits, sees participants (CSV too), marks attendance, announces and deletes another organizer's event", async () => {
    const { org, organizer, coOrganizer } = await team();
    const volunteer = await createUser(app, { name: 'Rafi' });
    const event = await createEvent(app, organizer, { organizationId: org.id });
    expect((await send('PATCH', `/api/events/${event._id}/join`, volunteer)).json().success).toBe(true);

    const edited = await send('PATCH', `/api/events/my-events/${event._id}`, coOrganizer, editBody());
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'Edited by the team',
      addedBy: organizer.email,
      joinedUsers: [volunteer.email],
      organization: { id: org.id },
    });
    // The page shows the co-organizer the creator's address too, as organizers see it.
    expect((await send('GET', `/api/events/${event._id}`, coOrganizer)).json().addedBy).toBe(organizer.email);

    const participants = await send('GET', `/api/events/${event._id}/participants`, coOrganizer);
    expect(participants.json().map((p: { email: string }) => p.email)).toEqual([volunteer.email]);
    const csv = await send('GET', `/api/events/${event._id}/participants?format=csv`, coOrganizer);
    expect([csv.statusCode, csv.body.includes(volunteer.email)]).toEqual([200, true]);

    const announced = await send('POST', `/api/events/${event._id}/announcements`, coOrganizer, { message: 'Meet at the north gate.' });
    expect(announced.statusCode, announced.body).toBe(201);
    expect(announced.json().recipients).toBe(1);

    // Ended: the co-organizer marks the no-show.
    await app.db
      .update(events)
      .set({ date: new Date(app.now().getTime() - 2 * DAY) })
      .where(eq(events.id, event._id));
    const marked = await send('PATCH', `/api/events/${event._id}/attendance`, coOrganizer, { attendance: [{ email: volunteer.email, attended: false }] });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().participants).toEqual([{ name: 'Rafi', email: volunteer.email, attended: false }]);

    const deleted = await send('DELETE', `/api/events/my-events/${event._id}`, coOrganizer);
    expect([deleted.statusCode, deleted.json()]).toEqual([200, { success: true, ...said(apiMessages, 'deleted') }]);
  });

  it("a member cannot manage the organization's events, nor can an organizer of another organization", async () => {
    const a = await team();
    const b = await team();
    const event = await createEvent(app, a.organizer, { organizationId: a.org.id });
    for (const who of [a.member, b.organizer, b.owner]) {
      const edit = await send('PATCH', `/api/events/my-events/${event._id}`, who, editBody());
      expect([edit.statusCode, edit.json()]).toEqual([403, refusal(apiMessages, 'forbiddenOwner')]);
      expect((await send('DELETE', `/api/events/my-events/${event._id}`, who)).statusCode).toBe(403);
      expect((await send('GET', `/api/events/${event._id}/participants`, who)).statusCode).toBe(403);
      expect((await send('GET', `/api/events/${event._id}/attendance`, who)).statusCode).toBe(403);
      const post = await send('POST', `/api/events/${event._id}/announcements`, who, { message: 'Hello' });
      expect([post.statusCode, post.json()]).toEqual([403, refusal(announcementsTexts, 'forbiddenPost')]);
      expect((await send('GET', `/api/events/${event._id}`, who)).json().addedBy).toBe('');
    }
    // Nor may B's owner move B's event into an organization they do not run (B's organizer may not move it out at all).
    const own = await createEvent(app, b.organizer, { organizationId: b.org.id });
    const moved = await send('PATCH', `/api/events/my-events/${own._id}`, b.owner, editBody({ organizationId: a.org.id }));
    expect([moved.statusCode, moved.json()]).toEqual([403, refusal(organizationsTexts, 'managersOnly')]);
    const movedOut = await send('PATCH', `/api/events/my-events/${own._id}`, b.organizer, editBody({ organizationId: a.org.id }));
    expect([movedOut.statusCode, movedOut.json()]).toEqual([403, refusal(organizationsTexts, 'ownersMoveOut')]);
    expect((await send('GET', `/api/events/${event._id}`)).json().title).toBe(event.title);
  });

  it('my-events lists every event the caller manages and filters by organization', async () => {
    const a = await team();
    const b = await team();
    await aDayLater(...[a, b].flatMap((t) => [t.owner, t.organizer, t.coOrganizer, t.member]));
    await addMember(b.owner, b.org.slug, a.coOrganizer, 'organizer');
    const ofA = await createEvent(app, a.organizer, { organizationId: a.org.id });
    const ofB = await createEvent(app, b.organizer, { organizationId: b.org.id });
    const personal = await createEvent(app, a.coOrganizer);
    const othersPersonal = await createEvent(app, a.organizer);

    const ids = async (url: string, who: TestUser) => {
      const res = await send('GET', url, who);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as VolunteerEvent[]).map((e) => e._id).sort();
    };
    expect(await ids('/api/events/my-events', a.coOrganizer)).toEqual([ofA._id, ofB._id, personal._id].sort());
    expect(await ids(`/api/events/my-events?organization=${a.org.id}`, a.coOrganizer)).toEqual([ofA._id]);
    expect(await ids(`/api/events/my-events?organization=${b.org.id}&email=${encodeURIComponent(a.coOrganizer.email)}`, a.coOrganizer)).toEqual([ofB._id]);
    expect(await ids('/api/events/my-events', a.member)).toEqual([]);
    expect(await ids('/api/events/my-events', a.organizer)).toEqual([ofA._id, othersPersonal._id].sort());
    const listed = ((await send('GET', '/api/events/my-events', a.coOrganizer)).json() as VolunteerEvent[]).find((e) => e._id === ofA._id);
    expect(listed).toMatchObject({ addedBy: a.organizer.email, organization: { id: a.org.id } });
    expect((await send('GET', '/api/events/my-events?organization=nope', a.coOrganizer)).statusCode).toBe(400);
  });

  it('my-events shows who joined each event, first to join first, to those who manage it and to nobody else', async () => {
    const a = await team();
    const ofA = await createEvent(app, a.organizer, { organizationId: a.org.id });
    const personal = await createEvent(app, a.coOrganizer);
    const [first, second, third] = await Promise.all([createUser(app), createUser(app), createUser(app)]);
    for (const [who, event] of [
      [third, ofA],
      [first, personal],
      [second, ofA],
      [third, personal],
      [first, ofA],
    ] as const) {
      app.clock.advance(60_000);
      who.token = await tokenFor(app, who);
      expect((await send('PATCH', `/api/events/${event._id}/join`, who)).statusCode).toBe(200);
    }
    await aDayLater(a.coOrganizer, a.member, second);
    const people = async (who: TestUser) =>
      Object.fromEntries(((await send('GET', '/api/events/my-events', who)).json() as VolunteerEvent[]).map((e) => [e._id, e.joinedUsers]));
    expect(await people(a.coOrganizer)).toEqual({ [ofA._id]: [third.email, second.email, first.email], [personal._id]: [first.email, third.email] });
    expect(await people(a.member)).toEqual({});
    // A volunteer reading the list sees only themselves among the people.
    const seen = ((await send('GET', `/api/events?q=${encodeURIComponent(ofA.title)}`, second)).json() as VolunteerEvent[]).find((e) => e._id === ofA._id);
    expect(seen?.joinedUsers).toEqual([second.email]);
  });

  it('a removed organizer is refused at once, with the same still-valid token', async () => {
    const { org, owner, organizer, coOrganizer } = await team();
    const event = await createEvent(app, organizer, { organizationId: org.id });
    expect((await send('PATCH', `/api/events/my-events/${event._id}`, coOrganizer, editBody())).statusCode).toBe(200);
    const removed = await send('DELETE', `/api/orgs/${org.slug}/members/${coOrganizer.id}`, owner);
    expect([removed.statusCode, removed.json()]).toEqual([200, { success: true, ...said(organizationsTexts, 'memberRemoved') }]);
    expect((await send('PATCH', `/api/events/my-events/${event._id}`, coOrganizer, editBody())).statusCode).toBe(403);
    expect((await send('GET', `/api/events/${event._id}/participants`, coOrganizer)).statusCode).toBe(403);
    expect((await send('GET', '/api/events/my-events', coOrganizer)).json()).toEqual([]);
    // Demoted to member: the same, for the organization's events they created too.
    await send('PATCH', `/api/orgs/${org.slug}/members/${organizer.id}`, owner, { role: 'member' });
    const other = await createEvent(app, owner, { organizationId: org.id });
    expect((await send('DELETE', `/api/events/my-events/${other._id}`, organizer)).statusCode).toBe(403);
    expect((await send('PATCH', `/api/events/my-events/${event._id}`, organizer, editBody())).statusCode).toBe(403);
    expect((await send('GET', '/api/events/my-events', organizer)).json()).toEqual([]);
    // Nor are its participants' addresses or its creator's shown to them any more.
    const seen = (await send('GET', `/api/events/${event._id}`, organizer)).json() as VolunteerEvent;
    expect([seen.addedBy, seen.joinedUsers]).toEqual(['', []]);
  });

  it('deleting the organization (owners only) turns its events into personal events of their creators', async () => {
    const { org, owner, organizer, coOrganizer } = await team();
    const event = await createEvent(app, organizer, { organizationId: org.id });
    expect((await send('DELETE', `/api/orgs/${org.slug}`, organizer)).statusCode).toBe(403);
    const res = await send('DELETE', `/api/orgs/${org.slug}`, owner);
    expect([res.statusCode, res.json()]).toEqual([200, { success: true, ...said(organizationsTexts, 'deleted') }]);
    expect((await send('GET', `/api/orgs/${org.slug}`)).statusCode).toBe(404);
    const after = (await send('GET', `/api/events/${event._id}`, organizer)).json() as VolunteerEvent;
    expect(after.organization).toBeUndefined();
    expect(after.addedBy).toBe(organizer.email);
    expect((await send('PATCH', `/api/events/my-events/${event._id}`, coOrganizer, editBody())).statusCode).toBe(403);
    expect((await send('PATCH', `/api/events/my-events/${event._id}`, organizer, editBody())).statusCode).toBe(200);
  });
});

describe('owners', () => {
  it('the last owner cannot leave, be removed or be demoted (409); with a second owner they can', async () => {
    const { org, owner, organizer, member } = await team();
    const leave = await send('DELETE', `/api/orgs/${org.slug}/members/${owner.id}`, owner);
    expect([leave.statusCode, leave.json()]).toEqual([409, refusal(organizationsTexts, 'lastOwner')]);
    const demote = await send('PATCH', `/api/orgs/${org.slug}/members/${owner.id}`, owner, { role: 'organizer' });
    expect([demote.statusCode, demote.json()]).toEqual([409, refusal(organizationsTexts, 'lastOwner')]);
    // Nobody else may remove or demote them either.
    expect((await send('DELETE', `/api/orgs/${org.slug}/members/${owner.id}`, organizer)).statusCode).toBe(403);
    expect((await send('PATCH', `/api/orgs/${org.slug}/members/${owner.id}`, organizer, { role: 'member' })).statusCode).toBe(403);
    expect((await send('PATCH', `/api/orgs/${org.slug}/members/${member.id}`, owner, { role: 'boss' })).statusCode).toBe(400);

    const promoted = await send('PATCH', `/api/orgs/${org.slug}/members/${organizer.id}`, owner, { role: 'owner' });
    expect(promoted.json()).toMatchObject({ userId: organizer.id, role: 'owner', email: organizer.email });
    // The new owner removes the first; then cannot leave themselves.
    expect((await send('DELETE', `/api/orgs/${org.slug}/members/${owner.id}`, organizer)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/orgs/${org.slug}/members/${organizer.id}`, organizer)).statusCode).toBe(409);
    const left = await send('DELETE', `/api/orgs/${org.slug}/members/${member.id}`, member);
    expect([left.statusCode, left.json()]).toEqual([200, { success: true, ...said(organizationsTexts, 'left') }]);
    expect(await owners(org.id)).toBe(1);
  });

  it('concurrent demotions and departures never leave an organization without an owner', async () => {
    for (let round = 0; round < 4; round += 1) {
      const [first, second] = await Promise.all([createUser(app), createUser(app)]);
      const org = await createOrg(first);
      await addMember(first, org.slug, second, 'owner');
      const [a, b] =
        round % 2 === 0
          ? // Each demotes the other at once.
            await Promise.all([
              send('PATCH', `/api/orgs/${org.slug}/members/${second.id}`, first, { role: 'member' }),
              send('PATCH', `/api/orgs/${org.slug}/members/${first.id}`, second, { role: 'member' }),
            ])
          : // Each demotes themselves, or leaves, at once.
            await Promise.all([
              send('PATCH', `/api/orgs/${org.slug}/members/${first.id}`, first, { role: 'organizer' }),
              send('DELETE', `/api/orgs/${org.slug}/members/${second.id}`, second),
            ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual(round % 2 === 0 ? [200, 403] : [200, 409]);
      expect(await owners(org.id)).toBe(1);
    }
  });
});

describe('invitations', () => {
  it('mails a link that works once, for any signed-in account, and records who accepted', async () => {
    const owner = await createUser(app, { name: 'Nadia' });
    const org = await createOrg(owner);
    const [invitee, other] = await Promise.all([createUser(app), createUser(app)]);
    const address = `new-${Date.now()}@example.com`;
    const res = await send('POST', `/api/orgs/${org.slug}/invitations`, owner, { email: address.toUpperCase(), role: 'organizer' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      ...said(organizationsTexts, 'invitationSent', address),
      invitation: { email: address, role: 'organizer' },
    });
    expect(res.body).not.toMatch(/token/i);
    const [mail] = await app.db.select().from(outbox).where(eq(outbox.to, address));
    expect(mail!.subject).toBe(organizationsTexts.inviteSubject(org.name));
    expect(mail!.text).toContain('Nadia invites you');
    const token = await invitationToken(address);

    expect((await send('GET', `/api/orgs/invitations/${token}`)).json()).toMatchObject({ organization: { slug: org.slug, name: org.name }, role: 'organizer' });
    expect((await send('GET', `/api/orgs/${org.slug}/invitations`, owner)).json().map((i: { email: string }) => i.email)).toEqual([address]);
    expect((await send('POST', `/api/orgs/invitations/${token}/accept`)).statusCode).toBe(401);
    const accepted = await send('POST', `/api/orgs/invitations/${token}/accept`, invitee);
    expect(accepted.json()).toMatchObject({ success: true, ...said(organizationsTexts, 'joined', org.name), role: 'organizer' });
    expect((await send('GET', `/api/orgs/${org.slug}/members`, owner)).json().map((m: Member) => m.userId)).toContain(invitee.id);

    for (const who of [other, invitee]) {
      const again = await send('POST', `/api/orgs/invitations/${token}/accept`, who);
      expect([again.statusCode, again.json()]).toEqual([410, refusal(organizationsTexts, 'invitationGone')]);
    }
    expect((await send('GET', `/api/orgs/invitations/${token}`)).statusCode).toBe(410);
    expect((await send('GET', `/api/orgs/${org.slug}/invitations`, owner)).json()).toEqual([]);
    expect((await send('GET', '/api/orgs/invitations/not-a-token-we-ever-made-1234')).statusCode).toBe(404);
  });

  it('expires after 7 days, is replaced when the address is invited again, and refuses someone already in (409)', async () => {
    const owner = await createUser(app);
    const org = await createOrg(owner);
    const address = `late-${Date.now()}@example.com`;
    const first = await invite(owner, org.slug, address, 'member');
    await aDayLater(owner);
    const second = await invite(owner, org.slug, address, 'organizer');
    expect(second).not.toBe(first);
    expect((await send('GET', `/api/orgs/invitations/${first}`)).statusCode).toBe(404);
    expect((await send('GET', `/api/orgs/${org.slug}/invitations`, owner)).json()).toHaveLength(1);

    // Already in: nothing changes.
    const member = await createUser(app);
    await addMember(owner, org.slug, member, 'member');
    await aDayLater(owner, member);
    const toMember = await invite(owner, org.slug, member.email, 'owner');
    const twice = await send('POST', `/api/orgs/invitations/${toMember}/accept`, member);
    expect([twice.statusCode, twice.json()]).toEqual([409, refusal(organizationsTexts, 'alreadyMember')]);
    expect(await owners(org.id)).toBe(1);

    app.clock.advance(7 * DAY + 1000);
    const late = await createUser(app);
    expect((await send('GET', `/api/orgs/invitations/${second}`)).statusCode).toBe(410);
    const refused = await send('POST', `/api/orgs/invitations/${second}/accept`, late);
    expect([refused.statusCode, refused.json()]).toEqual([410, refusal(organizationsTexts, 'invitationGone')]);
  });

  it("refuses the inviter's own address, in any case, at the e-mail field and in the caller's language; nothing is mailed (issue 37)", async () => {
    const owner = await createUser(app);
    const org = await createOrg(owner);
    const own = owner.email.toUpperCase();
    const res = await send('POST', `/api/orgs/${org.slug}/invitations`, owner, { email: own, role: 'organizer' });
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { ...refusal(organizationsTexts, 'inviteYourself'), errors: [fieldSaid('email', organizationsTexts, 'inviteYourself')] },
    ]);
    const bangla = await app.inject({
      method: 'POST',
      url: `/api/orgs/${org.slug}/invitations`,
      headers: { ...as(owner), 'accept-language': 'bn' },
      payload: { email: owner.email, role: 'member' },
    });
    expect([bangla.statusCode, bangla.json().errors[0].message]).toEqual([400, bnOrganizations.inviteYourself]);
    expect(await app.db.select().from(outbox).where(eq(outbox.to, owner.email.toLowerCase()))).toEqual([]);
    expect((await send('GET', `/api/orgs/${org.slug}/invitations`, owner)).json()).toEqual([]);
  });

  it('only owners invite, list and withdraw; a withdrawn link no longer works', async () => {
    const owner = await createUser(app);
    const org = await createOrg(owner);
    const organizer = await createUser(app);
    await addMember(owner, org.slug, organizer, 'organizer');
    expect((await send('POST', `/api/orgs/${org.slug}/invitations`, organizer, { email: 'x@example.com', role: 'member' })).statusCode).toBe(403);
    expect((await send('GET', `/api/orgs/${org.slug}/invitations`, organizer)).statusCode).toBe(403);
    const bad = await send('POST', `/api/orgs/${org.slug}/invitations`, owner, { email: 'nope', role: 'chief' });
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['email', 'role']);
    const address = `gone-${Date.now()}@example.com`;
    const token = await invite(owner, org.slug, address, 'member');
    const [open] = (await send('GET', `/api/orgs/${org.slug}/invitations`, owner)).json();
    expect((await send('DELETE', `/api/orgs/${org.slug}/invitations/${open.id}`, organizer)).statusCode).toBe(403);
    const withdrawn = await send('DELETE', `/api/orgs/${org.slug}/invitations/${open.id}`, owner);
    expect([withdrawn.statusCode, withdrawn.json()]).toEqual([200, { success: true, ...said(organizationsTexts, 'invitationWithdrawn') }]);
    expect((await send('POST', `/api/orgs/invitations/${token}/accept`, await createUser(app))).statusCode).toBe(404);
  });

  it('writes the mail in the language of the account that uses the address', async () => {
    const owner = await createUser(app);
    const org = await createOrg(owner);
    const reader = await createUser(app);
    await app.db.update(user).set({ language: 'bn' }).where(eq(user.id, reader.id));
    await invite(owner, org.slug, reader.email, 'member');
    const [mail] = await app.db.select().from(outbox).where(eq(outbox.to, reader.email));
    expect(mail!.subject).toContain('যোগ দিন');
  });
});

describe('the OpenAPI document', () => {
  it('lists the organization paths', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/orgs/',
      '/api/orgs/mine',
      '/api/orgs/{slug}',
      '/api/orgs/{slug}/members/{userId}',
      '/api/orgs/{slug}/invitations',
      '/api/orgs/invitations/{token}/accept',
      '/api/orgs/{slug}/events',
    ]) {
      expect(Object.keys(spec.paths), path).toContain(path);
    }
    expect(spec.paths['/api/events/my-events'].get.parameters.map((p: { name: string }) => p.name)).toContain('organization');
  });
});
