// Issue 38, the people of shifts: told as an event's people are when their places go (a cancel, a
// deletion, a takedown, an organizer's account deleted, an edit that removes their shift), and put
// in a shift by the event's managers under the join's rules.
import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { dayAt, DEFAULT_TIME_ZONE } from '@volunteering/shared/event-time';
import { formatEventDateTime } from '@volunteering/shared/event-time-format';
import { apiMessages } from '@volunteering/shared/texts/api';
import { mailTexts } from '@volunteering/shared/texts/mail';
import { moderationTexts } from '@volunteering/shared/texts/moderation';
import { shiftMessages, shiftTexts } from '@volunteering/shared/texts/shifts';
import type { OrganizationRole } from '@volunteering/shared/organization-schemas';
import { queryRows } from '../src/db/client.ts';
import { organizationMembers, outbox, user } from '../src/db/schema.ts';
import { textsIn } from '../src/i18n/texts-in.ts';
import { as, buildTestApp, createUser, eventInput, notJoinConfirmation, PUBLIC_URL, signUp, type TestUser } from './helpers/build.ts';
import { refusal, said } from './helpers/answers.ts';

const app = await buildTestApp();

/** An instant a week from now in Dhaka, at `hour`:`minute`. */
const at = (hour: number, minute = 0) => dayAt(app.now(), DEFAULT_TIME_ZONE, 7, hour, minute).toISOString();
const shift = (title: string, start: string, end: string, capacity: number, more: object = {}) => ({ title, start, end, capacity, ...more });
const dayShifts = () => [
  shift('Team lead', at(8), at(12), 2),
  shift('Sorting', at(13), at(16), 4),
  shift('Registration desk', at(8, 30), at(10), 1, { restricted: true }),
  shift('Evening', at(17), at(19), 3),
];
const shiftNamed = (event: { shifts: { id: string; title: string }[] }, title: string) => event.shifts.find((s) => s.title === title)!.id;
const joinShift = async (eventId: string, shiftId: string, who: TestUser) =>
  (await app.inject({ method: 'PATCH', url: `/api/events/${eventId}/shifts/${shiftId}/join`, headers: as(who) })).json();
/** The mails to `email` but the confirmation of joining. */
const newsTo = (email: string) =>
  app.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), notJoinConfirmation));
const speaksBangla = (who: TestUser) => app.db.update(user).set({ language: 'bn' }).where(eq(user.id, who.id));

/** An event a week on with three shifts: Ana in Team lead and Sorting, Bo in Sorting. */
async function staffedEvent(organizer: { token: string }, body: object = {}) {
  const res = await app.inject({ method: 'POST', url: '/api/events', headers: as(organizer), payload: eventInput(app, { shifts: dayShifts(), ...body }) });
  expect(res.statusCode, res.body).toBe(201);
  const event = res.json();
  const [ana, bo] = [await createUser(app, { name: 'Ana' }), await createUser(app, { name: 'Bo' })];
  for (const [title, who] of [
    ['Team lead', ana],
    ['Sorting', ana],
    ['Sorting', bo],
  ] as const)
    expect((await joinShift(event._id, shiftNamed(event, title), who)).success).toBe(true);
  return { event, ana, bo };
}

