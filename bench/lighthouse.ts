// Lighthouse (mobile preset) on Home, Upcoming events and an Event details page of the real built
// app and server (Home and the event page in Bangla too), with Debian's Chromium. Writes its section of docs/benchmarks.md.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from '../scripts/find-chromium.ts';
import { freePort, repoRoot, reportFile, serverArgs, writeReportSection } from './support.ts';

const START = '<!-- lighthouse:start -->';
const END = '<!-- lighthouse:end -->';

async function waitForHealth(origin: string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server at ${origin} did not become healthy`);
}

type Row = {
  page: string;
  scores: Record<string, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsGzip: number;
  /** The scripts' bytes as Chromium received them (Lighthouse's transferSize: headers and the encoding the server chose). */
  jsTransferred: number;
  cssGzip: number;
  failedImages: number;
};

async function gzipSizeOf(url: string): Promise<number> {
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  return gzipSync(body, { level: 9 }).length;
}

async function measure(url: string, name: string, chromePort: number, origin: string): Promise<Row> {
  const result = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  // LIGHTHOUSE_REPORTS=<directory> keeps each page's full report, to read where the time went.
  if (process.env.LIGHTHOUSE_REPORTS) {
    fs.mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
    fs.writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, `${name.toLowerCase().replaceAll(' ', '-')}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(Object.entries(lhr.categories).map(([id, c]) => [id, Math.round((c.score ?? 0) * 100)]));
  const requests =
    (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string; statusCode?: number; transferSize?: number }[] })?.items ?? [];
  let jsGzip = 0;
  let jsTransferred = 0;
  let cssGzip = 0;
  for (const request of requests) {
    if (!request.url.startsWith(origin)) continue;
    if (request.resourceType === 'Script') {
      jsGzip += await gzipSizeOf(request.url);
      jsTransferred += request.transferSize ?? 0;
    }
    if (request.resourceType === 'Stylesheet') cssGzip += await gzipSizeOf(request.url);
  }
  const failedImages = requests.filter(
    (r) => r.resourceType === 'Image' && !r.url.startsWith('data:') && !(r.statusCode !== undefined && r.statusCode >= 200 && r.statusCode < 400),
  ).length;
  return {
    page: name,
    scores,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    jsGzip,
    jsTransferred,
    cssGzip,
    failedImages,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function section(rows: Row[]): string {
  const lines = [
    START,
    '## Lighthouse (mobile preset)',
    '',
    `Written by \`npm run bench\` (bench/lighthouse.ts) on ${new Date().toISOString().slice(0, 10)}, Lighthouse 13 with Debian Chromium (headless),`,
    'against the built app and the real server on an embedded database seeded with the demo events, on this machine (see above).',
    'JS and CSS are the gzip (level 9) sizes of the same-origin scripts and stylesheets the page loaded; "JS received" is what Chromium',
    "received for those scripts (Lighthouse's transferred bytes: the build's brotli files, issue 41). This machine has no internet:",
    'every picture is the product\'s own (docs/credits.md), served by the server from /media (issue 17); "images failed" counts',
    'any picture request, of any origin, that did not answer 2xx or 3xx.',
    '',
    '| page | performance | accessibility | best practices | SEO | LCP | CLS | TBT | JS (gzip) | JS received | CSS (gzip) | images failed |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.page} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ` +
        `${Math.round(r.lcpMs)} ms | ${r.cls.toFixed(4)} | ${Math.round(r.tbtMs)} ms | ${kb(r.jsGzip)} | ${kb(r.jsTransferred)} | ${kb(r.cssGzip)} | ${r.failedImages} |`,
    ),
    '',
    "Targets (issue 3, issue 41): performance >= 95, accessibility, best practices and SEO 100, CLS 0, Home's JS <= 100 KB gzip and <= 100 KB received.",
    ...rows.map((r) => {
      const met =
        r.scores.performance! >= 95 &&
        r.scores.accessibility === 100 &&
        r.scores['best-practices'] === 100 &&
        r.scores.seo === 100 &&
        r.cls === 0 &&
        (!r.page.startsWith('Home') || (r.jsGzip <= 100 * 1024 && r.jsTransferred <= 100 * 1024));
      return `- ${r.page}: ${met ? 'met' : '**not met**'}`;
    }),
    END,
  ];
  return lines.join('\n');
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vh-lighthouse-'));
const server = spawn(process.execPath, serverArgs, {
  cwd: repoRoot,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: origin, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
  detached: true,
  stdio: 'ignore',
});
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  if (!fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) throw new Error('build the web app first: npm run build');
  await waitForHealth(origin);
  const events = (await (await fetch(`${origin}/api/events?limit=100`)).json()) as { _id: string; images?: string[] }[];
  const detailed = events.find((e) => e.images?.length) ?? events[0];
  if (!detailed) throw new Error('no demo events to open');
  chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const rows: Row[] = [];
  for (const [name, url] of [
    ['Home', `${origin}/`],
    ['Upcoming events', `${origin}/upcoming-events`],
    ['Event details', `${origin}/events/${detailed._id}`],
    // In Bangla (issue 15): its catalogs and Lingui come on top; measured last, as ?lang= keeps the choice in a cookie.
    ['Home (বাংলা)', `${origin}/?lang=bn`],
    ['Event details (বাংলা)', `${origin}/events/${detailed._id}?lang=bn`],
  ] as const) {
    // Now and then Lighthouse fails to trace a load (NO_LCP and the like): such a run is measured again.
    let row: Row | undefined;
    for (let attempt = 1; !row; attempt++) {
      try {
        row = await measure(url, name, chrome.port, origin);
      } catch (error) {
        if (attempt === 3) throw error;
        console.warn(`${name}: ${(error as Error).message}; measuring again`);
      }
    }
    rows.push(row);
    console.log(`${name}: ${JSON.stringify(row)}`);
  }
  writeReportSection(START, END, section(rows));
  console.log(`wrote the Lighthouse section of ${path.relative(repoRoot, reportFile)}`);
} finally {
  await chrome?.kill();
  try {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  } catch {
    console.error('the server had stopped already');
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
