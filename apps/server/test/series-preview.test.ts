// Issue 40's form: "Repeats" shows the first dates before saving. POST /api/series/preview answers the
// dates the series' own rule gives, on the event's clock, refuses what POST /api/series refuses, and writes nothing.
import { afterAll, describe, expect, it } from 'vitest';
import { dayAt, wallTimeOf } from '@volunteering/shared/event-time';
import { seriesFieldMessages } from '@volunteering/shared/texts/series';
import { apiMessages } from '@volunteering/shared/texts/api';
import { as, buildTestApp, createUser, snapshot, testClock } from './helpers/build.ts';
import { fieldSaid, said } from './helpers/answers.ts';

const app = await buildTestApp({}, { clock: testClock(new Date('2027-02-01T12:00:00Z')) });
afterAll(() => app.close());

const preview = async (payload: object, headers: Record<string, string> = {}) => app.inject({ method: 'POST', url: '/api/series/preview', headers, payload });

describe('POST /api/series/preview', () => {
  it('answers every Saturday at 10:00 in Dhaka, and writes nothing', async () => {
    const organizer = await createUser(app);
    const before = await snapshot(app);
    const res = await preview(
      {
        date: dayAt(app.now(), 'Asia/Dhaka', 1, 10).toISOString(),
        timeZone: 'Asia/Dhaka',
        recurrence: { frequency: 'weekly', interval: 1, byWeekday: ['SA'], count: 5 },
      },
      as(organizer),
    );
    expect(res.statusCode, res.body).toBe(200);
    const dates = (res.json() as { dates: string[] }).dates.map((date) => new Date(date));
    expect(dates).toHaveLength(5);
    for (const date of dates) {
      expect(new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'Asia/Dhaka' }).format(date)).toBe('Saturday');
      expect(wallTimeOf(date, 'Asia/Dhaka')).toMatchObject({ hour: 10, minute: 0 });
    }
    expect(await snapshot(app)).toBe(before);
  });

  it("refuses an end more than a year ahead with the series' message", async () => {
    const res = await preview(
      {
        date: dayAt(app.now(), 'Asia/Dhaka', 1, 10).toISOString(),
        timeZone: 'Asia/Dhaka',
        recurrence: { frequency: 'weekly', interval: 1, byWeekday: ['SA'], until: '2028-03-01' },
      },
      as(await createUser(app)),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ...said(apiMessages, 'invalidInput'), errors: [fieldSaid('recurrence.until', seriesFieldMessages, 'untilTooFar')] });
  });

  it('asks to sign in', async () => {
    const res = await preview({
      date: dayAt(app.now(), 'Asia/Dhaka', 1, 10).toISOString(),
      timeZone: 'Asia/Dhaka',
      recurrence: { frequency: 'weekly', byWeekday: ['SA'], count: 2 },
    });
    expect(res.statusCode).toBe(401);
  });
});
