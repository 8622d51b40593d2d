// The embedded engine itself, PGlite: how it is opened and dumped. Its engine thread, the backup
// and the restore scripts open it through here. Nothing here loads Drizzle or node-postgres.
import { readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
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
 * The template as PGlite's `loadDataDir` takes it, for a folder with no database yet. PGlite keeps
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
