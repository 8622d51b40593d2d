import { isoInZone } from '@volunteering/shared/event-time';
import type { ImpactEvent } from '@volunteering/shared/impact-schemas';
import { DEFAULT_LANGUAGE, type Language } from '@volunteering/shared/i18n/languages';
import { eventTypeTexts } from '@volunteering/shared/texts/event-types';
import { impactTexts } from '@volunteering/shared/texts/impact';
import { textsIn } from '../i18n/texts-in.ts';
import { csvText } from '../spreadsheets/csv.ts';

/**
 * The attended events as a spreadsheet, headers and types in the caller's language: the start in
 * ISO 8601 as the event's clock read it, with its offset; hours as a plain number.
 */
export function impactCsv(events: ImpactEvent[], language: Language = DEFAULT_LANGUAGE): string {
  const types: Record<string, string> = textsIn(eventTypeTexts, language);
  return csvText([
    [...textsIn(impactTexts, language).csvHeader],
    ...events.map((event) => [
      event.title,
      types[event.type] ?? event.type,
      isoInZone(new Date(event.date), event.timeZone),
      String(event.hours),
      event.location,
    ]),
  ]);
}

/** `volunteer-hours-2026-11-22.csv`, dated the day it was made. */
export function impactFileName(at: Date): string {
  return `volunteer-hours-${at.toISOString().slice(0, 10)}.csv`;
}
