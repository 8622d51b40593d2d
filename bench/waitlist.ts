// `npm run bench`, issue 6: waitlist promotion under contention. For PGlite and then PostgreSQL, one
// event with PLACES places is filled and WAITING more people queue on its waitlist; then LOOPS
// concurrent loops each cancel a random participant (the cancel promotes the head of the waitlist in
// the same transaction, with its e-mail and reminder) and put that person back at the end of the
// queue, for SECONDS. It runs the server's own code (event repository and waitlist, in this process)
// against the database, without HTTP: what is measured is the locked transaction, the part that
// contends. At the end the counts must be exact. Writes its section of docs/benchmarks.md.
//
// Environment: BENCH_WAITLIST_SECONDS (10), BENCH_WAITLIST_PLACES (50), BENCH_WAITLIST_WAITING (500),
// BENCH_WAITLIST_LOOPS (50), BENCH_DATABASES ("pglite,postgres").
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, like, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Viewer } from '../apps/server/src/auth/access-token.ts';
import { openDatabase, queryRows, type Database } from '../apps/server/src/db/client.ts';
import { events, outbox, participations, user } from '../apps/server/src/db/schema.ts';
import { createEventRepository } from '../apps/server/src/events/event-repository.ts';
import { createWaitlist } from '../apps/server/src/events/waitlist.ts';
import { createMailer } from '../apps/server/src/mail/mailer.ts';
import { createMailLinks } from '../apps/server/src/mail/mail-links.ts';
import { dayAt, DEFAULT_TIME_ZONE } from '@volunteering/shared/event-time';
import { benchLog, envNumber, runBench, withPostgresDatabase, writeReportSection } from './support.ts';

const START = '<!-- waitlist:start -->';
const END = '<!-- waitlist:end -->';
const SECONDS = envNumber('BENCH_WAITLIST_SECONDS', 10);
const PLACES = envNumber('BENCH_WAITLIST_PLACES', 50);
const WAITING = envNumber('BENCH_WAITLIST_WAITING', 500);
const LOOPS = envNumber('BENCH_WAITLIST_LOOPS', 50);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((s) => s.trim());
const PUBLIC_URL = 'http://127.0.0.1';
const PROMOTION_SUBJECT = 'A place opened up%';

type Result = {
  kind: string;
  version: string;
  seconds: number;
  cancels: number;
  promotions: number;
  stalePicks: number;
  cancelMs: { p50: number; p99: number; max: number };
  rejoinMs: { p50: number; p99: number };
  load: [number, number];
  checks: { joined: number; rows: number; waiting: number; inBoth: number; duplicates: number };
};

