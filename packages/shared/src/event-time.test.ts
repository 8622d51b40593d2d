import { describe, expect, it } from 'vitest';
import { dayAt, instantOf, isEventSlot, isTimeZone, startProblem, wallTimeOf } from './event-time.ts';
import { formatEventDateTime, formatEventEnd, zoneLabel } from './event-time-format.ts';

describe("an event's time in its own zone", () => {
  it('reads the same instant as each place shows it, with the zone label', () => {
    const iso = '2026-03-14T03:30:00.000Z';
    expect(formatEventDateTime(iso, 'Asia/Dhaka')).toBe('Saturday, March 14, 2026 at 9:30 AM GMT+6');
    expect(formatEventDateTime(iso, 'America/New_York')).toBe('Friday, March 13, 2026 at 11:30 PM EDT');
    expect(formatEventDateTime(iso, 'Asia/Kolkata')).toBe('Saturday, March 14, 2026 at 9:00 AM GMT+5:30');
  });

  it('gives the end as a time on the same day, else in full', () => {
    expect(formatEventEnd('2026-03-14T03:30:00.000Z', '2026-03-14T05:30:00.000Z', 'Asia/Dhaka')).toBe('11:30 AM GMT+6');
    expect(formatEventEnd('2026-03-14T16:00:00.000Z', '2026-03-14T19:00:00.000Z', 'Asia/Dhaka')).toBe('Sunday, March 15, 2026 at 1:00 AM GMT+6');
  });

  it('reads in Bangla with Bangla digits and month names, the part of the day before the time', () => {
    expect(formatEventDateTime('2026-12-10T04:00:00.000Z', 'Asia/Dhaka', 'bn-BD')).toBe('বৃহস্পতিবার, ১০ ডিসেম্বর ২০২৬, সকাল ১০:০০ GMT +৬');
    expect(formatEventDateTime('2026-12-10T14:30:00.000Z', 'Asia/Dhaka', 'bn-BD')).toBe('বৃহস্পতিবার, ১০ ডিসেম্বর ২০২৬, রাত ৮:৩০ GMT +৬');
    expect(formatEventEnd('2026-12-10T04:00:00.000Z', '2026-12-10T07:00:00.000Z', 'Asia/Dhaka', 'bn-BD')).toBe('দুপুর ১:০০ GMT +৬');
    expect(formatEventEnd('2026-12-10T16:00:00.000Z', '2026-12-10T19:00:00.000Z', 'Asia/Dhaka', 'bn-BD')).toBe('শুক্রবার, ১১ ডিসেম্বর ২০২৬, রাত ১:০০ GMT +৬');
  });

  it('turns a clock reading in a zone into its instant and back, across daylight saving', () => {
    const cases = [
      ['Asia/Dhaka', { year: 2026, month: 12, day: 18, hour: 10, minute: 0 }, '2026-12-18T04:00:00.000Z'],
      ['America/New_York', { year: 2026, month: 1, day: 10, hour: 9, minute: 30 }, '2026-01-10T14:30:00.000Z'],
      ['America/New_York', { year: 2026, month: 7, day: 10, hour: 9, minute: 30 }, '2026-07-10T13:30:00.000Z'],
      ['America/New_York', { year: 2026, month: 3, day: 8, hour: 8, minute: 0 }, '2026-03-08T12:00:00.000Z'],
      ['America/New_York', { year: 2026, month: 11, day: 1, hour: 8, minute: 0 }, '2026-11-01T13:00:00.000Z'],
      ['Asia/Kolkata', { year: 2026, month: 5, day: 1, hour: 23, minute: 30 }, '2026-05-01T18:00:00.000Z'],
    ] as const;
    for (const [zone, wall, iso] of cases) {
      expect(instantOf(wall, zone).toISOString(), `${zone} ${JSON.stringify(wall)}`).toBe(iso);
      expect(wallTimeOf(new Date(iso), zone)).toEqual({ ...wall, second: 0 });
    }
  });

  it("counts days from the zone's own today", () => {
    // 20:00 UTC on the 23rd is already the 24th in Dhaka.
    expect(dayAt(new Date('2026-11-23T20:00:00Z'), 'Asia/Dhaka', 1, 8).toISOString()).toBe('2026-11-25T02:00:00.000Z');
    expect(dayAt(new Date('2026-11-23T20:00:00Z'), 'America/New_York', 0, 8).toISOString()).toBe('2026-11-23T13:00:00.000Z');
  });

  it('keeps starts to 8:00 AM to 11:30 PM on the hour or half past, in the zone of the event', () => {
    expect(isEventSlot('2026-12-18T02:00:00.000Z', 'Asia/Dhaka')).toBe(true); // 8:00 AM
    expect(isEventSlot('2026-12-18T17:30:00.000Z', 'Asia/Dhaka')).toBe(true); // 11:30 PM
    expect(isEventSlot('2026-12-18T21:15:00.000Z', 'Asia/Dhaka')).toBe(false); // 3:15 AM
    expect(isEventSlot('2026-12-18T01:30:00.000Z', 'Asia/Dhaka')).toBe(false); // 7:30 AM
    expect(isEventSlot('2026-12-18T04:10:00.000Z', 'Asia/Dhaka')).toBe(false); // 10:10 AM
    expect(isEventSlot('2026-12-18T04:00:30.000Z', 'Asia/Dhaka')).toBe(false);
    expect(isEventSlot('2026-12-18T04:00:00.000Z', 'Asia/Kolkata')).toBe(true); // 9:30 AM there
  });

  it('keeps starts from 2000 to two years ahead of now (issue 35)', () => {
    const now = new Date('2026-11-28T03:00:00Z');
    // 10:00 AM in Dhaka on the day in question.
    const dhaka = (day: string) => `${day}T04:00:00.000Z`;
    expect(startProblem(dhaka('2028-11-28'), 'Asia/Dhaka', now, true)).toBe('dateTooFar');
    expect(startProblem(dhaka('2028-11-27'), 'Asia/Dhaka', now, true)).toBeNull();
    expect(startProblem(dhaka('9999-12-31'), 'Asia/Dhaka', now, false)).toBe('dateTooFar');
    expect(startProblem(dhaka('1999-12-31'), 'Asia/Dhaka', now, false)).toBe('dateTooEarly');
    expect(startProblem(dhaka('2000-01-01'), 'Asia/Dhaka', now, false)).toBeNull();
    // On create, a past start is first of all past.
    expect(startProblem(dhaka('1999-12-31'), 'Asia/Dhaka', now, true)).toBe('dateInPast');
  });

  it('knows real zones only', () => {
    expect(isTimeZone('Asia/Dhaka')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(6)).toBe(false);
    expect(zoneLabel(new Date('2026-01-10T00:00:00Z'), 'America/New_York')).toBe('EST');
  });
});
