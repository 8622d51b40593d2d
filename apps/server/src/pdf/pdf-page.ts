import type { Font } from 'fontkit';
import { pdfTools, type Weight } from './pdf-fonts.ts';

// One page of a PDF with text in any of our languages (decision 059), in the faces of pdf-fonts.ts: a
// text is drawn in runs, each in a face that has its letters. Lines break at spaces, and a word wider
// than the line between any two of its letters (grapheme clusters), so every text stays on the page.

/** A line's height as a multiple of the text's size: room for Bangla's marks above and below. */
const LEADING = 1.45;
/** Noto's design grid, and where its letters rise to (its ascent). */
const UNITS_PER_EM = 1000;
const ASCENT = 0.917;

export type TextStyle = { size: number; bold?: boolean };
type Run = { face: number; text: string; width: number };
type Line = { runs: Run[]; width: number };
/** A text laid out in lines within a width: draw it with `put`. */
export type Block = { text: string; style: TextStyle; lines: Line[]; height: number; width: number };

export type PdfPage = {
  width: number;
  height: number;
  /** `text` in lines no wider than `width`. */
  layout: (text: string, width: number, style: TextStyle) => Block;
  /** Draws a block with its top left at (x, y), y down from the page's top; `right` ends each line at x + the block's width. */
  put: (block: Block, x: number, y: number, align?: 'left' | 'right') => void;
  /** A filled rectangle, top left at (x, y): a rule, a frame's side, a QR code's module. */
  box: (x: number, y: number, width: number, height: number, color?: string) => void;
};

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** A one-page A4 PDF drawn by `draw`, its text in `language` for readers and search (each block's ActualText). */
export async function onePagePdf(info: { title: string; language: string; at: Date }, draw: (page: PdfPage) => void): Promise<Buffer> {
  const { PDFDocument, faces } = await pdfTools();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    font: null as unknown as string,
    lang: info.language,
    info: { Title: info.title, CreationDate: info.at, ModDate: info.at },
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  for (const weight of Object.keys(faces) as Weight[]) faces[weight].forEach((font, i) => doc.registerFont(`${weight}-${i}`, font as never));

  const facesOf = (style: TextStyle) => faces[style.bold ? 'bold' : 'regular'];
  // Each text's width is shaped once per document: laying out a line measures its words many times.
  const widths = new Map<Font, Map<string, number>>();
  const widthOf = (font: Font, text: string, size: number) => {
    let known = widths.get(font);
    if (!known) widths.set(font, (known = new Map()));
    let width = known.get(text);
    if (width === undefined) known.set(text, (width = font.layout(text).advanceWidth / UNITS_PER_EM));
    return width * size;
  };

  /** The text in runs of one face each: a letter stays in the face of the one before while that face has it. */
  function runsOf(text: string, style: TextStyle): Run[] {
    const fonts = facesOf(style);
    const runs: Run[] = [];
    let face = -1;
    for (const char of text) {
      const code = char.codePointAt(0)!;
      if (face < 0 || !fonts[face]!.hasGlyphForCodePoint(code)) {
        const found = fonts.findIndex((font) => font.hasGlyphForCodePoint(code));
        // A letter no face has is drawn as the Latin face's empty box.
        face = found >= 0 ? found : face < 0 ? 1 : face;
      }
      const last = runs.at(-1);
      if (last?.face === face) last.text += char;
      else runs.push({ face, text: char, width: 0 });
    }
    for (const run of runs) run.width = widthOf(fonts[run.face]!, run.text, style.size);
    return runs;
  }
  const measure = (text: string, style: TextStyle) => runsOf(text, style).reduce((sum, run) => sum + run.width, 0);

  function layout(text: string, width: number, style: TextStyle): Block {
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const joined = line ? `${line} ${word}` : word;
        if (measure(joined, style) <= width) {
          line = joined;
          continue;
        }
        if (line) lines.push(line);
        line = word;
        // Too wide for a line of its own: cut between letters, as many on each line as fit.
        while (measure(line, style) > width) {
          const letters = [...graphemes.segment(line)].map((s) => s.segment);
          let fit = 1;
          for (let low = 1, high = letters.length - 1; low <= high;) {
            const middle = (low + high) >> 1;
            if (measure(letters.slice(0, middle).join(''), style) <= width) [fit, low] = [middle, middle + 1];
            else high = middle - 1;
          }
          lines.push(letters.slice(0, fit).join(''));
          line = letters.slice(fit).join('');
        }
      }
      lines.push(line);
    }
    const laid = lines.map((line) => {
      const runs = runsOf(line, style);
      return { runs, width: runs.reduce((sum, run) => sum + run.width, 0) };
    });
    return { text, style, lines: laid, height: laid.length * style.size * LEADING, width };
  }

  function put(block: Block, x: number, y: number, align: 'left' | 'right' = 'left') {
    const { size } = block.style;
    const weight = block.style.bold ? 'bold' : 'regular';
    // The words as written, for copying and search: the glyphs of a shaped Bangla word are in the order they are drawn.
    doc.markContent('Span', { actual: block.text } as never);
    block.lines.forEach((line, i) => {
      // The baseline: half the leading above the font's ascent.
      const baseline = y + i * size * LEADING + (size * (LEADING - 1)) / 2 + ASCENT * size;
      let left = align === 'right' ? x + block.width - line.width : x;
      for (const run of line.runs) {
        doc.font(`${weight}-${run.face}`).fontSize(size).text(run.text, left, baseline, { lineBreak: false, baseline: 'alphabetic' });
        left += run.width;
      }
    });
    doc.endMarkedContent();
  }

  const box = (x: number, y: number, width: number, height: number, color = '#000000') => void doc.save().rect(x, y, width, height).fill(color).restore();
  draw({ width: doc.page.width, height: doc.page.height, layout, put, box });
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
