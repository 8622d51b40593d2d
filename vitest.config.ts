import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { compiledCatalogs } from './apps/web/compiled-catalogs.ts';

const apiTests = ['apps/server/test/**/*.test.ts'];
// Each API file builds its own app on its own database, so the files of a worker share their
// modules (isolate: false) instead of importing the whole server again for each: the suite's
// time was half imports (database-kind.test.ts checks each project still runs on its engine).

export default defineConfig({
  plugins: [compiledCatalogs()],
  test: {
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // At least two files at a time, so the PGlite and PostgreSQL API projects run side by side:
    // Vitest's default (cores - 1) is one worker on two cores, and a PostgreSQL file mostly waits
    // on the server's process, leaving the other core idle.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['packages/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'apps/server/src/**/*.test.ts', 'scripts/**/*.test.ts'] },
      },
      { extends: true, test: { name: 'api-pglite', include: apiTests, env: { TEST_DB: 'pglite' }, isolate: false } },
      { extends: true, test: { name: 'api-postgres', include: apiTests, env: { TEST_DB: 'postgres' }, isolate: false } },
    ],
  },
});
