import { isoInZone } from '@volunteering/shared/event-time';
import { DEFAULT_LANGUAGE, type Language } from '@volunteering/shared/i18n/languages';
import type { Participant } from '@volunteering/shared/participant-schemas';
import { spreadsheetTexts } from '@volunteering/shared/texts/spreadsheets';
import { textsIn } from '../i18n/texts-in.ts';

/**
 * A spreadsheet would run a cell that starts with one of these as a formula (CSV injection):
 * such cells get a leading apostrophe, which spreadsheets show as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * RFC 4180 text: CRLF line ends, quotes only where needed. The byte-order mark lets Excel read
 * the names as UTF-8.
 */
export function csvText(rows: string[][]): string {
  return `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** A header row, then one row per participant; join times in the event's zone, with its offset. */
export function participantsCsv(participants: Participant[], timeZone: string, language: Language = DEFAULT_LANGUAGE): string {
  return csvText([[...textsIn(spreadsheetTexts, language).participantsHeader], ...participants.map((p) => [p.name, p.email, isoInZone(new Date(p.joinedAt), timeZone)])]);
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
