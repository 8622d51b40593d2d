import { and, eq, lt, notInArray, sql } from 'drizzle-orm';
import { mediaPath } from '@volunteering/shared/media-path';
import type { Upload } from '@volunteering/shared/upload-schemas';
import { uploadTexts } from '@volunteering/shared/texts/uploads';
import type { Db } from '../db/client.ts';
import { uploads } from '../db/schema.ts';
import { scheduleJob, type JobHandler } from '../jobs/job-runner.ts';
import { sniff, UnreadablePicture, type Processed } from './processing.ts';
import { TooManyWaiting } from './picture-queue.ts';
import { processDrawing, processElsewhere } from './processing-child.ts';
import type { MediaStorage } from './storage.ts';
import { messageOf, type MessageRef, type TextKey } from '@volunteering/shared/i18n/messages';

/** A picture refused, with the status the route answers and what it says (issue 17). */
export class UploadRefused extends Error {
  readonly status: 400 | 413 | 415 | 429;

  readonly reason: MessageRef;

  constructor(status: 400 | 413 | 415 | 429, key: TextKey<typeof uploadTexts>) {
    super(key);
    this.status = status;
    this.reason = messageOf(uploadTexts, key);
  }
}

/** The width the answer's `url` names: the stored one nearest 800 px, what an event card and page show. */
const mainWidth = (widths: number[]) => widths.filter((w) => w <= 800).at(-1) ?? widths[0]!;

type Stored = { width: number; height: number; widths: number[]; placeholder: string };
const answer = (id: string, stored: Stored): Upload => ({
  id,
  url: mediaPath(id, mainWidth(stored.widths), 'webp'),
  width: stored.width,
  height: stored.height,
  widths: stored.widths,
  placeholder: stored.placeholder,
});

export function createUploads(opts: { db: Db; storage: MediaStorage; now: () => Date; quotaBytes: number }) {
  const { db, storage, now, quotaBytes } = opts;

  const usedBy = async (ownerId: string) => {
    const [row] = await db
      .select({ total: sql<string | null>`sum(${uploads.bytes})` })
      .from(uploads)
      .where(eq(uploads.ownerId, ownerId));
    return Number(row?.total ?? 0);
  };

  /** Processes a picture (checked already) and stores it: an account's, or the product's own under its fixed id. */
  async function store(processing: Promise<Processed>, owner: { ownerId: string } | { id: string }): Promise<Upload> {
    const processed = await processing.catch((error: unknown) => {
      if (error instanceof TooManyWaiting) throw new UploadRefused(429, 'tooManyWaiting');
      if (!(error instanceof UnreadablePicture)) throw error;
      if (error.reason === 'tooManyPixels') throw new UploadRefused(413, 'tooManyPixels');
      if (error.reason === 'wrongType') throw new UploadRefused(415, 'wrongType');
      throw new UploadRefused(415, 'unreadable');
    });
    const bytes = processed.variants.reduce((sum, variant) => sum + variant.bytes.length, 0);
    if ('ownerId' in owner && (await usedBy(owner.ownerId)) + bytes > quotaBytes) throw new UploadRefused(413, 'quotaFull');
    const row = { width: processed.width, height: processed.height, widths: processed.widths, bytes, placeholder: processed.placeholder, createdAt: now() };
    const [inserted] =
      'ownerId' in owner
        ? await db
            .insert(uploads)
            .values({ ...row, ownerId: owner.ownerId })
            .returning({ id: uploads.id })
        : await db
            .insert(uploads)
            .values({ ...row, id: owner.id })
            .onConflictDoNothing()
            .returning({ id: uploads.id });
    // Another instance kept the same picture first.
    if (!inserted && 'id' in owner) return (await find(owner.id))!;
    const id = inserted!.id;
    try {
      for (const variant of processed.variants) await storage.put({ uploadId: id, ...variant });
    } catch (error) {
      await storage.delete(id).catch(() => undefined);
      await db.delete(uploads).where(eq(uploads.id, id));
      throw error;
    }
    await scheduleCleanup(db, now());
    return answer(id, processed);
  }

  /** A stored upload as POST /api/uploads answers it, or undefined. */
  async function find(id: string): Promise<Upload | undefined> {
    const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
    return row ? answer(row.id, row) : undefined;
  }

  return {
    /** Checks the file by its content, processes it and stores every variant; refuses with UploadRefused. */
    async accept(ownerId: string, file: Buffer): Promise<Upload> {
      const kind = sniff(file);
      if (kind === 'heic') throw new UploadRefused(415, 'heic');
      if (kind === 'other') throw new UploadRefused(415, 'wrongType');
      if ((await usedBy(ownerId)) >= quotaBytes) throw new UploadRefused(413, 'quotaFull');
      return store(processElsewhere(file, kind, ownerId), { ownerId });
    },
    find,
    /** The widths an upload is stored at, smallest first; none when there is no such upload. */
    async widths(id: string): Promise<number[]> {
      const [row] = await db.select({ widths: uploads.widths }).from(uploads).where(eq(uploads.id, id));
      return row?.widths ?? [];
    },
    /** Stores one of the product's own drawings (site-pictures.ts) under its fixed id, once. */
    async keep(id: string, svg: Buffer): Promise<Upload> {
      return (await find(id)) ?? store(processDrawing(svg), { id });
    },
  };
}

