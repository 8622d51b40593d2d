import { describe, expect, it } from 'vitest';
import { attendanceOpen } from './attendance-open.ts';

const shift = (start: string, end: string) => ({
  id: start,
  title: 'Desk',
  description: '',
  start,
  end,
  capacity: 3,
  joined: 0,
  restricted: false,
  waitlisted: 0,
  held: 0,
});
const day = { date: '2026-12-12T03:00:00.000Z', endDate: '2026-12-12T09:00:00.000Z' };

describe('attendanceOpen', () => {
  it('opens an event without shifts once it has ended, not at its end', () => {
    expect(attendanceOpen({ ...day, shifts: [] }, Date.parse(day.endDate))).toBe(false);
    expect(attendanceOpen({ ...day, shifts: [] }, Date.parse(day.endDate) + 1)).toBe(true);
  });

  it('opens an event with shifts once its first shift has ended, before the event has', () => {
    const event = { ...day, shifts: [shift('2026-12-12T03:00:00.000Z', '2026-12-12T04:00:00.000Z'), shift('2026-12-12T05:00:00.000Z', day.endDate)] };
    expect(attendanceOpen(event, Date.parse('2026-12-12T04:00:00.000Z'))).toBe(false);
    expect(attendanceOpen(event, Date.parse('2026-12-12T04:00:00.001Z'))).toBe(true);
  });
});
