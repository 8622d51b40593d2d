// `npm run bench`, issue 35: the private calendar feed. One request for a feed holding an event dated
// 9999-12-31 held the event loop for 27 s (the zone's changes walked day by day across the years
// between). Here, in the server's own process on the embedded database (app.inject, no HTTP), a
// volunteer's feed of 2 years of events (two a week, in four zones) and a feed with that far event:
// the first answer (nothing cached) and the following ones, /api/health asked while the first is
// built, and the longest the event loop was held meanwhile. Writes its section of docs/benchmarks.md.
//
// Environment: BENCH_FEED_REQUESTS (50).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { dayAt } from '@volunteering/shared/event-time';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { events, participations, session, user } from '../apps/server/src/db/schema.ts';
import { benchLog, envNumber, runBench, writeReportSection } from './support.ts';

const START = '<!-- calendar-feed:start -->';
const END = '<!-- calendar-feed:end -->';
const REQUESTS = envNumber('BENCH_FEED_REQUESTS', 50);
const ZONES = ['Asia/Dhaka', 'America/New_York', 'Europe/London', 'Australia/Sydney'];
const WEEKS = 104;

type Figures = { events: number; bytes: number; firstMs: number; healthMs: number; heldMs: number; p50: number; p99: number };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

await runBench(async () => {
  const log = benchLog();
  const database = await openDatabase({ dataDir: 'memory://' });
  const config = loadConfig({
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'vh-bench-feed-')),
    AUTH_SECRET: 'bench-only-auth-secret-not-for-production-0123456789',
    PUBLIC_URL: 'http://127.0.0.1:3000',
    SEED_DEMO: 'false',
    WRITE_RATE_LIMIT_MAX: '1000000',
    JOBS_INTERVAL_MS: '0',
    WEB_DIST: path.join(os.tmpdir(), 'vh-no-web-build'),
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();

  /** A confirmed account with a session and an access token, as sign-in would give. */
  async function account(name: string) {
    const id = randomUUID();
    const sessionId = randomUUID();
    await app.db.insert(user).values({ id, name, email: `${id}@example.com`, emailVerified: true });
    await app.db.insert(session).values({ id: sessionId, token: randomUUID(), userId: id, expiresAt: new Date(Date.now() + 86_400_000) });
    const iat = Math.floor(Date.now() / 1000);
    const { token } = await app.auth.api.signJWT({ body: { payload: { sub: id, email: `${id}@example.com`, name, sid: sessionId, iat, exp: iat + 3600 } } });
    return { id, token };
  }
  const organizer = await account('Organizer');

  async function feedOf(dates: { date: Date; timeZone: string }[]): Promise<string> {
    const volunteer = await account('Volunteer');
    for (const [i, { date, timeZone }] of dates.entries()) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/events',
        headers: { authorization: `Bearer ${organizer.token}` },
        payload: {
          title: `Riverbank Cleanup ${i + 1}`,
          description: 'Pick up plastic along the river bank. Gloves and bags provided.',
          type: 'Cleanup',
          imageUrl: 'https://images.example.com/river.jpg',
          location: 'Buriganga River, Dhaka',
          date: date.toISOString(),
          organizer: 'Clean Rivers Dhaka',
          volunteersNeeded: 25,
          timeZone,
          durationMinutes: 120,
        },
      });
      if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
      await app.db.insert(participations).values({ eventId: res.json()._id, userId: volunteer.id, joinedAt: new Date() });
    }
    const made = await app.inject({ method: 'POST', url: '/api/me/calendar-feed', headers: { authorization: `Bearer ${volunteer.token}` } });
    return new URL(made.json().url).pathname;
  }

  async function measure(url: string, count: number): Promise<Figures> {
    const held = monitorEventLoopDelay({ resolution: 1 });
    held.enable();
    const t0 = performance.now();
    const feed = app.inject({ method: 'GET', url }).then((res) => ({ res, ms: performance.now() - t0 }));
    const health = app.inject({ method: 'GET', url: '/api/health' }).then(() => performance.now() - t0);
    const [{ res, ms }, healthMs] = await Promise.all([feed, health]);
    held.disable();
    if (res.statusCode !== 200) throw new Error(`feed failed: ${res.statusCode}`);
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const start = performance.now();
      await app.inject({ method: 'GET', url });
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    return { events: count, bytes: res.body.length, firstMs: ms, healthMs, heldMs: held.max / 1e6, p50: percentile(times, 50), p99: percentile(times, 99) };
  }

  // Two a week for two years, 8:00 or 17:00 on the event's own clock, round the four zones.
  const now = new Date();
  const twoYears = Array.from({ length: WEEKS * 2 }, (_, i) => {
    const timeZone = ZONES[i % ZONES.length]!;
    return { date: dayAt(now, timeZone, 1 + Math.floor(i / 2) * 7 + (i % 2) * 3, i % 2 ? 17 : 8), timeZone };
  }).filter(({ date }) => date.getTime() < now.getTime() + 2 * 365 * 86_400_000);
  log(`feed of ${twoYears.length} events over 2 years in ${ZONES.length} zones`);
  const yearsUrl = await feedOf(twoYears);
  const years = await measure(yearsUrl, twoYears.length);
  log(
    `  first ${years.firstMs.toFixed(1)} ms, then p50 ${years.p50.toFixed(1)} ms p99 ${years.p99.toFixed(1)} ms, loop held at most ${years.heldMs.toFixed(1)} ms`,
  );

  // The probe's feed: an event next week and one stored for 9999-12-31 (the API refuses it now).
  const farDates = [0, 1].map((i) => ({ date: dayAt(now, 'America/Chicago', 7 + i, 10), timeZone: 'America/Chicago' }));
  const farUrl = await feedOf(farDates);
  const [, farEvent] = await app.db.select({ id: events.id }).from(events).where(eq(events.timeZone, 'America/Chicago')).orderBy(events.date);
  await app.db
    .update(events)
    .set({ date: new Date('9999-12-31T16:00:00Z') })
    .where(eq(events.id, farEvent!.id));
  const far = await measure(farUrl, 2);
  log(`  far-dated: first ${far.firstMs.toFixed(1)} ms, loop held at most ${far.heldMs.toFixed(1)} ms`);

  await app.close();
  await database.close();

  const row = (name: string, f: Figures) =>
    `| ${name} | ${f.events} | ${(f.bytes / 1024).toFixed(0)} KB | ${f.firstMs.toFixed(1)} | ${f.healthMs.toFixed(1)} | ${f.heldMs.toFixed(1)} | ${f.p50.toFixed(1)} | ${f.p99.toFixed(1)} |`;
  writeReportSection(
    START,
    END,
    [
      START,
      '## Issue 35: the private calendar feed (`bench/calendar-feed.ts`)',
      '',
      `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, ${new Date().toISOString().slice(0, 10)}. In the server's process on the embedded database`,
      `(app.inject, no HTTP). "First" is the first answer of a fresh process (no zone year cached), with /api/health asked at the same`,
      `moment; "loop held" is the longest the event loop went unanswered meanwhile (monitorEventLoopDelay, 1 ms resolution);`,
      `then ${REQUESTS} answers one after another. Target: a feed of 2 years of events within 200 ms, no request holding the loop over 50 ms.`,
      '',
      '| feed | events | size | first (ms) | /api/health meanwhile (ms) | loop held (ms) | then p50 (ms) | then p99 (ms) |',
      '|---|---:|---:|---:|---:|---:|---:|---:|',
      row('2 years, 4 zones', years),
      row('one next week, one on 9999-12-31 (stored before the date rule)', far),
      END,
    ].join('\n'),
  );
});