export type Uploads = ReturnType<typeof createUploads>;

export const UPLOAD_CLEANUP = 'upload-cleanup';
const DAY = 24 * 3600_000;
/** The cleanup's hour, UTC: 03:00, a quiet time for most of the product's users. */
const CLEANUP_HOUR_UTC = 3;

/** The next 03:00 UTC after `from`. */
export function nextCleanupAt(from: Date): Date {
  const at = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate(), CLEANUP_HOUR_UTC));
  return at > from ? at : new Date(at.getTime() + DAY);
}

/** Schedules the next night's cleanup once, from the first upload on (its key is the night: every instance may ask, one job is made). */
export async function scheduleCleanup(db: Db, after: Date): Promise<void> {
  const runAt = nextCleanupAt(after);
  await scheduleJob(db, { kind: UPLOAD_CLEANUP, key: `${UPLOAD_CLEANUP}:${runAt.toISOString()}`, payload: {}, runAt });
}

/**
 * Whether an event (its cover or gallery) or a profile names the upload's address. A full address
 * (`https://site/media/{id}/…`) counts as well as the path.
 */
const isUsed = sql`(
  EXISTS (SELECT 1 FROM events e WHERE e.image_url LIKE '%/media/' || ${uploads.id}::text || '/%' OR e.images::text LIKE '%/media/' || ${uploads.id}::text || '/%')
  OR EXISTS (SELECT 1 FROM "user" u WHERE u.image LIKE '%/media/' || ${uploads.id}::text || '/%')
)`;

/**
 * The nightly job: removes uploads nothing uses that are more than a day old, then schedules the
 * next night. `kept`: ids never removed, the product's own pictures (site-pictures.ts).
 */
export function uploadCleanupHandler(opts: { storage: MediaStorage; now: () => Date; kept: readonly string[] }): JobHandler {
  return async (_job, tx) => {
    const unused = await tx
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(lt(uploads.createdAt, new Date(opts.now().getTime() - DAY)), notInArray(uploads.id, [...opts.kept]), sql`NOT ${isUsed}`));
    for (const { id } of unused) {
      // The database storage's rows go with the upload's (in this transaction); another store is told.
      if (!opts.storage.deletedWithUpload) await opts.storage.delete(id);
      await tx.delete(uploads).where(eq(uploads.id, id));
    }
    // Night after night while pictures remain; the next upload schedules it again otherwise.
    const [left] = await tx.select({ id: uploads.id }).from(uploads).limit(1);
    if (left) await scheduleCleanup(tx, opts.now());
  };
}
