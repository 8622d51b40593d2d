// `npm run bench`, issue 14: a soak run. The real server on the embedded default (PGlite) with the
// demo data takes SOAK_SECONDS of mixed traffic from SOAK_CONNECTIONS workers, each one keep-alive
// connection from its own loopback address (127.0.0.2, 127.0.0.3, …, so each looks like one
// visitor to the per-address limits): lists with pages and type filters, event details, searches,
// server-rendered pages, a join then a cancel by the worker's own volunteer, and now and then a
// fresh sign-in (sign in, take an access token, sign the old session out). Every 10 s the server's
// memory is read from /proc (PSS summed over the process and any children, VmRSS, VmHWM). It passes
// when no request failed (an unexpected status or a network error; a full event's refusal is
// expected) and the last minute's PSS is within 10% of the second minute's. Writes its section of
// docs/benchmarks.md, then exits non-zero on failure.
//
// Environment: SOAK_SECONDS (600), SOAK_CONNECTIONS (32).
import http from 'node:http';
import os from 'node:os';
import { randomUUID } from 'node:crypto';
import { TYPE_FILTER_OPTIONS } from '@volunteering/shared/constants';
import { apiMessages } from '@volunteering/shared/texts/api';
import { benchLog, envNumber, kbOf, processTree, runBench, safeRead, serverArgs, startDemoServer, writeReportSection } from './support.ts';
import { startMailSink, type MailSink } from './mail-sink.ts';

const START = '<!-- soak:start -->';
const END = '<!-- soak:end -->';
const SECONDS = Math.round(envNumber('SOAK_SECONDS', 600));
const CONNECTIONS = Math.min(250, Math.round(envNumber('SOAK_CONNECTIONS', 32)));
const SAMPLE_SECONDS = 10;
const REQUEST_TIMEOUT_MS = 30_000;
/** Access tokens live 15 minutes; a worker takes a new one well before. */
const TOKEN_REFRESH_MS = 5 * 60_000;
const MEMORY_TOLERANCE = 0.1;
const PASSWORD = 'Soak-bench-12345';
const SEARCH_WORDS = ['clean', 'tree', 'blood', 'river', 'school', 'food', 'dhaka', 'beach', 'books', 'planting', 'winter', 'zzz'];
const LIMITS = [6, 12, 24, 100];
const WHEN = ['upcoming', 'upcoming', 'all', 'past'];

/** What one iteration of a worker does, and how often (out of the sum of the weights). */
const ACTIONS = [
  { name: 'list', weight: 30 },
  { name: 'detail', weight: 20 },
  { name: 'search', weight: 12 },
  { name: 'page', weight: 15 },
  { name: 'join + cancel', weight: 20 },
  { name: 'sign-in', weight: 1 },
] as const;
type ActionName = (typeof ACTIONS)[number]['name'];
const KINDS = ['list', 'detail', 'search', 'page', 'join', 'cancel', 'sign-in', 'token', 'sign-out'] as const;
type Kind = (typeof KINDS)[number];

// ---------------------------------------------------------------------------------------------
// Latencies: a histogram with buckets 1% wide from 0.01 ms to over a minute.

const BUCKET_GROWTH = 1.01;
const BUCKET_FLOOR_MS = 0.01;
const BUCKETS = Math.ceil(Math.log(120_000 / BUCKET_FLOOR_MS) / Math.log(BUCKET_GROWTH)) + 1;

class Histogram {
  private readonly counts = new Float64Array(BUCKETS);
  count = 0;
  max = 0;

  record(ms: number): void {
    const index = ms <= BUCKET_FLOOR_MS ? 0 : Math.min(BUCKETS - 1, Math.ceil(Math.log(ms / BUCKET_FLOOR_MS) / Math.log(BUCKET_GROWTH)));
    this.counts[index]!++;
    this.count++;
    this.max = Math.max(this.max, ms);
  }

  /** The upper edge of the bucket holding the p-th percentile (1% above the true value at most). */
  percentile(p: number): number {
    if (this.count === 0) return NaN;
    const rank = Math.max(1, Math.ceil((p / 100) * this.count));
    let seen = 0;
    for (let i = 0; i < BUCKETS; i++) {
      seen += this.counts[i]!;
      if (seen >= rank) return Math.min(this.max, BUCKET_FLOOR_MS * BUCKET_GROWTH ** i);
    }
    return this.max;
  }
}

