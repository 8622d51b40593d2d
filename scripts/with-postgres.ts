// Runs one command with a throw-away PostgreSQL cluster: TEST_DATABASE_URL points at it and
// E2E_DATABASE_URL at an empty database `e2e` in it.
// Usage: node scripts/with-postgres.ts vitest run --project api-postgres
import { spawnSync } from 'node:child_process';
import { createDatabase, startPostgresCluster } from './postgres-cluster.ts';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-postgres.ts <command> [args...]');
  process.exit(2);
}
const cluster = await startPostgresCluster();
let status = 1;
try {
  const e2e = await createDatabase(cluster.adminUrl, 'e2e');
  const env = { ...process.env, TEST_DATABASE_URL: cluster.adminUrl, E2E_DATABASE_URL: e2e };
  status = spawnSync(command, args, { stdio: 'inherit', env }).status ?? 1;
} finally {
  await cluster.stop();
}
process.exit(status);
