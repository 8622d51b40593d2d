import { DEFAULT_LANGUAGE, type Language } from '@volunteering/shared/i18n/languages';
import type { GroupImpact, VolunteerHours } from '@volunteering/shared/organization-schemas';
import { eventTypeTexts } from '@volunteering/shared/texts/event-types';
import { groupImpactTexts } from '@volunteering/shared/texts/group-impact';
import { csvText } from '../spreadsheets/csv.ts';
import { textsIn } from '../i18n/texts-in.ts';

/** The four figures, then hours by month and by type, each block under its own header row. */
export function groupImpactCsv(impact: GroupImpact, language: Language = DEFAULT_LANGUAGE): string {
  const t = textsIn(groupImpactTexts, language);
  const types: Record<string, string> = textsIn(eventTypeTexts, language);
  return csvText([
    [...t.csvFigures],
    [t.volunteersReached, String(impact.volunteersReached)],
    [t.hoursGiven, String(impact.hoursGiven)],
    [t.eventsRun, String(impact.eventsRun)],
    [t.attendanceRate, impact.attendanceRate === null ? '' : String(impact.attendanceRate)],
    [],
    [...t.csvByMonth],
    ...impact.hoursByMonth.map((m) => [m.month, String(m.hours)]),
    [],
    [...t.csvByType],
    ...impact.hoursByType.map((m) => [types[m.type] ?? m.type, String(m.hours)]),
  ]);
}

export function volunteerHoursCsv(volunteers: VolunteerHours[], language: Language = DEFAULT_LANGUAGE): string {
  return csvText([[...textsIn(groupImpactTexts, language).csvVolunteers], ...volunteers.map((v) => [v.name, v.email, String(v.events), String(v.hours)])]);
}

/** `dhaka-green-club-impact-2026-11-22.csv`: the slug is ASCII already. */
export const groupImpactFileName = (slug: string, what: 'impact' | 'volunteers', at: Date, extension: 'csv' | 'pdf') =>
  `${slug}-${what}-${at.toISOString().slice(0, 10)}.${extension}`;
