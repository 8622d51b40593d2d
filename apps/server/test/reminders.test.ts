import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dayAt } from '@volunteering/shared/event-time';
import { formatEventDateTime } from '@volunteering/shared/event-time-format';
import { jobs, outbox } from '../src/db/schema.ts';
import { as, buildTestApp, createEvent, createUser, eventInput } from './helpers/build.ts';

const app = await buildTestApp();
const HOUR = 3600_000;

const remindersTo = (email: string) =>
  app.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), like(outbox.subject, 'Reminder:%')));

/**
 * An event that starts `hours` from now: at 10:00 AM in `timeZone` (a slot) some days ahead, with
 * the clock moved forward to `hours` before it, so the start is a real slot and the gap is exact.
 */
async function eventInHours(hours: number, title = 'Lake Cleanup at Dhanmondi', timeZone = 'Asia/Dhaka') {
  const start = dayAt(app.now(), timeZone, Math.ceil(hours / 24) + 1, 10);
  app.clock.set(new Date(start.getTime() - hours * HOUR));
  const organizer = await createUser(app);
  const event = await createEvent(app, organizer, { title, date: start.toISOString(), timeZone });
  expect(Date.parse(event.date) - app.now().getTime()).toBe(hours * HOUR);
  return { organizer, event };
}

async function join(eventId: string, volunteer: { token: string }) {
  const res = await app.inject({ method: 'PATCH', url: `/api/events/${eventId}/join`, headers: as(volunteer) });
  expect(res.json().success).toBe(true);
}

describe('event reminders', () => {
  it('reach a participant once, 24 hours before the start, and not before', async () => {
    const { event } = await eventInHours(72);
    const volunteer = await createUser(app);
    await join(event._id, volunteer);

    await app.jobs.runDue();
    expect(await remindersTo(volunteer.email)).toHaveLength(0);

    app.clock.advance(48 * HOUR + 60_000);
    expect(await app.jobs.runDue()).toBeGreaterThanOrEqual(1);
    const mails = await remindersTo(volunteer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Lake Cleanup at Dhanmondi');
    expect(mails[0]!.text).toContain(`Hello ${volunteer.name}`);
    expect(mails[0]!.text).toContain(`http://localhost:3000/events/${event._id}`);

    app.clock.advance(HOUR);
    await app.jobs.runDue();
    expect(await remindersTo(volunteer.email)).toHaveLength(1);
  });

  it('are not scheduled when the event starts within 24 hours', async () => {
    const { event } = await eventInHours(10);
    const volunteer = await createUser(app);
    await join(event._id, volunteer);
    const scheduled = await app.db
      .select()
      .from(jobs)
      .where(like(jobs.key, `event-reminder:${event._id}:%`));
    expect(scheduled).toHaveLength(0);
    // Nor sent: a reminder already due would go out at the next run.
    await app.jobs.runDue();
    app.clock.advance(9 * HOUR);
    await app.jobs.runDue();
    expect(await remindersTo(volunteer.email)).toHaveLength(0);
  });

  it('are not sent to someone who cancelled, and joining again schedules no second one', async () => {
    const { event } = await eventInHours(50);
    const volunteer = await createUser(app);
    await join(event._id, volunteer);
    const cancel = await app.inject({ method: 'PATCH', url: `/api/events/cancel/${event._id}`, headers: as(volunteer) });
    expect(cancel.json().success).toBe(true);
    await join(event._id, volunteer);
    await app.inject({ method: 'PATCH', url: `/api/events/cancel/${event._id}`, headers: as(volunteer) });

    const scheduled = await app.db
      .select()
      .from(jobs)
      .where(like(jobs.key, `event-reminder:${event._id}:%`));
    expect(scheduled).toHaveLength(1);
    app.clock.advance(27 * HOUR);
    await app.jobs.runDue();
    expect(await remindersTo(volunteer.email)).toHaveLength(0);
  });

  it('move with the event when its organizer changes the date', async () => {
    const { organizer, event } = await eventInHours(30);
    const volunteer = await createUser(app);
    await join(event._id, volunteer);

    const later = new Date(Date.parse(event.date) + 72 * HOUR); // three days later, at the same slot
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/events/my-events/${event._id}`,
      headers: as(organizer),
      payload: eventInput(app, { title: event.title, date: later.toISOString() }),
    });
    expect(res.statusCode, res.body).toBe(200);

    app.clock.advance(7 * HOUR); // the old reminder time has passed
    await app.jobs.runDue();
    expect(await remindersTo(volunteer.email)).toHaveLength(0);

    app.clock.set(new Date(later.getTime() - 24 * HOUR + 60_000));
    await app.jobs.runDue();
    expect(await remindersTo(volunteer.email)).toHaveLength(1);
  });

  it.each([
    ['Asia/Dhaka', /at 10:00 AM GMT\+6$/],
    ['America/New_York', /at 10:00 AM E[SD]T$/],
  ])('state the start in the event’s own zone (%s), with its label', async (timeZone, label) => {
    const { event } = await eventInHours(30, 'Zoned Tree Planting', timeZone);
    expect(event.timeZone).toBe(timeZone);
    const volunteer = await createUser(app);
    await join(event._id, volunteer);

    app.clock.advance(6 * HOUR + 60_000);
    await app.jobs.runDue();
    const mails = await remindersTo(volunteer.email);
    expect(mails).toHaveLength(1);
    const when = formatEventDateTime(event.date, timeZone);
    expect(when).toMatch(label);
    expect(mails[0]!.subject).toBe(`Reminder: Zoned Tree Planting, ${when}`);
    expect(mails[0]!.text).toContain(`It starts ${when} at ${event.location}.`);
  });
});
