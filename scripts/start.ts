// `npm start`: builds the web app when its bundle is missing or stale, then runs the server
// in this process (apps/server/src/server.ts starts listening when imported).
import { loadDotEnv, runChild, webBuildIsCurrent } from './run-child.ts';

if (!webBuildIsCurrent()) {
  console.log('[start] web bundle missing or stale: npm run build');
  const code = await runChild('npm', ['run', 'build']);
  if (code !== 0) {
    console.error(`[start] npm run build failed (exit ${code})`);
    process.exit(code);
  }
}

loadDotEnv();
await import('../apps/server/src/server.ts');
