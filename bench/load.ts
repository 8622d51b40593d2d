// autocannon for the benches, typed once: one load run against a URL, and a measured run after a warm-up.
import { createRequire } from 'node:module';

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
    autocannon({ url, connections: load.connections, duration: seconds, timeout: 10, headers: load.headers }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** A warm-up of `warmup` seconds, then the measured run of `seconds`. */
export async function measure(url: string, timing: { warmup: number; seconds: number }, load: Load): Promise<CannonResult> {
  await cannon(url, timing.warmup, load);
  return cannon(url, timing.seconds, load);
}
