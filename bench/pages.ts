// `npm run bench`, decision 017: what rendering the public pages on the server costs. The built app
// and the real server on an embedded database seeded with the demo events; each page is fetched by
// autocannon as a visitor without a session (rendered on the server) and, for comparison, with a
// session cookie (the same page for the browser to render: the template only). Writes its section of
// docs/benchmarks.md. Environment: BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (2), BENCH_PAGES_CONNECTIONS (10).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { envNumber, freePort, repoRoot, writeReportSection } from './support.ts';

const require = createRequire(import.meta.url);
type CannonResult = { requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number };
type CannonOptions = { url: string; connections: number; duration: number; timeout: number; headers: Record<string, string> };
const autocannon = require('autocannon') as (opts: CannonOptions, cb: (err: Error | null, result: CannonResult) => void) => unknown;

const START = '<!-- pages:start -->';
const END = '<!-- pages:end -->';
const SECONDS = envNumber('BENCH_SECONDS', 10);
const WARMUP_SECONDS = envNumber('BENCH_WARMUP_SECONDS', 2);
const CONNECTIONS = envNumber('BENCH_PAGES_CONNECTIONS', 10);
const SIGNED_IN = { cookie: 'better-auth.session_token=bench' };

function cannon(url: string, headers: Record<string, string>, duration: number): Promise<CannonResult> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, timeout: 10, headers }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

if (!fs.existsSync(path.join(repoRoot, 'apps/web/dist/.ssr/entry-server.js'))) throw new Error('build the web app first: npm run build');
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vh-bench-pages-'));
const server = spawn(process.execPath, ['apps/server/src/server.ts'], {
  cwd: repoRoot,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true', LOG_LEVEL: 'warn' },
  detached: true,
  stdio: 'ignore',
});
try {
  for (let i = 0; ; i++) {
    if (i === 480) throw new Error('the server did not answer /api/health within 120 s');
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const [event] = (await (await fetch(`${base}/api/events?limit=1`)).json()) as { _id: string }[];
  const pages: [string, string][] = [
    ['Home', '/'],
    ['Upcoming events', '/upcoming-events?type=All&page=1'],
    ['Event details', `/events/${event!._id}`],
    ['About', '/about'],
  ];
  const rows: string[] = [];
  for (const [name, pagePath] of pages) {
    const row: string[] = [`| ${name} \`${pagePath.replace(event!._id, ':id')}\``];
    let rendered: CannonResult | undefined;
    for (const headers of [{}, SIGNED_IN]) {
      const html = await (await fetch(`${base}${pagePath}`, { headers })).text();
      const isRendered = html.includes('id="server-state"');
      if (isRendered !== (headers === SIGNED_IN ? false : true)) throw new Error(`${pagePath}: rendered on the server is ${isRendered}`);
      await cannon(`${base}${pagePath}`, headers, WARMUP_SECONDS);
      const result = await cannon(`${base}${pagePath}`, headers, SECONDS);
      if (result.non2xx || result.errors) throw new Error(`${pagePath}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
      if (!rendered) rendered = result;
      row.push(`${(Buffer.byteLength(html) / 1024).toFixed(1)} KB | ${Math.round(result.requests.average)} | ${result.latency.p50} ms | ${result.latency.p99} ms`);
      console.log(`${name} ${headers === SIGNED_IN ? 'template' : 'rendered'}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`);
    }
    rows.push(`${row.join(' | ')} |`);
  }
  const cpus = os.cpus();
  writeReportSection(
    START,
    END,
    [
      START,
      '## Public pages rendered on the server (decision 017)',
      '',
      `Written by \`npm run bench\` (bench/pages.ts) on ${new Date().toISOString().slice(0, 10)}: ${cpus.length} × ${cpus[0]?.model ?? 'CPU'}, the built app and the`,
      `real server on PGlite with the demo events, ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up then ${SECONDS} s per row (autocannon on the same machine).`,
      '"Rendered": a visitor without a session gets the page rendered (React on the server plus the page\'s API reads in process).',
      '"Template": the same address with a session cookie, answered with the page for the browser to render (no rendering).',
      '',
      '| page | rendered: HTML | req/s | p50 | p99 | template: HTML | req/s | p50 | p99 |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...rows,
      END,
    ].join('\n'),
  );
} finally {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
