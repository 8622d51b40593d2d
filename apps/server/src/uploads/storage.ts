import { and, eq } from 'drizzle-orm';
import type { MediaFormat } from '@volunteering/shared/media-path';
import type { Db } from '../db/client.ts';
import { media } from '../db/schema.ts';

/** One stored size and format of an uploaded picture. */
export type MediaVariant = { uploadId: string; width: number; format: MediaFormat; etag: string; bytes: Buffer };

/**
 * Where a picture's files live (decision 037). The database is the default: backups, several
 * instances and the embedded default work with nothing else to run. An S3-compatible store
 * (`S3_URL`, docs/deployment.md) is planned behind the same three calls.
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