type KindStats = { requests: number; errors: number; expectedRefusals: number; latency: Histogram };
const stats = Object.fromEntries(KINDS.map((k) => [k, { requests: 0, errors: 0, expectedRefusals: 0, latency: new Histogram() }])) as Record<Kind, KindStats>;
/** Requests and errors by minute of the timed part (by the time each finished). */
const perMinute: { requests: number; errors: number }[] = [];
const errorSamples: string[] = [];
let loadStarted = 0;
let timed = false;

function record(kind: Kind, ms: number, ok: boolean, what?: string): void {
  const s = stats[kind];
  s.requests++;
  s.latency.record(ms);
  if (!ok) {
    s.errors++;
    if (errorSamples.length < 20) errorSamples.push(`${kind}: ${what ?? '?'}`);
  }
  if (timed) {
    // A request still in flight at the deadline counts in the last minute.
    const minute = Math.min(Math.floor((performance.now() - loadStarted) / 60_000), Math.ceil(SECONDS / 60) - 1);
    const bucket = (perMinute[minute] ??= { requests: 0, errors: 0 });
    bucket.requests++;
    if (!ok) bucket.errors++;
  }
}

// ---------------------------------------------------------------------------------------------
// HTTP: node:http, one keep-alive connection per worker from its own loopback address.

type Answer = { status: number; body: string; cookies: string[]; ms: number };

class Client {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  private readonly host: string;
  private readonly port: number;
  private readonly localAddress: string;
  private readonly origin: string;

  constructor(host: string, port: number, localAddress: string, origin: string) {
    this.host = host;
    this.port = port;
    this.localAddress = localAddress;
    this.origin = origin;
  }

  request(method: string, path: string, opts: { headers?: Record<string, string>; json?: unknown } = {}): Promise<Answer> {
    const body = opts.json === undefined ? undefined : JSON.stringify(opts.json);
    const headers: Record<string, string> = { accept: '*/*', ...opts.headers };
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(body));
      headers.origin = this.origin;
    }
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const req = http.request({ host: this.host, port: this.port, localAddress: this.localAddress, agent: this.agent, method, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const setCookie = res.headers['set-cookie'] ?? [];
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), cookies: setCookie, ms: performance.now() - started });
        });
      });
      req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS / 1000} s`)));
      req.on('error', reject);
      req.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** A request whose failure to arrive is recorded as an error of its kind (and answered with null). */
async function send(client: Client, kind: Kind, method: string, path: string, opts: { headers?: Record<string, string>; json?: unknown } = {}) {
  const started = performance.now();
  try {
    return await client.request(method, path, opts);
  } catch (error) {
    record(kind, performance.now() - started, false, `${method} ${path}: ${(error as Error).message}`);
    return null;
  }
}

function parse<T>(text: string): T | undefined {
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

const cookieOf = (cookies: string[]) => cookies.map((c) => c.split(';')[0]).join('; ');

// ---------------------------------------------------------------------------------------------
// Volunteers

type Volunteer = { email: string; name: string; cookie: string; token: string; tokenAt: number };
type EventRow = { _id: string; title: string; volunteersNeeded: number; volunteersJoined: number; endDate: string };

async function takeToken(client: Client, volunteer: Volunteer): Promise<boolean> {
  const answer = await send(client, 'token', 'GET', '/api/auth/token', { headers: { cookie: volunteer.cookie } });
  if (!answer) return false;
  const token = answer.status === 200 ? parse<{ token?: string }>(answer.body)?.token : undefined;
  record('token', answer.ms, Boolean(token), `GET /api/auth/token answered ${answer.status}: ${answer.body.slice(0, 200)}`);
  if (!token) return false;
  volunteer.token = token;
  volunteer.tokenAt = performance.now();
  return true;
}

/** Signs a volunteer up and follows the confirmation link they are mailed, which signs them in (issue 16). */
async function signUp(client: Client, index: number, tag: string, mail: MailSink): Promise<Volunteer> {
  const volunteer: Volunteer = { email: `soak-${tag}-${index + 1}@example.com`, name: `Soak Volunteer ${index + 1}`, cookie: '', token: '', tokenAt: 0 };
  const answer = await client.request('POST', '/api/auth/sign-up/email', {
    json: { name: volunteer.name, email: volunteer.email, password: PASSWORD, image: 'https://example.com/soak-volunteer.png' },
  });
  if (answer.status !== 200) throw new Error(`sign-up answered ${answer.status}: ${answer.body.slice(0, 300)}`);
  const confirmed = await client.request('GET', await mail.linkTo(volunteer.email, '/api/auth/verify-email?'));
  if (confirmed.status !== 302) throw new Error(`the confirmation link answered ${confirmed.status}: ${confirmed.body.slice(0, 300)}`);
  volunteer.cookie = cookieOf(confirmed.cookies);
  if (!(await takeToken(client, volunteer))) throw new Error(`no access token for ${volunteer.email}: ${errorSamples.at(-1)}`);
  return volunteer;
}

/** A fresh session: sign in, take its access token, then sign the previous session out. */
async function signInAgain(client: Client, volunteer: Volunteer): Promise<void> {
  const answer = await send(client, 'sign-in', 'POST', '/api/auth/sign-in/email', { json: { email: volunteer.email, password: PASSWORD } });
  if (!answer) return;
  const cookie = cookieOf(answer.cookies);
  const ok = answer.status === 200 && cookie.includes('session_token');
  record('sign-in', answer.ms, ok, `POST /api/auth/sign-in/email answered ${answer.status}: ${answer.body.slice(0, 200)}`);
  if (!ok) return;
  const previous = volunteer.cookie;
  volunteer.cookie = cookie;
  if (!(await takeToken(client, volunteer))) return;
  const out = await send(client, 'sign-out', 'POST', '/api/auth/sign-out', { headers: { cookie: previous }, json: {} });
  if (out) record('sign-out', out.ms, out.status === 200, `POST /api/auth/sign-out answered ${out.status}: ${out.body.slice(0, 200)}`);
}

// ---------------------------------------------------------------------------------------------
// The traffic

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const totalWeight = ACTIONS.reduce((sum, a) => sum + a.weight, 0);
function chooseAction(): ActionName {
  let r = Math.random() * totalWeight;
  for (const action of ACTIONS) {
    r -= action.weight;
    if (r < 0) return action.name;
  }
  return ACTIONS[0].name;
}

type Plan = { allIds: string[]; joinable: EventRow[] };

/** Reads that must answer 200 with the expected content type (JSON arrays for lists). */
async function read(client: Client, kind: Kind, path: string, headers: Record<string, string>, check: (a: Answer) => boolean): Promise<void> {
  const answer = await send(client, kind, 'GET', path, { headers });
  if (answer) record(kind, answer.ms, answer.status === 200 && check(answer), `GET ${path} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
}

