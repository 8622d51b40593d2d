import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { openTestDatabase } from './helpers/database.ts';

// The API files share their modules within a worker (isolate: false in vitest.config.ts): each
// project must still run on the engine it is named for, whatever file ran before in that worker.
it('runs on the database engine its project is named for', async ({ task }) => {
  const database = await openTestDatabase();
  try {
    const [{ version }] = (await queryRows<{ version: string }>(database.db, sql`SELECT version()`)) as [{ version: string }];
    // PGlite is PostgreSQL compiled to WebAssembly by Emscripten, and says so.
    expect(/emscripten|emcc|wasm/i.test(version), `${task.file.projectName}: ${version}`).toBe(task.file.projectName === 'api-pglite');
  } finally {
    await database.close();
  }
});
