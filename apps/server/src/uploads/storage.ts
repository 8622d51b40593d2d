import { and, eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { MediaFormat } from '@volunteering/shared/media-path';
import type { Db } from '../db/client.ts';
import { media } from '../db/schema.ts';

/** One stored size and format of an uploaded picture. */
export type MediaVariant = { uploadId: string; width: number; format: MediaFormat; etag: string; bytes: Buffer };

/**
 * Where a picture's files live (decision 037). The database is the default: backups, several
 * instances and the embedded default work with nothing else to run. An S3-compatible store
 * (`S3_URL`, docs/deployment.md; s3-storage.ts) is the other.
 */
export interface MediaStorage {
  /** True when removing the upload's row removes its variants too (the database storage). */
  readonly deletedWithUpload: boolean;
  put(variant: MediaVariant): Promise<void>;
  /** The variant, or undefined when there is none. */
  get(uploadId: string, width: number, format: MediaFormat): Promise<MediaVariant | undefined>;
  /** Every variant of the upload. */
  delete(uploadId: string): Promise<void>;
}

/** Variants as rows of `media` (bytea), gone with their upload's row. */
export function databaseStorage(db: Db): MediaStorage {
  return {
    deletedWithUpload: true,
    async put(variant) {
      await db.insert(media).values(variant);
    },
    async get(uploadId, width, format) {
      const [row] = await db
        .select()
        .from(media)
        .where(and(eq(media.uploadId, uploadId), eq(media.width, width), eq(media.format, format)));
      return row ? { ...row, format: row.format as MediaFormat } : undefined;
    },
    async delete(uploadId) {
      await db.delete(media).where(eq(media.uploadId, uploadId));
    },
  };
}

/** Memory for the most served pictures' files (8 MiB: Home's carousel and gallery, many times over). */
export const MEDIA_CACHE_BYTES = 8 * 1024 * 1024;
/** How long a cached file may be served without asking the store: a removed picture is gone by then. */
const CACHE_TTL_MS = 5 * 60_000;

/**
 * The most recently served files kept in memory, up to `maxBytes` together (each at most an
 * eighth of it), so the pictures every page shows (the carousel, the gallery) and their 304s
 * cost no database read. Files never change; a removal here drops them at once, elsewhere within
 * CACHE_TTL_MS.
 */
export function withMemoryCache(storage: MediaStorage, maxBytes: number, now = Date.now): MediaStorage {
  const cached = new LRUCache<string, { variant: MediaVariant; at: number }>({
    maxSize: maxBytes,
    maxEntrySize: Math.floor(maxBytes / 8),
    sizeCalculation: (entry) => Math.max(1, entry.variant.bytes.length),
  });
  return {
    deletedWithUpload: storage.deletedWithUpload,
    put: (variant) => storage.put(variant),
    async get(uploadId, width, format) {
      const key = `${uploadId}/${width}.${format}`;
      const entry = cached.get(key);
      if (entry && now() - entry.at < CACHE_TTL_MS) return entry.variant;
      cached.delete(key);
      const variant = await storage.get(uploadId, width, format);
      if (variant) cached.set(key, { variant, at: now() });
      return variant;
    },
    async delete(uploadId) {
      for (const key of [...cached.keys()]) if (key.startsWith(`${uploadId}/`)) cached.delete(key);
      await storage.delete(uploadId);
    },
  };
}