const isArray = (a: Answer) => Array.isArray(parse(a.body));
const isEvent = (a: Answer) => typeof parse<{ _id?: string }>(a.body)?._id === 'string';
const isHtml = (a: Answer) => a.body.startsWith('<!doctype html>') || a.body.startsWith('<!DOCTYPE html>');

async function iteration(client: Client, volunteer: Volunteer, plan: Plan, signedInReads: boolean): Promise<void> {
  if (performance.now() - volunteer.tokenAt > TOKEN_REFRESH_MS) await takeToken(client, volunteer);
  const auth: Record<string, string> = signedInReads ? { authorization: `Bearer ${volunteer.token}` } : {};
  switch (chooseAction()) {
    case 'list': {
      const query = new URLSearchParams({ page: String(1 + Math.floor(Math.random() * 3)), limit: String(pick(LIMITS)), when: pick(WHEN) });
      const type = pick(TYPE_FILTER_OPTIONS);
      if (type !== 'All') query.set('type', type);
      return read(client, 'list', `/api/events?${query.toString()}`, auth, isArray);
    }
    case 'detail':
      return read(client, 'detail', `/api/events/${pick(plan.allIds)}`, auth, isEvent);
    case 'search':
      return read(client, 'search', `/api/events?${new URLSearchParams({ q: pick(SEARCH_WORDS), when: pick(WHEN) }).toString()}`, auth, isArray);
    case 'page':
      return read(client, 'page', Math.random() < 0.5 ? '/' : `/events/${pick(plan.allIds)}`, {}, isHtml);
    case 'join + cancel': {
      const event = pick(plan.joinable);
      const headers = { authorization: `Bearer ${volunteer.token}` };
      const joined = await send(client, 'join', 'PATCH', `/api/events/${event._id}/join`, { headers, json: { email: volunteer.email } });
      if (!joined) return;
      const result = parse<{ success?: boolean; message?: string }>(joined.body);
      const full = joined.status === 200 && result?.success === false && result.message === apiMessages.eventFull;
      record(
        'join',
        joined.ms,
        joined.status === 200 && (result?.success === true || full),
        `PATCH join answered ${joined.status}: ${joined.body.slice(0, 200)}`,
      );
      if (full) stats.join.expectedRefusals++;
      // A refused join is followed by a cancel too, which must then answer 409 "not joined".
      const cancelled = await send(client, 'cancel', 'PATCH', `/api/events/cancel/${event._id}`, { headers, json: { email: volunteer.email } });
      if (!cancelled) return;
      const outcome = parse<{ success?: boolean; message?: string }>(cancelled.body);
      const expected =
        result?.success === true
          ? cancelled.status === 200 && outcome?.success === true
          : cancelled.status === 409 && outcome?.message === apiMessages.notJoined;
      if (expected && result?.success !== true) stats.cancel.expectedRefusals++;
      record('cancel', cancelled.ms, expected, `PATCH cancel answered ${cancelled.status}: ${cancelled.body.slice(0, 200)}`);
      return;
    }
    case 'sign-in':
      return signInAgain(client, volunteer);
  }
}

