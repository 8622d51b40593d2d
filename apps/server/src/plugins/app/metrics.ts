import { timingSafeEqual } from 'node:crypto';
import { and, count, isNull, lte } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiMessages } from '@volunteering/shared/texts/api';
import { jobs } from '../../db/schema.ts';
import { routeOf } from '../../logging.ts';
import type { PoolStats } from '../../db/client.ts';
import { messageOf } from '@volunteering/shared/i18n/messages';
import { refusalTo } from '../../i18n/request-language.ts';

// GET /api/metrics in Prometheus's text format (0.0.4), for the one holding METRICS_TOKEN: requests
// and their latency by route, the database pool, memory and the job queue. Without the token set,
// the address does not exist.

/** Latency buckets, in seconds. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const PREFIX = 'volunteer_hub';

type RouteStats = { counts: Map<number, number>; buckets: number[]; sum: number; total: number };

/** A label value as the format wants it: backslash, quote and newline escaped. */
const label = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export default fp(async (app, opts: { token: string | undefined; poolStats?: () => PoolStats }) => {
  const routes = new Map<string, RouteStats>();

  app.addHook('onResponse', async (request, reply) => {
    const key = `${request.method} ${routeOf(request)}`;
    let stats = routes.get(key);
    if (!stats) routes.set(key, (stats = { counts: new Map(), buckets: BUCKETS.map(() => 0), sum: 0, total: 0 }));
    stats.counts.set(reply.statusCode, (stats.counts.get(reply.statusCode) ?? 0) + 1);
    const seconds = reply.elapsedTime / 1000;
    BUCKETS.forEach((bound, i) => {
      if (seconds <= bound) stats.buckets[i]! += 1;
    });
    stats.sum += seconds;
    stats.total += 1;
  });

  if (!opts.token) return;
  const token = opts.token;

  async function render(): Promise<string> {
    const lines: string[] = [];
    const metric = (name: string, type: string, help: string) => lines.push(`# HELP ${PREFIX}_${name} ${help}`, `# TYPE ${PREFIX}_${name} ${type}`);

    metric('http_requests_total', 'counter', 'Requests answered, by method, route pattern and status.');
    for (const [key, stats] of routes) {
      const [method, route] = key.split(' ') as [string, string];
      for (const [status, n] of stats.counts) lines.push(`${PREFIX}_http_requests_total{method="${method}",route="${label(route)}",status="${status}"} ${n}`);
    }
    metric('http_request_duration_seconds', 'histogram', 'Time to answer, by method and route pattern.');
    for (const [key, stats] of routes) {
      const [method, route] = key.split(' ') as [string, string];
      const labels = `method="${method}",route="${label(route)}"`;
      BUCKETS.forEach((bound, i) => lines.push(`${PREFIX}_http_request_duration_seconds_bucket{${labels},le="${bound}"} ${stats.buckets[i]}`));
      lines.push(`${PREFIX}_http_request_duration_seconds_bucket{${labels},le="+Inf"} ${stats.total}`);
      lines.push(`${PREFIX}_http_request_duration_seconds_sum{${labels}} ${stats.sum}`);
      lines.push(`${PREFIX}_http_request_duration_seconds_count{${labels}} ${stats.total}`);
    }

    const memory = process.memoryUsage();
    metric('process_resident_memory_bytes', 'gauge', 'Resident memory of the server process.');
    lines.push(`${PREFIX}_process_resident_memory_bytes ${memory.rss}`);
    metric('process_heap_used_bytes', 'gauge', 'JavaScript heap in use.');
    lines.push(`${PREFIX}_process_heap_used_bytes ${memory.heapUsed}`);

    if (opts.poolStats) {
      const pool = opts.poolStats();
      metric(
        'database_pool_connections',
        'gauge',
        'Connections to the database (the embedded engine counts as one): total, idle, and statements waiting for one.',
      );
      for (const [state, n] of Object.entries(pool)) lines.push(`${PREFIX}_database_pool_connections{state="${state}"} ${n}`);
    }

    const [due] = await app.db
      .select({ n: count() })
      .from(jobs)
      .where(and(isNull(jobs.doneAt), lte(jobs.runAt, app.now())));
    metric('jobs_due', 'gauge', 'Jobs (reminders) due and not done yet.');
    lines.push(`${PREFIX}_jobs_due ${due?.n ?? 0}`);
    return `${lines.join('\n')}\n`;
  }

  app.get('/api/metrics', { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
    const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!sameToken(given, token)) return reply.code(401).send(refusalTo(request, messageOf(apiMessages, 'unauthorized')));
    return reply
      .type('text/plain; version=0.0.4; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(await render());
  });
});
