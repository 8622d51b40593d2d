import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs, outbox } from '../src/db/schema.ts';
import { createJobRunner, scheduleJob } from '../src/jobs/job-runner.ts';
import { buildTestApp } from './helpers/build.ts';

const app = await buildTestApp();

describe('the job runner', () => {
  it('retries a failing job later, keeps none of its writes, and gives up after the last attempt', async () => {
    const to = `nobody-${Date.now()}@example.com`;
    const runner = createJobRunner({
      db: app.db,
      now: app.now,
      log: app.log,
      handlers: {
        flaky: async (_job, tx) => {
          await tx.insert(outbox).values({ to, subject: 'half done', text: '' });
          throw new Error('mail server down');
        },
      },
    });
    await scheduleJob(app.db, { kind: 'flaky', key: `flaky-${to}`, payload: {}, runAt: app.now() });
    const job = async () =>
      (
        await app.db
          .select()
          .from(jobs)
          .where(eq(jobs.key, `flaky-${to}`))
      )[0]!;

    expect(await runner.runDue()).toBe(1);
    let row = await job();
    expect(row).toMatchObject({ attempts: 1, lastError: 'mail server down', doneAt: null });
    expect(row.runAt.getTime()).toBe(app.now().getTime() + 60_000);
    expect(await app.db.select().from(outbox).where(eq(outbox.to, to))).toHaveLength(0);

    expect(await runner.runDue()).toBe(0); // not due again yet
    for (const wait of [60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000]) {
      app.clock.advance(wait);
      expect(await runner.runDue()).toBe(1);
    }
    row = await job();
    expect(row.attempts).toBe(5);
    expect(row.doneAt).not.toBeNull();
    app.clock.advance(24 * 3600_000);
    expect(await runner.runDue()).toBe(0);
  });

  it('schedules one job per key', async () => {
    const key = `once-${Date.now()}`;
    await scheduleJob(app.db, { kind: 'x', key, payload: { n: 1 }, runAt: app.now() });
    await scheduleJob(app.db, { kind: 'x', key, payload: { n: 2 }, runAt: app.now() });
    const rows = await app.db.select().from(jobs).where(eq(jobs.key, key));
    expect(rows.map((r) => r.payload)).toEqual([{ n: 1 }]);
  });
});