describe('the people of shifts are told when their event goes', () => {
  it('cancelling mails each person in its shifts once, in their language', async () => {
    const organizer = await createUser(app, { name: 'Nusrat Jahan' });
    const { event, ana, bo } = await staffedEvent(organizer);
    await speaksBangla(bo);
    const res = await app.inject({ method: 'POST', url: `/api/events/my-events/${event._id}/cancel`, headers: as(organizer), payload: { message: 'Rain.' } });
    expect(res.json()).toEqual({ success: true, ...said(apiMessages, 'eventCancelledTold', 2) });
    const english = await newsTo(ana.email);
    expect(english).toMatchObject([{ subject: `Cancelled: ${event.title}` }]);
    expect(english[0]!.text).toContain(`${event.organizer} cancelled "${event.title}"`);
    expect((await newsTo(bo.email)).map((mail) => mail.subject)).toEqual([`বাতিল: ${event.title}`]);
    expect(await newsTo(organizer.email)).toEqual([]);
  });

  it('deleting an event mails its shifts’ people', async () => {
    const organizer = await createUser(app);
    const { event, ana, bo } = await staffedEvent(organizer);
    expect((await app.inject({ method: 'DELETE', url: `/api/events/my-events/${event._id}`, headers: as(organizer) })).json().success).toBe(true);
    for (const who of [ana, bo]) expect((await newsTo(who.email)).map((mail) => mail.subject)).toEqual([`Cancelled: ${event.title}`]);
  });

  it('a takedown mails its shifts’ people once, in their language', async () => {
    const organizer = await createUser(app);
    const moderator = await createUser(app);
    await app.db.update(user).set({ role: 'moderator' }).where(eq(user.id, moderator.id));
    const { event, ana, bo } = await staffedEvent(organizer);
    await speaksBangla(ana);
    const res = await app.inject({ method: 'POST', url: `/api/admin/events/${event._id}/hide`, headers: as(moderator), payload: { reason: 'A scam.' } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await newsTo(ana.email)).map((mail) => mail.subject)).toEqual([textsIn(moderationTexts, 'bn').takenDownSubject(event.title)]);
    expect((await newsTo(bo.email)).map((mail) => mail.subject)).toEqual([moderationTexts.takenDownSubject(event.title)]);
  });

  it('an organizer deleting their account mails the people of their upcoming events’ shifts', async () => {
    const organizer = await signUp(app);
    const { event, ana, bo } = await staffedEvent(organizer);
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: as(organizer),
      payload: { email: organizer.email, password: organizer.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const who of [ana, bo]) expect((await newsTo(who.email)).map((mail) => mail.subject)).toEqual([mailTexts.cancelledSubject(event.title)]);
  });
});

