// How long ago something was posted or someone joined (issue 37): "5 minutes ago", "৫ মিনিট আগে".
// Such a moment is the viewer's own, not an event's (decision 023): the full time shown beside it
// is in the viewer's zone, with the zone's label.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The largest unit first; under a minute is "now". Months and years as 30 and 365 days: "about" is meant. */
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];

const formats = new Map<string, Intl.RelativeTimeFormat>();
function relative(locale: string, numeric: 'always' | 'auto'): Intl.RelativeTimeFormat {
  const key = `${locale}|${numeric}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric });
    formats.set(key, format);
  }
  return format;
}

/**
 * "now", "5 minutes ago", "1 day ago", "3 weeks ago" from `now` (ms), in the page's locale (Bangla
 * with its own digits). Whole units, rounded down; a moment ahead of `now` (clocks apart) is "now".
 */
export function formatTimeAgo(iso: string, now: number, locale = 'en-US'): string {
  const ago = Math.max(0, now - Date.parse(iso));
  for (const [unit, size] of UNITS) {
    // "1 day ago", not "yesterday": a day ago may be two days back on the calendar.
    if (ago >= size) return relative(locale, 'always').format(-Math.floor(ago / size), unit);
  }
  return relative(locale, 'auto').format(0, 'second');
}
