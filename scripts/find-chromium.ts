// Locates Debian's Chromium for Playwright and Lighthouse, installing it when missing (root with
// apt-get). Node built-ins only.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** The full browser (`chromium`): Lighthouse and the benchmarks. */
const BROWSER = { path: '/usr/bin/chromium', apt: 'chromium' };
/**
 * The old headless shell (`chromium-headless-shell`, the same Chromium built without the browser's
 * window layer): what Playwright itself runs headless tests in. The e2e suite ran a quarter faster
 * in it than in the full browser (decision 081).
 */
const SHELL = { path: '/usr/lib/chromium/chromium-headless-shell', apt: 'chromium-headless-shell' };

function install(want: { path: string; apt: string }): boolean {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) return false;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  console.log(`[find-chromium] installing Debian ${want.apt}: apt-get update && apt-get install -y ${want.apt}`);
  const upd = spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  if (upd.status !== 0) throw new Error(`apt-get update failed (exit ${upd.status}); cannot install ${want.apt}.`);
  const inst = spawnSync('apt-get', ['install', '-y', want.apt], { stdio: 'inherit', env });
  if (inst.status !== 0 || !fs.existsSync(want.path)) throw new Error(`apt-get install -y ${want.apt} failed (exit ${inst.status}); ${want.path} is missing.`);
  return true;
}

function find(want: { path: string; apt: string }): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (fs.existsSync(fromEnv)) return fromEnv;
    console.warn(`[find-chromium] CHROMIUM_PATH=${fromEnv} does not exist; looking elsewhere`);
  }
  if (fs.existsSync(want.path) || install(want)) return want.path;
  throw new Error(
    `Chromium not found at ${want.path}. Install Debian's ${want.apt} (\`sudo apt-get install -y ${want.apt}\`) or set CHROMIUM_PATH to a Chromium/Chrome executable.`,
  );
}

/** Chromium, the full browser (`CHROMIUM_PATH` when set). */
export const findChromium = (): string => find(BROWSER);

/** Chromium's headless shell for the e2e tests (`CHROMIUM_PATH` when set). */
export const findHeadlessShell = (): string => find(SHELL);
