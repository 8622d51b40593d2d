import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dayAt } from '@volunteering/shared/event-time';
import { jobs, outbox, participations } from '../src/db/schema.ts';
import { as, buildTestApp, createEvent, createUser, participantRows, type TestUser } from './helpers/build.ts';

const app = await buildTestApp();

const call = (method: 'PATCH' | 'GET', url: string, who: TestUser) => app.inject({ method, url, headers: as(who) });

describe('waitlist promotion under concurrent cancels', () => {
  it('fills exactly the freed places from the front of the queue, mails each promoted person once, and renumbers the rest', async () => {
    const organizer = await createUser(app);
    const event = await createEvent(app, organizer, { volunteersNeeded: 6, date: dayAt(app.now(), 'Asia/Dhaka', 5, 10).toISOString() });
    const participants: TestUser[] = [];
    for (let i = 0; i < 6; i++) {
      const person = await createUser(app);
      expect((await call('PATCH', `/api/events/${event._id}/join`, person)).json().success).toBe(true);
      participants.push(person);
    }
    const waiting: TestUser[] = [];
    for (let i = 0; i < 6; i++) {
      const person = await createUser(app);
      expect((await call('PATCH', `/api/events/${event._id}/waitlist`, person)).json().position).toBe(i + 1);
      waiting.push(person);
    }

    // Four of the six cancel at the same moment; two stay.
    const answers = await Promise.all(participants.slice(0, 4).map((p) => call('PATCH', `/api/events/cancel/${event._id}`, p)));
    expect(answers.map((a) => a.json().success)).toEqual([true, true, true, true]);

    const rows = await app.db.select({ userId: participations.userId }).from(participations).where(eq(participations.eventId, event._id));
    const expectedIn = [...participants.slice(4), ...waiting.slice(0, 4)].map((p) => p.id).sort();
    expect(rows.map((r) => r.userId).sort()).toEqual(expectedIn);
    expect(await participantRows(app, event._id)).toBe(6);
    expect((await call('GET', `/api/events/${event._id}`, organizer)).json().volunteersJoined).toBe(6);

    const mails = await app.db
      .select({ to: outbox.to })
      .from(outbox)
      .where(
        inArray(
          outbox.to,
          waiting.map((w) => w.email),
        ),
      );
    expect(mails.map((m) => m.to).sort()).toEqual(
      waiting
        .slice(0, 4)
        .map((w) => w.email)
        .sort(),
    );
    const reminders = await app.db.select({ key: jobs.key }).from(jobs);
    for (const promoted of waiting.slice(0, 4)) {
      expect(reminders.filter((r) => r.key === `event-reminder:${event._id}:${promoted.id}`)).toHaveLength(1);
    }

    expect((await call('GET', `/api/events/${event._id}/waitlist`, waiting[4]!)).json()).toEqual({ position: 1, waiting: 2 });
    expect((await call('GET', `/api/events/${event._id}/waitlist`, waiting[5]!)).json()).toEqual({ position: 2, waiting: 2 });
    expect((await call('GET', '/api/me/waitlist', waiting[0]!)).json()).toEqual([]);
  });
});
