import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dayAt } from '@volunteering/shared/event-time';
import { formatEventDateTime } from '@volunteering/shared/event-time-format';
import { waitlistMessages } from '@volunteering/shared/texts/waitlist';
import { jobs, outbox, participations, waitlistEntries } from '../src/db/schema.ts';
import { as, buildTestApp, createEvent, createUser, eventInput, type TestUser } from './helpers/build.ts';
import { refusal, said } from './helpers/answers.ts';

const app = await buildTestApp();
const DAY = 24 * 3600_000;

async function call(method: 'PATCH' | 'GET' | 'DELETE', url: string, who: TestUser) {
  return app.inject({ method, url, headers: as(who) });
}

/** An event three days ahead (10:00 AM in its zone, Dhaka unless named), filled by `needed` volunteers. */
async function fullEvent(needed: number, timeZone = 'Asia/Dhaka') {
  const organizer = await createUser(app);
  const event = await createEvent(app, organizer, {
    volunteersNeeded: needed,
    date: dayAt(app.now(), timeZone, 3, 10).toISOString(),
    timeZone,
  });
  const participants: TestUser[] = [];
  for (let i = 0; i < needed; i++) {
    const volunteer = await createUser(app);
    expect((await call('PATCH', `/api/events/${event._id}/join`, volunteer)).json().success).toBe(true);
    participants.push(volunteer);
  }
  return { organizer, event, participants };
}

async function waitFor(eventId: string, who: TestUser) {
  return (await call('PATCH', `/api/events/${eventId}/waitlist`, who)).json();
}

const isParticipant = async (eventId: string, userId: string) =>
  (
    await app.db
      .select()
      .from(participations)
      .where(and(eq(participations.eventId, eventId), eq(participations.userId, userId)))
  ).length === 1;

