import { describe, expect, it } from 'vitest';
import { impactCsv, impactFileName } from './impact-csv.ts';

describe('the volunteer-hours CSV', () => {
  it("has a header row, CRLF line ends, quotes where needed, no runnable formulas, and each start as the event's clock read it", () => {
    const csv = impactCsv([
      {
        _id: 'a',
        title: '@SUM(1,2)',
        type: 'Cleanup',
        date: '2026-03-01T03:00:00.000Z',
        timeZone: 'Asia/Dhaka',
        endDate: '2026-03-01T11:00:00.000Z',
        hours: 2,
        location: 'Mirpur, Dhaka',
      },
      {
        _id: 'b',
        title: 'Say "hi"',
        type: 'Education',
        date: '2026-02-01T14:00:00.000Z',
        timeZone: 'America/New_York',
        endDate: '2026-02-01T09:45:00.000Z',
        hours: 0.75,
        location: '-1 Floor',
      },
    ]);
    expect(csv).toBe(
      '\uFEFFEvent,Type,Date,Hours,Location\r\n' +
        `"'@SUM(1,2)",Cleanup,2026-03-01T09:00:00+06:00,2,"Mirpur, Dhaka"\r\n` +
        `"Say ""hi""",Education,2026-02-01T09:00:00-05:00,0.75,'-1 Floor\r\n`,
    );
  });

  it('is named after the day it was made', () => {
    expect(impactFileName(new Date('2026-11-22T23:59:00Z'))).toBe('volunteer-hours-2026-11-22.csv');
  });
});
