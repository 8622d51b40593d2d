// The embedded engine itself, PGlite: how it is opened and dumped. Its engine thread, the backup
// and the restore scripts open it through here. Nothing here loads Drizzle or node-postgres.
import { createReadStream, readFileSync } from 'node:fs';
import { mkdir, open, rename, rm, rmdir } from 'node:fs/promises';
import { brotliDecompressSync, createBrotliDecompress } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const here = path.dirname(fileURLToPath(import.meta.url));
/**
 * An empty cluster made by PGlite's initdb (`npm run db:template`, decision 030). A new embedded
 * database is unpacked from it: initdb itself peaks at about 550 MiB.
 */
export const NEW_DATABASE_TEMPLATE = path.join(here, 'new-database.tar.br');

/**
 * The template as PGlite's `loadDataDir` takes it, for a database in memory (tests). PGlite keeps
 * its options as long as the client lives and reads the tarball once, with `arrayBuffer()`: this
 * gives its 40 MB once and lets them go.
 */
export function newDatabaseTarball(): Blob {
  let tar: Uint8Array | undefined = brotliDecompressSync(readFileSync(NEW_DATABASE_TEMPLATE));
  const once = {
    type: 'application/x-tar',
    size: tar.byteLength,
    arrayBuffer: async () => {
      if (!tar) throw new Error('The new-database template was read already');
      const bytes = tar;
      tar = undefined;
      const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
      return whole ? bytes.buffer : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    },
  };
  return once as unknown as Blob;
}

/**
 * Writes the template's folders and files into an empty data folder as they come out of the
 * decompressor, before PGlite opens it. Given to PGlite whole (`newDatabaseTarball`), the 40 MB
 * tarball and brotli's 16 MB window stayed in the engine thread's malloc arena after start: 15 MiB
 * more on a first start (decision 040). The template holds folders and files only (ustar, types 5 and 0).
 */
export async function unpackNewDatabase(pgdata: string): Promise<void> {
  // Unpacked beside it and then moved in: a start cut short leaves no half database behind.
  const unpacking = `${pgdata}.unpacking`;
  await rm(unpacking, { recursive: true, force: true });
  await unpackTemplate(unpacking);
  await rmdir(pgdata).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await rename(unpacking, pgdata);
}

async function unpackTemplate(pgdata: string): Promise<void> {
  await mkdir(pgdata, { recursive: true });
  const stream = createReadStream(NEW_DATABASE_TEMPLATE).pipe(createBrotliDecompress());
  const source: AsyncIterator<Buffer> = stream[Symbol.asyncIterator]();
  let held: Buffer = Buffer.alloc(0);
  /** Holds at least `size` bytes; false when the template ends first. */
  async function fill(size: number): Promise<boolean> {
    while (held.length < size) {
      const next = await source.next();
      if (next.done) return false;
      held = held.length === 0 ? next.value : Buffer.concat([held, next.value]);
    }
    return true;
  }
  const text = (field: Buffer) => field.toString('latin1').replace(/\0.*$/s, '');
  for (;;) {
    if (!(await fill(512))) break;
    const header = held.subarray(0, 512);
    held = held.subarray(512);
    if (header.every((byte) => byte === 0)) break;
    const name = path.join(pgdata, text(header.subarray(0, 100)));
    if (!name.startsWith(pgdata + path.sep)) throw new Error(`The new-database template names a file outside its folder: ${name}`);
    const size = Number.parseInt(text(header.subarray(124, 136)).trim() || '0', 8);
    const type = String.fromCharCode(header[156] || 0x30);
    if (type === '5') {
      await mkdir(name, { recursive: true });
      continue;
    }
    if (type !== '0') throw new Error(`The new-database template holds an entry of type ${type}: ${name}`);
    await mkdir(path.dirname(name), { recursive: true });
    const file = await open(name, 'w', 0o600);
    try {
      for (let left = size; left > 0;) {
        if (held.length === 0 && !(await fill(1))) throw new Error(`The new-database template ends inside ${name}`);
        const part = held.subarray(0, Math.min(left, held.length));
        await file.write(part);
        held = held.subarray(part.length);
        left -= part.length;
      }
    } finally {
      await file.close();
    }
    const padding = (512 - (size % 512)) % 512;
    if (!(await fill(padding))) throw new Error(`The new-database template ends inside ${name}`);
    held = held.subarray(padding);
  }
  stream.destroy();
}

/**
 * The embedded engine's memory (decision 027). PGlite starts PostgreSQL with its stock 128 MB of
 * shared buffers and 100 connections' worth of shared memory, all inside this process and never
 * given back. One connection and a small page cache keep the server within a 1 GB machine; pages
 * not in the cache come from the operating system's file cache.
 */
export const PGLITE_SETTINGS = {
  shared_buffers: '16MB',
  max_connections: '3',
  temp_buffers: '1MB',
  wal_buffers: '512kB',
  max_locks_per_transaction: '32',
  maintenance_work_mem: '16MB',
} as const;

/** PGlite on a data folder (or 'memory://'), with the project's extension and settings. */
export function createPglite(dataDir: string, loadDataDir?: Blob): Promise<PGlite> {
  const settings = Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  return PGlite.create(dataDir, {
    extensions: { pg_trgm },
    loadDataDir,
    startParams: [...PGlite.defaultStartParams, ...settings],
  });
}

/** The data folder as a gzipped tarball, taken between transactions after a checkpoint (decision 028). */
export function dumpData(client: PGlite): Promise<Blob> {
  return client.transaction(async (tx) => {
    await tx.exec('CHECKPOINT');
    return client.dumpDataDir('gzip');
  });
}
