import { createHash } from 'node:crypto';
import { MEDIA_FORMATS, UPLOAD_WIDTHS, type MediaFormat } from '@volunteering/shared/media-path';

/**
 * Turning an uploaded file into the pictures we serve (issue 17, decision 037). It runs in the
 * picture process (processing-child.ts), never in the server: sharp (libvips) is loaded there on
 * its first picture, on one thread without its operation cache, one picture at a time per instance
 * (picture-queue.ts, in the server).
 */

/** What the file's first bytes say it is; never its name or declared type. */
export type Sniffed = 'jpeg' | 'png' | 'webp' | 'avif' | 'heic' | 'other';

export function sniff(bytes: Buffer): Sniffed {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 16 && bytes.toString('latin1', 4, 8) === 'ftyp') {
    // The ISO base media file: its major brand and compatible brands say AVIF or HEIC.
    const size = Math.min(bytes.readUInt32BE(0), bytes.length, 64);
    const brands = [bytes.toString('latin1', 8, 12)];
    for (let at = 16; at + 4 <= size; at += 4) brands.push(bytes.toString('latin1', at, at + 4));
    if (brands.some((brand) => brand === 'avif' || brand === 'avis')) return 'avif';
    if (brands.some((brand) => ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'].includes(brand))) return 'heic';
  }
  return 'other';
}

/** Pixels a picture may have: a 48-megapixel phone photo fits; decoding more would not fit a small server. */
export const MAX_INPUT_PIXELS = 50_000_000;

type Sharp = typeof import('sharp').default;
let loaded: Promise<Sharp> | undefined;

/** sharp, loaded once on first use, on one thread and without its cache. */
function loadSharp(): Promise<Sharp> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}

/** An SVG drawing at its own size as a PNG, for the pipeline (the product's own pictures). */
export async function drawSvg(svg: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(svg).png().toBuffer();
}

export type ProcessedVariant = { width: number; format: MediaFormat; etag: string; bytes: Buffer };
export type Processed = { width: number; height: number; widths: number[]; placeholder: string; variants: ProcessedVariant[] };

/** Why sharp refused a file that looked like a picture. */
export class UnreadablePicture extends Error {
  readonly reason: 'tooManyPixels' | 'unreadable' | 'wrongType';

  constructor(reason: 'tooManyPixels' | 'unreadable' | 'wrongType') {
    super(reason);
    this.reason = reason;
  }
}

/**
 * AVIF up to this width only: at 1600 px its encoder needed 100 MiB more and 1.7 s of a phone
 * photo's 3.5 s (measured), for a file no page asks for yet (they show WebP); /media answers
 * 1600.avif with the 800 one.
 */
export const AVIF_MAX_WIDTH = 800;

const etagOf = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;

const ENCODE: Record<MediaFormat, (image: import('sharp').Sharp) => import('sharp').Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 78, effort: 3 }),
  jpeg: (image) => image.jpeg({ quality: 80, mozjpeg: true, progressive: true }),
};

/**
 * The picture at each of UPLOAD_WIDTHS it is at least as wide as (only its own width when it is
 * narrower than all), in WebP and JPEG, and in AVIF up to AVIF_MAX_WIDTH: orientation applied, no metadata kept (sharp writes
 * none unless asked: no EXIF, GPS, XMP or ICC profile), colours in sRGB; and a tiny blurred
 * placeholder. The file's kind was sniffed already; sharp must agree.
 */
export async function processPicture(input: Buffer, sniffed: 'jpeg' | 'png' | 'webp' | 'avif'): Promise<Processed> {
  const sharp = await loadSharp();
  const source = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  let meta: import('sharp').Metadata;
  try {
    // Only the header is read: no pixel limit here, so a picture too big is told by its pixel count below.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new UnreadablePicture('unreadable');
  }
  const expected = sniffed === 'avif' ? 'heif' : sniffed;
  if (meta.format !== expected) throw new UnreadablePicture('wrongType');
  if (!meta.width || !meta.height) throw new UnreadablePicture('unreadable');
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new UnreadablePicture('tooManyPixels');
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  const fitting = UPLOAD_WIDTHS.filter((w) => w <= width);
  const widths = fitting.length > 0 ? [...fitting] : [width];
  try {
    // Decoded once, oriented and at the largest width kept, in sRGB; every variant is made from it.
    const largest = Math.max(...widths);
    const base = await source().resize({ width: largest, withoutEnlargement: true }).toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
    const { width: bw, height: bh, channels } = base.info;
    const fromBase = () => sharp(base.data, { raw: { width: bw, height: bh, channels } });
    const variants: ProcessedVariant[] = [];
    for (const w of widths) {
      for (const format of MEDIA_FORMATS.filter((each) => each !== 'avif' || w <= AVIF_MAX_WIDTH)) {
        let image = fromBase().resize({ width: w, withoutEnlargement: true });
        if (format === 'jpeg') image = image.flatten({ background: '#ffffff' });
        const bytes = await ENCODE[format](image).toBuffer();
        variants.push({ width: w, format, etag: etagOf(bytes), bytes });
      }
    }
    const tiny = await fromBase().resize({ width: 16, height: 16, fit: 'inside' }).blur(0.6).webp({ quality: 40 }).toBuffer();
    return { width, height, widths, placeholder: `data:image/webp;base64,${tiny.toString('base64')}`, variants };
  } catch {
    throw new UnreadablePicture('unreadable');
  }
}
