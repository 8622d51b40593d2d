import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { GALLERY_PICTURES } from '@volunteering/shared/site-pictures';
import type { Upload } from '@volunteering/shared/upload-schemas';
import type { Uploads } from './uploads.ts';

/**
 * The product's own pictures (issue 17): SVG drawings in seed/pictures (docs/credits.md), kept as
 * uploads under fixed ids through the same pipeline as anyone's photo, so they are served, sized
 * and cached like any upload and a machine without internet shows them all.
 */
export const SITE_PICTURES = {
  ...Object.fromEntries(GALLERY_PICTURES),
  'cleanup-river': 'f148d8e1-b6b0-410d-9b75-d92e10403bd8',
  'cleanup-lake': 'e1a959fa-a820-4937-a1f2-f4634e3d09c6',
  'plantation-mangrove': '2f925266-2fca-4a9e-9389-acf4a4ecc002',
  'plantation-hills': '6046c1f5-1711-459e-8b0f-8c2c70718c3f',
  'donation-blood': '5547a0c7-4256-4ec7-b0ae-63eb34b0f092',
  'donation-clothes': '3997b8eb-eeb7-4137-bf2d-46e0025f4f48',
  'education-classroom': 'b127a8ed-2cd2-467f-b115-03df0e57ac55',
  'education-computers': 'eb057539-1c77-45f7-be60-59d6119fdb57',
  'education-reading': 'a8d7d40a-0fe2-434a-bc80-3bb3ec3c0df0',
  'social-care': '53c3988b-bafc-4e63-b481-02f739e2baf9',
} as Record<SitePicture, string>;

export type SitePicture =
  | (typeof GALLERY_PICTURES)[number][0]
  | 'cleanup-river'
  | 'cleanup-lake'
  | 'plantation-mangrove'
  | 'plantation-hills'
  | 'donation-blood'
  | 'donation-clothes'
  | 'education-classroom'
  | 'education-computers'
  | 'education-reading'
  | 'social-care';

export const SITE_PICTURE_IDS: readonly string[] = Object.values(SITE_PICTURES);
const NAMES = new Map(Object.entries(SITE_PICTURES).map(([name, id]) => [id, name as SitePicture]));
const FOLDER = fileURLToPath(new URL('../seed/pictures/', import.meta.url));

/** The product's pictures over one database: each drawn and stored the first time it is asked for. */
export function createSitePictures(uploads: Uploads) {
  /** Work under way, so two requests at once draw a picture once. */
  const kept = new Map<SitePicture, Promise<Upload>>();
  const keep = (name: SitePicture): Promise<Upload> => {
    let work = kept.get(name);
    if (!work) {
      const id = SITE_PICTURES[name];
      work = uploads.find(id).then(async (found) => found ?? uploads.keep(id, await readFile(`${FOLDER}${name}.svg`)));
      kept.set(name, work);
      void work.finally(() => kept.delete(name)).catch(() => undefined);
    }
    return work;
  };
  return {
    keep,
    /** The picture with this upload id, kept now if it is one of ours not stored yet; false for any other id. */
    async keepById(id: string): Promise<boolean> {
      const name = NAMES.get(id);
      if (!name) return false;
      await keep(name);
      return true;
    },
  };
}

export type SitePictures = ReturnType<typeof createSitePictures>;
