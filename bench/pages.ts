// `npm run bench`, decisions 017 and 025: what rendering the pages on the server costs. The built app
// and the real server on an embedded database seeded with the demo events; each page is fetched by
// autocannon as a visitor without a session (rendered on the server; with the one-second cache as
// configured, and with it off), as a signed-in visitor (rendered for them: a session read and a
// render, never cached) and, for comparison, with a stale session cookie (the same page for the
// browser to render: the template only). Writes its section of
// docs/benchmarks.md. Environment: BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (2), BENCH_PAGES_CONNECTIONS (10).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { sampleResponse, startBareServer } from './load.ts';
import { envNumber, repoRoot, signedInVolunteer, startDemoServer, writeReportSection } from './support.ts';

const require = createRequire(import.meta.url);
type CannonResult = { requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number };
type CannonOptions = { url: string; connections: number; duration: number; timeout: number; headers: Record<string, string> };
const autocannon = require('autocannon') as (opts: CannonOptions, cb: (err: Error | null, result: CannonResult) => void) => unknown;

const START = '<!-- pages:start -->';
const END = '<!-- pages:end -->';
const SECONDS = envNumber('BENCH_SECONDS', 10);
const WARMUP_SECONDS = envNumber('BENCH_WARMUP_SECONDS', 2);
const CONNECTIONS = envNumber('BENCH_PAGES_CONNECTIONS', 10);
const STALE_SESSION = { cookie: 'better-auth.session_token=bench' };

function cannon(url: string, headers: Record<string, string>, duration: number): Promise<CannonResult> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, timeout: 10, headers }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

if (!fs.existsSync(path.join(repoRoot, 'apps/web/dist/.ssr/entry-server.js'))) throw new Error('build the web app first: npm run build');

async function measure(base: string, pagePath: string, headers: Record<string, string>, rendered: boolean): Promise<string> {
  const html = await (await fetch(`${base}${pagePath}`, { headers })).text();
  if (html.includes('id="server-state"') !== rendered) throw new Error(`${pagePath}: expected rendered on the server to be ${rendered}`);
  await cannon(`${base}${pagePath}`, headers, WARMUP_SECONDS);
  const result = await cannon(`${base}${pagePath}`, headers, SECONDS);
  if (result.non2xx || result.errors) throw new Error(`${pagePath}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  console.log(`${pagePath} ${rendered ? 'rendered' : 'template'}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`);
  return `${(Buffer.byteLength(html) / 1024).toFixed(1)} KB | ${Math.round(result.requests.average)} | ${result.latency.p99} ms`;
}

/** The server's req/s for a page over a bare node:http server's answering the same bytes, in turn (issue 41's measure). */
async function ratioToBare(base: string, pagePath: string, headers: Record<string, string>, served: string): Promise<string> {
  const bare = await startBareServer(await sampleResponse(`${base}${pagePath}`, { ...headers, 'accept-encoding': 'identity' }), bareDir, 'page');
  try {
    await cannon(`${bare.base}${pagePath}`, {}, WARMUP_SECONDS);
    const result = await cannon(`${bare.base}${pagePath}`, {}, SECONDS);
    return `${(Number(served.split(' | ')[1]) / result.requests.average).toFixed(3)}`;
  } finally {
    await bare.stop();
  }
}
const bareDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vh-bench-pages-'));

// As configured (rendered pages kept for the public cache's second), and with that cache off:
// every request renders, which is the cost of rendering itself.
const servers = [await startDemoServer({}), await startDemoServer({ PUBLIC_CACHE_TTL_MS: '0' })];
try {
  const [event] = (await (await fetch(`${servers[0]!.base}/api/events?limit=1`)).json()) as { _id: string }[];
  const signedIn = { cookie: (await signedInVolunteer(servers[0]!.base)).cookie };
  // Public pages are rendered for everyone; a page of one's own only for its signed-in visitor.
  const pages: [string, (id: string) => string, boolean][] = [
    ['Home', () => '/', true],
    ['Upcoming events', () => '/upcoming-events?type=All&page=1', true],
    ['Event details', (id) => `/events/${id}`, true],
    ['About', () => '/about', true],
    ['My Joined Events', () => '/joined-events', false],
  ];
  const NOT_RENDERED = '— | — | —';
  const rows: string[] = [];
  for (const [name, pathFor, isPublic] of pages) {
    const cells = [`${name} \`${pathFor(':id')}\``];
    if (isPublic) {
      cells.push(await measure(servers[0]!.base, pathFor(event!._id), {}, true));
      const [uncachedEvent] = (await (await fetch(`${servers[1]!.base}/api/events?limit=1`)).json()) as { _id: string }[];
      cells.push((await measure(servers[1]!.base, pathFor(uncachedEvent!._id), {}, true)).split(' | ').slice(1).join(' | '));
    } else {
      cells.push(NOT_RENDERED, '— | —');
    }
    const signedInCell = await measure(servers[0]!.base, pathFor(event!._id), signedIn, true);
    cells.push(signedInCell, await ratioToBare(servers[0]!.base, pathFor(event!._id), signedIn, signedInCell));
    cells.push(await measure(servers[0]!.base, pathFor(event!._id), STALE_SESSION, false));
    rows.push(`| ${cells.join(' | ')} |`);
  }
  const cpus = os.cpus();
  writeReportSection(
    START,
    END,
    [
      START,
      '## Pages rendered on the server (decisions 017 and 025)',
      '',
      `Written by \`npm run bench\` (bench/pages.ts) on ${new Date().toISOString().slice(0, 10)}: ${cpus.length} × ${cpus[0]?.model ?? 'CPU'}, the built app and the`,
      `real server on PGlite with the demo events, ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up then ${SECONDS} s per cell (autocannon on the same machine).`,
      '"Rendered": a visitor without a session gets the page rendered (React on the server plus the page\'s API reads in process); as',
      'configured, a rendered page is kept for a second for the next visitor with the same address, time zone and layout; with that',
      'cache off (`PUBLIC_CACHE_TTL_MS=0`) every request renders. "Signed in": a visitor with a live session gets the page drawn for',
      'them (their session read, then the render; the public answers included, their own data as its skeleton; never cached);',
      '"ratio to bare": its req/s over a bare `node:http` server\'s answering the same bytes, measured right after it (issue 41).',
      '"Template": the same address with a stale session cookie, answered with the page for the browser to render (no rendering,',
      'but Home and Upcoming events read their first picture from the database).',
      '',
      '| page | rendered: HTML | req/s | p99 | rendered, cache off: req/s | p99 | signed in: HTML | req/s | p99 | ratio to bare | template: HTML | req/s | p99 |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...rows,
      END,
    ].join('\n'),
  );
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  fs.rmSync(bareDir, { recursive: true, force: true });
}
