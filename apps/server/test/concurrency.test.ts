import { describe, expect, it } from 'vitest';
import { as, buildTestApp, createEvent, createUser, participantRows } from './helpers/build.ts';

const app = await buildTestApp();
const organizer = await createUser(app);

describe('joining under concurrency', () => {
  it('200 parallel joins by distinct users on an event needing 50 give exactly 50 successes', async () => {
    const event = await createEvent(app, organizer, { volunteersNeeded: 50 });
    const volunteers = await Promise.all(Array.from({ length: 200 }, () => createUser(app)));
    const answers = await Promise.all(
      volunteers.map((v) => app.inject({ method: 'PATCH', url: `/api/events/${event._id}/join`, headers: as(v) })),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const results = answers.map((a) => a.json());
    expect(results.filter((r) => r.success)).toHaveLength(50);
    expect(results.filter((r) => !r.success).every((r) => r.message === 'This event is full.')).toBe(true);
    const stored = (await app.inject({ method: 'GET', url: `/api/events/${event._id}` })).json();
    expect(stored.volunteersJoined).toBe(50);
    expect(await participantRows(app, event._id)).toBe(50);
  });

  it('parallel joins and cancels of one user never leave a duplicate or a negative count', async () => {
    const event = await createEvent(app, organizer, { volunteersNeeded: 3 });
    const volunteer = await createUser(app);
    const requests = Array.from({ length: 60 }, (_, i) =>
      app.inject({
        method: 'PATCH',
        url: i % 2 === 0 ? `/api/events/${event._id}/join` : `/api/events/cancel/${event._id}`,
        headers: as(volunteer),
      }),
    );
    const answers = await Promise.all(requests);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    const joinsOk = answers.filter((a, i) => i % 2 === 0 && a.json().success).length;
    const cancelsOk = answers.filter((a, i) => i % 2 === 1 && a.json().success).length;
    const rows = await participantRows(app, event._id);
    const stored = (await app.inject({ method: 'GET', url: `/api/events/${event._id}` })).json();
    expect(rows === 0 || rows === 1).toBe(true);
    expect(stored.volunteersJoined).toBe(rows);
    expect(joinsOk - cancelsOk).toBe(rows);
  });

  it('many users joining and cancelling several events keep every count equal to its rows', async () => {
    const events = await Promise.all([10, 5, 20].map((n) => createEvent(app, organizer, { volunteersNeeded: n })));
    const volunteers = await Promise.all(Array.from({ length: 30 }, () => createUser(app)));
    await Promise.all(
      volunteers.flatMap((v, i) =>
        events.flatMap((e) => [
          app.inject({ method: 'PATCH', url: `/api/events/${e._id}/join`, headers: as(v) }),
          ...(i % 3 === 0 ? [app.inject({ method: 'PATCH', url: `/api/events/cancel/${e._id}`, headers: as(v) })] : []),
        ]),
      ),
    );
    for (const e of events) {
      const stored = (await app.inject({ method: 'GET', url: `/api/events/${e._id}` })).json();
      const rows = await participantRows(app, e._id);
      expect(stored.volunteersJoined).toBe(rows);
      expect(rows).toBeLessThanOrEqual(e.volunteersNeeded);
      expect(rows).toBeGreaterThanOrEqual(0);
    }
  });
});
