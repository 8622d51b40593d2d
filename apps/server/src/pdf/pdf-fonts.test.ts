import { readFileSync } from 'node:fs';
import { create, type Font } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { pdfTools, sfntOfWoff } from './pdf-fonts.ts';

const woff = readFileSync(new URL('files/noto-sans-bengali-bengali-400-normal.woff', import.meta.resolve('@fontsource/noto-sans-bengali/LICENSE')));
const codePoints = (text: string) => [...text].map((c) => c.codePointAt(0));

describe('the PDF’s font', () => {
  it('unwraps a WOFF into the font file it holds, every table and glyph the same', () => {
    const [wrapped, font] = [create(woff) as Font, create(sfntOfWoff(woff)) as Font];
    expect(font.numGlyphs).toBe(wrapped.numGlyphs);
    expect(font.postscriptName).toBe('NotoSansBengali-Regular');
    expect(font.getGlyph(100).path.toSVG()).toBe(wrapped.getGlyph(100).path.toSVG());
    expect(Object.keys((font as unknown as { directory: { tables: object } }).directory.tables)).toContain('GPOS');
  });

  it('shapes Bangla as a browser does: conjuncts as one glyph, a vowel sign before its letter, and ক্ত’s full width before the next word', async () => {
    const { faces } = await pdfTools();
    const bengali = faces.regular[0]!;
    // স্বেচ্ছাসেবক: 12 letters drawn as 11 glyphs, the sign ে first, where it is seen.
    const volunteer = bengali.layout('স্বেচ্ছাসেবক');
    expect(volunteer.glyphs).toHaveLength(11);
    expect(volunteer.glyphs[0]!.codePoints).toEqual(codePoints('স্বে'));
    // The font's `dist` positioning widens ক্ত by 200 units (fontkit's own shaper leaves it 710, into the space after it).
    const joined = bengali.layout('যুক্ত হয়');
    expect(joined.positions.slice(0, 5).reduce((sum, p) => sum + p.xAdvance, 0)).toBe(626 + 910);
    // A conjunct's glyph stands for its letters when copied.
    expect(bengali.layout('ক্ষ').glyphs.map((g) => g.codePoints)).toEqual([codePoints('ক্ষ')]);
  });
});
