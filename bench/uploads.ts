// `npm run bench`, issue 17: uploads a second for a 4 MB phone photo, the server's memory while it
// processes them, and GET /media beside a bare node:http server serving the same bytes.
//
// A 4032×3024 JPEG (quality 92, about 3.9 MB, EXIF orientation 6, camera and GPS tags) is made in
// memory with sharp. The real server starts as `npm start` starts it (serverArgs: the heap cap and
// the other flags) on a fresh embedded database (PGlite, the default); a volunteer signs up, the
// server stops, their address is marked confirmed with SQL, the server starts again, and they sign
// in and take an access token. Memory is the proportional set size (PSS) of the server and its
// children summed (the picture process it starts on the first upload, decision 037); idle is after
// a warm-up of a few requests, before any upload. The photo is then uploaded one after another and
// from several concurrent clients while that is sampled every 50 ms. Last, autocannon
// runs against GET /media/{id}/800.webp and 1600.jpeg and a conditional request (If-None-Match →
// 304), first against a bare node:http server in its own process answering with the bytes and
// headers the real server gave, then against the real server. Where the server process's memory is
// (PGlite, malloc arenas, sharp's code, the rest) comes from /proc/PID/smaps. Writes its
// section of docs/benchmarks.md (between markers, replaced on every run).
//
// Environment: BENCH_UPLOADS (10, one after another), BENCH_UPLOAD_CLIENTS (4),
// BENCH_UPLOADS_CONCURRENT (12, shared by those clients), BENCH_MEDIA_SECONDS (5), BENCH_WARMUP_SECONDS (2),
// BENCH_CONNECTIONS (32), BENCH_TIMEOUT_MINUTES (8). Only 127.0.0.1 is used.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { user } from '../apps/server/src/db/schema.ts';
import { benchLog, envNumber, freePort, kbOf, processTree, runBench, safeRead, serverArgs, signIn, writeReportSection } from './support.ts';
import { measure as measureLoad, type CannonResult } from './load.ts';
import { children, giveUpAfter, spawnNode, stopChild, tempDirs } from './children.ts';

const HOST = '127.0.0.1';
const SEQUENTIAL = envNumber('BENCH_UPLOADS', 10);
const CLIENTS = envNumber('BENCH_UPLOAD_CLIENTS', 4);
const CONCURRENT = envNumber('BENCH_UPLOADS_CONCURRENT', 12);
const SECONDS = envNumber('BENCH_MEDIA_SECONDS', 5);
const WARMUP_SECONDS = envNumber('BENCH_WARMUP_SECONDS', 2);
const CONNECTIONS = envNumber('BENCH_CONNECTIONS', 32);
const TIMEOUT_MINUTES = envNumber('BENCH_TIMEOUT_MINUTES', 8);
const AUTH_SECRET = 'bench-only-auth-secret-not-for-production-0123456789';
const SAMPLE_MS = 50;
/** Issue 17: memory while a photo is processed, above the idle server. */
const TARGET_ABOVE_IDLE_MIB = 256;
const PHOTO = { width: 4032, height: 3024, quality: 92 };
const START = '<!-- uploads:start -->';
const END = '<!-- uploads:end -->';

giveUpAfter(TIMEOUT_MINUTES);

// ---------------------------------------------------------------- the photo

/**
 * A phone photo as a camera writes it: 4032×3024, JPEG quality 92, sky gradients above and busy
 * texture with sensor-like noise below (so the file is about 3.9 MB, not the few hundred KB a
 * smooth picture would be), EXIF orientation 6 (held sideways: the server must turn it to
 * 3024×4032), camera, exposure and GPS tags. Deterministic.
 */
