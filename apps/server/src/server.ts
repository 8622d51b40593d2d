import { mkdirSync } from 'node:fs';
import { buildApp } from './app.ts';
import { recordRunningServer } from './backup/running-server.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
// The embedded database is this process's alone while it runs: `npm run backup` asks us for it.
const embedded = !config.databaseUrl;
if (embedded) {
  mkdirSync(config.dataDir, { recursive: true });
  recordRunningServer(config.dataDir);
}
const app = await buildApp({ config });

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing open requests, then closing`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  });
}

// Started with --expose-gc (decision 027): what setting up took (a new database's two engines,
// migrations, the demo data) goes back to the system now rather than whenever V8 next collects.
(globalThis as { gc?: () => void }).gc?.();

app.server.keepAliveTimeout = 65_000;
app.server.requestTimeout = 30_000;
await app.listen({ port: config.port, host: config.host });
if (embedded) recordRunningServer(config.dataDir, app.server.address());
const database = embedded ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL server';
console.log(`Volunteer Hub is running at ${config.publicUrl} (database: ${database})`);
