// Locates a Chromium binary for Playwright/Lighthouse. Node built-ins only.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const DEFAULT_PATH = '/usr/bin/chromium';

export function findChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (fs.existsSync(fromEnv)) return fromEnv;
    console.warn(`[find-chromium] CHROMIUM_PATH=${fromEnv} does not exist; looking elsewhere`);
  }
  if (fs.existsSync(DEFAULT_PATH)) return DEFAULT_PATH;

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    console.log('[find-chromium] installing Debian chromium: apt-get update && apt-get install -y chromium');
    const upd = spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    if (upd.status !== 0) throw new Error(`apt-get update failed (exit ${upd.status}); cannot install chromium.`);
    const inst = spawnSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env });
    if (inst.status !== 0 || !fs.existsSync(DEFAULT_PATH)) {
      throw new Error(`apt-get install -y chromium failed (exit ${inst.status}); ${DEFAULT_PATH} is missing.`);
    }
    return DEFAULT_PATH;
  }
  throw new Error(
    `Chromium not found at ${DEFAULT_PATH}. Install Debian's chromium (\`sudo apt-get install -y chromium\`) ` +
      'or set CHROMIUM_PATH to a Chromium/Chrome executable.',
  );
}
