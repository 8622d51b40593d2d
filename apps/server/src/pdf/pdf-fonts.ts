import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import type { Font } from 'fontkit';

// The report's font (decision 059): Noto Sans Bengali as its npm package ships it, in three faces
// (Bengali, Latin, Latin Extended) of two weights. HarfBuzz shapes the text, as browsers do (fontkit's
// own shaper misses some of the font's positioning, so ক্ত ran into the next word); fontkit reads the
// glyphs and pdfkit embeds the ones used. Read on the first PDF asked for, then kept.

export const SUBSETS = ['bengali', 'latin', 'latin-ext'] as const;
const WEIGHTS = { regular: 400, bold: 700 } as const;
export type Weight = keyof typeof WEIGHTS;

export type PdfTools = { PDFDocument: typeof import('pdfkit'); faces: Record<Weight, Font[]> };
let tools: Promise<PdfTools> | undefined;

/** pdfkit and the faces, loaded once; a load that failed is tried again by the next PDF. */
export function pdfTools(): Promise<PdfTools> {
  tools ??= load().catch((error: unknown) => {
    tools = undefined;
    throw error;
  });
  return tools;
}

async function load(): Promise<PdfTools> {
  const [{ default: PDFDocument }, { create }, hb] = await Promise.all([import('pdfkit'), import('fontkit'), import('harfbuzzjs')]);
  const files = new URL('files/', import.meta.resolve('@fontsource/noto-sans-bengali/LICENSE'));
  const shaping = new hb.Buffer();

  /** A face as fontkit reads it, its `layout` (what pdfkit asks for) done by HarfBuzz. */
  async function face(subset: string, weight: Weight): Promise<Font> {
    const sfnt = sfntOfWoff(await readFile(new URL(`noto-sans-bengali-${subset}-${WEIGHTS[weight]}-normal.woff`, files)));
    const font = create(sfnt) as Font;
    const shaper = new hb.Font(new hb.Face(new hb.Blob(sfnt)));
    const layout = (text: string) => {
      shaping.clearContents();
      shaping.addText(text);
      shaping.guessSegmentProperties();
      hb.shape(shaper, shaping);
      const infos = shaping.getGlyphInfos();
      const positions = shaping.getGlyphPositions();
      const glyphs = infos.map((info) => {
        const glyph = font.getGlyph(info.codepoint);
        return { id: glyph.id, advanceWidth: glyph.advanceWidth, codePoints: glyph.codePoints };
      });
      lettersOfUnmapped(text, infos, glyphs);
      return { glyphs, positions, advanceWidth: positions.reduce((sum, p) => sum + p.xAdvance, 0) };
    };
    return Object.assign(font, { layout }) as unknown as Font;
  }

  const weight = (w: Weight) => Promise.all(SUBSETS.map((subset) => face(subset, w)));
  const [regular, bold] = await Promise.all([weight('regular'), weight('bold')]);
  return { PDFDocument, faces: { regular, bold } };
}

/**
 * What a glyph that no letter maps to (a conjunct, a vowel sign's form) stands for, for copying and search
 * (pdfkit's ToUnicode; readers that honour ActualText read the words themselves): the first such glyph
 * of a cluster (a syllable) gets the cluster's letters that no other glyph of it maps to, the others a
 * zero-width space. One glyph maps to one text in the whole file, so this is a best guess.
 */
function lettersOfUnmapped(text: string, infos: { cluster: number }[], glyphs: { codePoints: number[] }[]) {
  for (let start = 0; start < infos.length;) {
    let end = start;
    while (end < infos.length && infos[end]!.cluster === infos[start]!.cluster) end++;
    const letters = [...text.slice(infos[start]!.cluster, infos[end]?.cluster ?? text.length)].map((c) => c.codePointAt(0)!);
    const cluster = glyphs.slice(start, end);
    const mapped = new Set(cluster.flatMap((glyph) => glyph.codePoints));
    let rest = letters.filter((letter) => !mapped.has(letter));
    for (const glyph of cluster.filter((g) => g.codePoints.length === 0)) {
      glyph.codePoints = rest.length ? rest : [ZERO_WIDTH_SPACE];
      rest = [];
    }
    start = end;
  }
}
const ZERO_WIDTH_SPACE = 0x200b;

/**
 * The font file a WOFF 1.0 wraps (its tables inflated, W3C's WOFF 1.0 §3-5): HarfBuzz reads no WOFF,
 * and fontkit reading one inflates a table each time it reads it.
 */
export function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF font');
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const [offset, compressed, length] = [woff.readUInt32BE(at + 4), woff.readUInt32BE(at + 8), woff.readUInt32BE(at + 12)];
    const stored = woff.subarray(offset, offset + compressed);
    return { tag: woff.subarray(at, at + 4), checksum: woff.readUInt32BE(at + 16), data: compressed < length ? inflateSync(stored) : stored };
  });
  const log = Math.floor(Math.log2(count));
  const head = Buffer.alloc(12 + 16 * count);
  head.writeUInt32BE(woff.readUInt32BE(4), 0);
  head.writeUInt16BE(count, 4);
  head.writeUInt16BE(16 * 2 ** log, 6);
  head.writeUInt16BE(log, 8);
  head.writeUInt16BE(16 * count - 16 * 2 ** log, 10);
  const bodies: Buffer[] = [];
  let offset = head.length;
  tables.forEach((table, i) => {
    table.tag.copy(head, 12 + i * 16);
    head.writeUInt32BE(table.checksum, 16 + i * 16);
    head.writeUInt32BE(offset, 20 + i * 16);
    head.writeUInt32BE(table.data.length, 24 + i * 16);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([head, ...bodies]);
}
