// A series' rule (issue 40) read by the rrule library: its starts on the event's clock. rrule works
// in "floating" time (its UTC fields are the wall clock); each start is then read as an instant in
// the event's zone (event-time.ts), so 9:00 AM stays 9:00 AM across a change to daylight saving time.
// rrule is published as CommonJS: its classes come on the default export under Node.
import rrulePackage, { type Options, type Weekday as RRuleWeekday } from 'rrule';
import { messageOf } from '@volunteering/shared/i18n/messages';
import { instantOf, startProblem, wallTimeOf } from '@volunteering/shared/event-time';
import { startMessage } from '@volunteering/shared/event-schemas';
import { SERIES_LIMITS, WEEKDAYS, type SeriesRecurrence } from '@volunteering/shared/series-schemas';
import { seriesFieldMessages } from '@volunteering/shared/texts/series';
import { apiMessages } from '@volunteering/shared/texts/api';
import { InvalidInput } from '../domain-errors.ts';

const { RRule } = rrulePackage;
const DAY_MS = 24 * 3600_000;
const RRULE_DAYS: Record<(typeof WEEKDAYS)[number], RRuleWeekday> = {
  MO: RRule.MO,
  TU: RRule.TU,
  WE: RRule.WE,
  TH: RRule.TH,
  FR: RRule.FR,
  SA: RRule.SA,
  SU: RRule.SU,
};

/** An instant's clock reading in `timeZone`, as a floating Date (its UTC fields are the reading). */
function floating(instant: Date, timeZone: string): Date {
  const w = wallTimeOf(instant, timeZone);
  return new Date(Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute));
}

/** The instant a floating Date's reading names in `timeZone`. */
function real(reading: Date, timeZone: string): Date {
  return instantOf(
    {
      year: reading.getUTCFullYear(),
      month: reading.getUTCMonth() + 1,
      day: reading.getUTCDate(),
      hour: reading.getUTCHours(),
      minute: reading.getUTCMinutes(),
    },
    timeZone,
  );
}

/** The last instant a rule's `until` allows: a day (YYYY-MM-DD) is the whole of that day in the event's zone. */
export function untilOf(until: string, timeZone: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(until)) return new Date(until);
  const [year, month, day] = until.split('-').map(Number) as [number, number, number];
  return new Date(instantOf({ year, month, day: day + 1, hour: 0, minute: 0 }, timeZone).getTime() - 1);
}

/** The rule's options for rrule, from its first start on (the start counts only when it fits the rule). */
function optionsOf(rule: SeriesRecurrence, firstStart: Date, timeZone: string, endsAfter?: Date | null): Partial<Options> {
  const until = [rule.until ? untilOf(rule.until, timeZone) : null, endsAfter ?? null].filter((d): d is Date => d !== null);
  const last = until.length ? new Date(Math.min(...until.map((d) => d.getTime()))) : null;
  return {
    freq: rule.frequency === 'weekly' ? RRule.WEEKLY : RRule.MONTHLY,
    interval: rule.interval,
    dtstart: floating(firstStart, timeZone),
    ...(rule.byWeekday?.length && { byweekday: rule.byWeekday.map((day) => RRULE_DAYS[day]) }),
    ...(rule.bySetPos !== undefined && { bysetpos: rule.bySetPos }),
    ...(rule.count !== undefined && { count: rule.count }),
    // Floating too: the reading of the last instant allowed.
    ...(last && { until: floating(last, timeZone) }),
    wkst: RRule.MO,
  };
}

/** Every start of the rule, as instants, soonest first (at most SERIES_LIMITS' count, or a year of dates). */
export function startsOf(rule: SeriesRecurrence, firstStart: Date, timeZone: string, endsAfter?: Date | null): Date[] {
  const rrule = new RRule(optionsOf(rule, firstStart, timeZone, endsAfter));
  // A rule without count ends on `until`, at most a year ahead: the iterator stops there; 400 guards it.
  return rrule.all((_, i) => i < 400).map((reading) => real(reading, timeZone));
}

/**
 * The rule's problems against the clock, as fields to correct: `until` at most a year ahead, a rule
 * that gives no date, or a date that breaks the event's time rule (a slot, not passed, not too far).
 */
export function checkRecurrence(rule: SeriesRecurrence, firstStart: Date, timeZone: string, now: Date): Date[] {
  const refuse = (field: string, message: ReturnType<typeof messageOf>) => {
    throw new InvalidInput(messageOf(apiMessages, 'invalidInput'), [{ field, message }]);
  };
  if (rule.until && untilOf(rule.until, timeZone).getTime() > now.getTime() + SERIES_LIMITS.untilDaysAhead * DAY_MS) {
    refuse('recurrence.until', messageOf(seriesFieldMessages, 'untilTooFar'));
  }
  const starts = startsOf(rule, firstStart, timeZone);
  if (starts.length === 0) refuse('recurrence', messageOf(seriesFieldMessages, 'noDates'));
  for (const start of starts) {
    const problem = startProblem(start.toISOString(), timeZone, now, true);
    if (problem) refuse('event.date', startMessage(problem));
  }
  return starts;
}

/**
 * The rule as an iCalendar RRULE line for a VEVENT whose DTSTART names the event's zone: UNTIL is
 * then a UTC instant (RFC 5545, 3.3.10); a series ended early ends on its last date.
 */
export function rruleLine(rule: SeriesRecurrence, firstStart: Date, timeZone: string, endsAfter?: Date | null): string {
  const options = optionsOf(rule, firstStart, timeZone, endsAfter);
  const starts = startsOf(rule, firstStart, timeZone, endsAfter);
  const { dtstart: _dtstart, until, ...rest } = options;
  const ended = endsAfter !== undefined && endsAfter !== null;
  const last = starts.at(-1);
  const line = RRule.optionsToString({
    ...rest,
    ...(ended && { count: undefined }),
    ...((until || ended) && last && { until: last }),
  });
  return line.replace(/^RRULE:/, '');
}
