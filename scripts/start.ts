// `npm start`: builds the web app when its bundle is missing or stale, then runs the server
// in this process (apps/server/src/server.ts starts listening when imported).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const WEB = path.join(ROOT, 'apps', 'web');
const DIST_INDEX = path.join(WEB, 'dist', 'index.html');

/** Newest mtime (ms) of a file, or of any file below a folder; 0 when absent. */
function newestMtime(p: string): number {
  let st: fs.Stats;
  try {
    st = fs.statSync(p);
  } catch {
    return 0;
  }
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(p, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry.name)));
  }
  return newest;
}

function needsBuild(): boolean {
  const built = newestMtime(DIST_INDEX);
  if (built === 0) return true;
  const sources = [
    path.join(WEB, 'src'),
    path.join(WEB, 'index.html'),
    path.join(WEB, 'public'),
    path.join(WEB, 'vite.config.ts'),
    path.join(ROOT, 'packages', 'shared', 'src'),
  ];
  return sources.some((s) => newestMtime(s) > built);
}

if (needsBuild()) {
  console.log('[start] web bundle missing or stale: npm run build');
  const code = await new Promise<number>((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    child.on('error', reject);
    child.on('close', (c, signal) => resolve(c ?? (signal ? 1 : 0)));
  });
  if (code !== 0) {
    console.error(`[start] npm run build failed (exit ${code})`);
    process.exit(code);
  }
}

if (fs.existsSync(path.join(ROOT, '.env'))) process.loadEnvFile(path.join(ROOT, '.env'));
await import('../apps/server/src/server.ts');
