// Every mail's HTML part (decision 059), made from its text: the text escaped, its paragraphs and
// lines kept, its links made links, inside one container whose words wrap anywhere, so a long title
// or a typed message wraps on a phone instead of widening the mail.

/** The container's style: what lets an unbroken word wrap (`word-break` for clients that know no `overflow-wrap: anywhere`). */
export const MAIL_WRAP_STYLE = 'overflow-wrap:anywhere;word-break:break-word';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
/** An address up to a space or a character no address ends with here. */
const LINK = /https?:\/\/[^\s<>"]*[^\s<>".,;:!?)'\]]/g;

/** One line: escaped, its links made links, the spaces that indent it kept. */
function line(text: string): string {
  let html = '';
  let last = 0;
  for (const found of text.matchAll(LINK)) {
    html += escape(text.slice(last, found.index));
    html += `<a href="${escape(found[0])}">${escape(found[0])}</a>`;
    last = found.index + found[0].length;
  }
  html += escape(text.slice(last));
  return html.replace(/^ +/, (spaces) => '&nbsp;'.repeat(spaces.length));
}

export function mailHtml(text: string): string {
  const paragraphs = text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => `<p style="margin:0 0 16px;${MAIL_WRAP_STYLE}">${paragraph.split('\n').map(line).join('<br>')}</p>`);
  return (
    '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>' +
    `<body style="margin:0;padding:0"><div style="max-width:600px;margin:0 auto;padding:16px;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Noto Sans Bengali',sans-serif;font-size:16px;line-height:1.5;${MAIL_WRAP_STYLE}">` +
    `${paragraphs.join('')}</div></body></html>`
  );
}
