import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/build.ts';
import { testDbKind } from './helpers/database.ts';

// GET /api/metrics: Prometheus's text format for the holder of METRICS_TOKEN, nothing for anyone else.
const TOKEN = 'metrics-token-for-the-scraper-0123456789';
const app = await buildTestApp({ METRICS_TOKEN: TOKEN });
const scrape = (authorization?: string) => app.inject({ method: 'GET', url: '/api/metrics', headers: authorization ? { authorization } : {} });

describe('GET /api/metrics', () => {
  it('counts requests by route pattern and status, with their latency, memory, the job queue and the database’s connections', async () => {
    for (let i = 0; i < 3; i++) expect((await app.inject({ method: 'GET', url: '/api/events' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/events/3f2b8c1e-6d4a-4b7e-9a10-2c5d8e7f9a01' })).statusCode).toBe(404);
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain; version=0.0.4');
    const text = res.body;
    expect(text).toContain('volunteer_hub_http_requests_total{method="GET",route="/api/events",status="200"} 3');
    expect(text).toContain('volunteer_hub_http_requests_total{method="GET",route="/api/events/:id",status="404"} 1');
    expect(text).toContain('volunteer_hub_http_request_duration_seconds_bucket{method="GET",route="/api/events",le="+Inf"} 3');
    expect(text).toContain('volunteer_hub_http_request_duration_seconds_count{method="GET",route="/api/events"} 3');
    expect(text).toMatch(/^volunteer_hub_process_resident_memory_bytes \d+$/m);
    expect(text).toMatch(/^volunteer_hub_jobs_due \d+$/m);
    if (testDbKind() === 'postgres') expect(text).toMatch(/^volunteer_hub_database_pool_connections\{state="idle"\} \d+$/m);
    // The embedded engine is one connection, idle between requests.
    else
      expect(text).toContain(
        'volunteer_hub_database_pool_connections{state="total"} 1\nvolunteer_hub_database_pool_connections{state="idle"} 1\nvolunteer_hub_database_pool_connections{state="waiting"} 0',
      );
    // Every sample line is `name{labels} value` or `name value`, after its HELP and TYPE.
    for (const line of text.trim().split('\n')) expect(line).toMatch(/^(# (HELP|TYPE) \w+ .+|\w+(\{[^}]*\})? [\d.e+-]+)$/);
  });

  it('is refused without the token or with another one, and does not exist when no token is set', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('Bearer not-the-token')).statusCode).toBe(401);
    const closed = await buildTestApp();
    try {
      expect((await closed.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);
    } finally {
      await closed.close();
    }
  });
});
