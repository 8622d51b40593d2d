// iCalendar (RFC 5545) for "Add to calendar" and the private calendar feed. Times are written in
// the event's own zone (DTSTART;TZID=…), with a VTIMEZONE that says what that zone's clock did.
import { offsetAt, wallTimeOf } from '@volunteering/shared/event-time';
import { zoneLabel } from '@volunteering/shared/event-time-format';

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
};

const PRODUCT_ID = '-//Volunteer Hub//Events//EN';

/** 20261122T093000Z */
function utc(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
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

/** The instants in [from, to] at which the zone's offset changes, each found to the minute. */
function transitions(timeZone: string, from: number, to: number): number[] {
  const found: number[] = [];
  for (let day = from; day < to; day += DAY_MS) {
    let low = day;
    let high = Math.min(day + DAY_MS, to);
    if (offsetAt(new Date(low), timeZone) === offsetAt(new Date(high), timeZone)) continue;
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 120_000) * 60_000;
      if (offsetAt(new Date(middle), timeZone) === offsetAt(new Date(low), timeZone)) low = middle;
      else high = middle;
    }
    found.push(high);
  }
  return found;
}

/** The zone's offsets over the entries' span (a year either side), as VTIMEZONE lines. */
function timeZoneLines(timeZone: string, instants: Date[]): string[] {
  const times = instants.map((date) => date.getTime());
  const from = Math.min(...times) - 366 * DAY_MS;
  const to = Math.max(...times) + 366 * DAY_MS;
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
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`, ...observance(from, first, first)];
  for (const at of transitions(timeZone, from, to)) {
    lines.push(...observance(at, offsetAt(new Date(at - 60_000), timeZone), offsetAt(new Date(at), timeZone)));
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

/** Backslash, semicolon, comma and line breaks are escaped in TEXT values (RFC 5545, 3.3.11). */
function text(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545, 3.1). */
function fold(line: string): string {
  const bytes = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const charSize = bytes.encode(char).length;
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

export function buildCalendar(entries: CalendarEntry[], options: { name?: string; now: Date }): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${PRODUCT_ID}`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  if (options.name) lines.push(`X-WR-CALNAME:${text(options.name)}`);
  const zones = new Map<string, Date[]>();
  for (const entry of entries) zones.set(entry.timeZone, [...(zones.get(entry.timeZone) ?? []), entry.start, entry.end]);
  for (const [timeZone, instants] of zones) lines.push(...timeZoneLines(timeZone, instants));
  for (const entry of entries) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${entry.uid}`,
      `DTSTAMP:${utc(options.now)}`,
      `DTSTART;TZID=${entry.timeZone}:${local(entry.start, entry.timeZone)}`,
      `DTEND;TZID=${entry.timeZone}:${local(entry.end, entry.timeZone)}`,
      `SUMMARY:${text(entry.title)}`,
      `DESCRIPTION:${text(`${entry.description}\n\n${entry.url}`)}`,
      `LOCATION:${text(entry.location)}`,
      `URL:${entry.url}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
