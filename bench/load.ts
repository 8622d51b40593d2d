// Load for the benches, written once: autocannon typed (one run, or a measured run after a warm-up),
// and the bare node:http server the real one is compared with, answering as the real one did.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { spawnNode, stopChild } from './children.ts';
import { repoRoot } from './support.ts';

export type CannonResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p90: number; p97_5: number; p99: number; average: number; max: number };
  throughput: { average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  '2xx': number;
  '3xx': number;
};
type CannonOptions = { url: string; connections: number; duration: number; timeout: number; headers?: Record<string, string> };
const autocannon = createRequire(import.meta.url)('autocannon') as (opts: CannonOptions, cb: (err: Error | null, result: CannonResult) => void) => unknown;

export type Load = { connections: number; headers?: Record<string, string> };

/** `seconds` of requests to `url` from `connections` clients, each waiting at most 10 s for an answer. */
export function cannon(url: string, seconds: number, load: Load): Promise<CannonResult> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: load.connections, duration: seconds, timeout: 10, headers: load.headers }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

/** A warm-up of `warmup` seconds, then the measured run of `seconds`. */
export async function measure(url: string, timing: { warmup: number; seconds: number }, load: Load): Promise<CannonResult> {
  await cannon(url, timing.warmup, load);
  return cannon(url, timing.seconds, load);
}

/** CPU time (user + system, all threads) a process has used, in ms; Linux's /proc. */
export function cpuMsOf(pid: number, reaped = false): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // `reaped`: with the children it has waited for (PostgreSQL's backends that ended), so a tree's sum never falls.
  const own = Number(fields[11]) + Number(fields[12]);
  return ((reaped ? own + Number(fields[13]) + Number(fields[14]) : own) * 1000) / 100;
}

/**
 * The server's CPU for one answer: `count` requests one after another, the process's CPU before and
 * after. Other work on the machine slows a request but does not add to its CPU, so this figure holds
 * where req/s and p99 swing with the load.
 */
export async function cpuPerRequest(pid: number, url: string, headers: Record<string, string> = {}, count = 1000): Promise<number> {
  const before = cpuMsOf(pid);
  // As autocannon asks: no compression (fetch would ask for gzip).
  const asked = { 'accept-encoding': 'identity', ...headers };
  for (let i = 0; i < count; i++) {
    const response = await fetch(url, { headers: asked });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  }
  return (cpuMsOf(pid) - before) / count;
}

/** Headers of one connection or one moment, which a bare server does not repeat. */
const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding']);

/** One answer of the real server, to be repeated by a bare one: its body and the headers that belong to it. */
export async function sampleResponse(url: string, requestHeaders: Record<string, string> = {}): Promise<{ headers: Record<string, string>; body: Buffer }> {
  const response = await fetch(url, { headers: requestHeaders });
  const body = Buffer.from(await response.arrayBuffer());
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${body.toString().slice(0, 300)}`);
  const headers: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    if (!HOP_HEADERS.has(key)) headers[key] = value;
  });
  return { headers, body };
}

/** A bare node:http server (bench/bare-server.ts) in its own process, answering every request with `sample`. */
export async function startBareServer(sample: { headers: Record<string, string>; body: Buffer }, dir: string, name: string) {
  const bodyFile = path.join(dir, `${name}.body`);
  const specFile = path.join(dir, `${name}.json`);
  fs.writeFileSync(bodyFile, sample.body);
  fs.writeFileSync(specFile, JSON.stringify({ headers: sample.headers, bodyFile }));
  const { child, output } = spawnNode([path.join(repoRoot, 'bench/bare-server.ts'), specFile], process.env);
  const port = await new Promise<number>((resolve, reject) => {
    let line = '';
    const timer = setTimeout(() => reject(new Error(`bare server did not start:\n${output()}`)), 15_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = (line += chunk.toString()).match(/\{"port":(\d+)\}/);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', () => reject(new Error(`bare server exited:\n${output()}`)));
  });
  return { child, base: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
}
