// The zones the event form's zone field offers, and the search that finds them by what people know
// of a place: its city, its country, its clock's name, an old name, an offset (decision 054).
import { offsetAt } from '@volunteering/shared/event-time';
import { zoneOffsetLabel } from '@volunteering/shared/event-time-format';
import { cityOf, zonePlaceOf, zonePlaces, type ZonePlace } from '@volunteering/shared/time-zones';

export type ZoneChoice = {
  /** Today's IANA name, the value kept: "Asia/Kathmandu". */
  value: string;
  /** "Kathmandu, Nepal (GMT+5:45)", the offset in the page's language. */
  label: string;
  /** "GMT+5:45", in the label. */
  offset: string;
  /** "Nepal Time · Kathmandu, Pokhara, Bharatpur, Pātan" */
  detail: string;
  /** Folded, for the search: the city, and the country in English and in the page's language. */
  city: string;
  countries: string[];
  /** Folded words of everything the search matches, and the whole of it as one text. */
  words: string[];
  text: string;
};

/** How the field names a zone and its offset: the page's "{name} ({offset})". */
export type OptionText = (name: string, offset: string) => string;

/** Lower case, Latin letters without accents, "_" and "/" as spaces: "São_Paulo" and "sao paulo" meet. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .toLowerCase()
    .replace(/[_/]/g, ' ')
    .trim();
}

const wordsOf = (text: string) =>
  fold(text)
    .split(/[\s,()·]+/u)
    .filter(Boolean);

/** "Kathmandu, Nepal": the place's name without its offset. */
export function placeName(place: ZonePlace): string {
  return place.country ? `${place.city}, ${place.country}` : place.city;
}

/** Offset labels by locale and minutes: Intl writes one zone's, and every zone at that offset reads the same. */
const offsetLabels = new Map<string, string>();

/**
 * "GMT+5:45" (in Bangla "GMT +৫:৪৫"): the zone's offset at `at`. A formatter per zone costs about a
 * millisecond to make (several in Bangla): a clock without daylight saving time is read from the
 * table, and a label made once per offset and language.
 */
function offsetLabel(place: ZonePlace, at: Date, locale: string): string {
  const minutes = place.fixedOffset ?? Math.round(offsetAt(at, place.name) / 60_000);
  const key = `${locale}|${minutes}`;
  let label = offsetLabels.get(key);
  if (label === undefined) {
    label = zoneOffsetLabel(at, place.name, locale);
    offsetLabels.set(key, label);
  }
  return label;
}

function labelOf(place: ZonePlace, at: Date, locale: string, option: OptionText): string {
  const offset = offsetLabel(place, at, locale);
  const name = placeName(place);
  return offset === name ? name : option(name, offset);
}

/**
 * A zone as the field shows it, its offset at `at` in `locale`: only the chosen zone's label (the
 * input's text) needs no more than that, so the server and the hydrating browser write the same.
 */
export function zoneChoiceLabel(zone: string, at: Date, locale: string, option: OptionText): string {
  return labelOf(zonePlaceOf(zone), at, locale, option);
}

const regionNames = new Map<string, Intl.DisplayNames>();
/** The country in the page's language (Intl's): a Bangla page finds India by "ভারত" too. */
function countryIn(locale: string, code: string): string | undefined {
  if (!code || locale.startsWith('en')) return undefined;
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    regionNames.set(locale, names);
  }
  return names.of(code);
}

function choiceOf(place: ZonePlace, at: Date, locale: string, option: OptionText): ZoneChoice {
  const localCountry = countryIn(locale, place.countryCode);
  const label = labelOf(place, at, locale, option);
  const offset = offsetLabel(place, at, locale);
  const searched = [
    placeName(place),
    localCountry ?? '',
    place.clockName,
    ...place.mainCities,
    place.name,
    ...place.otherNames,
    ...place.otherNames.map(cityOf),
    ...place.abbreviations,
    label,
  ];
  const words = [...new Set(searched.flatMap(wordsOf))];
  return {
    value: place.name,
    label,
    offset,
    detail: [place.clockName, place.mainCities.join(', ')].filter(Boolean).join(' · '),
    city: fold(place.city),
    countries: [fold(place.country), fold(localCountry ?? '')].filter(Boolean),
    words,
    text: searched.map(fold).join(' | '),
  };
}

/** Every place, UTC first then from west to east; `chosen` first when no place is named so (America/Detroit). */
export function zoneChoices(chosen: string, at: Date, locale: string, option: OptionText): ZoneChoice[] {
  const choices = zonePlaces().map((place) => choiceOf(place, at, locale, option));
  if (chosen && !choices.some((choice) => choice.value === chosen)) choices.unshift(choiceOf(zonePlaceOf(chosen), at, locale, option));
  return choices;
}

/** How well `choice` answers `query` (folded, in words): 0 for not at all. */
function scoreOf(choice: ZoneChoice, query: string, terms: string[]): number {
  const everyWord = terms.every((term) => choice.words.some((word) => word.startsWith(term)));
  const everyPart = everyWord || terms.every((term) => term.length >= 3 && choice.text.includes(term));
  if (!everyPart) return 0;
  let score = everyWord ? 2 : 1;
  if (choice.city === query) score += 6;
  else if (choice.city.startsWith(query)) score += 4;
  if (choice.countries.includes(query)) score += 3;
  else if (choice.countries.some((country) => country.startsWith(query))) score += 2;
  return score;
}

/** The choices that answer `query`, best first, else in the list's order; all of them for an empty query. */
export function searchZones(choices: ZoneChoice[], query: string): ZoneChoice[] {
  const folded = fold(query);
  const terms = wordsOf(query);
  if (terms.length === 0) return choices;
  return choices
    .map((choice, index) => ({ choice, index, score: scoreOf(choice, folded, terms) }))
    .filter((found) => found.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((found) => found.choice);
}
