import { describe, expect, it } from 'vitest';
import { apiMessages } from '@volunteering/shared/texts/api';
import { as, buildTestApp, createEvent, createUser, participantRows } from './helpers/build.ts';
import { said, refusal } from './helpers/answers.ts';

const app = await buildTestApp();
const organizer = await createUser(app);

describe('joining under concurrency', () => {
  it('200 parallel joins by distinct users on an event needing 50 give exactly 50 successes', async () => {
    const event = await createEvent(app, organizer, { volunteersNeeded: 50 });
    const volunteers = await Promise.all(Array.from({ length: 200 }, () => createUser(app)));
    const answers = await Promise.all(volunteers.map((v) => app.inject({ method: 'PATCH', url: `/api/events/${event._id}/join`, headers: as(v) })));
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

  it('many users joining and cancelling several events get only the expected answers, and every count equals its rows', async () => {
    const events = await Promise.all([10, 5, 20].map((n) => createEvent(app, organizer, { volunteersNeeded: n })));
    const volunteers = await Promise.all(Array.from({ length: 30 }, () => createUser(app)));
    // Every third volunteer also cancels each event, racing their own join.
    const tries = volunteers.flatMap((volunteer, i) =>
      events.map((event) => ({
        volunteer,
        event,
        join: app.inject({ method: 'PATCH', url: `/api/events/${event._id}/join`, headers: as(volunteer) }),
        cancel: i % 3 === 0 ? app.inject({ method: 'PATCH', url: `/api/events/cancel/${event._id}`, headers: as(volunteer) }) : undefined,
      })),
    );
    const answers = await Promise.all(
      tries.map(async ({ volunteer, event, join, cancel }) => {
        const [joinAnswer, cancelAnswer] = await Promise.all([join, cancel]);
        const seen = (answer: typeof joinAnswer) => ({ status: answer.statusCode, body: answer.json() });
        return { volunteer, event, join: seen(joinAnswer), cancel: cancelAnswer && seen(cancelAnswer) };
      }),
    );
    expect(answers).toHaveLength(90);
    for (const { join, cancel } of answers) {
      expect([
        { status: 200, body: { success: true, ...said(apiMessages, 'joined') } },
        { status: 200, body: refusal(apiMessages, 'eventFull') },
      ]).toContainEqual(join);
      if (cancel) {
        expect([
          { status: 200, body: { success: true, ...said(apiMessages, 'cancelled') } },
          { status: 409, body: refusal(apiMessages, 'notJoined') },
        ]).toContainEqual(cancel);
        // Only a place taken can be given back.
        if (cancel.body.success) expect(join.body.success).toBe(true);
      }
    }
    expect(answers.filter((a) => a.cancel)).toHaveLength(30);

    for (const event of events) {
      const ofEvent = answers.filter((a) => a.event._id === event._id);
      const joined = ofEvent.filter((a) => a.join.body.success).length;
      const cancelled = ofEvent.filter((a) => a.cancel?.body.success).length;
      // 30 volunteers for at most 20 places: every event filled, and the others were told it is full.
      expect(joined).toBeGreaterThanOrEqual(event.volunteersNeeded);
      expect(ofEvent.filter((a) => !a.join.body.success)).toHaveLength(30 - joined);
      const rows = await participantRows(app, event._id);
      expect(rows).toBe(joined - cancelled);
      expect(rows).toBeLessThanOrEqual(event.volunteersNeeded);
      const stored = (await app.inject({ method: 'GET', url: `/api/events/${event._id}` })).json();
      expect(stored.volunteersJoined).toBe(rows);
    }

    // Each volunteer's own list holds the events they joined and did not cancel, and no other.
    for (const volunteer of volunteers) {
      const mine = answers.filter((a) => a.volunteer === volunteer && a.join.body.success && !a.cancel?.body.success).map((a) => a.event._id);
      const list = await app.inject({ method: 'GET', url: '/api/events/joined', headers: as(volunteer) });
      expect(list.statusCode).toBe(200);
      expect(
        list
          .json()
          .map((e: { _id: string }) => e._id)
          .sort(),
      ).toEqual(mine.sort());
    }

    // The places left are the ones counted: that many newcomers get in, and the next is told it is full.
    for (const event of events) {
      const left = event.volunteersNeeded - (await participantRows(app, event._id));
      const newcomers = await Promise.all(Array.from({ length: left + 1 }, () => createUser(app)));
      const late = await Promise.all(
        newcomers.map(async (v) => (await app.inject({ method: 'PATCH', url: `/api/events/${event._id}/join`, headers: as(v) })).json()),
      );
      expect(late.filter((answer) => answer.success)).toHaveLength(left);
      expect(late.filter((answer) => !answer.success)).toEqual([refusal(apiMessages, 'eventFull')]);
      expect(await participantRows(app, event._id)).toBe(event.volunteersNeeded);
    }
  });
});
