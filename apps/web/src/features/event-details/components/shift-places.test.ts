import type { EventShift, VolunteerEvent } from '@volunteering/shared/event-schemas';
import { describe, expect, it } from 'vitest';
import { clashOf, freePlaces, timelineOf, timelineRows } from './shift-places.ts';

const shift = (id: string, title: string, start: string, end: string, more: Partial<EventShift> = {}): EventShift => ({
  id,
  title,
  description: '',
  start,
  end,
  capacity: 3,
  joined: 0,
  restricted: false,
  waitlisted: 0,
  held: 0,
  ...more,
});

// Dhaka is GMT+6: 02:00Z is 8:00 there. Kathmandu is GMT+5:45: its hours fall at :15 UTC.
const leads = shift('a', 'Team lead', '2026-12-10T02:00:00.000Z', '2026-12-10T04:00:00.000Z');
const desk = shift('b', 'Registration desk', '2026-12-10T02:30:00.000Z', '2026-12-10T04:00:00.000Z');
const secondLead = shift('c', 'Team lead', '2026-12-10T03:00:00.000Z', '2026-12-10T05:00:00.000Z');
const lateLead = shift('d', 'Team lead', '2026-12-10T05:00:00.000Z', '2026-12-10T06:45:00.000Z');

describe('freePlaces', () => {
  it('counts neither the places taken nor those held for someone offered one', () => {
    expect(freePlaces(shift('x', 'Desk', leads.start, leads.end, { capacity: 3, joined: 1, held: 1 }))).toBe(1);
    expect(freePlaces(shift('x', 'Desk', leads.start, leads.end, { capacity: 3, joined: 2, held: 1 }))).toBe(0);
  });
});

describe('clashOf', () => {
  const event = (myShifts?: string[]) => ({ shifts: [leads, desk, secondLead, lateLead], myShifts }) as unknown as VolunteerEvent;
  it("names the caller's shift a shift overlaps, and none for shifts that only touch or their own", () => {
    expect(clashOf(desk, event(['a']))?.title).toBe('Team lead');
    expect(clashOf(lateLead, event(['c']))).toBeUndefined();
    expect(clashOf(leads, event(['a']))).toBeUndefined();
    expect(clashOf(desk, event())).toBeUndefined();
  });
});

describe('timelineOf', () => {
  it('puts each role in its own columns, a second column for a role whose shifts overlap, rows from the hour before', () => {
    const timeline = timelineOf([leads, desk, secondLead, lateLead], 'Asia/Dhaka');
    expect(timeline.roles).toEqual([
      { title: 'Team lead', column: 0, span: 2 },
      { title: 'Registration desk', column: 2, span: 1 },
    ]);
    expect(timeline.columns).toBe(3);
    // 8:00 to 13:00 in 15-minute rows (one shift ends at 12:45).
    expect(timeline.rows).toBe(20);
    expect(timeline.hours.map((hour) => hour.row)).toEqual([0, 4, 8, 12, 16, 20]);
    expect(timeline.blocks.map(({ shift: { id }, column, rowStart, rowEnd }) => [id, column, rowStart, rowEnd])).toEqual([
      ['a', 0, 0, 8],
      ['b', 2, 2, 8],
      ['c', 1, 4, 12],
      ['d', 0, 12, 19],
    ]);
  });

  it("marks the hours of the event's clock, not UTC's", () => {
    const timeline = timelineOf([shift('k', 'Desk', '2026-12-10T03:15:00.000Z', '2026-12-10T04:15:00.000Z')], 'Asia/Kathmandu');
    expect(timeline.hours.map((hour) => new Date(hour.instant).toISOString())).toEqual(['2026-12-10T03:15:00.000Z', '2026-12-10T04:15:00.000Z']);
    expect(timeline.rows).toBe(2);
  });
});

describe('timelineRows', () => {
  it("gives each column's time once: a block over its rows, empty time cut at each hour", () => {
    const rows = timelineRows(timelineOf([leads, desk, secondLead, lateLead], 'Asia/Dhaka'));
    expect(rows).toHaveLength(20);
    // Every row of every column is covered exactly once.
    const covered = Array.from({ length: 3 }, () => Array<number>(20).fill(0));
    rows.forEach((row, index) => {
      for (const cell of row.cells) for (let r = index; r < index + cell.span; r++) covered[cell.column]![r]!++;
    });
    expect(covered.flat().every((count) => count === 1)).toBe(true);
    expect(rows[0]!.hour?.span).toBe(4);
    expect(rows[0]!.cells.map((cell) => [cell.column, cell.span, cell.block?.shift.id ?? null])).toEqual([
      [0, 8, 'a'],
      [1, 4, null],
      [2, 2, null],
    ]);
    expect(rows[2]!.cells.map((cell) => [cell.column, cell.span, cell.block?.shift.id ?? null, cell.onHour])).toEqual([[2, 6, 'b', false]]);
  });
});
