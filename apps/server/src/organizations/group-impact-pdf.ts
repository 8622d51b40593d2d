import { formatter } from '@volunteering/shared/event-time-format';
import { INTL_LOCALES, type Language } from '@volunteering/shared/i18n/languages';
import { formatHours, formatMonth } from '@volunteering/shared/impact-format';
import type { GroupImpact, Organization } from '@volunteering/shared/organization-schemas';
import { eventTypeTexts } from '@volunteering/shared/texts/event-types';
import { groupImpactTexts } from '@volunteering/shared/texts/group-impact';
import { textsIn } from '../i18n/texts-in.ts';
import { onePagePdf, type Block, type PdfPage } from '../pdf/pdf-page.ts';

const MARGIN = 56;
/** Between the two tables. */
const GUTTER = 24;
const HOURS_COLUMN = 64;

/**
 * The impact report, one A4 page in the reader's language (decision 059): the organization, the
 * period, the date it was made, the four figures, hours by month (the latest that fit) and by type
 * side by side, and the note on how they are counted at the page's foot.
 */
export function groupImpactPdf(organization: Organization, impact: GroupImpact, at: Date, language: Language): Promise<Buffer> {
  const t = textsIn(groupImpactTexts, language);
  const types: Record<string, string> = textsIn(eventTypeTexts, language);
  const locale = INTL_LOCALES[language];
  const first = impact.hoursByMonth[0]?.month;
  const last = impact.hoursByMonth.at(-1)?.month;
  const period =
    !first || !last ? t.periodNone : first === last ? formatMonth(first, locale) : t.periodRange(formatMonth(first, locale), formatMonth(last, locale));
  const figures: [string, string][] = [
    [t.volunteersReached, impact.volunteersReached.toLocaleString(locale)],
    [t.hoursGiven, formatHours(impact.hoursGiven, locale)],
    [t.eventsRun, impact.eventsRun.toLocaleString(locale)],
    [t.attendanceRate, impact.attendanceRate === null ? '–' : impact.attendanceRate.toLocaleString(locale, { style: 'percent', maximumFractionDigits: 1 })],
  ];
  const months = impact.hoursByMonth.map((m): [string, string] => [formatMonth(m.month, locale), formatHours(m.hours, locale)]);
  const byType = impact.hoursByType.map((m): [string, string] => [types[m.type] ?? m.type, formatHours(m.hours, locale)]);

  return onePagePdf({ title: `${t.reportTitle}: ${organization.name}`, language, at }, (page) => {
    const width = page.width - 2 * MARGIN;
    let y = MARGIN;
    const line = (text: string, style: { size: number; bold?: boolean }) => {
      const block = page.layout(text, width, style);
      page.put(block, MARGIN, y);
      y += block.height;
    };
    line(t.reportTitle, { size: 22, bold: true });
    y += 4;
    line(organization.name, { size: 15, bold: true });
    y += 6;
    line(`${t.period}: ${period}`, { size: 11 });
    line(`${t.madeOn}: ${formatter({ dateStyle: 'long' }, 'UTC', locale).format(at)}`, { size: 11 });
    y += 14;
    for (const [label, value] of figures) {
      y += row(page, MARGIN, y, [page.layout(label, 230, { size: 12 }), page.layout(value, width - 240, { size: 12, bold: true })], 240, 'left') + 2;
    }
    y += 18;

    const note = page.layout(t.note, width, { size: 8 });
    const foot = page.height - MARGIN - note.height;
    page.put(note, MARGIN, foot);

    const column = (width - GUTTER) / 2;
    const table = (x: number, title: string, header: readonly string[], rows: [string, string][], keep: 'latest' | 'first') => {
      let top = y;
      const heading = page.layout(title, column, { size: 13, bold: true });
      page.put(heading, x, top);
      top += heading.height + 2;
      const cells = (cell: readonly string[], bold: boolean) =>
        [page.layout(cell[0]!, column - HOURS_COLUMN - 8, { size: 10, bold }), page.layout(cell[1]!, HOURS_COLUMN, { size: 10, bold })] as const;
      top += row(page, x, top, cells(header, true), column - HOURS_COLUMN);
      // The rows that fit above the note: the latest months, the types with most hours.
      const laid = rows.map((cell) => cells(cell, false));
      const ordered = keep === 'latest' ? laid.toReversed() : laid;
      const shown: (typeof laid)[number][] = [];
      let room = foot - 12 - top;
      for (const cell of ordered) {
        room -= Math.max(cell[0].height, cell[1].height);
        if (room < 0) break;
        shown.push(cell);
      }
      for (const cell of keep === 'latest' ? shown.toReversed() : shown) top += row(page, x, top, cell, column - HOURS_COLUMN);
    };
    table(MARGIN, t.byMonth, t.csvByMonth, months, 'latest');
    table(MARGIN + column + GUTTER, t.byType, t.csvByType, byType, 'first');
  });
}

/** A label and its value on one row, the value `valueAt` from the label; its height. */
function row(page: PdfPage, x: number, y: number, [label, value]: readonly [Block, Block], valueAt: number, align: 'left' | 'right' = 'right'): number {
  page.put(label, x, y);
  page.put(value, x + valueAt, y, align);
  return Math.max(label.height, value.height);
}
