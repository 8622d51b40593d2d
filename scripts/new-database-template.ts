// `npm run db:template`: writes the new-database template (decision 030), an empty PostgreSQL
// cluster made by PGlite's initdb. A new embedded database starts from it instead of running
// initdb, which holds two engines and a copy of one's memory at once (about 550 MiB). Run it
// again when PGlite's PostgreSQL version changes; the test in apps/server/src/db says when.
import { writeFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { NEW_DATABASE_TEMPLATE } from '../apps/server/src/db/embedded.ts';

const client = await PGlite.create('memory://');
const tar = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
await client.close();
const packed = brotliCompressSync(tar, {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 11,
    [constants.BROTLI_PARAM_LGWIN]: 24,
    [constants.BROTLI_PARAM_SIZE_HINT]: tar.length,
  },
});
writeFileSync(NEW_DATABASE_TEMPLATE, packed);
console.log(`[db:template] ${NEW_DATABASE_TEMPLATE}: ${tar.length} bytes, ${packed.length} packed`);
