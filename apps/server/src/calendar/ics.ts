// iCalendar (RFC 5545) for "Add to calendar" and the private calendar feed. Times are written in
// the event's own zone (DTSTART;TZID=…), with a VTIMEZONE that says what that zone's clock did.
import { LRUCache } from 'lru-cache';
import { offsetAt, wallTimeOf } from '@volunteering/shared/event-time';
import { zoneLabel } from '@volunteering/shared/event-time-format';
import { pagePath } from '@volunteering/shared/pages';

export type CalendarEntry = {
  uid: string;
  title: string;
  description: string;
  location: string;
  start: Date;
  end: Date;
  /** IANA name of the event's zone. */
  timeZone: string;
  url: string;
  /** Its organizer cancelled it: calendars that have it show it struck out (STATUS:CANCELLED). */
  cancelled?: boolean;
  /** A series' rule (issue 40): the RRULE value, and the starts of its dates cancelled (EXDATE). */
  rrule?: string;
  exdates?: Date[];
  /** A series' last start: its zone's VTIMEZONE reaches that year. */
  lastStart?: Date;
};

/** One of our events as an entry: its UID and its page's address are chosen here only. */
export function eventEntry(event: Omit<CalendarEntry, 'uid' | 'url'> & { id: string }, publicUrl: string): CalendarEntry {
  const { id, ...entry } = event;
  return { ...entry, uid: `${id}@volunteer-hub`, url: `${publicUrl}${pagePath('eventDetails', { id })}` };
}

/** The event's facts a shift's entry takes; the shift's own title (its role), description, start and end. */
type EventFacts = Omit<CalendarEntry, 'uid' | 'url' | 'start' | 'end'> & { id: string };
type ShiftFacts = { id: string; title: string; description: string; start: Date; end: Date };

/**
 * One shift a person holds as an entry (issue 38): "Event — Role", the shift's own times, the event's
 * place and page, and a UID of its own that stays while the shift does.
 */
export function shiftEntry(event: EventFacts, shift: ShiftFacts, publicUrl: string): CalendarEntry {
  const entry = eventEntry({ ...event, start: shift.start, end: shift.end }, publicUrl);
  const description = shift.description ? `${shift.description}\n\n${event.description}` : event.description;
  return { ...entry, uid: `shift-${shift.id}@volunteer-hub`, title: `${event.title} — ${shift.title}`, description };
}

/** The name an event's .ics file is saved as: its title in letters and digits, at most 60. */
export function calendarFileName(title: string): string {
  const name =
    title
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'event';
  return `${name}.ics`;
}

const PRODUCT_ID = '-//Volunteer Hub//Events//EN';

/** 20261122T093000Z */
function utc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');

/** 20261122T153000: what a clock in `timeZone` reads at `date`. */
function local(date: Date, timeZone: string): string {
  const w = wallTimeOf(date, timeZone);
  return `${w.year}${pad(w.month)}${pad(w.day)}T${pad(w.hour)}${pad(w.minute)}${pad(w.second)}`;
}

