import { formatter } from '@volunteering/shared/event-time-format';
import { INTL_LOCALES } from '@volunteering/shared/i18n/languages';
import type { CertificateContent } from '@volunteering/shared/certificate-schemas';
import { formatHours } from '@volunteering/shared/impact-format';
import { certificateTexts } from '@volunteering/shared/texts/certificates';
import QRCode from 'qrcode';
import { textsIn } from '../i18n/texts-in.ts';
import { onePagePdf, type PdfPage } from '../pdf/pdf-page.ts';

const MARGIN = 56;
const FRAME = 28;
const QR_SIZE = 120;
const ACCENT = '#1f6f50';

/** A day 'YYYY-MM-DD' as "14 Mar 2026" (bn: "১৪ মার্চ, ২০২৬"). */
const dayText = (day: string, locale: string) => formatter({ dateStyle: 'medium' }, 'UTC', locale).format(new Date(`${day}T00:00:00Z`));

/** The QR code of `text`, its modules as squares, each row's dark runs drawn as one. */
function drawQr(page: PdfPage, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = size / (modules.size + 2 * quiet);
  page.box(x, y, size, size, '#ffffff');
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size;) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      // A hair wider, so neighbouring squares meet without a seam in any viewer.
      page.box(x + (start + quiet) * cell, y + (row + quiet) * cell, (col - start) * cell + 0.05, cell + 0.05);
    }
  }
}

/**
 * The certificate, one A4 page in its language (decision 069): the person, the hours, the event or
 * the period, the events (those that fit, then how many more), the organizations, the date it was
 * issued, its number, and the QR code to its verify page carrying its signed content.
 */
export function certificatePdf(certificate: { id: string; issuedAt: Date; content: CertificateContent; verifyUrl: string; qr: string }): Promise<Buffer> {
  const { content, id, issuedAt, verifyUrl } = certificate;
  const t = textsIn(certificateTexts, content.language);
  const locale = INTL_LOCALES[content.language];
  const count = content.events.length.toLocaleString(locale);
  const only = content.eventId ? content.events[0] : undefined;

  return onePagePdf({ title: `${t.pdfTitle}: ${content.name}`, language: content.language, at: issuedAt }, (page) => {
    const width = page.width - 2 * MARGIN;
    // The frame: an accent band at the top and a thin line round the page.
    page.box(FRAME, FRAME, page.width - 2 * FRAME, 6, ACCENT);
    for (const [x, y, w, h] of [
      [FRAME, FRAME, 1, page.height - 2 * FRAME],
      [page.width - FRAME - 1, FRAME, 1, page.height - 2 * FRAME],
      [FRAME, page.height - FRAME - 1, page.width - 2 * FRAME, 1],
    ] as const)
      page.box(x, y, w, h, ACCENT);

    let y = MARGIN + 16;
    const line = (text: string, style: { size: number; bold?: boolean }, after = 0) => {
      const block = page.layout(text, width, style);
      page.put(block, MARGIN, y);
      y += block.height + after;
    };
    line(t.pdfTitle, { size: 26, bold: true }, 18);
    line(t.certifies, { size: 12 }, 4);
    line(content.name, { size: 24, bold: true }, 8);
    line(t.gave(formatHours(content.hours, locale), count), { size: 13 });
    line(only ? t.forEvent(only.title) : t.forPeriod(dayText(content.from, locale), dayText(content.to, locale)), { size: 13 }, 18);

    // The foot: the QR code at the right, the date, number and where to check at its left.
    const foot = page.height - MARGIN - QR_SIZE;
    drawQr(page, certificate.qr, page.width - MARGIN - QR_SIZE, foot, QR_SIZE);
    const text = width - QR_SIZE - 16;
    let footY = foot;
    for (const [words, style] of [
      [t.issuedOn(formatter({ dateStyle: 'long' }, 'UTC', locale).format(issuedAt)), { size: 11, bold: true }],
      [t.number(id), { size: 9 }],
      [t.checkAt(verifyUrl), { size: 9 }],
    ] as const) {
      const block = page.layout(words, text, style);
      page.put(block, MARGIN, footY);
      footY += block.height + 2;
    }

    const organizations = page.layout(content.organizations.join(', ') || '–', width, { size: 11 });
    const organizationsHeading = page.layout(t.organizationsHeading, width, { size: 12, bold: true });
    const organizationsTop = foot - 36 - organizations.height - organizationsHeading.height;

    // The events, as many as fit above the organizations; then how many more.
    line(t.eventsHeading, { size: 12, bold: true }, 2);
    const rowStyle = { size: 10 };
    const hoursWidth = 70;
    const dateWidth = 110;
    const rows = content.events.map((event) => [
      page.layout(formatter({ dateStyle: 'medium' }, event.timeZone, locale).format(new Date(event.date)), dateWidth - 8, rowStyle),
      page.layout(event.organization ? `${event.title} · ${event.organization}` : event.title, width - dateWidth - hoursWidth - 8, rowStyle),
      page.layout(t.hoursShort(formatHours(event.hours, locale)), hoursWidth, rowStyle),
    ]);
    const more = (left: number) => page.layout(t.moreEvents(left.toLocaleString(locale)), width, rowStyle);
    for (const [i, [date, title, hours]] of rows.entries()) {
      const height = Math.max(date!.height, title!.height);
      const left = rows.length - i - 1;
      if (y + height + (left > 0 ? more(left).height : 0) > organizationsTop) {
        line(t.moreEvents((rows.length - i).toLocaleString(locale)), rowStyle);
        break;
      }
      page.put(date!, MARGIN, y);
      page.put(title!, MARGIN + dateWidth, y);
      page.put(hours!, MARGIN + width - hoursWidth, y, 'right');
      y += height;
    }
    // The organizations right under the events.
    y += 16;
    page.put(organizationsHeading, MARGIN, y);
    page.put(organizations, MARGIN, y + organizationsHeading.height + 2);
  });
}
