import { describe, expect, it } from 'vitest';
import { withMemoryCache, type MediaStorage, type MediaVariant } from './storage.ts';

/** A store that counts its reads. */
function countingStore() {
  const files = new Map<string, MediaVariant>();
  const reads: string[] = [];
  const store: MediaStorage = {
    deletedWithUpload: true,
    async put(variant) {
      files.set(`${variant.uploadId}/${variant.width}.${variant.format}`, variant);
    },
    async get(uploadId, width, format) {
      reads.push(`${uploadId}/${width}.${format}`);
      return files.get(`${uploadId}/${width}.${format}`);
    },
    async delete(uploadId) {
      for (const key of [...files.keys()]) if (key.startsWith(`${uploadId}/`)) files.delete(key);
    },
  };
  return { store, reads };
}

const variant = (uploadId: string, size: number): MediaVariant => ({
  uploadId,
  width: 800,
  format: 'webp',
  etag: `"${uploadId}"`,
  bytes: Buffer.alloc(size, 1),
});

describe('the memory cache of served pictures', () => {
  it('reads a file from the store once, then serves it from memory until it is removed', async () => {
    const { store, reads } = countingStore();
    const cache = withMemoryCache(store, 1000);
    await cache.put(variant('a', 10));
    expect((await cache.get('a', 800, 'webp'))?.etag).toBe('"a"');
    expect((await cache.get('a', 800, 'webp'))?.etag).toBe('"a"');
    expect(reads).toEqual(['a/800.webp']);
    await cache.delete('a');
    expect(await cache.get('a', 800, 'webp')).toBeUndefined();
  });

  it('keeps at most its size, dropping the least recently served first, and never a file over an eighth of it', async () => {
    const { store, reads } = countingStore();
    const cache = withMemoryCache(store, 1600);
    const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'];
    for (const id of ids) await store.put(variant(id, 200));
    await store.put(variant('huge', 201));
    // Eight files of 200 bytes fit: the ninth drops the least recently served (b, since a was served again).
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'a', 'i', 'a', 'b', 'huge', 'huge']) await cache.get(id, 800, 'webp');
    expect(reads.map((key) => key.split('/')[0])).toEqual([...ids.slice(0, 8), 'i', 'b', 'huge', 'huge']);
  });

  it('asks the store again after five minutes, so a picture removed by another instance goes', async () => {
    const { store, reads } = countingStore();
    let clock = 0;
    const cache = withMemoryCache(store, 1000, () => clock);
    await store.put(variant('a', 10));
    await cache.get('a', 800, 'webp');
    clock += 4 * 60_000;
    await cache.get('a', 800, 'webp');
    await store.delete('a');
    clock += 2 * 60_000;
    expect(await cache.get('a', 800, 'webp')).toBeUndefined();
    expect(reads).toEqual(['a/800.webp', 'a/800.webp']);
  });
});