/** +0600, -0430 */
function offsetText(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.trunc(minutes / 60))}${pad(minutes % 60)}`;
}

const DAY_MS = 24 * 3600_000;

// The first zone reading of a process loads ICU's zone data (about 40 ms at once): at start, not in a request.
offsetAt(new Date(0), 'Asia/Dhaka');

/** A zone's observances by UTC year, as VTIMEZONE lines: a feed asks for the same few again and again. */
const observancesByYear = new LRUCache<string, string[]>({ max: 2_000 });

/**
 * The zone's offsets within one UTC year, as VTIMEZONE observances: the offset it starts the year
 * with, then each change, found day by day and then to the minute (2-5 ms a year). Each year stands
 * alone, so a calendar needs only the years its events fall in (issue 35).
 */
function yearObservances(timeZone: string, year: number): string[] {
  const key = `${timeZone} ${year}`;
  const kept = observancesByYear.get(key);
  if (kept) return kept;
  const from = Date.UTC(year, 0, 1);
  const to = Date.UTC(year + 1, 0, 1);
  const observance = (start: number, before: number, after: number) => [
    `BEGIN:${after > before ? 'DAYLIGHT' : 'STANDARD'}`,
    // The local time at which it starts, as the clock read before it (RFC 5545, 3.6.5).
    `DTSTART:${utc(new Date(start + before)).slice(0, -1)}`,
    `TZOFFSETFROM:${offsetText(before)}`,
    `TZOFFSETTO:${offsetText(after)}`,
    `TZNAME:${zoneLabel(new Date(start), timeZone)}`,
    `END:${after > before ? 'DAYLIGHT' : 'STANDARD'}`,
  ];
  const first = offsetAt(new Date(from), timeZone);
  const lines = observance(from, first, first);
  for (let day = from; day < to; day += DAY_MS) {
    let low = day;
    let high = Math.min(day + DAY_MS, to);
    if (offsetAt(new Date(low), timeZone) === offsetAt(new Date(high), timeZone)) continue;
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 120_000) * 60_000;
      if (offsetAt(new Date(middle), timeZone) === offsetAt(new Date(low), timeZone)) low = middle;
      else high = middle;
    }
    if (high < to) lines.push(...observance(high, offsetAt(new Date(high - 60_000), timeZone), offsetAt(new Date(high), timeZone)));
  }
  observancesByYear.set(key, lines);
  return lines;
}

/** Hands the event loop back whenever one stretch of work has held it SLICE_MS: no calendar, however large, stalls other requests. */
const SLICE_MS = 10;
function slices() {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < SLICE_MS) return;
    await new Promise((resolve) => setImmediate(resolve));
    since = performance.now();
  };
}

/** Backslash, semicolon, comma and line breaks are escaped in TEXT values (RFC 5545, 3.3.11). */
function text(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** The bytes a code point takes in UTF-8. */
const utf8Size = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545, 3.1). */
function fold(line: string): string {
  // A UTF-16 unit is at most 3 bytes of UTF-8 (a pair, 4): 25 units never pass 75 bytes.
  if (line.length <= 25) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const charSize = utf8Size(char.codePointAt(0)!);
    if (size + charSize > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += charSize;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export async function buildCalendar(entries: CalendarEntry[], options: { name?: string; now: Date }): Promise<string> {
  const pause = slices();
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${PRODUCT_ID}`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  if (options.name) lines.push(`X-WR-CALNAME:${text(options.name)}`);
  // Each zone's VTIMEZONE holds the UTC years its entries start or end in, and nothing between.
  const years = new Map<string, Set<number>>();
  for (const entry of entries) {
    const kept = years.get(entry.timeZone) ?? new Set<number>();
    kept.add(entry.start.getUTCFullYear()).add(entry.end.getUTCFullYear());
    if (entry.lastStart) for (let year = entry.start.getUTCFullYear(); year <= entry.lastStart.getUTCFullYear(); year++) kept.add(year);
    years.set(entry.timeZone, kept);
  }
  for (const [timeZone, inZone] of years) {
    lines.push('BEGIN:VTIMEZONE', `TZID:${timeZone}`);
    for (const year of [...inZone].sort((a, b) => a - b)) {
      lines.push(...yearObservances(timeZone, year));
      await pause();
    }
    lines.push('END:VTIMEZONE');
  }
  for (const entry of entries) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${entry.uid}`,
      `DTSTAMP:${utc(options.now)}`,
      `DTSTART;TZID=${entry.timeZone}:${local(entry.start, entry.timeZone)}`,
      `DTEND;TZID=${entry.timeZone}:${local(entry.end, entry.timeZone)}`,
      ...(entry.rrule ? [`RRULE:${entry.rrule}`] : []),
      ...(entry.exdates?.length ? [`EXDATE;TZID=${entry.timeZone}:${entry.exdates.map((date) => local(date, entry.timeZone)).join(',')}`] : []),
      `SUMMARY:${text(entry.title)}`,
      `DESCRIPTION:${text(`${entry.description}\n\n${entry.url}`)}`,
      `LOCATION:${text(entry.location)}`,
      `URL:${entry.url}`,
      `STATUS:${entry.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
      'END:VEVENT',
    );
    await pause();
  }
  lines.push('END:VCALENDAR');
  const folded: string[] = [];
  for (const line of lines) {
    folded.push(fold(line));
    if (folded.length % 256 === 0) await pause();
  }
  return `${folded.join('\r\n')}\r\n`;
}