// The mailer logs each outbox mail at info level; the bench has nothing to show there.
const silentLog = { info: () => {}, warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

async function run(kind: string, database: Database, version: string, log: (s: string) => void): Promise<Result> {
  const { db } = database;
  const now = () => new Date();
  const mailer = createMailer({ db, from: 'bench@example.com', log: silentLog });
  const links = createMailLinks({ secret: 'bench-secret', publicUrl: PUBLIC_URL });
  const waitlist = createWaitlist({ db, now, mailer, publicUrl: PUBLIC_URL, links });
  const repo = createEventRepository(db, now, { placesFreed: waitlist.promote });

  const people: Viewer[] = Array.from({ length: PLACES + WAITING }, (_, i) => {
    const id = randomUUID();
    return { userId: id, email: `bench-${i}-${id.slice(0, 8)}@example.com`, name: `Bench ${i}`, sessionId: id, emailVerified: true };
  });
  for (let i = 0; i < people.length; i += 500) {
    await db.insert(user).values(people.slice(i, i + 500).map((p) => ({ id: p.userId, name: p.name, email: p.email })));
  }
  const owner = people[0]!;
  const event = await repo.create(
    {
      title: 'Waitlist bench',
      description: 'An event whose places change hands as fast as the database allows.',
      type: 'Cleanup',
      imageUrl: 'https://images.example.com/bench.jpg',
      location: 'Dhaka',
      date: dayAt(new Date(), DEFAULT_TIME_ZONE, 30, 10).toISOString(),
      organizer: 'Bench',
      volunteersNeeded: PLACES,
    },
    owner,
  );
  log(`${kind}: filling ${PLACES} places and queueing ${WAITING}…`);
  for (const person of people.slice(0, PLACES)) {
    if (!(await repo.join(event._id, person)).success) throw new Error('could not fill the event');
  }
  for (const person of people.slice(PLACES)) {
    if (!(await waitlist.join(event._id, person)).success) throw new Error('could not queue');
  }
  const byId = new Map(people.map((p) => [p.userId, p]));

  const cancelTimes: number[] = [];
  const rejoinTimes: number[] = [];
  let cancels = 0;
  let stalePicks = 0;
  const claimed = new Set<string>();
  const loadBefore = os.loadavg()[0]!;
  log(`${kind}: ${LOOPS} loops of cancel + rejoin for ${SECONDS} s…`);
  const started = performance.now();
  const deadline = started + SECONDS * 1000;

  async function loop(): Promise<void> {
    while (performance.now() < deadline) {
      const rows = await db.select({ userId: participations.userId }).from(participations).where(eq(participations.eventId, event._id));
      const free = rows.map((r) => r.userId).filter((id) => !claimed.has(id));
      if (free.length === 0) continue;
      const person = byId.get(free[Math.floor(Math.random() * free.length)]!)!;
      claimed.add(person.userId);
      try {
        const t0 = performance.now();
        const cancelled = await repo.cancel(event._id, person);
        cancelTimes.push(performance.now() - t0);
        // Another loop may have moved this person between the read and the claim.
        if (!cancelled.success) {
          stalePicks++;
          continue;
        }
        cancels++;
        const t1 = performance.now();
        const queued = await waitlist.join(event._id, person);
        rejoinTimes.push(performance.now() - t1);
        if (!queued.success) throw new Error(`rejoin refused: ${queued.message}`);
      } finally {
        claimed.delete(person.userId);
      }
    }
  }
  await Promise.all(Array.from({ length: LOOPS }, loop));
  const seconds = (performance.now() - started) / 1000;

  const [counts] = await queryRows<{ joined: number; rows: number; waiting: number; in_both: number; duplicates: number }>(
    db,
    sql`SELECT
      (SELECT volunteers_joined FROM events WHERE id = ${event._id})::int AS joined,
      (SELECT count(*) FROM participations WHERE event_id = ${event._id})::int AS rows,
      (SELECT count(*) FROM waitlist_entries WHERE event_id = ${event._id})::int AS waiting,
      (SELECT count(*) FROM participations p JOIN waitlist_entries w ON w.event_id = p.event_id AND w.user_id = p.user_id
        WHERE p.event_id = ${event._id})::int AS in_both,
      (SELECT count(*) - count(DISTINCT user_id) FROM waitlist_entries WHERE event_id = ${event._id})::int AS duplicates`,
  );
  const [mails] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(outbox)
    .where(and(like(outbox.subject, PROMOTION_SUBJECT)));
  const checks = { joined: counts!.joined, rows: counts!.rows, waiting: counts!.waiting, inBoth: counts!.in_both, duplicates: counts!.duplicates };
  const promotions = mails!.n;
  const problems = [
    checks.joined !== PLACES && `volunteers_joined is ${checks.joined}, not ${PLACES}`,
    checks.rows !== PLACES && `${checks.rows} participation rows, not ${PLACES}`,
    checks.waiting !== WAITING && `${checks.waiting} waiting, not ${WAITING}`,
    checks.inBoth !== 0 && `${checks.inBoth} people both in and waiting`,
    checks.duplicates !== 0 && `${checks.duplicates} duplicate waitlist entries`,
    promotions !== cancels && `${promotions} promotion e-mails for ${cancels} cancels`,
  ].filter(Boolean);
  if (problems.length > 0) throw new Error(`${kind}: counts are not exact: ${problems.join('; ')}`);
  const [volunteers] = await db.select({ n: events.volunteersJoined }).from(events).where(eq(events.id, event._id));
  if (volunteers?.n !== PLACES) throw new Error('the event lost its count');

  const cancelSorted = [...cancelTimes].sort((a, b) => a - b);
  const rejoinSorted = [...rejoinTimes].sort((a, b) => a - b);
  return {
    kind,
    version,
    seconds,
    cancels,
    promotions,
    stalePicks,
    cancelMs: { p50: percentile(cancelSorted, 50), p99: percentile(cancelSorted, 99), max: cancelSorted.at(-1) ?? NaN },
    rejoinMs: { p50: percentile(rejoinSorted, 50), p99: percentile(rejoinSorted, 99) },
    load: [loadBefore, os.loadavg()[0]!],
    checks,
  };
}

async function serverVersion(database: Database): Promise<string> {
  const [row] = await queryRows<{ server_version: string }>(database.db, sql`SHOW server_version`);
  return row?.server_version ?? '?';
}

const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;

function section(results: Result[], date: Date): string {
  const lines = [
    START,
    '## Issue 6: waitlist promotion under contention',
    '',
    `Written by \`npm run bench\` (bench/waitlist.ts) on ${date.toISOString().slice(0, 10)}, on ${os.availableParallelism()} CPUs (nproc), Node ${process.version}.`,
    `One event with ${PLACES} places, full, and ${WAITING} more people on its waitlist. ${LOOPS} concurrent loops each pick a random`,
    'participant, cancel them (the cancel locks the event row, frees the place and promotes the head of the waitlist in the same',
    'transaction: participation row, count, reminder job and the promotion e-mail in the outbox), then put that person back at',
    `the end of the waitlist; for ${SECONDS} s. The server's own code (event repository and waitlist) runs in the bench process against`,
    'the database, without HTTP, so what is measured is the locked transaction every cancel of one event queues on. PGlite has one',
    "connection; PostgreSQL is a throw-away local cluster reached through the server's pool of 20. At the end the bench checks that",
    `the event still counts exactly ${PLACES} joined, matching its rows, that exactly ${WAITING} wait, nobody is both in and waiting or`,
    'waiting twice, and that there is one promotion e-mail per successful cancel; the run fails otherwise.',
    '',
    '| database | cancels (= promotions) | promotions/s | cancel p50 | cancel p99 | cancel max | rejoin p50 | rejoin p99 | stale picks | load avg start / end |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...results.map(
      (r) =>
        `| ${r.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} ${r.version} | ${r.cancels} | ${(r.promotions / r.seconds).toFixed(0)} | ${ms(r.cancelMs.p50)} | ${ms(r.cancelMs.p99)} | ${ms(r.cancelMs.max)} | ${ms(r.rejoinMs.p50)} | ${ms(r.rejoinMs.p99)} | ${r.stalePicks} | ${r.load[0].toFixed(1)} / ${r.load[1].toFixed(1)} |`,
    ),
    '',
    "- Latencies are the whole transaction as the caller sees it, including the wait for the event row's lock: the cancel and the",
    `  rejoin both lock it, so the ${LOOPS} loops' transactions take turns and p50 is mostly queueing (about ${LOOPS} × (one cancel + one`,
    '  rejoin)); promotions/s is therefore the rate of a cancel-and-rejoin cycle on one event, the worst case for a single full event.',
    ...results
      .filter((r) => Math.max(...r.load) > os.availableParallelism())
      .map(
        (r) =>
          `- ${r.kind}: other work shared the machine during this run (1-minute load average ${r.load[0].toFixed(1)} on ${os.availableParallelism()} CPUs), so its figures are pessimistic.`,
      ),
    '- "Stale picks" are cancels of someone another loop had already moved (read before the other commit): refused, nothing changed.',
    `- Counts at the end: ${results.map((r) => `${r.kind} joined ${r.checks.joined} = ${r.checks.rows} rows, ${r.checks.waiting} waiting, 0 in both, 0 duplicates`).join('; ')}.`,
    END,
  ];
  return lines.join('\n');
}

async function main(): Promise<void> {
  const log = benchLog();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'volunteering-bench-waitlist-'));
  const results: Result[] = [];
  try {
    for (const kind of DATABASES) {
      if (kind === 'pglite') {
        const database = await openDatabase({ dataDir: dir });
        try {
          results.push(await run(kind, database, await serverVersion(database), log));
        } finally {
          await database.close();
        }
      } else if (kind === 'postgres') {
        await withPostgresDatabase('volunteering_bench_waitlist', log, async (databaseUrl) => {
          const database = await openDatabase({ databaseUrl, dataDir: dir });
          try {
            results.push(await run(kind, database, await serverVersion(database), log));
          } finally {
            await database.close().catch(() => {});
          }
        });
      } else {
        throw new Error(`unknown database in BENCH_DATABASES: ${kind}`);
      }
      const r = results.at(-1)!;
      log(
        `${kind}: ${r.cancels} cancels, ${(r.promotions / r.seconds).toFixed(0)} promotions/s; cancel p50 ${ms(r.cancelMs.p50)}, p99 ${ms(r.cancelMs.p99)}; counts exact`,
      );
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  writeReportSection(START, END, section(results, new Date()));
  log('wrote its section of docs/benchmarks.md');
}

await runBench(main);
