import { z } from 'zod';
import { EVENT_ID_PATTERN } from './event-id.ts';
import { uploadTexts } from './texts/uploads.ts';
import type { MediaFormat } from './media-path.ts';
import { schemaMessage } from './i18n/messages.ts';

export const MEDIA_CONTENT_TYPES: Record<MediaFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

/** The answer to POST /api/uploads. */
export const UploadSchema = z.object({
  id: z.string(),
  /** The picture at the stored width closest to 800 px in WebP: what a form can put in `imageUrl`. */
  url: z.string(),
  /** The picture's own size, its orientation applied (for width and height on <img>). */
  width: z.number().int(),
  height: z.number().int(),
  /** The widths stored, each at `/media/{id}/{width}.{avif|webp|jpeg}`, for srcset. */
  widths: z.array(z.number().int()),
  /** A tiny blurred WebP as a data: URL, painted until the picture arrives. */
  placeholder: z.string(),
});
export type Upload = z.infer<typeof UploadSchema>;

/** GET /media/{id}/{width}.{format}: a malformed address names no picture (404). */
export const MediaParamsSchema = z.object({
  id: z.string().regex(EVENT_ID_PATTERN, { error: schemaMessage(uploadTexts, 'mediaNotFound') }),
  file: z.string().regex(/^[1-9][0-9]{0,4}\.(avif|webp|jpeg)$/, { error: schemaMessage(uploadTexts, 'mediaNotFound') }),
});
