import { isoInZone } from '@volunteering/shared/event-time';
import { DEFAULT_LANGUAGE, type Language } from '@volunteering/shared/i18n/languages';
import type { Participant } from '@volunteering/shared/participant-schemas';
import { spreadsheetTexts } from '@volunteering/shared/texts/spreadsheets';
import { textsIn } from '../i18n/texts-in.ts';
import { csvText } from '../spreadsheets/csv.ts';

/**
 * A header row, then one row per participant; join times in the event's zone, with its offset. An
 * event with shifts adds a last column, each person's shifts in start order.
 */
export function participantsCsv(participants: Participant[], timeZone: string, language: Language = DEFAULT_LANGUAGE, withShifts = false): string {
  const texts = textsIn(spreadsheetTexts, language);
  return csvText([
    [...texts.participantsHeader, ...(withShifts ? [texts.shiftsHeader] : [])],
    ...participants.map((p) => [p.name, p.email, isoInZone(new Date(p.joinedAt), timeZone), ...(withShifts ? [(p.shifts ?? []).join('; ')] : [])]),
  ]);
}

/** `participants-river-bank-cleanup.csv`: ASCII only, so every browser keeps the name. */
export function participantsFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `participants${slug ? `-${slug}` : ''}.csv`;
}
