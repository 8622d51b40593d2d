import { inflateSync } from 'node:zlib';
import { extractText, getDocumentProxy } from 'unpdf';

// Reading a PDF the server made (decision 059): the words it gives readers (each text's ActualText),
// the text a PDF.js extractor reads from its glyphs, where each piece of text is, and its fonts.

/** Each drawn text's ActualText, in the order drawn: the content streams inflated, their strings decoded. */
export function actualTexts(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const start of raw.matchAll(/stream\r?\n/g)) {
    const from = start.index + start[0].length;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(from, raw.indexOf('endstream', from))).toString('latin1');
    } catch {
      continue;
    }
    for (const found of content.matchAll(/\/ActualText \(((?:\\[\s\S]|[^\\)])*)\)/g)) texts.push(pdfString(found[1]!));
  }
  return texts;
}

/** A PDF literal string's text: its escapes read, then UTF-16 after a byte-order mark, else Latin-1. */
function pdfString(literal: string): string {
  const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
  const bytes = Buffer.from(
    literal.replace(/\\([0-7]{1,3}|[\s\S])/g, (_, c: string) => (/^[0-7]/.test(c) ? String.fromCharCode(parseInt(c, 8)) : (escapes[c] ?? c))),
    'latin1',
  );
  if (bytes[0] !== 0xfe || bytes[1] !== 0xff) return bytes.toString('latin1');
  return new TextDecoder('utf-16be').decode(bytes.subarray(2));
}

export async function pdfText(pdf: Buffer): Promise<{ pages: number; text: string }> {
  const { totalPages, text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return { pages: totalPages, text };
}

/** The first page's pieces of text: x and the baseline's y from the page's bottom left, width and size in points. */
export async function pdfTextItems(pdf: Buffer) {
  const page = await (await getDocumentProxy(new Uint8Array(pdf))).getPage(1);
  const [, , width, height] = page.view as [number, number, number, number];
  const items = (await page.getTextContent()).items.flatMap((item) =>
    'transform' in item && item.str.trim() ? [{ str: item.str, x: item.transform[4], y: item.transform[5], width: item.width, size: item.height }] : [],
  );
  return { items, width, height };
}

/** The fonts whose file is in the PDF (a font descriptor with a FontFile2), by their names without the subset's tag, each once. */
export const fontsIn = (pdf: Buffer) =>
  [...new Set([...pdf.toString('latin1').matchAll(/\/FontName \/[A-Z]{6}\+([\w-]+)[^>]*\/FontFile2 \d+ 0 R/g)].map((found) => found[1]!))].sort();
