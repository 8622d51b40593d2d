import { describe, expect, it } from 'vitest';
import { apiMessages } from '@volunteering/shared/texts/api';
import { dayAt } from '@volunteering/shared/event-time';
import { durationMessages } from '@volunteering/shared/texts/event-form';
import { as, buildTestApp, createEvent, createUser, eventInput, tokenFor } from './helpers/build.ts';
import { refusal, fieldSaid } from './helpers/answers.ts';

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
      expect(res.json().errors).toEqual([fieldSaid('durationMinutes', durationMessages, 'range')]);
    }
    const mine = (
      await app.inject({ method: 'GET', url: `/api/events/my-events?email=${encodeURIComponent(organizer.email)}`, headers: as(organizer) })
    ).json();
    expect(mine).toEqual([]);
  });

  it('an edit sets or clears the duration; leaving it out keeps it', async () => {
    const organizer = await createUser(app);
    const event = await createEvent(app, organizer, { durationMinutes: 60 });
    const edit = (body: Record<string, unknown>) =>
      app.inject({
        method: 'PATCH',
        url: `/api/events/my-events/${event._id}`,
        headers: as(organizer),
        payload: eventInput(app, { date: event.date, ...body }),
      });
    expect((await edit({})).json().durationMinutes).toBe(60);
    expect((await edit({ durationMinutes: 24 * 60 })).json().durationMinutes).toBe(1440);
    const cleared = (await edit({ durationMinutes: null })).json();
    expect(cleared.durationMinutes).toBeNull();
    expect(cleared.endDate).toBe(cleared.date);
  });
});

describe('an event counts as ended after its end, not its start', () => {
  it('joining and cancelling stay open while it is ongoing and close after its end; the joined list puts it last only then', async () => {
    const start = app.now();
    try {
      const organizer = await createUser(app);
      const volunteer = await createUser(app);
      // Within the test session's week of validity: tomorrow at 10 AM (three hours long) and 11 AM in Dhaka.
      const long = await createEvent(app, organizer, { date: dayAt(start, 'Asia/Dhaka', 1, 10).toISOString(), durationMinutes: 180 });
      const later = await createEvent(app, organizer, { date: dayAt(start, 'Asia/Dhaka', 1, 11).toISOString() });
      const act = async (action: 'join' | 'cancel', eventId: string) =>
        (
          await app.inject({
            method: 'PATCH',
            url: action === 'join' ? `/api/events/${eventId}/join` : `/api/events/cancel/${eventId}`,
            headers: as(await tokenFor(app, volunteer)),
          })
        ).json();
      const joinedIds = async () =>
        (await app.inject({ method: 'GET', url: '/api/events/joined', headers: as(await tokenFor(app, volunteer)) })).json().map((e: { _id: string }) => e._id);

      expect((await act('join', later._id)).success).toBe(true);
      app.clock.set(new Date(Date.parse(long.date) + 90 * 60_000)); // halfway through the long event
      expect(await act('join', long._id)).toMatchObject({ success: true });
      // The shorter event (no duration) started 30 minutes ago and is over; the long one is still on.
      expect(await joinedIds()).toEqual([long._id, later._id]);
      expect(await act('cancel', later._id)).toEqual(refusal(apiMessages, 'cancelAfterEnd'));

      app.clock.set(new Date(Date.parse(long.endDate) + 60_000));
      expect(await act('cancel', long._id)).toEqual(refusal(apiMessages, 'cancelAfterEnd'));
      expect(await joinedIds()).toEqual([later._id, long._id]); // both completed: the latest start first
      const outsider = await createUser(app);
      const refused = await app.inject({ method: 'PATCH', url: `/api/events/${long._id}/join`, headers: as(await tokenFor(app, outsider)) });
      expect(refused.json()).toEqual(refusal(apiMessages, 'eventEnded'));
    } finally {
      app.clock.set(start);
    }
  });
});
