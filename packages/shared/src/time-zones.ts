// Time zones as people know them (issue 37, decision 054): today's IANA names (Asia/Kolkata, not
// Asia/Calcutta) from a maintained table of the tz database (@vvo/tzdb), and the places a zone field
// offers: one per clock and country, named by its city and country. Runtimes' Intl still spells
// many zones the old way (ICU's names) but accepts today's names everywhere.
import { rawTimeZones, timeZonesNames, type RawTimeZone } from '@vvo/tzdb';
import { isTimeZone, offsetAt } from './event-time.ts';

/** Today's names, by their lower case: "asia/kolkata" is "Asia/Kolkata". */
const CURRENT = new Map(timeZonesNames.map((name) => [name.toLowerCase(), name]));
const currentZoneName = (zone: string) => CURRENT.get(zone.toLowerCase());

/** The zone's name as this runtime's Intl spells it: "Asia/Calcutta" for "Asia/Kolkata" in Node 24. */
const runtimeZoneName = (zone: string) => new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;

/** Every spelling of the coordinated clock: all of them are kept as "UTC". */
const UTC_NAMES = new Set(
  ['UTC', 'UCT', 'GMT', 'GMT0', 'GMT+0', 'GMT-0', 'Greenwich', 'Universal', 'Zulu'].flatMap((name) => [name, `Etc/${name}`]).map((name) => name.toLowerCase()),
);

let groups: Map<string, RawTimeZone> | undefined;
/** The table's group of zones that keep the same clock today, by any of its names, current or old. */
function groupOf(name: string): RawTimeZone | undefined {
  groups ??= new Map(rawTimeZones.flatMap((zone) => zone.group.map((member) => [member.toLowerCase(), zone] as const)));
  return groups.get(name.toLowerCase());
}

/** Twice a year from 1970 to 2037: where two names' clocks differ, they differ at one of these. */
const SAMPLES = Array.from({ length: 2037 - 1970 + 1 }, (_, i) => [Date.UTC(1970 + i, 0, 15), Date.UTC(1970 + i, 6, 15)]).flat();

/** How many samples `a` and `b` read the same clock at. */
function sharedHistory(a: string, b: string): number {
  return SAMPLES.filter((instant) => offsetAt(new Date(instant), a) === offsetAt(new Date(instant), b)).length;
}

const resolved = new Map<string, string | undefined>();
const MAX_RESOLVED = 1000;

/**
 * The name the tz database gives `zone` today, in its spelling: "Asia/Kolkata" for "Asia/Calcutta"
 * or "asia/kolkata", "Europe/Kyiv" for "Europe/Kiev", "America/Indiana/Indianapolis" for
 * "US/East-Indiana", "UTC" for "Etc/UTC"; undefined when this runtime knows no such zone. An old
 * name is a link to a zone of its group (the zones that keep its clock today): the one whose clock
 * it kept through the years. A name outside the table (Etc/GMT+5) stays as the runtime spells it.
 */
export function todayZoneName(zone: string): string | undefined {
  if (resolved.has(zone)) return resolved.get(zone);
  const name = findTodayName(zone);
  if (resolved.size < MAX_RESOLVED) resolved.set(zone, name);
  return name;
}

function findTodayName(zone: string): string | undefined {
  if (!isTimeZone(zone)) return undefined;
  const runtime = runtimeZoneName(zone);
  const current = currentZoneName(zone) ?? currentZoneName(runtime);
  if (current) return current;
  if (UTC_NAMES.has(zone.toLowerCase()) || UTC_NAMES.has(runtime.toLowerCase())) return 'UTC';
  const group = groupOf(zone) ?? groupOf(runtime);
  const candidates = group?.group.filter((member) => currentZoneName(member) === member) ?? [];
  if (candidates.length === 0) return runtime;
  if (candidates.length === 1) return candidates[0];
  // A runtime whose Intl spells links by their target (ICU's names) tells at once.
  const same = candidates.find((candidate) => runtimeZoneName(candidate) === runtime);
  if (same) return same;
  // The group's main zone first: it wins a tie.
  const ordered = [group!.name, ...candidates.filter((candidate) => candidate !== group!.name)];
  let best = ordered[0]!;
  let bestShared = -1;
  for (const candidate of ordered) {
    const shared = sharedHistory(candidate, zone);
    if (shared > bestShared) [best, bestShared] = [candidate, shared];
  }
  return best;
}

/** A place a zone field offers: a clock of a country, named by its zone's city. */
export type ZonePlace = {
  /** Today's IANA name, the value kept: "Asia/Kolkata". */
  name: string;
  /** The zone's city, from its name: "Kolkata", "New York", "Buenos Aires". */
  city: string;
  /** In English, as the table has it: "India". */
  country: string;
  /** ISO 3166: "IN"; empty for UTC. */
  countryCode: string;
  /** "India Time", "Eastern Time". */
  clockName: string;
  /** Its largest cities, most populated first: "Mumbai", "Delhi", … */
  mainCities: string[];
  /** Every other name of the zones in it, current or old: "Asia/Calcutta". */
  otherNames: string[];
  /** Its clock's abbreviations: "IST"; "EST", "EDT". */
  abbreviations: string[];
  /** Minutes ahead of GMT all year, for a clock without daylight saving time (330 for India); else null. */
  fixedOffset: number | null;
};

/** "America/Argentina/Buenos_Aires" is "Buenos Aires". */
export const cityOf = (zone: string): string => (zone.split('/').at(-1) ?? zone).replaceAll('_', ' ');

const UTC_PLACE: ZonePlace = {
  name: 'UTC',
  city: 'UTC',
  country: '',
  countryCode: '',
  clockName: 'Coordinated Universal Time',
  mainCities: [],
  otherNames: ['Etc/UTC', 'GMT'],
  abbreviations: ['UTC', 'GMT'],
  fixedOffset: 0,
};

let places: ZonePlace[] | undefined;
/** Every place, UTC first, then from the westernmost clock (UTC-11) east, as the table orders them. */
export function zonePlaces(): ZonePlace[] {
  places ??= [
    UTC_PLACE,
    ...rawTimeZones.map((zone) => ({
      name: zone.name,
      city: cityOf(zone.name),
      country: zone.countryName,
      countryCode: zone.countryCode,
      clockName: zone.alternativeName,
      mainCities: zone.mainCities,
      otherNames: zone.group.filter((member) => member !== zone.name),
      abbreviations: zone.dstAbbreviation ? [zone.abbreviation, zone.dstAbbreviation] : [zone.abbreviation],
      fixedOffset: zone.dstAbbreviation ? null : zone.rawOffsetInMinutes,
    })),
  ];
  return places;
}

/**
 * The place a zone is shown as: its own place when it is one's name, else its group's place under
 * its own city (America/Detroit reads "Detroit, United States"); a zone outside the table (Etc/GMT+5)
 * has neither country nor clock name.
 */
export function zonePlaceOf(zone: string): ZonePlace {
  const own = zonePlaces().find((place) => place.name === zone);
  if (own) return own;
  const group = groupOf(zone);
  const place = group && zonePlaces().find((candidate) => candidate.name === group.name);
  if (place) return { ...place, name: zone, city: cityOf(zone), otherNames: [place.name, ...place.otherNames.filter((name) => name !== zone)] };
  return { name: zone, city: cityOf(zone), country: '', countryCode: '', clockName: '', mainCities: [], otherNames: [], abbreviations: [], fixedOffset: null };
}
