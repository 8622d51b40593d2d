// iCalendar (RFC 5545) for "Add to calendar" and the private calendar feed.

export type CalendarEntry = {
  uid: string;
  title: string;
  description: string;
  location: string;
  start: Date;
  end: Date;
  url: string;
};

const PRODUCT_ID = '-//Volunteer Hub//Events//EN';

/** 20261122T093000Z */
function utc(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
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
  for (const entry of entries) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${entry.uid}`,
      `DTSTAMP:${utc(options.now)}`,
      `DTSTART:${utc(entry.start)}`,
      `DTEND:${utc(entry.end)}`,
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
