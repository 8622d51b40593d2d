// How an event's time reads: in the event's own zone, with the zone's short label, whatever the
// viewer's zone (decision 023), in the page's language (decision 031). Kept apart from the zone
// arithmetic (event-time.ts) so that pages which only show times load only this.
import { EVENT_DATE_TIME_FORMAT } from './constants.ts';
import { dateTimeFormat } from './intl-formats.ts';

/** The locale `Intl` writes in when none is given: the spec's English. */
const ENGLISH = 'en-US';

/** One formatter per form, zone (undefined: the viewer's own) and locale, built once. */
export function formatter(options: Intl.DateTimeFormatOptions, timeZone: string | undefined, locale = ENGLISH): Intl.DateTimeFormat {
  return dateTimeFormat(locale, { ...options, timeZone });
}

const ZONE_LABEL: Intl.DateTimeFormatOptions = { timeZoneName: 'short' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', ...ZONE_LABEL };
const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'numeric', day: 'numeric' };
/** Bangla says the part of the day before the time ("সকাল ১০:০০"), where ICU's pattern writes "AM". */
const PART_OF_DAY: Intl.DateTimeFormatOptions = { hour: 'numeric', dayPeriod: 'short' };

/** Bangla's everyday word for a part of the day where CLDR has a bookish one. */
const EVERYDAY: Record<string, string> = { রাত্রি: 'রাত' };

type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;
function partsOf(options: Intl.DateTimeFormatOptions, timeZone: string | undefined, locale: string, instant: Date): Parts {
  return Object.fromEntries(
    formatter(options, timeZone, locale)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
}

/** "সকাল ১০:০০ GMT +৬": the part of the day, the time, then the zone's label when asked for. */
function banglaTime(instant: Date, timeZone: string | undefined, withZone: boolean): string {
  const time = partsOf(TIME, timeZone, 'bn-BD', instant);
  const period = partsOf(PART_OF_DAY, timeZone, 'bn-BD', instant).dayPeriod ?? '';
  const clock = `${EVERYDAY[period] ?? period} ${time.hour}:${time.minute}`;
  return withZone ? `${clock} ${time.timeZoneName}` : clock;
}

/** "বৃহস্পতিবার, ১০ ডিসেম্বর ২০২৬, সকাল ১০:০০ GMT +৬" */
function banglaDateTime(instant: Date, timeZone: string | undefined, withZone: boolean): string {
  const day = partsOf(EVENT_DATE_TIME_FORMAT, timeZone, 'bn-BD', instant);
  return `${day.weekday}, ${day.day} ${day.month} ${day.year}, ${banglaTime(instant, timeZone, withZone)}`;
}

const isBangla = (locale: string) => locale.startsWith('bn');

/**
 * The spec's date and time in the event's zone, with its label: "Saturday, March 14, 2026 at
 * 9:30 AM GMT+6"; in Bangla "শনিবার, ১৪ মার্চ ২০২৬, সকাল ৯:৩০ GMT +৬".
 */
export function formatEventDateTime(iso: string, timeZone: string, locale = ENGLISH): string {
  if (isBangla(locale)) return banglaDateTime(new Date(iso), timeZone, true);
  return formatter({ ...EVENT_DATE_TIME_FORMAT, ...ZONE_LABEL }, timeZone, locale).format(new Date(iso));
}

/** The end after the start: "11:30 AM GMT+6" on the same day, else the whole date and time. */
export function formatEventEnd(startIso: string, endIso: string, timeZone: string, locale = ENGLISH): string {
  const day = formatter(DAY, timeZone);
  const sameDay = day.format(new Date(startIso)) === day.format(new Date(endIso));
  if (!sameDay) return formatEventDateTime(endIso, timeZone, locale);
  if (isBangla(locale)) return banglaTime(new Date(endIso), timeZone, true);
  return formatter(TIME, timeZone, locale).format(new Date(endIso));
}

/**
 * A moment that is the viewer's own, not an event's (when a calendar feed was made), in the spec's
 * form without a zone label: in `timeZone`, or the runtime's zone.
 */
export function formatDateTime(iso: string, timeZone?: string, locale = ENGLISH): string {
  if (isBangla(locale)) return banglaDateTime(new Date(iso), timeZone, false);
  return formatter(EVENT_DATE_TIME_FORMAT, timeZone, locale).format(new Date(iso));
}

/** The zone's short label at `instant`: "GMT+6", "EST" (in Bangla "GMT +৬"). */
export function zoneLabel(instant: Date, timeZone: string, locale = ENGLISH): string {
  return (
    formatter(ZONE_LABEL, timeZone, locale)
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  );
}

const OFFSET_LABEL: Intl.DateTimeFormatOptions = { timeZoneName: 'shortOffset' };

/** The zone's offset from GMT at `instant`, always as an offset: "GMT+5:45", "GMT-5" (in Bangla "GMT -৫"), where zoneLabel may say "EST". */
export function zoneOffsetLabel(instant: Date, timeZone: string, locale = ENGLISH): string {
  return (
    formatter(OFFSET_LABEL, timeZone, locale)
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  );
}