async function phonePhoto(): Promise<Buffer> {
  const { width: W, height: H } = PHOTO;
  const raw = Buffer.alloc(W * H * 3);
  let seed = 17;
  const noise = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 4294967296 - 0.5;
  for (let y = 0; y < H; y++) {
    const sky = y < H * 0.45;
    const v = y / H;
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 3;
      const n = noise() * (sky ? 11 : 44);
      const [r, g, b] = sky
        ? [110 + v * 120, 150 + v * 80, 220 - v * 40]
        : [60 + 40 * Math.sin(x / 97) + 30 * Math.sin((x + y) / 23), 90 + 50 * Math.sin(y / 61) * Math.cos(x / 131), 40 + 25 * Math.sin((x - y) / 41)];
      raw[i] = Math.max(0, Math.min(255, r + n));
      raw[i + 1] = Math.max(0, Math.min(255, g + n * 0.9));
      raw[i + 2] = Math.max(0, Math.min(255, b + n * 1.1));
    }
  }
  return sharp(raw, { raw: { width: W, height: H, channels: 3 } })
    .jpeg({ quality: PHOTO.quality })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Google', Model: 'Pixel 8', Software: 'HDR+ 1.0', DateTime: '2026:11:20 09:14:05' },
      IFD2: { ExposureTime: '1/120', FNumber: '168/100', ISOSpeedRatings: '50', FocalLength: '690/100' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 48/1 3012/100', GPSLongitudeRef: 'E', GPSLongitude: '90/1 24/1 4518/100' },
    })
    .toBuffer();
}

// ---------------------------------------------------------------- the real server

type Memory = { rssMib: number; hwmMib: number };
type Server = { child: ChildProcess; base: string; output: () => string };

/**
 * The server's memory with its children's (the picture process, decision 037): their proportional
 * set sizes summed (what bench/memory.ts counts), so the pages of Node and its libraries the two
 * processes share count once, not twice as summed VmRSS would; and the server's own VmHWM.
 */
function memoryOf(pid: number): Memory {
  let pss = 0;
  for (const each of processTree(pid)) pss += kbOf(safeRead(`/proc/${each}/smaps_rollup`), 'Pss');
  return { rssMib: pss / 1024, hwmMib: kbOf(safeRead(`/proc/${pid}/status`), 'VmHWM') / 1024 };
}

/**
 * Where the process's resident memory is, from /proc/PID/smaps (MiB): PGlite's WebAssembly memory
 * (the read-write part of the many-GiB reservation V8 makes for it), glibc's malloc arenas (the
 * main one on [heap], each thread's in a 64 MiB mapping), sharp's and libvips's code, and the rest
 * of the anonymous memory (V8's heap, Buffers and other large allocations).
 */
type Breakdown = { wasm: number; mainArena: number; threadArenas: number; sharpCode: number; otherAnon: number; otherFiles: number };

function breakdownOf(pid: number): Breakdown {
  const out: Breakdown = { wasm: 0, mainArena: 0, threadArenas: 0, sharpCode: 0, otherAnon: 0, otherFiles: 0 };
  const maps: { size: number; rss: number; perms: string; name: string }[] = [];
  for (const block of safeRead(`/proc/${pid}/smaps`).split(/\n(?=[0-9a-f]+-[0-9a-f]+ )/)) {
    const header = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+[ \t]*(.*)$/m.exec(block);
    if (!header) continue;
    maps.push({ size: kbOf(block, 'Size'), rss: kbOf(block, 'Rss'), perms: header[3]!, name: header[4]!.trim() });
  }
  maps.forEach((m, i) => {
    const mib = m.rss / 1024;
    const next = maps[i + 1];
    const guard = next && next.name === '' && next.perms.startsWith('---') ? next.size : 0;
    if (m.name === '[heap]') out.mainArena += mib;
    else if (/sharp|vips/.test(m.name)) out.sharpCode += mib;
    else if (m.name.startsWith('/')) out.otherFiles += mib;
    else if (m.name !== '') out.otherAnon += mib;
    else if (guard >= 1024 * 1024) out.wasm += mib;
    else if (m.size + guard === 65536 || m.size === 65536) out.threadArenas += mib;
    else out.otherAnon += mib;
  });
  return out;
}