describe('the waitlist of a full event', () => {
  it('takes people in order and tells each their place', async () => {
    const { event, participants } = await fullEvent(2);
    const [third, fourth] = [await createUser(app), await createUser(app)];
    expect((await call('PATCH', `/api/events/${event._id}/join`, third)).json()).toEqual({
      success: false,
      code: 'api.eventFull',
      message: 'This event is full.',
    });

    expect(await waitFor(event._id, third)).toEqual({ success: true, ...said(waitlistMessages, 'joined', 1), position: 1 });
    expect(await waitFor(event._id, fourth)).toMatchObject({ success: true, position: 2 });
    expect(await waitFor(event._id, fourth)).toEqual({ success: false, ...said(waitlistMessages, 'alreadyWaiting', 2), position: 2 });
    expect((await call('GET', `/api/events/${event._id}/waitlist`, fourth)).json()).toEqual({ position: 2, waiting: 2 });
    expect((await call('GET', `/api/events/${event._id}/waitlist`, participants[0]!)).json()).toEqual({ position: null, waiting: 2 });
    expect(await waitFor(event._id, participants[0]!)).toMatchObject({
      success: false,
      code: 'api.alreadyJoined',
      message: 'You have already joined this event.',
    });
  });

  it('is refused while places are left, and once the event has started', async () => {
    const organizer = await createUser(app);
    const open = await createEvent(app, organizer, { volunteersNeeded: 3 });
    expect(await waitFor(open._id, await createUser(app))).toEqual({ success: false, ...said(waitlistMessages, 'notFull'), position: null });

    const { event } = await fullEvent(1);
    app.clock.advance(4 * DAY);
    expect(await waitFor(event._id, await createUser(app))).toMatchObject({ success: false, position: null });
    app.clock.advance(-4 * DAY);
  });

  it('promotes the first person waiting when a participant cancels, in the same step, and e-mails them', async () => {
    const { event, participants } = await fullEvent(2);
    const [third, fourth] = [await createUser(app), await createUser(app)];
    await waitFor(event._id, third);
    await waitFor(event._id, fourth);

    const cancel = await call('PATCH', `/api/events/cancel/${event._id}`, participants[0]!);
    expect(cancel.json().success).toBe(true);

    expect(await isParticipant(event._id, third.id)).toBe(true);
    expect(await isParticipant(event._id, participants[0]!.id)).toBe(false);
    const after = (await call('GET', `/api/events/${event._id}`, third)).json();
    expect(after.volunteersJoined).toBe(2);
    expect(after.joinedUsers).toEqual([third.email]);
    expect((await call('GET', `/api/events/${event._id}/waitlist`, fourth)).json()).toEqual({ position: 1, waiting: 1 });

    const mails = await app.db.select().from(outbox).where(eq(outbox.to, third.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`A place opened up: you're in for ${event.title}`);
    expect(mails[0]!.text).toContain(`It starts ${formatEventDateTime(event.date, 'Asia/Dhaka')} at ${event.location}.`);
    expect(formatEventDateTime(event.date, 'Asia/Dhaka')).toMatch(/ at 10:00 AM GMT\+6$/);
    const reminder = await app.db
      .select()
      .from(jobs)
      .where(like(jobs.key, `event-reminder:${event._id}:${third.id}`));
    expect(reminder).toHaveLength(1);
  });

  it('tells the promoted person the start in the event’s own zone, with its label', async () => {
    const { event, participants } = await fullEvent(1, 'America/New_York');
    expect(event.timeZone).toBe('America/New_York');
    const waiting = await createUser(app);
    await waitFor(event._id, waiting);
    expect((await call('PATCH', `/api/events/cancel/${event._id}`, participants[0]!)).json().success).toBe(true);

    const mails = await app.db.select().from(outbox).where(eq(outbox.to, waiting.email));
    expect(mails).toHaveLength(1);
    const when = formatEventDateTime(event.date, 'America/New_York');
    expect(when).toMatch(/ at 10:00 AM E[SD]T$/);
    expect(mails[0]!.text).toContain(`It starts ${when} at ${event.location}.`);
  });

  it('can be left; leaving twice is refused', async () => {
    const { event } = await fullEvent(1);
    const waiting = await createUser(app);
    await waitFor(event._id, waiting);
    expect((await call('DELETE', `/api/events/${event._id}/waitlist`, waiting)).json()).toEqual({
      success: true,
      ...said(waitlistMessages, 'left'),
      position: null,
    });
    const again = await call('DELETE', `/api/events/${event._id}/waitlist`, waiting);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ ...refusal(waitlistMessages, 'notWaiting'), position: null });
  });

  it('fills new places when the organizer raises the goal', async () => {
    const { organizer, event } = await fullEvent(1);
    const waiting = [await createUser(app), await createUser(app), await createUser(app)];
    for (const person of waiting) await waitFor(event._id, person);

    const res = await app.inject({
      method: 'PATCH',
      url: `/api/events/my-events/${event._id}`,
      headers: as(organizer),
      payload: eventInput(app, { title: event.title, date: event.date, volunteersNeeded: 3 }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().volunteersJoined).toBe(3);
    expect(await isParticipant(event._id, waiting[0]!.id)).toBe(true);
    expect(await isParticipant(event._id, waiting[1]!.id)).toBe(true);
    expect(await isParticipant(event._id, waiting[2]!.id)).toBe(false);
    expect((await call('GET', `/api/events/${event._id}/waitlist`, waiting[2]!)).json()).toEqual({ position: 1, waiting: 1 });
  });

  it('under concurrent cancels, promotes each waiting person exactly once and never overfills', async () => {
    const { event, participants } = await fullEvent(5);
    const waiting: TestUser[] = [];
    for (let i = 0; i < 7; i++) {
      const person = await createUser(app);
      await waitFor(event._id, person);
      waiting.push(person);
    }
    const answers = await Promise.all(participants.map((p) => call('PATCH', `/api/events/cancel/${event._id}`, p)));
    expect(answers.every((a) => a.json().success)).toBe(true);

    const rows = await app.db.select().from(participations).where(eq(participations.eventId, event._id));
    expect(rows.map((r) => r.userId).sort()).toEqual(
      waiting
        .slice(0, 5)
        .map((w) => w.id)
        .sort(),
    );
    const left = await app.db.select().from(waitlistEntries).where(eq(waitlistEntries.eventId, event._id));
    expect(left.map((r) => r.userId).sort()).toEqual(
      waiting
        .slice(5)
        .map((w) => w.id)
        .sort(),
    );
    const after = (await call('GET', `/api/events/${event._id}`, waiting[0]!)).json();
    expect(after.volunteersJoined).toBe(5);
  });
});