describe('an edit that removes shifts', () => {
  it('mails each of their people once, naming the shifts they lost, in their language; the others hear nothing', async () => {
    const organizer = await createUser(app, { name: 'Nusrat Jahan' });
    const { event, ana, bo } = await staffedEvent(organizer);
    const carol = await createUser(app, { name: 'Carol' });
    expect((await joinShift(event._id, shiftNamed(event, 'Evening'), carol)).success).toBe(true);
    await speaksBangla(bo);
    // Team lead and Sorting go: Ana loses both, Bo one; Registration desk and Evening stay, Carol with it.
    const kept = event.shifts.filter((s: { title: string }) => s.title === 'Registration desk' || s.title === 'Evening');
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/events/my-events/${event._id}`,
      headers: as(organizer),
      payload: eventInput(app, { title: event.title, shifts: [...kept, shift('Cleanup crew', at(12), at(18), 10)] }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const when = (iso: string, locale?: string) => formatEventDateTime(iso, DEFAULT_TIME_ZONE, locale);
    const page = `${PUBLIC_URL}/events/${event._id}`;
    expect(await newsTo(ana.email)).toMatchObject([
      {
        subject: mailTexts.shiftRemovedSubject(event.title),
        text: mailTexts.shiftRemovedBody('Ana', event.organizer, event.title, `"Team lead" (${when(at(8))}) and "Sorting" (${when(at(13))})`, page),
      },
    ]);
    const bangla = textsIn(mailTexts, 'bn');
    expect(await newsTo(bo.email)).toMatchObject([
      {
        subject: bangla.shiftRemovedSubject(event.title),
        text: bangla.shiftRemovedBody('Bo', event.organizer, event.title, `"Sorting" (${when(at(13), 'bn-BD')})`, page),
      },
    ]);
    expect(bangla.shiftRemovedSubject('x')).toBe('শিফট বাদ দেওয়া হয়েছে: x');
    for (const who of [carol, organizer]) expect(await newsTo(who.email)).toEqual([]);
  });
});

describe('an organizer puts someone in a shift', () => {
  const put = (eventId: string, shiftId: string, email: unknown, who: { token: string }, headers: Record<string, string> = {}) =>
    app.inject({ method: 'PUT', url: `/api/events/${eventId}/shifts/${shiftId}/people`, headers: { ...as(who), ...headers }, payload: { email } });
  const placesIn = async (eventId: string) =>
    (await queryRows<{ n: number }>(app.db, sql`SELECT count(*)::int AS n FROM shift_participations WHERE event_id = ${eventId}`))[0]!.n;
  const read = async (id: string, who: TestUser) => (await app.inject({ method: 'GET', url: `/api/events/${id}`, headers: as(who) })).json();

  it('the owner puts an account found by its e-mail in any case in a restricted shift; the join’s rules still refuse, naming that person’s clash', async () => {
    const organizer = await createUser(app);
    const { event, ana } = await staffedEvent(organizer, { title: 'River Day' });
    const desk = shiftNamed(event, 'Registration desk');
    const dina = await createUser(app, { name: 'Dina', email: `dina-${crypto.randomUUID()}@example.com` });
    const res = await put(event._id, desk, `  ${dina.email.toUpperCase()} `, organizer);
    expect([res.statusCode, res.json()]).toEqual([200, { success: true, ...said(shiftMessages, 'personPut', 'Dina', 'Registration desk') }]);
    expect(await read(event._id, dina)).toMatchObject({ myShifts: [desk], volunteersJoined: 4 });
    expect((await read(event._id, dina)).shifts.find((s: { id: string }) => s.id === desk).joined).toBe(1);

    const before = await placesIn(event._id);
    expect((await put(event._id, desk, dina.email, organizer)).json()).toEqual(refusal(shiftMessages, 'personAlreadyIn'));
    expect((await put(event._id, desk, (await createUser(app)).email, organizer)).json()).toEqual(refusal(shiftMessages, 'full'));
    // Ana holds Team lead, 8:00 to 12:00: the desk from 8:30 clashes, said of her, in Bangla too.
    const evening = shiftNamed(event, 'Evening');
    expect((await put(event._id, evening, ana.email, organizer)).json().success).toBe(true);
    const dinaTwo = await app.inject({
      method: 'POST',
      url: '/api/events',
      headers: as(organizer),
      payload: eventInput(app, { title: 'Park Day', shifts: [shift('Planting', at(9), at(11), 5)] }),
    });
    const park = dinaTwo.json();
    expect((await put(park._id, park.shifts[0].id, ana.email, organizer)).json()).toEqual(refusal(shiftMessages, 'personOverlaps', 'Team lead', 'River Day'));
    const bangla = await put(park._id, park.shifts[0].id, ana.email, organizer, { 'accept-language': 'bn' });
    expect(bangla.json()).toMatchObject({
      success: false,
      code: 'shifts.messages.personOverlaps',
      message: textsIn(shiftTexts, 'bn').messages.personOverlaps('Team lead', 'River Day'),
    });
    expect(await placesIn(event._id)).toBe(before + 1);
    expect(await placesIn(park._id)).toBe(0);
  });

  it('answers 404 with a clear message for an unknown e-mail, 400 for no address, 403 to all but the event’s managers', async () => {
    const organizer = await createUser(app);
    const { event, ana } = await staffedEvent(organizer);
    const desk = shiftNamed(event, 'Registration desk');
    const unknown = await put(event._id, desk, `nobody-${crypto.randomUUID()}@example.com`, organizer);
    expect([unknown.statusCode, unknown.json()]).toEqual([404, refusal(shiftMessages, 'personNotFound')]);
    expect((await put(event._id, desk, 'not an address', organizer)).statusCode).toBe(400);
    // A volunteer of the event and a stranger are refused, before the address is even looked up.
    for (const who of [ana, await createUser(app)]) {
      const res = await put(event._id, desk, ana.email, who);
      expect([res.statusCode, res.json()]).toEqual([403, refusal(apiMessages, 'forbiddenOwner')]);
      expect((await put(event._id, desk, `nobody-${crypto.randomUUID()}@example.com`, who)).statusCode).toBe(403);
    }
    expect((await app.inject({ method: 'PUT', url: `/api/events/${event._id}/shifts/${desk}/people`, payload: { email: ana.email } })).statusCode).toBe(401);
    expect((await put(event._id, crypto.randomUUID(), ana.email, organizer)).statusCode).toBe(404);
    expect(await placesIn(event._id)).toBe(3);
  });

  it("an organization's owners and organizers may, its members may not", async () => {
    const owner = await createUser(app);
    const org = (
      await app.inject({
        method: 'POST',
        url: '/api/orgs',
        headers: as(owner),
        payload: { name: `Shift Keepers ${crypto.randomUUID().slice(0, 8)}`, slug: `shift-keepers-${crypto.randomUUID().slice(0, 8)}` },
      })
    ).json();
    const addMember = async (role: OrganizationRole) => {
      const who = await createUser(app);
      await app.db.insert(organizationMembers).values({ organizationId: org.id, userId: who.id, role });
      return who;
    };
    const [organizer, member] = [await addMember('organizer'), await addMember('member')];
    const { event } = await staffedEvent(owner, { organizationId: org.id });
    const evening = shiftNamed(event, 'Evening');
    for (const who of [owner, organizer]) expect((await put(event._id, evening, (await createUser(app)).email, who)).json().success).toBe(true);
    expect((await put(event._id, evening, (await createUser(app)).email, member)).statusCode).toBe(403);
  });

  it('a put and joins racing for the last place: exactly one gets it', async () => {
    const organizer = await createUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/events',
      headers: as(organizer),
      payload: eventInput(app, { shifts: [shift('Pickers', at(9), at(12), 1)] }),
    });
    const event = res.json();
    const id = event.shifts[0].id;
    const people = await Promise.all(Array.from({ length: 6 }, () => createUser(app)));
    const answers = await Promise.all([
      ...people.slice(0, 3).map((who) => put(event._id, id, who.email, organizer)),
      ...people.slice(3).map((who) => app.inject({ method: 'PATCH', url: `/api/events/${event._id}/shifts/${id}/join`, headers: as(who) })),
    ]);
    expect(answers.filter((a) => a.json().success)).toHaveLength(1);
    expect(await placesIn(event._id)).toBe(1);
    expect((await read(event._id, organizer)).shifts[0].joined).toBe(1);
  });
});

describe('the participants of an event with shifts', () => {
  const participantsOf = (eventId: string, who: { token: string }, query = '', headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/api/events/${eventId}/participants${query}`, headers: { ...as(who), ...headers } });

  it('name each person once with their shifts in start order, first to join first; the CSV adds a Shifts column in both languages', async () => {
    const organizer = await createUser(app);
    const { event, ana, bo } = await staffedEvent(organizer);
    app.clock.advance(1000);
    const carol = await createUser(app, { name: 'Carol' });
    // Joined the later shift first: still listed in start order.
    for (const title of ['Evening', 'Sorting']) expect((await joinShift(event._id, shiftNamed(event, title), carol)).success).toBe(true);

    const res = await participantsOf(event._id, organizer);
    expect(res.statusCode).toBe(200);
    const list = res.json() as { name: string; email: string; joinedAt: string; shifts: string[] }[];
    const first = [
      { name: 'Ana', email: ana.email, shifts: ['Team lead', 'Sorting'] },
      { name: 'Bo', email: bo.email, shifts: ['Sorting'] },
    ].sort((a, b) => a.email.localeCompare(b.email));
    expect(list.map(({ joinedAt: _, ...rest }) => rest)).toEqual([...first, { name: 'Carol', email: carol.email, shifts: ['Sorting', 'Evening'] }]);
    expect(Date.parse(list[2]!.joinedAt) - Date.parse(list[0]!.joinedAt)).toBe(1000);

    const csv = (await participantsOf(event._id, organizer, '?format=csv')).body.split('\r\n');
    expect(csv[0]).toBe('\uFEFFName,Email,Joined at,Shifts');
    expect(csv.slice(1, 4).map((line) => line.split(',').at(-1))).toEqual([...first.map((row) => row.shifts.join('; ')), 'Sorting; Evening']);
    const bangla = (await participantsOf(event._id, organizer, '?format=csv', { 'accept-language': 'bn' })).body.split('\r\n')[0];
    expect(bangla).toBe('\uFEFFনাম,ইমেইল,যোগ দেওয়ার সময়,শিফট');
  });

  it('an event with shifts nobody took has the Shifts column; one without shifts answers as before, with no shifts', async () => {
    const organizer = await createUser(app);
    const res = await app.inject({ method: 'POST', url: '/api/events', headers: as(organizer), payload: eventInput(app, { shifts: dayShifts() }) });
    const empty = res.json();
    expect((await participantsOf(empty._id, organizer)).json()).toEqual([]);
    expect((await participantsOf(empty._id, organizer, '?format=csv')).body).toBe('\uFEFFName,Email,Joined at,Shifts\r\n');

    const plain = (await app.inject({ method: 'POST', url: '/api/events', headers: as(organizer), payload: eventInput(app) })).json();
    const volunteer = await createUser(app);
    expect((await app.inject({ method: 'PATCH', url: `/api/events/${plain._id}/join`, headers: as(volunteer) })).json().success).toBe(true);
    const [row] = (await participantsOf(plain._id, organizer)).json();
    expect(Object.keys(row).sort()).toEqual(['email', 'joinedAt', 'name']);
    expect((await participantsOf(plain._id, organizer, '?format=csv')).body.split('\r\n')[0]).toBe('\uFEFFName,Email,Joined at');
  });
});
