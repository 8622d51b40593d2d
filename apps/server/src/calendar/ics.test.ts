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
  timeZone: 'Asia/Dhaka',
  url: 'https://volunteer.example/events/3f1c2a9e-0000-4000-8000-000000000001',
};

const ics = await buildCalendar([entry, { ...entry, uid: 'second@volunteer-hub', title: 'Tree Planting à Dhaka — ১২৩' }], {
  name: 'My Volunteer Hub events',
  now: new Date('2026-11-22T00:00:00Z'),
});

/** Each event's start as a calendar app reads it: its local time through the file's VTIMEZONE. */
function startInstants(file: string): string[] {
  const calendar = new ICAL.Component(ICAL.parse(file));
  const zone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!);
  return calendar.getAllSubcomponents('vevent').map((c) => {
    const time = new ICAL.Event(c).startDate;
    time.zone = zone;
    return time.toJSDate().toISOString();
  });
}

describe('iCalendar files', () => {
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

  it("write each time as the event's own clock reads it, in its zone", () => {
    expect(ics).toContain('DTSTART;TZID=Asia/Dhaka:20261205T090000\r\n');
    expect(ics).toContain('DTEND;TZID=Asia/Dhaka:20261205T113000\r\n');
    const zone = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vtimezone')!;
    expect(zone.getFirstPropertyValue('tzid')).toBe('Asia/Dhaka');
    expect(zone.getFirstSubcomponent('standard')!.getFirstPropertyValue('tzname')).toBe('GMT+6');
  });

  it("carry the zone's daylight saving changes, so a calendar puts each event at its true instant", async () => {
    const summer = {
      ...entry,
      uid: 'summer@volunteer-hub',
      timeZone: 'America/New_York',
      start: new Date('2026-07-04T13:00:00Z'),
      end: new Date('2026-07-04T15:00:00Z'),
    };
    const winter = { ...summer, uid: 'winter@volunteer-hub', start: new Date('2026-12-12T14:00:00Z'), end: new Date('2026-12-12T16:00:00Z') };
    const file = await buildCalendar([summer, winter], { now: new Date('2026-06-01T00:00:00Z') });
    expect(file).toContain('DTSTART;TZID=America/New_York:20260704T090000\r\n');
    expect(file).toContain('DTSTART;TZID=America/New_York:20261212T090000\r\n');
    const starts = startInstants(file);
    expect(starts).toEqual(['2026-07-04T13:00:00.000Z', '2026-12-12T14:00:00.000Z']);
    expect(file).toContain('DTSTART:20260308T020000\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0400');
    expect(file).toContain('DTSTART:20261101T020000\r\nTZOFFSETFROM:-0400\r\nTZOFFSETTO:-0500');
  });

  it('use CRLF line ends and fold every line to at most 75 octets', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    const lines = ics.split('\r\n').slice(0, -1);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics).not.toMatch(/[^\r]\n/);
  });

  it('hold only the years their events fall in, so a far-dated event costs one year of zone data', async () => {
    const now = {
      ...entry,
      uid: 'now@volunteer-hub',
      timeZone: 'America/New_York',
      start: new Date('2026-07-04T13:00:00Z'),
      end: new Date('2026-07-04T15:00:00Z'),
    };
    const far = { ...now, uid: 'far@volunteer-hub', start: new Date('9999-12-31T14:00:00Z'), end: new Date('9999-12-31T16:00:00Z') };
    const file = await buildCalendar([now, far], { now: new Date('2026-06-01T00:00:00Z') });
    const starts = [...file.matchAll(/BEGIN:(?:STANDARD|DAYLIGHT)\r\nDTSTART:(\d{4})/g)].map((match) => match[1]);
    // Each year opens at its first instant in UTC, which New York's clock reads on 31 December before.
    expect(new Set(starts)).toEqual(new Set(['2025', '2026', '9998', '9999']));
    expect(starts).toHaveLength(6);
    // Both still land at their true instants.
    expect(startInstants(file)).toEqual(['2026-07-04T13:00:00.000Z', '9999-12-31T14:00:00.000Z']);
  });

  it("carry each year's own offset, also in years after the zone changed its clock for good", async () => {
    // Samoa skipped 30 December 2011 to move from UTC-10 (with daylight saving) to UTC+14.
    const before = {
      ...entry,
      uid: 'before@volunteer-hub',
      timeZone: 'Pacific/Apia',
      start: new Date('2010-06-01T20:00:00Z'),
      end: new Date('2010-06-01T22:00:00Z'),
    };
    const after = { ...before, uid: 'after@volunteer-hub', start: new Date('2024-06-01T20:00:00Z'), end: new Date('2024-06-01T22:00:00Z') };
    const file = await buildCalendar([before, after], { now: new Date('2024-01-01T00:00:00Z') });
    expect(file).toContain('DTSTART;TZID=Pacific/Apia:20100601T090000\r\n');
    expect(file).toContain('DTSTART;TZID=Pacific/Apia:20240602T090000\r\n');
    expect(startInstants(file)).toEqual(['2010-06-01T20:00:00.000Z', '2024-06-01T20:00:00.000Z']);
  });
});
