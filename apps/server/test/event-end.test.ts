import { describe, expect, it } from 'vitest';
import { durationMessages } from '@volunteering/shared/messages';
import { as, buildTestApp, createEvent, createUser, eventInput } from './helpers/build.ts';

const app = await buildTestApp();

describe('an event lasts its duration', () => {
  it('without a duration it ends as it starts; with one, endDate is the start plus the duration', async () => {
    const organizer = await createUser(app);
    const plain = await createEvent(app, organizer);
    expect(plain.durationMinutes).toBeNull();
    expect(plain.endDate).toBe(plain.date);

    const timed = await createEvent(app, organizer, { durationMinutes: 90 });
    expect(timed.durationMinutes).toBe(90);
    expect(Date.parse(timed.endDate) - Date.parse(timed.date)).toBe(90 * 60_000);
    const read = (await app.inject({ method: 'GET', url: `/api/events/${timed._id}` })).json();
    expect(read.endDate).toBe(timed.endDate);
  });

  it('refuses durations under 30 minutes, over 24 hours or not whole minutes, and stores nothing', async () => {
    const organizer = await createUser(app);
    for (const durationMinutes of [29, 1441, 2.5, 'two hours', -60]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/events',
        headers: as(organizer),
        payload: eventInput(app, { title: `Duration ${durationMinutes}`, durationMinutes }),
      });
      expect(res.statusCode, String(durationMinutes)).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'durationMinutes', message: durationMessages.range }]);
    }
    const mine = (await app.inject({ method: 'GET', url: `/api/events/my-events?email=${encodeURIComponent(organizer.email)}`, headers: as(organizer) })).json();
    expect(mine).toEqual([]);
  });

  it('an edit sets or clears the duration; leaving it out keeps it', async () => {
    const organizer = await createUser(app);
    const event = await createEvent(app, organizer, { durationMinutes: 60 });
    const edit = (body: Record<string, unknown>) =>
      app.inject({ method: 'PATCH', url: `/api/events/my-events/${event._id}`, headers: as(organizer), payload: eventInput(app, { date: event.date, ...body }) });
    expect((await edit({})).json().durationMinutes).toBe(60);
    expect((await edit({ durationMinutes: 24 * 60 })).json().durationMinutes).toBe(1440);
    const cleared = (await edit({ durationMinutes: null })).json();
    expect(cleared.durationMinutes).toBeNull();
    expect(cleared.endDate).toBe(cleared.date);
  });
});