async function startServer(dataDir: string, extraEnv: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST,
    AUTH_SECRET,
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    // Every upload of the run from one account: neither the per-minute limit nor the quota may refuse one.
    UPLOAD_RATE_LIMIT_MAX: '100000',
    UPLOAD_QUOTA_MB: '100000',
  };
  delete env.DATABASE_URL;
  delete env.MALLOC_ARENA_MAX; // glibc's default unless a scenario sets it
  Object.assign(env, extraEnv);
  const { child, output } = spawnNode(serverArgs, env);
  for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited before answering:\n${output()}`);
    try {
      if ((await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) })).ok) return { child, base, output };
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stopChild(child);
  throw new Error(`the server did not answer /api/health within 120 s:\n${output()}`);
}

function assertAlive(server: Server, what: string): void {
  if (server.child.exitCode !== null || server.child.signalCode !== null) {
    throw new Error(`the server died during ${what} (exit ${server.child.exitCode ?? server.child.signalCode}); its last output:\n${server.output()}`);
  }
}

const EMAIL = 'bench-uploader@example.com';
const PASSWORD = 'Bench12345';

/** Signs up through the API (the address is not confirmed yet, so no session comes with it). */
async function signUp(base: string): Promise<void> {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ name: 'Bench Uploader', email: EMAIL, password: PASSWORD, image: 'https://example.com/bench.png' }),
  });
  if (!res.ok) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  await res.arrayBuffer();
}

/** Samples the server's VmRSS every 50 ms until stopped: its peak and when it was seen. */
function sampler(pid: number) {
  let peak = 0;
  let samples = 0;
  const timer = setInterval(() => {
    const { rssMib } = memoryOf(pid);
    if (rssMib > 0) {
      samples++;
      peak = Math.max(peak, rssMib);
    }
  }, SAMPLE_MS);
  return {
    stop: () => {
      clearInterval(timer);
      return { peakMib: peak, samples };
    },
  };
}

type UploadAnswer = { id: string; url: string; width: number; height: number; widths: number[] };

async function uploadOnce(base: string, token: string, photo: Buffer): Promise<{ ms: number; answer: UploadAnswer }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'PXL_20261120_091405123.jpg');
  const started = performance.now();
  const res = await fetch(`${base}/api/uploads`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const text = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 201) throw new Error(`POST /api/uploads answered ${res.status}: ${text.slice(0, 300)}`);
  const answer = JSON.parse(text) as UploadAnswer;
  if (answer.width !== PHOTO.height || answer.height !== PHOTO.width || answer.widths.join() !== '400,800,1600') {
    throw new Error(`unexpected upload answer (orientation not applied?): ${text.slice(0, 300)}`);
  }
  return { ms, answer };
}

type UploadRun = {
  label: string;
  clients: number;
  uploads: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  maxMs: number;
  peakMib: number;
  samples: number;
  hwmMib: number;
  /** VmHWM when the run began: a higher one at its end was reached during the run. */
  hwmBeforeMib: number;
  load: [number, number];
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

/** `total` uploads from `clients` concurrent clients, VmRSS sampled all along. */
async function uploadRun(server: Server, token: string, photo: Buffer, label: string, clients: number, total: number, ids: string[]): Promise<UploadRun> {
  const pid = server.child.pid!;
  const load = os.loadavg()[0]!;
  const hwmBeforeMib = memoryOf(pid).hwmMib;
  const sampling = sampler(pid);
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  try {
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (next < total) {
          next++;
          const { ms, answer } = await uploadOnce(server.base, token, photo);
          times.push(ms);
          ids.push(answer.id);
        }
      }),
    );
  } catch (error) {
    assertAlive(server, label);
    throw error;
  }
  const seconds = (performance.now() - started) / 1000;
  const { peakMib, samples } = sampling.stop();
  times.sort((a, b) => a - b);
  return {
    label,
    clients,
    uploads: total,
    seconds,
    perSecond: total / seconds,
    p50Ms: percentile(times, 50),
    maxMs: times.at(-1)!,
    peakMib,
    samples,
    hwmMib: memoryOf(pid).hwmMib,
    hwmBeforeMib,
    load: [load, os.loadavg()[0]!],
  };
}

// ---------------------------------------------------------------- /media and the bare server

const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding']);
type Sampled = { status: number; headers: Record<string, string>; body: Buffer };

async function sampleResponse(url: string, headers: Record<string, string> = {}): Promise<Sampled> {
  const response = await fetch(url, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  const kept: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    if (!HOP_HEADERS.has(key)) kept[key] = value;
  });
  return { status: response.status, headers: kept, body };
}

/**
 * The baseline: node:http in its own process answering every request with the 200 the real server
 * gave (same headers, same bytes), or with its 304 when If-None-Match names the ETag, as the real
 * server does. bench/bare-server.ts answers 200 only, hence this one.
 */
const BARE_SERVER = `
const fs = require('node:fs');
const http = require('node:http');
const spec = JSON.parse(fs.readFileSync(process.argv[1], 'utf8'));
const body = fs.readFileSync(spec.bodyFile);
const ok = { ...spec.ok, 'content-length': String(body.length) };
const etag = spec.ok.etag;
const server = http.createServer((request, response) => {
  request.resume();
  const known = request.headers['if-none-match'];
  if (known && known.split(',').some((tag) => tag.trim().replace(/^W\\//, '') === etag)) {
    response.writeHead(304, spec.notModified);
    response.end();
    return;
  }
  response.writeHead(200, ok);
  response.end(body);
});
server.keepAliveTimeout = 65000;
server.listen(0, '127.0.0.1', () => process.stdout.write(JSON.stringify({ port: server.address().port }) + '\\n'));
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(0));
`;

async function startBareServer(ok: Sampled, notModified: Sampled, dir: string, name: string): Promise<{ child: ChildProcess; base: string }> {
  const bodyFile = path.join(dir, `${name}.body`);
  const specFile = path.join(dir, `${name}.json`);
  fs.writeFileSync(bodyFile, ok.body);
  fs.writeFileSync(specFile, JSON.stringify({ ok: ok.headers, notModified: notModified.headers, bodyFile }));
  const { child, output } = spawnNode(['-e', BARE_SERVER, specFile], process.env);
  const port = await new Promise<number>((resolve, reject) => {
    let line = '';
    const timer = setTimeout(() => reject(new Error(`bare server did not start:\n${output()}`)), 15_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      line += chunk.toString();
      const match = /\{"port":(\d+)\}/.exec(line);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', () => reject(new Error(`bare server exited:\n${output()}`)));
  });
  return { child, base: `http://${HOST}:${port}` };
}

