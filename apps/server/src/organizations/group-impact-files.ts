import { DEFAULT_LANGUAGE, type Language } from '@volunteering/shared/i18n/languages';
import type { GroupImpact, Organization, VolunteerHours } from '@volunteering/shared/organization-schemas';
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

// The PDF report: one A4 page of PDF 1.4 written by hand with the standard Helvetica fonts, which
// every reader has and which draw Latin-1 only; so the report is in English (decision 038).

const PAGE = { width: 595, height: 842, margin: 56 };
const LINE = 15;

/** A PDF string literal in WinAnsi (Latin-1 here): anything else becomes '?'. */
const pdfString = (text: string) => `(${text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`)})`;
const drawable = (text: string) => /^[\x20-\x7e\xa0-\xff]*$/.test(text);

type Line = { x: number; y: number; size: number; bold?: boolean; text: string };

export function groupImpactPdf(organization: Organization, impact: GroupImpact, at: Date): Buffer {
  const t = groupImpactTexts;
  const lines: Line[] = [];
  let y = PAGE.height - PAGE.margin;
  const put = (text: string, size: number, bold = false, x = PAGE.margin) => {
    lines.push({ x, y, size, bold, text });
  };
  put(t.reportTitle, 22, true);
  y -= 28;
  // A name Helvetica cannot draw (Bangla) is given by its address instead.
  put(drawable(organization.name) ? organization.name : organization.slug, 15, true);
  y -= LINE + 4;
  const first = impact.hoursByMonth[0]?.month;
  const last = impact.hoursByMonth.at(-1)?.month;
  put(`${t.period}: ${first && last ? (first === last ? first : `${first} to ${last}`) : t.periodNone}`, 11);
  y -= LINE;
  put(`${t.madeOn}: ${at.toISOString().slice(0, 10)}`, 11);
  y -= LINE * 2;
  const figures: [string, string][] = [
    [t.volunteersReached, String(impact.volunteersReached)],
    [t.hoursGiven, String(impact.hoursGiven)],
    [t.eventsRun, String(impact.eventsRun)],
    [t.attendanceRate, impact.attendanceRate === null ? '-' : `${Math.round(impact.attendanceRate * 1000) / 10}%`],
  ];
  for (const [label, value] of figures) {
    put(`${label}:`, 12);
    put(value, 12, true, PAGE.margin + 150);
    y -= LINE + 2;
  }
  y -= LINE;
  const top = y;
  // Two tables side by side; the months keep the latest that fit on the page.
  const fits = Math.floor((top - PAGE.margin - LINE * 4) / LINE);
  const table = (x: number, title: string, header: [string, string], rows: [string, string][]) => {
    y = top;
    put(title, 13, true, x);
    y -= LINE + 4;
    put(header[0], 10, true, x);
    put(header[1], 10, true, x + 150);
    y -= LINE;
    for (const [a, b] of rows.slice(-fits)) {
      put(a, 10, false, x);
      put(b, 10, false, x + 150);
      y -= LINE;
    }
  };
  table(
    PAGE.margin,
    t.byMonth,
    [t.csvByMonth[0], t.csvByMonth[1]],
    impact.hoursByMonth.map((m) => [m.month, String(m.hours)]),
  );
  table(
    PAGE.margin + 260,
    t.byType,
    [t.csvByType[0], t.csvByType[1]],
    impact.hoursByType.map((m) => [m.type, String(m.hours)]),
  );
  y = PAGE.margin;
  put(t.note, 8);
  return pdfDocument(lines);
}

/** Catalog, pages, one page, two fonts, the content stream; offsets counted in bytes for the xref table. */
function pdfDocument(lines: Line[]): Buffer {
  const content = lines.map((l) => `BT /${l.bold ? 'F2' : 'F1'} ${l.size} Tf ${l.x} ${l.y} Td ${pdfString(l.text)} Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
