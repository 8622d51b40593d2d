// An event's time belongs to its place (decision 023): zone arithmetic and the spec's time rule.
// How a time reads is in event-time-format.ts, which pages load without this.
import { formatter } from './event-time-format.ts';

/** The zone of an event that names none, unless DEFAULT_TIME_ZONE says otherwise. */
export const DEFAULT_TIME_ZONE = 'Asia/Dhaka';

/** The first and last start a day offers, in the event's zone, and the step between starts. */
export const EVENT_SLOTS = { firstMinute: 8 * 60, lastMinute: 23 * 60 + 30, stepMinutes: 30 } as const;

/** The starts an event may have (issue 35): from the first day of `firstYear`, at most `yearsAhead` years ahead. */
export const EVENT_DATES = { firstYear: 2000, yearsAhead: 2 } as const;

/** The latest start an event may be given at `now`. */
export function latestStart(now: Date): Date {
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + EVENT_DATES.yearsAhead);
  return latest;
}

/** Whether `name` is an IANA time zone this runtime knows ("Asia/Dhaka", "UTC"). */
export function isTimeZone(name: unknown): name is string {
  if (typeof name !== 'string' || name === '' || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** A clock reading in some zone: month 1-12. */
export type WallTime = { year: number; month: number; day: number; hour: number; minute: number };

const PARTS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
};

/** What a clock in `timeZone` reads at `instant`. */
export function wallTimeOf(instant: Date, timeZone: string): WallTime & { second: number } {
  const parts: Record<string, number> = {};
  for (const part of formatter(PARTS, timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds. */
export function offsetAt(instant: Date, timeZone: string): number {
  const wall = wallTimeOf(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant a clock in `timeZone` reads `wall`. Readings a clock skips or shows twice (around
 * 2 AM where daylight saving changes) give a neighbour; no event start (8 AM on) falls there.
 */
export function instantOf(wall: WallTime, timeZone: string): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const first = asUtc - offsetAt(new Date(asUtc), timeZone);
  return new Date(asUtc - offsetAt(new Date(first), timeZone));
}

/** The day `days` after the one a clock in `timeZone` shows at `instant`, at `hour`:`minute` there. */
export function dayAt(instant: Date, timeZone: string, days: number, hour: number, minute = 0): Date {
  const today = wallTimeOf(instant, timeZone);
  const day = new Date(Date.UTC(today.year, today.month - 1, today.day + days));
  return instantOf({ year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), hour, minute }, timeZone);
}

/** `instant` as ISO 8601 in the event's local time with its offset: "2026-12-18T10:00:00+06:00". */
export function isoInZone(instant: Date, timeZone: string): string {
  const wall = wallTimeOf(instant, timeZone);
  const offset = offsetAt(instant, timeZone) / 60_000;
  const pad = (n: number) => String(n).padStart(2, '0');
  const sign = offset < 0 ? '-' : '+';
  const zone = `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}${zone}`;
}

/** The reading of a picker's Date: the form holds the event's clock reading as a Date of this runtime. */
export function readingOf(date: Date): WallTime {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate(), hour: date.getHours(), minute: date.getMinutes() };
}

/** A Date of this runtime that reads `wall`, for a picker that works in the runtime's zone. */
export function dateReading(wall: WallTime): Date {
  return new Date(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
}

/**
 * The problem with a start, or null: (when `mustBeAhead`) passed; before EVENT_DATES' first year or
 * past its years ahead of `now`; or not on a slot of the event's zone.
 */
export function startProblem(iso: string, timeZone: string, now: Date, mustBeAhead: boolean): 'dateInPast' | 'dateTooEarly' | 'dateTooFar' | 'timeSlot' | null {
  const start = Date.parse(iso);
  if (mustBeAhead && start <= now.getTime()) return 'dateInPast';
  if (start < Date.UTC(EVENT_DATES.firstYear, 0, 1)) return 'dateTooEarly';
  if (start > latestStart(now).getTime()) return 'dateTooFar';
  if (!isEventSlot(iso, timeZone)) return 'timeSlot';
  return null;
}

/** Whether a start at this reading keeps the spec's rule: 8:00 AM to 11:30 PM, every 30 minutes. */
export function isSlotTime(wall: Pick<WallTime, 'hour' | 'minute'>): boolean {
  const minutes = wall.hour * 60 + wall.minute;
  return minutes >= EVENT_SLOTS.firstMinute && minutes <= EVENT_SLOTS.lastMinute && minutes % EVENT_SLOTS.stepMinutes === 0;
}

/** Whether `iso` starts on one of the day's slots in `timeZone`, to the second. */
export function isEventSlot(iso: string, timeZone: string): boolean {
  const wall = wallTimeOf(new Date(iso), timeZone);
  return wall.second === 0 && new Date(iso).getUTCMilliseconds() === 0 && isSlotTime(wall);
}
