// Stored pictures' addresses and sizes (issue 17), kept apart from the upload schemas so the pages
// that show or send pictures carry neither zod's schemas nor the upload's refusals.

/** The largest file POST /api/uploads accepts. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** The widths a picture is stored at (never wider than the picture itself). */
export const UPLOAD_WIDTHS = [400, 800, 1600] as const;
/** The formats stored: WebP (what pages show), JPEG for the rest, AVIF up to 800 px (processing.ts). */
export const MEDIA_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

/** A stored picture's address: `/media/{id}/{width}.{format}`. */
export const mediaPath = (id: string, width: number, format: MediaFormat) => `/media/${id}/${width}.${format}`;

const MEDIA_PATH = /^\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/[1-9][0-9]{0,4}\.(avif|webp|jpeg)$/i;
/** Whether an address is one of our stored pictures' (what an upload gives a form). */
export const isMediaPath = (value: string): boolean => MEDIA_PATH.test(value);
/** The upload a stored picture's address names, or undefined for any other address. */
export const mediaIdOf = (value: string): string | undefined => MEDIA_PATH.exec(value)?.[1]?.toLowerCase();

/**
 * A stored picture at every stored width, in WebP, for `srcset`; undefined for any other address. A
 * width the picture was too small for is answered with its largest stored one.
 */
export function mediaSrcSet(src: string): string | undefined {
  const id = mediaIdOf(src);
  return id ? UPLOAD_WIDTHS.map((width) => `${mediaPath(id, width, 'webp')} ${width}w`).join(', ') : undefined;
}
