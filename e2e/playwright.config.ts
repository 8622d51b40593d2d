import { mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices, type ReporterDescription } from '@playwright/test';
import { serverNodeFlags } from '../scripts/run-child.ts';

/**
 * `count` loopback ports nothing listens on, as the system hands them out. Several runs share this
 * machine: ports derived from anything else (the process id, a fixed base) can meet another run's.
 * All are held until all are chosen, so no two are the same.
 */
async function freePorts(count: number): Promise<number[]> {
  const servers: Server[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const server = createServer();
      servers.push(server);
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', resolve);
      });
    }
    return servers.map((server) => (server.address() as AddressInfo).port);
  } finally {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  }
}

// Chosen once by the main process; its workers load this file again and inherit them.
process.env.E2E_PORTS ??= (await freePorts(5)).join(',');
const [PORT, EMPTY_PORT, GOOGLE_APP_PORT, GOOGLE_ISSUER_PORT, GEO_PORT] = process.env.E2E_PORTS.split(',').map(Number) as [
  number,
  number,
  number,
  number,
  number,
];
/** A second server on an empty database, for the screens' empty states. */
export const EMPTY_ORIGIN = `http://127.0.0.1:${EMPTY_PORT}`;
/** Ports for google-sign-in.spec.ts: our server with Google configured, and the stand-in for Google. */
export const GOOGLE_PORTS = { app: GOOGLE_APP_PORT, issuer: GOOGLE_ISSUER_PORT };
/** The map's tiles and the address look-up of the main server (issue 42): geo-stand-in.ts. The empty server has neither set. */
export const GEO_STAND_IN = `http://127.0.0.1:${GEO_PORT}`;
process.env.E2E_EMPTY_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'volunteer-hub-e2e-empty-'));
const origin = `http://127.0.0.1:${PORT}`;

function databaseEnv(): Record<string, string> {
  if (process.env.E2E_DATABASE_URL) return { DATABASE_URL: process.env.E2E_DATABASE_URL };
  // Workers evaluate this file again; the variable makes them reuse the main process's directory.
  process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'volunteer-hub-e2e-'));
  // An empty DATABASE_URL keeps one inherited from the shell from overriding the fresh embedded database.
  return { DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '' };
}

/**
 * Chromium preloads its address bar's drop-down (a WebUI page with a renderer process of its own) in
 * every window, so in every browser context a test opens: one renderer more per test, never shown
 * headless. A second `--disable-features` replaces Playwright's own, so its list is repeated here
 * (playwright-core 1.65's chromiumSwitches; check it when Playwright is upgraded).
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];
const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

// The JSON reporter writes to PLAYWRIGHT_JSON_OUTPUT_NAME; without it, it would flood stdout.
const reporter: ReporterDescription[] = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  // The test machines vary threefold in speed (decision 051): a long flow that takes 12 s on a quiet
  // machine took over 30 s on CI. Time is measured in `npm run bench`, never by these limits.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter,
  use: {
    baseURL: origin,
    headless: true,
    // A failed test keeps its trace with the page's DOM at each step, not the screencast: recording
    // screenshots of every test cost about a fifth of the suite's CPU (decision 051).
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`,
      ],
    },
  },
  // No `channel`: Playwright must use the system Chromium above, never download a browser.
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: `node e2e/geo-stand-in.ts ${GEO_PORT}`,
      cwd: '..',
      url: `${GEO_STAND_IN}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stderr: 'pipe',
    },
    {
      command: ['node', ...serverNodeFlags(), 'apps/server/src/server.ts'].join(' '),
      cwd: '..',
      url: `${origin}/api/health`,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        PUBLIC_URL: origin,
        SEED_DEMO: 'true',
        AUTH_RATE_LIMIT_MAX: '10000',
        FORM_RATE_LIMIT_MAX: '10000',
        WRITE_RATE_LIMIT_MAX: '10000',
        // As behind a proxy: each test's X-Forwarded-For is its address (fixtures.ts).
        TRUST_PROXY: '1',
        MAP_TILE_URL: `${GEO_STAND_IN}/tile/{z}/{x}/{y}.png`,
        GEOCODER_URL: GEO_STAND_IN,
        // A run may serve its own build of the app (WEB_DIST), so parallel builds never overwrite it.
        ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
        ...databaseEnv(),
      },
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      stderr: 'pipe',
    },
    {
      command: ['node', ...serverNodeFlags(), 'apps/server/src/server.ts'].join(' '),
      cwd: '..',
      url: `${EMPTY_ORIGIN}/api/health`,
      env: {
        PORT: String(EMPTY_PORT),
        HOST: '127.0.0.1',
        PUBLIC_URL: EMPTY_ORIGIN,
        SEED_DEMO: 'false',
        AUTH_RATE_LIMIT_MAX: '10000',
        FORM_RATE_LIMIT_MAX: '10000',
        WRITE_RATE_LIMIT_MAX: '10000',
        TRUST_PROXY: '1',
        ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
        DATA_DIR: process.env.E2E_EMPTY_DATA_DIR,
        DATABASE_URL: '',
      },
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      stderr: 'pipe',
    },
  ],
});
