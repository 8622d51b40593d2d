import { defineConfig } from 'vitest/config';

const apiTests = ['apps/server/test/**/*.test.ts'];

export default defineConfig({
  test: {
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['packages/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'apps/server/src/**/*.test.ts', 'scripts/**/*.test.ts'] },
      },
      { extends: true, test: { name: 'api-pglite', include: apiTests, env: { TEST_DB: 'pglite' } } },
      { extends: true, test: { name: 'api-postgres', include: apiTests, env: { TEST_DB: 'postgres' } } },
    ],
  },
});