const measure = (url: string, headers?: Record<string, string>) =>
  measureLoad(url, { warmup: WARMUP_SECONDS, seconds: SECONDS }, { connections: CONNECTIONS, headers });

type MediaRun = { label: string; path: string; status: number; bytes: number; type: string; server: CannonResult; bare: CannonResult; load: [number, number] };

/** Requests answered with the expected status over all requests sent; 1 when every one was. */
const expectedShare = (c: CannonResult, status: number) => (status === 304 ? c['3xx'] : c['2xx']) / Math.max(1, c.requests.total);

async function benchMedia(server: Server, id: string, dir: string, log: (s: string) => void): Promise<MediaRun[]> {
  const runs: MediaRun[] = [];
  for (const [file, conditional] of [
    ['800.webp', false],
    ['1600.jpeg', false],
    ['800.webp', true],
  ] as const) {
    const mediaPath = `/media/${id}/${file}`;
    const ok = await sampleResponse(`${server.base}${mediaPath}`);
    if (ok.status !== 200) throw new Error(`GET ${mediaPath} answered ${ok.status}: ${ok.body.toString().slice(0, 300)}`);
    const etag = ok.headers.etag;
    if (!etag) throw new Error(`GET ${mediaPath} has no ETag`);
    const notModified = await sampleResponse(`${server.base}${mediaPath}`, { 'if-none-match': etag });
    if (notModified.status !== 304) throw new Error(`GET ${mediaPath} with If-None-Match answered ${notModified.status}, not 304`);
    if (!conditional) {
      // What the route stores: the width asked for, oriented, and no metadata left in the file.
      const meta = await sharp(ok.body).metadata();
      if (meta.width !== Number(file.split('.')[0]) || meta.exif || meta.orientation) {
        throw new Error(`${mediaPath}: ${meta.width} px wide, exif ${meta.exif ? 'present' : 'absent'}, orientation ${meta.orientation}`);
      }
    }
    const headers = conditional ? { 'if-none-match': etag } : undefined;
    const status = conditional ? 304 : 200;
    const label = conditional ? `${file}, If-None-Match → 304` : file;
    const bare = await startBareServer(ok, notModified, dir, file.replace('.', '-'));
    try {
      const load = os.loadavg()[0]!;
      log(`  ${label}: bare server (${ok.body.length} bytes)…`);
      const bareResult = await measure(`${bare.base}${mediaPath}`, headers);
      log(`  ${label}: real server…`);
      const real = await measure(`${server.base}${mediaPath}`, headers);
      assertAlive(server, `the ${label} run`);
      for (const [who, c] of [
        ['bare', bareResult],
        ['server', real],
      ] as const) {
        if (expectedShare(c, status) < 1 || c.errors + c.timeouts > 0) {
          throw new Error(`${label} (${who}): ${c['2xx']} 2xx, ${c['3xx']} 3xx of ${c.requests.total}, ${c.errors} errors, ${c.timeouts} timeouts`);
        }
      }
      runs.push({
        label,
        path: mediaPath,
        status,
        bytes: conditional ? 0 : ok.body.length,
        type: ok.headers['content-type'] ?? '?',
        server: real,
        bare: bareResult,
        load: [load, os.loadavg()[0]!],
      });
      log(
        `  ${label}: ${fmt(real.requests.average)} req/s vs bare ${fmt(bareResult.requests.average)} req/s (ratio ${(real.requests.average / bareResult.requests.average).toFixed(2)})`,
      );
    } finally {
      await stopChild(bare.child);
    }
  }
  return runs;
}