// ---------------------------------------------------------------------------------------------
// Memory and CPU of the server, from /proc

type Sample = { t: number; pssMb: number; rssMb: number; hwmMb: number; cpuPercent: number };

/** Clock ticks of CPU (user + system) the process has used; /proc/<pid>/stat counts in 1/100 s on Linux. */
function cpuTicks(pid: number): number {
  const stat = safeRead(`/proc/${pid}/stat`);
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
}

function memoryOf(pid: number): { pssMb: number; rssMb: number; hwmMb: number; ticks: number; processes: number } {
  let pss = 0;
  let rss = 0;
  let hwm = 0;
  let ticks = 0;
  const tree = processTree(pid);
  for (const p of tree) {
    pss += kbOf(safeRead(`/proc/${p}/smaps_rollup`), 'Pss');
    const status = safeRead(`/proc/${p}/status`);
    rss += kbOf(status, 'VmRSS');
    hwm += kbOf(status, 'VmHWM');
    ticks += cpuTicks(p);
  }
  return { pssMb: pss / 1024, rssMb: rss / 1024, hwmMb: hwm / 1024, ticks, processes: tree.length };
}

// ---------------------------------------------------------------------------------------------
// Report

const fmt = (n: number, digits = 0) =>
  Number.isFinite(n) ? n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }) : 'n/a';
const ms = (n: number) => (Number.isFinite(n) ? `${n < 10 ? n.toFixed(1) : Math.round(n)} ms` : 'n/a');
const average = (values: number[]) => (values.length === 0 ? NaN : values.reduce((a, b) => a + b, 0) / values.length);

function machine(): { nproc: number; cpu: string; memoryGb: string } {
  const cpu =
    safeRead('/proc/cpuinfo')
      .match(/^model name\s*:\s*(.+)$/m)?.[1]
      ?.trim() ??
    os.cpus()[0]?.model.trim() ??
    'unknown CPU';
  return { nproc: os.availableParallelism(), cpu, memoryGb: (os.totalmem() / 1024 ** 3).toFixed(1) };
}

type Outcome = {
  started: Date;
  seconds: number;
  baseline: Sample & { processes: number };
  samples: Sample[];
  secondMinute: number;
  lastMinute: number;
  ratio: number;
  judged: boolean;
  peakHwmMb: number;
  load: [number, number];
  joinable: EventRow[];
  countsRestored: { checked: number; wrong: string[] };
  errors: number;
  pass: boolean;
};

function minuteOf(t: number): number {
  return Math.max(1, Math.ceil(t / 60 - 1e-9));
}

