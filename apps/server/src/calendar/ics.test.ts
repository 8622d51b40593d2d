import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildCalendar, type CalendarEntry } from './ics.ts';

const entry: CalendarEntry = {
  uid: '3f1c2a9e-0000-4000-8000-000000000001@volunteer-hub',
  title: 'Beach Cleanup; bring gloves, hats & water',
  description: 'Line one\nLine two with a backslash \\ and a comma, too. ' + 'Long text '.repeat(20),
  location: "Cox's Bazar, Bangladesh",
  start: new Date('2026-12-05T03:00:00Z'),
  end: new Date('2026-12-05T05:30:00Z'),
  url: 'https://volunteer.example/events/3f1c2a9e-0000-4000-8000-000000000001',
};

describe('iCalendar files', () => {
  const ics = buildCalendar([entry, { ...entry, uid: 'second@volunteer-hub', title: 'Tree Planting à Dhaka — ১২৩' }], {
    name: 'My Volunteer Hub events',
    now: new Date('2026-11-22T00:00:00Z'),
  });

  it('parse back, with a calendar parser, to the same events', () => {
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('My Volunteer Hub events');
    const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
    expect(events).toHaveLength(2);
    const [first, second] = events;
    expect(first!.uid).toBe(entry.uid);
    expect(first!.summary).toBe(entry.title);
    expect(first!.location).toBe(entry.location);
    expect(first!.description).toBe(`${entry.description}\n\n${entry.url}`);
    expect(first!.startDate.toJSDate().toISOString()).toBe('2026-12-05T03:00:00.000Z');
    expect(first!.endDate.toJSDate().toISOString()).toBe('2026-12-05T05:30:00.000Z');
    expect(second!.summary).toBe('Tree Planting à Dhaka — ১২৩');
  });

  it('use CRLF line ends and fold every line to at most 75 octets', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    const lines = ics.split('\r\n').slice(0, -1);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics).not.toMatch(/[^\r]\n/);
  });
});