// ---------------------------------------------------------------- report

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const mib = (n: number) => `${fmt(n)} MiB`;
const parts = (b: Breakdown) =>
  `WebAssembly (PGlite) ${mib(b.wasm)}, malloc [heap] ${mib(b.mainArena)}, malloc thread arenas ${mib(b.threadArenas)}, ` +
  `sharp/libvips code ${mib(b.sharpCode)}, other anonymous ${mib(b.otherAnon)}, other files ${mib(b.otherFiles)}`;

type Result = {
  started: Date;
  photoBytes: number;
  photoMs: number;
  scenarios: Scenario[];
  afterMedia: Memory;
  media: MediaRun[];
  seconds: number;
};

/** The peak of a run: the largest sample (VmHWM is one process's, not the tree's, so it is only logged). */
const peakOf = (run: UploadRun) => run.peakMib;

function section(r: Result): string {
  const cpus = os.cpus();
  const [main, ...others] = r.scenarios;
  const peak = Math.max(...main!.runs.map(peakOf));
  const above = peak - main!.idle.rssMib;
  const lines = [
    START,
    '## Uploads and /media (issue 17)',
    '',
    `Written by \`npm run bench\` (bench/uploads.ts) on ${r.started.toISOString().slice(0, 10)}, on ${cpus.length} CPUs (${cpus[0]?.model.trim() ?? '?'}),`,
    `${fmt(os.totalmem() / 1024 ** 3, 1)} GiB, Node ${process.version}, sharp ${sharp.versions.sharp} (libvips ${sharp.versions.vips}); the run took ${fmt(r.seconds)} s. The real`,
    `server as \`npm start\` starts it (\`${serverArgs.filter((a) => a.startsWith('--')).join(' ')}\`) on a fresh embedded`,
    'database (PGlite, the default), so its memory includes the database; pictures are stored in it (decision 037).',
    '',
    `The photo: ${PHOTO.width}×${PHOTO.height}, JPEG quality ${PHOTO.quality}, **${fmt(r.photoBytes / 1e6, 2)} MB**, EXIF orientation 6 (the server turns it to`,
    `${PHOTO.height}×${PHOTO.width}), camera, exposure and GPS tags; sky gradients and busy, noisy texture so it is as large as a phone's`,
    `(made in memory with sharp in ${fmt(r.photoMs)} ms). Each upload is \`POST /api/uploads\` (multipart, field \`file\`) with the bearer`,
    'token of a confirmed account, answered 201 once the eight files (400, 800 and 1600 px in WebP and JPEG, 400 and 800 in AVIF) and the',
    'placeholder are stored; the bench checks each answer (3024×4032, widths 400, 800, 1600) and that the served files carry no EXIF.',
    '',
    'Memory is the proportional set size (PSS, /proc/PID/smaps_rollup) of the server and its children summed, as bench/memory.ts',
    'counts it (pictures are processed in a child process the server starts on the first upload and that exits 20 s after the',
    'last, decision 037; PSS counts the pages of Node and its libraries the two share once): **idle** after start and a warm-up',
    `of a few requests, before any upload; during the uploads it is sampled every ${SAMPLE_MS} ms.`,
    '',
    '| server | uploads | clients | uploads/s | p50 | slowest | idle PSS | peak PSS | above idle | 1-min load start / end |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const sc of r.scenarios) {
    for (const run of sc.runs) {
      const p = peakOf(run);
      lines.push(
        `| ${sc.name} | ${run.uploads}, ${run.label} | ${run.clients} | **${fmt(run.perSecond, 2)}** | ${fmt(run.p50Ms / 1000, 2)} s | ${fmt(run.maxMs / 1000, 2)} s | ${mib(sc.idle.rssMib)} | ${mib(p)} | **${mib(p - sc.idle.rssMib)}** | ${run.load[0].toFixed(1)} / ${run.load[1].toFixed(1)} |`,
      );
    }
  }
  lines.push(
    '',
    `- Issue 17, memory while processing at most ${TARGET_ABOVE_IDLE_MIB} MiB above idle, as \`npm start\` runs the server: peak ${mib(peak)}, ${mib(above)} above`,
    `  idle: ${above <= TARGET_ABOVE_IDLE_MIB ? '**met**' : `**not met** (by ${mib(above - TARGET_ABOVE_IDLE_MIB)})`}.`,
    '- The server processes one picture at a time (decision 037), so concurrent clients wait their turn: uploads/s stays that of',
    '  one client, each waits longer, and memory also holds the files received and waiting (4 MB each).',
    '',
    "Where the server process's own resident memory is (its picture process apart), from /proc/PID/smaps, at idle and 2 s after the last upload: PGlite's WebAssembly memory,",
    "glibc's malloc arenas (the main one on `[heap]`; one more per thread that allocates, each a 64 MiB mapping: libvips's",
    "worker threads allocate the pixel buffers there), sharp's and libvips's code, and the rest of the anonymous memory (V8's",
    'heap, Buffers, large allocations).',
    '',
    '| server | when | PSS (all) | PGlite (WebAssembly) | malloc [heap] | malloc thread arenas | sharp/libvips code | other anonymous | other files |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|',
  );
  for (const sc of r.scenarios) {
    for (const [when, m, b] of [
      ['idle', sc.idle, sc.idleParts],
      ['after the uploads', sc.settled, sc.settledParts],
    ] as const) {
      lines.push(
        `| ${sc.name} | ${when} | ${mib(m.rssMib)} | ${mib(b.wasm)} | ${mib(b.mainArena)} | ${mib(b.threadArenas)} | ${mib(b.sharpCode)} | ${mib(b.otherAnon)} | ${mib(b.otherFiles)} |`,
      );
    }
  }
  const retained = main!.settled.rssMib - main!.idle.rssMib;
  const arenas = main!.settledParts.threadArenas - main!.idleParts.threadArenas;
  lines.push(
    '',
    `- ${mib(retained)} more stayed 2 s after the uploads (the picture process still waiting for more); ${mib(arenas)} of the server's own is in`,
    "  glibc's thread arenas, where libvips's freed buffers stayed when pictures were processed in the server itself.",
  );
  for (const sc of others) {
    const p = Math.max(...sc.runs.map(peakOf));
    lines.push(
      '',
      `- ${sc.name} (\`${Object.entries(sc.env)
        .map(([k, v]) => `${k}=${v}`)
        .join(' ')}\` in the server's environment; not how \`npm start\` runs it): peak ${mib(p - sc.idle.rssMib)} above idle, against ${mib(above)}.`,
    );
  }
  lines.push(
    '',
    `\`GET /media\` with autocannon (${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up, then ${SECONDS} s), first against a bare \`node:http\` server in`,
    'its own process answering with the bytes and headers the real server gave (its 304 too, when If-None-Match names the',
    'ETag), then against the real server (as `npm start` runs it, after its uploads), in the same run. The real server keeps',
    'the most served files in memory (8 MiB, decision 037), so these answers skip the database; "ratio" is server req/s over bare req/s.',
    '',
    '| request | answer | server req/s | p50 | p99 | server MB/s | bare req/s | bare p99 | ratio | 1-min load start / end |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---|',
  );
  for (const m of r.media) {
    const answer = m.status === 304 ? '304, no body' : `200, ${m.type}, ${fmt(m.bytes / 1024, 1)} KiB`;
    lines.push(
      `| \`GET ${m.path.replace(/\/media\/[^/]+\//, '/media/{id}/')}\`${m.status === 304 ? ' + If-None-Match' : ''} | ${answer} | **${fmt(m.server.requests.average)}** | ${m.server.latency.p50} ms | ${m.server.latency.p99} ms | ${fmt(m.server.throughput.average / 1e6, 1)} | ${fmt(m.bare.requests.average)} | ${m.bare.latency.p99} ms | **${(m.server.requests.average / m.bare.requests.average).toFixed(2)}** | ${m.load[0].toFixed(1)} / ${m.load[1].toFixed(1)} |`,
    );
  }
  lines.push(
    '',
    `- PSS after the /media runs: ${mib(r.afterMedia.rssMib)}.`,
    `- autocannon, the bare server, the real server and its database share the ${cpus.length} CPUs; other work on the machine skews the figures.`,
    END,
  );
  return lines.join('\n');
}