function section(o: Outcome): string {
  const m = machine();
  const seconds = o.seconds;
  const lines = [
    START,
    `## Issue 14: soak run (${fmt(SECONDS / 60, SECONDS % 60 ? 1 : 0)} minute${SECONDS === 60 ? '' : 's'} of mixed traffic at ${CONNECTIONS} connections)`,
    '',
    `Written by \`npm run bench\` (bench/soak.ts) on ${o.started.toISOString().slice(0, 10)}, on ${m.nproc} CPUs (nproc), ${m.cpu}, ${m.memoryGb} GiB memory, Node ${process.version};`,
    `1-minute load average ${o.load[0].toFixed(1)} when the timed part began, ${o.load[1].toFixed(1)} when it ended (the bench's client, the server and its embedded database share the CPUs).`,
    `The real server as \`npm start\` runs it (\`node ${serverArgs.join(' ')}\`), on a fresh embedded database (PGlite) with the demo data, the read cache off`,
    '(`PUBLIC_CACHE_TTL_MS=0`, so every read reaches the database) and the rate limits raised out of the way (`AUTH_RATE_LIMIT_MAX`,',
    '`FORM_RATE_LIMIT_MAX`, `WRITE_RATE_LIMIT_MAX` = 1,000,000). Before the timed part each of the',
    `${CONNECTIONS} workers signs its own volunteer up through the API, follows the confirmation link the server mailed it (to a local SMTP sink,`,
    `\`SMTP_URL\`, bench/mail-sink.ts), which signs it in, and takes an access token. Then for ${fmt(seconds)} s each worker, on one keep-alive`,
    `connection from its own loopback address (127.0.0.2 and up: one visitor each, as far as the per-address limits of better-auth go), repeats one of:`,
    `${ACTIONS.map((a) => `${a.name} ${Math.round((100 * a.weight) / totalWeight)}%`).join(', ')}. Lists take pages 1 to 3 of ${LIMITS.join(', ')} events, a random type`,
    `filter or none, and upcoming, all or past events; searches use ${SEARCH_WORDS.length} words (one that matches nothing); pages are \`/\` or \`/events/:id\``,
    `rendered by the server; half the workers send their bearer token with their API reads. A join (\`PATCH /api/events/:id/join\`) picks one of the`,
    `${o.joinable.length} upcoming events with places left and is followed by its cancel (\`PATCH /api/events/cancel/:id\`); a join refused because the event is`,
    'full, and the cancel that then answers 409 "not joined", are expected answers, not errors. A sign-in signs in afresh, takes the new',
    "session's access token and signs the previous session out. An error is any other status, a wrong body, or a request that failed or",
    `took over ${REQUEST_TIMEOUT_MS / 1000} s. Latencies are measured by the client, from a histogram with buckets 1% wide.`,
    '',
    '| kind | requests | req/s | p50 | p99 | max | errors | expected refusals |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  let total = 0;
  for (const kind of KINDS) {
    const s = stats[kind];
    total += s.requests;
    lines.push(
      `| ${kind} | ${fmt(s.requests)} | ${fmt(s.requests / seconds, s.requests / seconds < 10 ? 1 : 0)} | ${ms(s.latency.percentile(50))} | ${ms(s.latency.percentile(99))} | ${ms(s.latency.max)} | ${fmt(s.errors)} | ${kind === 'join' || kind === 'cancel' ? fmt(s.expectedRefusals) : ''} |`,
    );
  }
  lines.push(`| **all** | ${fmt(total)} | ${fmt(total / seconds)} | | | | **${fmt(o.errors)}** | |`, '');
  lines.push(
    `The server's memory every ${SAMPLE_SECONDS} s: PSS summed over the server process and any it started (${o.baseline.processes === 1 ? 'it started none' : `${o.baseline.processes} processes`}),`,
    "read from /proc/<pid>/smaps_rollup; VmRSS from /proc/<pid>/status; CPU is the server's user + system time over the minute",
    `(100% = one CPU). Minute 0 is the one sample after start-up and the sign-ups, before the timed part.`,
    '',
    '| minute | req/s | errors | PSS samples (MiB) | PSS avg | VmRSS avg | server CPU |',
    '|---:|---:|---:|---|---:|---:|---:|',
    `| 0 | | | ${fmt(o.baseline.pssMb)} | ${fmt(o.baseline.pssMb)} | ${fmt(o.baseline.rssMb)} | |`,
  );
  const minutes = Math.ceil(SECONDS / 60);
  for (let minute = 1; minute <= minutes; minute++) {
    const inMinute = o.samples.filter((s) => minuteOf(s.t) === minute);
    const traffic = perMinute[minute - 1] ?? { requests: 0, errors: 0 };
    const span = Math.min(60, SECONDS - (minute - 1) * 60);
    lines.push(
      `| ${minute} | ${fmt(traffic.requests / span)} | ${fmt(traffic.errors)} | ${inMinute.map((s) => fmt(s.pssMb)).join(', ')} | ${fmt(average(inMinute.map((s) => s.pssMb)))} | ${fmt(average(inMinute.map((s) => s.rssMb)))} | ${fmt(average(inMinute.map((s) => s.cpuPercent)))}% |`,
    );
  }
  lines.push(
    '',
    o.judged
      ? `- Memory: PSS averaged ${fmt(o.secondMinute, 1)} MiB in the second minute and ${fmt(o.lastMinute, 1)} MiB in the last, a ratio of **${o.ratio.toFixed(3)}** (target: within ${MEMORY_TOLERANCE * 100}%, 0.900 to 1.100).`
      : `- Memory: the run was shorter than two minutes, so the second and last minutes are not compared (first minute's PSS averaged ${fmt(o.lastMinute, 1)} MiB).`,
    `- Peak: VmHWM of the server process ${fmt(o.peakHwmMb)} MiB (its high-water mark since it started, so including migrations and seeding the demo data); highest PSS sampled ${fmt(Math.max(...o.samples.map((s) => s.pssMb)))} MiB.`,
    `- After the timed part the ${o.countsRestored.checked} events joined and cancelled ${o.countsRestored.wrong.length === 0 ? 'count exactly the volunteers they had before it' : `had wrong counts: ${o.countsRestored.wrong.join('; ')}`}.`,
    ...(errorSamples.length > 0
      ? [
          `- First errors: ${errorSamples
            .slice(0, 5)
            .map((e) => `\`${e.replaceAll('`', "'").replaceAll('|', '/')}\``)
            .join('; ')}.`,
        ]
      : []),
    `- Verdict: **${o.pass ? 'PASS' : 'FAIL'}**: ${fmt(o.errors)} errors${o.judged ? `, last minute's PSS ${o.ratio.toFixed(3)} × the second minute's` : ''}.`,
    END,
  );
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const started = new Date();
  const log = benchLog();
  log(`soak: starting the server (embedded default, demo data, read cache off)…`);
  const mail = await startMailSink();
  const server = await startDemoServer({
    SMTP_URL: mail.url,
    AUTH_RATE_LIMIT_MAX: '1000000',
    FORM_RATE_LIMIT_MAX: '1000000',
    WRITE_RATE_LIMIT_MAX: '1000000',
    PUBLIC_CACHE_TTL_MS: '0',
    LOG_LEVEL: 'warn',
  });
  const clients: Client[] = [];
  try {
    const url = new URL(server.base);
    const clientOf = (w: number) => new Client(url.hostname, Number(url.port), `127.0.0.${2 + w}`, server.base);
    for (let w = 0; w < CONNECTIONS; w++) clients.push(clientOf(w));
    log(`soak: server pid ${server.pid} at ${server.base} (node ${serverArgs.join(' ')}); signing ${CONNECTIONS} volunteers up…`);
    const tag = randomUUID().slice(0, 8);
    const volunteers = await Promise.all(clients.map((client, w) => signUp(client, w, tag, mail)));

    const upcoming = await clients[0]!.request('GET', '/api/events?when=upcoming&limit=100');
    const everything = await clients[0]!.request('GET', '/api/events?when=all&limit=100');
    if (upcoming.status !== 200 || everything.status !== 200) throw new Error(`the event lists answered ${upcoming.status} and ${everything.status}`);
    const runEnds = Date.now() + (SECONDS + 3600) * 1000;
    const joinable = (JSON.parse(upcoming.body) as EventRow[]).filter(
      (e) => e.volunteersJoined < e.volunteersNeeded && new Date(e.endDate).getTime() > runEnds,
    );
    const allIds = (JSON.parse(everything.body) as EventRow[]).map((e) => e._id);
    if (joinable.length === 0) throw new Error('no upcoming event has places left');
    const plan: Plan = { allIds, joinable };
    log(`soak: ${allIds.length} events, ${joinable.length} upcoming with places left; ${SECONDS} s of mixed traffic at ${CONNECTIONS} connections…`);

    // Only the timed part counts; the sign-ups above stay out of the figures.
    for (const kind of KINDS) stats[kind] = { requests: 0, errors: 0, expectedRefusals: 0, latency: new Histogram() };
    errorSamples.length = 0;

    const first = memoryOf(server.pid);
    const baseline = { t: 0, pssMb: first.pssMb, rssMb: first.rssMb, hwmMb: first.hwmMb, cpuPercent: NaN, processes: first.processes };
    const samples: Sample[] = [];
    const loadBefore = os.loadavg()[0]!;
    loadStarted = performance.now();
    timed = true;
    const deadline = loadStarted + SECONDS * 1000;

    const sampler = (async () => {
      let previous = { ticks: first.ticks, at: loadStarted };
      for (let k = 1; k * SAMPLE_SECONDS <= SECONDS; k++) {
        const wait = loadStarted + k * SAMPLE_SECONDS * 1000 - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const now = performance.now();
        const m = memoryOf(server.pid);
        const cpuPercent = ((m.ticks - previous.ticks) / 100 / ((now - previous.at) / 1000)) * 100;
        previous = { ticks: m.ticks, at: now };
        const sample = { t: k * SAMPLE_SECONDS, pssMb: m.pssMb, rssMb: m.rssMb, hwmMb: m.hwmMb, cpuPercent };
        samples.push(sample);
        const done = perMinute.reduce((sum, b) => sum + b.requests, 0);
        const failed = perMinute.reduce((sum, b) => sum + b.errors, 0);
        if (sample.t % 60 === 0 || sample.t === SAMPLE_SECONDS) {
          log(`soak: ${sample.t} s, ${fmt(done)} requests, ${failed} errors; PSS ${fmt(m.pssMb)} MiB, VmRSS ${fmt(m.rssMb)} MiB, CPU ${fmt(cpuPercent)}%`);
        }
      }
    })();
    await Promise.all(
      clients.map(async (client, w) => {
        while (performance.now() < deadline) await iteration(client, volunteers[w]!, plan, w % 2 === 1);
      }),
    );
    const seconds = (performance.now() - loadStarted) / 1000;
    timed = false;
    await sampler;
    const loadAfter = os.loadavg()[0]!;
    const peakHwmMb = memoryOf(server.pid).hwmMb;

    // Every join was followed by its cancel: the counts must be back where they were.
    const wrong: string[] = [];
    for (const event of joinable) {
      const answer = await clients[0]!.request('GET', `/api/events/${event._id}`);
      const now = parse<EventRow>(answer.body);
      if (answer.status !== 200 || now?.volunteersJoined !== event.volunteersJoined) {
        wrong.push(`${event.title}: ${now?.volunteersJoined ?? answer.status} joined, ${event.volunteersJoined} before`);
      }
    }

    const judged = SECONDS >= 120;
    const pssIn = (minute: number) => average(samples.filter((s) => minuteOf(s.t) === minute).map((s) => s.pssMb));
    const lastMinuteIndex = Math.max(1, Math.ceil(SECONDS / 60 - 1e-9));
    const secondMinute = judged ? pssIn(2) : NaN;
    const lastMinute = average(samples.filter((s) => s.t > SECONDS - 60).map((s) => s.pssMb));
    const ratio = judged ? lastMinute / secondMinute : NaN;
    const errors = KINDS.reduce((sum, k) => sum + stats[k].errors, 0) + wrong.length;
    const memoryFlat = !judged || Math.abs(ratio - 1) <= MEMORY_TOLERANCE;
    const outcome: Outcome = {
      started,
      seconds,
      baseline,
      samples,
      secondMinute,
      lastMinute: Number.isFinite(lastMinute) ? lastMinute : pssIn(lastMinuteIndex),
      ratio,
      judged,
      peakHwmMb,
      load: [loadBefore, loadAfter],
      joinable,
      countsRestored: { checked: joinable.length, wrong },
      errors,
      pass: errors === 0 && memoryFlat,
    };
    const text = section(outcome);
    writeReportSection(START, END, text);
    console.log(`\n${text}\n`);
    log('soak: wrote its section of docs/benchmarks.md');
    if (!outcome.pass) {
      throw new Error(
        `soak FAILED: ${errors} errors${errorSamples.length ? ` (first: ${errorSamples[0]})` : ''}; memory ratio ${judged ? ratio.toFixed(3) : 'not judged'}`,
      );
    }
    log(`soak: PASS (0 errors${judged ? `, memory ratio ${ratio.toFixed(3)}` : ''})`);
  } finally {
    for (const client of clients) client.close();
    await server.stop();
    await mail.close();
  }
}

await runBench(main);
