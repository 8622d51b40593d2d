import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
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

app.server.keepAliveTimeout = 65_000;
app.server.requestTimeout = 30_000;
await app.listen({ port: config.port, host: config.host });
const database = config.databaseUrl ? 'PostgreSQL server' : `embedded PGlite in ${config.dataDir}`;
console.log(`Volunteer Hub is running at ${config.publicUrl} (database: ${database})`);
