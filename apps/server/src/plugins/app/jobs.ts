import fp from 'fastify-plugin';
import { EVENT_REMINDER, eventReminderHandler } from '../../events/event-reminders.ts';
import { createJobRunner, type JobRunner } from '../../jobs/job-runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

/** The background jobs (event reminders), looked for every `intervalMs`; 0 turns the worker off (tests run them). */
export default fp(async (app, opts: { publicUrl: string; intervalMs: number }) => {
  const { db, now, mailer } = app;
  const jobRunner = createJobRunner({
    db,
    now,
    log: app.log,
    handlers: { [EVENT_REMINDER]: eventReminderHandler({ mailer, now, publicUrl: opts.publicUrl, links: app.mailLinks }) },
  });
  app.decorate('jobs', jobRunner);
  if (opts.intervalMs > 0) {
    const stop = jobRunner.start(opts.intervalMs);
    app.addHook('onClose', async () => stop());
  }
});