// ---------------------------------------------------------------- main

type Scenario = { name: string; env: Record<string, string>; idle: Memory; idleParts: Breakdown; runs: UploadRun[]; settled: Memory; settledParts: Breakdown };

/**
 * Starts the server, warms it up without an upload, measures idle, runs the two upload runs and
 * measures again 2 s after; `then` gets the running server (for /media) before it is stopped.
 */
async function uploadScenario(
  name: string,
  dataDir: string,
  env: Record<string, string>,
  photo: Buffer,
  log: (s: string) => void,
  then?: (server: Server, ids: string[]) => Promise<void>,
): Promise<Scenario> {
  log(`${name}: starting the server…`);
  const server = await startServer(dataDir, env);
  const pid = server.child.pid!;
  try {
    const token = (await signIn(server.base, { email: EMAIL, password: PASSWORD })).token;
    // Warm-up without an upload: the routes an uploader's visit touches, then a pause to settle.
    for (let i = 0; i < 20; i++) {
      for (const url of ['/api/health', '/api/events?page=1&limit=8', `/media/00000000-0000-4000-8000-000000000000/800.webp`]) {
        await (await fetch(`${server.base}${url}`, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer();
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const idle = memoryOf(pid);
    const idleParts = breakdownOf(pid);
    log(`  idle: PSS ${mib(idle.rssMib)} (the server's VmHWM since start ${mib(idle.hwmMib)}); ${parts(idleParts)}`);
    const ids: string[] = [];
    const runs: UploadRun[] = [];
    for (const [label, clients, total] of [
      ['one after another', 1, SEQUENTIAL],
      ['concurrent', CLIENTS, CONCURRENT],
    ] as const) {
      log(`  ${total} uploads, ${label} (${clients} client${clients === 1 ? '' : 's'})…`);
      const run = await uploadRun(server, token, photo, label, clients, total, ids);
      runs.push(run);
      const peak = peakOf(run);
      log(`    ${fmt(run.perSecond, 2)} uploads/s, p50 ${fmt(run.p50Ms)} ms; peak PSS ${mib(peak)}, ${mib(peak - idle.rssMib)} above idle`);
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const settled = memoryOf(pid);
    const settledParts = breakdownOf(pid);
    log(`  2 s after the uploads: PSS ${mib(settled.rssMib)}; ${parts(settledParts)}`);
    await then?.(server, ids);
    return { name, env, idle, idleParts, runs, settled, settledParts };
  } finally {
    await stopChild(server.child);
  }
}

async function main(): Promise<void> {
  const started = new Date();
  const t0 = performance.now();
  const log = benchLog();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'volunteering-bench-uploads-'));
  tempDirs.add(dir);
  const dataDir = path.join(dir, 'pglite-data');
  try {
    const p0 = performance.now();
    const photo = await phonePhoto();
    const photoMs = performance.now() - p0;
    log(`photo: ${PHOTO.width}×${PHOTO.height}, ${fmt(photo.length / 1e6, 2)} MB, made in ${fmt(photoMs)} ms`);

    log('starting the server to sign a volunteer up…');
    const first = await startServer(dataDir);
    await signUp(first.base);
    await stopChild(first.child);
    const database = await openDatabase({ dataDir });
    try {
      await database.db.update(user).set({ emailVerified: true }).where(eq(user.email, EMAIL));
    } finally {
      await database.close();
    }

    let media: MediaRun[] = [];
    let afterMedia: Memory | undefined;
    const scenarios: Scenario[] = [];
    scenarios.push(
      await uploadScenario('as npm start runs it', dataDir, {}, photo, log, async (server, ids) => {
        log('/media against a bare node:http server and the real server…');
        media = await benchMedia(server, ids[0]!, dir, log);
        afterMedia = memoryOf(server.child.pid!);
        log(`  after /media: PSS ${mib(afterMedia.rssMib)}`);
      }),
    );
    const result: Result = { started, photoBytes: photo.length, photoMs, scenarios, afterMedia: afterMedia!, media, seconds: (performance.now() - t0) / 1000 };
    const text = section(result);
    writeReportSection(START, END, text);
    console.log(`\n${text}\n\nwrote the uploads section of docs/benchmarks.md in ${fmt(result.seconds)} s`);
  } finally {
    for (const child of [...children]) await stopChild(child);
    fs.rmSync(dir, { recursive: true, force: true });
    tempDirs.delete(dir);
  }
}

await runBench(main);
