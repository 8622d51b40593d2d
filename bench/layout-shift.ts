// `npm run bench`: layout shift (CLS) of every page in the site's frame while it loads, signed in
// (decision 025: drawn by the server with skeletons, then filled in by the browser) and signed out,
// at 360 and 1280 px, on a slow network (600 ms latency, 200 KB/s), for a volunteer who joined three
// events. The budget is 0 on every page. Writes its section of docs/benchmarks.md.
import os from 'node:os';
import { chromium, type Page } from 'playwright-core';
import { findChromium } from '../scripts/find-chromium.ts';
import { runBench, startDemoServer, writeReportSection } from './support.ts';

const START = '<!-- layout-shift:start -->';
const END = '<!-- layout-shift:end -->';
const WIDTHS = [360, 1280];
/** After the network is quiet: late pictures, timers and lazy parts still have time to move things. */
const SETTLE_MS = 3000;

/** The shifts of one page load, summed as the browser reports them (input-driven ones excluded). */
async function shiftOf(page: Page, path: string): Promise<{ cls: number; moved: string[] }> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_MS);
  return page.evaluate(() => (window as unknown as { shifts: { cls: number; moved: string[] } }).shifts);
}

await runBench(async () => {
  const server = await startDemoServer();
  const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox'] });
  try {
    const events = (await (await fetch(`${server.base}/api/events?limit=3`)).json()) as { _id: string }[];
    const paths = ['/', '/upcoming-events', ...events.map(({ _id }) => `/events/${_id}`), '/about', '/contact', '/no-such-page'];
    const ownPaths = ['/joined-events', '/manage-events', '/my-impact', '/profile', '/create-event'];
    const rows: string[] = [];
    for (const signedIn of [true, false]) {
      for (const width of WIDTHS) {
        const context = await browser.newContext({ viewport: { width, height: 800 }, baseURL: server.base });
        const page = await context.newPage();
        if (signedIn) {
          const signUp = await page.request.post('/api/auth/sign-up/email', {
            headers: { origin: server.base },
            data: { name: 'Bench Volunteer', email: `shift-${width}-${Date.now()}@example.com`, password: 'Secret123', image: 'https://example.com/b.png' },
          });
          if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()}`);
          const { token } = (await (await page.request.get('/api/auth/token')).json()) as { token: string };
          for (const { _id } of events) await page.request.patch(`/api/events/${_id}/join`, { headers: { authorization: `Bearer ${token}` }, data: {} });
        }
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 600, downloadThroughput: 200_000, uploadThroughput: 100_000 });
        await page.addInitScript(() => {
          const shifts = { cls: 0, moved: [] as string[] };
          (window as unknown as { shifts: typeof shifts }).shifts = shifts;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
              if (entry.hadRecentInput) continue;
              shifts.cls += entry.value;
              for (const source of entry.sources ?? [])
                shifts.moved.push(`${source.node?.nodeName ?? '?'}.${String((source.node as Element | undefined)?.className ?? '').slice(0, 40)}`);
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        for (const path of signedIn ? [...paths, ...ownPaths] : paths) {
          const { cls, moved } = await shiftOf(page, path);
          console.log(`${signedIn ? 'signed in' : 'signed out'} ${width} px ${path}: CLS ${cls.toFixed(4)} ${moved.join(', ')}`);
          rows.push(
            `| ${path.replace(/[0-9a-f-]{36}/, ':id')} | ${signedIn ? 'signed in' : 'signed out'} | ${width} px | ${cls.toFixed(4)} | ${moved.join(', ') || '—'} |`,
          );
        }
        await context.close();
      }
    }
    const cpus = os.cpus();
    writeReportSection(
      START,
      END,
      [
        START,
        '## Layout shift while pages load (CLS)',
        '',
        `Written by \`npm run bench\` (bench/layout-shift.ts) on ${new Date().toISOString().slice(0, 10)}: ${cpus.length} × ${cpus[0]?.model ?? 'CPU'}, headless Chromium,`,
        'the built app and the real server on PGlite with the demo events; 600 ms latency and 200 KB/s, then 3 s after the network is',
        'quiet. Signed in: a volunteer who joined the first three events (one page load each, in this order). Budget: 0 everywhere.',
        '',
        '| page | visitor | width | CLS | what moved |',
        '|---|---|---|---:|---|',
        ...rows,
        END,
      ].join('\n'),
    );
  } finally {
    await browser.close();
    await server.stop();
  }
});
