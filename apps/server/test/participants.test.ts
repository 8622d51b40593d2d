import { isoInZone } from '@volunteering/shared/event-time';
import { describe, expect, it } from 'vitest';
import { as, buildTestApp, createEvent, createUser, snapshot } from './helpers/build.ts';

const app = await buildTestApp();
const organizer = await createUser(app, { name: 'Organizer Olivia' });
const participantsOf = (eventId: string, user: { token: string } | null, query = '', headers: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url: `/api/events/${eventId}/participants${query}`,
    headers: { ...(user ? as(user) : {}), ...headers },
  });
const join = (eventId: string, user: { token: string }) => app.inject({ method: 'PATCH', url: `/api/events/${eventId}/join`, headers: as(user) });

describe('GET /api/events/:id/participants', () => {
  it('lists who joined, first to join first, to the organizer only', async () => {
    const event = await createEvent(app, organizer);
    const first = await createUser(app, { name: 'Amina Khatun', email: `amina-${crypto.randomUUID()}@example.com` });
    const second = await createUser(app, { name: 'Babul Mia', email: `babul-${crypto.randomUUID()}@example.com` });
    await join(event._id, first);
    app.clock.advance(1000);
    await join(event._id, second);

    const res = await participantsOf(event._id, organizer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    const list = res.json() as { name: string; email: string; joinedAt: string }[];
    expect(list.map(({ name, email }) => ({ name, email }))).toEqual([
      { name: 'Amina Khatun', email: first.email },
      { name: 'Babul Mia', email: second.email },
    ]);
    expect(Date.parse(list[1]!.joinedAt) - Date.parse(list[0]!.joinedAt)).toBe(1000);
  });

  it('answers an empty list for an event nobody joined', async () => {
    const event = await createEvent(app, organizer);
    const res = await participantsOf(event._id, organizer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('refuses everybody but the organizer: 401 without a token, 403 for others, 404 unknown', async () => {
    const event = await createEvent(app, organizer);
    const volunteer = await createUser(app);
    await join(event._id, volunteer);
    const before = await snapshot(app);
    expect((await participantsOf(event._id, null)).statusCode).toBe(401);
    const other = await participantsOf(event._id, volunteer);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ success: false, code: 'api.forbiddenOwner', message: 'Only the organizer of this event can change it.' });
    expect((await participantsOf(event._id, volunteer, '?format=csv')).statusCode).toBe(403);
    expect((await participantsOf('00000000-0000-4000-8000-000000000000', organizer)).statusCode).toBe(404);
    expect((await participantsOf('not-an-id', organizer)).statusCode).toBe(404);
    expect((await participantsOf(event._id, organizer, '?format=xml')).statusCode).toBe(400);
    expect(await snapshot(app)).toBe(before);
  });

  it('downloads a CSV with a header row, quoting and formula cells defused', async () => {
    const event = await createEvent(app, organizer, { title: 'Río Clean-up: "Phase 2"' });
    const tricky = await createUser(app, { name: '=HYPERLINK("http://evil.example","Click")', email: `tricky-${crypto.randomUUID()}@example.com` });
    const comma = await createUser(app, { name: 'Rahman, Nadia', email: `nadia-${crypto.randomUUID()}@example.com` });
    const plus = await createUser(app, { name: '+8801712345678', email: `plus-${crypto.randomUUID()}@example.com` });
    const minus = await createUser(app, { name: '-2+3', email: `minus-${crypto.randomUUID()}@example.com` });
    const at = await createUser(app, { name: '@SUM(A1)', email: `at-${crypto.randomUUID()}@example.com` });
    for (const user of [tricky, comma, plus, minus, at]) {
      await join(event._id, user);
      app.clock.advance(1000);
    }

    const res = await participantsOf(event._id, organizer, '?format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="participants-rio-clean-up-phase-2.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    const json = (await participantsOf(event._id, organizer)).json() as { joinedAt: string }[];
    expect(res.body).toBe(
      '\uFEFF' +
        [
          'Name,Email,Joined at',
          `"'=HYPERLINK(""http://evil.example"",""Click"")",${tricky.email},${isoInZone(new Date(json[0]!.joinedAt), 'Asia/Dhaka')}`,
          `"Rahman, Nadia",${comma.email},${isoInZone(new Date(json[1]!.joinedAt), 'Asia/Dhaka')}`,
          `'+8801712345678,${plus.email},${isoInZone(new Date(json[2]!.joinedAt), 'Asia/Dhaka')}`,
          `'-2+3,${minus.email},${isoInZone(new Date(json[3]!.joinedAt), 'Asia/Dhaka')}`,
          `'@SUM(A1),${at.email},${isoInZone(new Date(json[4]!.joinedAt), 'Asia/Dhaka')}`,
        ].join('\r\n') +
        '\r\n',
    );
  });

  it('answers CSV to Accept: text/csv, and a header row alone when nobody joined', async () => {
    const event = await createEvent(app, organizer, { title: '!!!' });
    const res = await participantsOf(event._id, organizer, '', { accept: 'text/csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="participants.csv"');
    expect(res.body).toBe('\uFEFFName,Email,Joined at\r\n');
    const json = await participantsOf(event._id, organizer, '', { accept: 'application/json' });
    expect(json.headers['content-type']).toMatch(/^application\/json/);
  });
});
