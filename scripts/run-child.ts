// What the npm scripts (start, test, test:repeat) share: running a command, and knowing whether the
// web app's build is older than its sources.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** Runs a command in the repository with the output on this terminal; resolves with its exit code. */
export function runChild(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** `.env` at the repository's root, when there is one, into process.env (`npm start`, backup, restore). */
export function loadDotEnv(): void {
  const file = path.join(ROOT, '.env');
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

/** What `npm run build` reads, and the file it writes last. */
const BUILD_SOURCES = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/package.json', 'packages/shared/src'];
const BUILD_OUTPUT = 'apps/web/dist/.ssr/entry-server.js';

/** Newest mtime (ms) of a file, or of any file below a folder; 0 when absent. */
function newestMtime(target: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** The web app and its server build are there and newer than every source they are built from. */
export function webBuildIsCurrent(): boolean {
  const built = newestMtime(path.join(ROOT, BUILD_OUTPUT));
  return built > 0 && BUILD_SOURCES.every((source) => newestMtime(path.join(ROOT, source)) <= built);
}

/**
 * The Node flags the server runs with, written once in `npm start` (decision 027): PGlite's engine
 * compiled by the baseline compiler only (the optimising one needs up to 500 MB while it works) and
 * a small young generation. The bench, the e2e server and the image start the server with them.
 */
export function serverNodeFlags(): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const words = pkg.scripts.start.split(/\s+/);
  return words.slice(1, words.indexOf('scripts/start.ts'));
}
