import fp from 'fastify-plugin';
import { EVENT_REMINDER, eventReminderHandler } from '../../events/event-reminders.ts';
import { SHIFT_OFFER_LAPSE } from '../../events/shift-offers.ts';
import { SHIFT_REMINDER, shiftReminderHandler } from '../../events/shift-reminders.ts';
import { createJobRunner, type JobRunner } from '../../jobs/job-runner.ts';
import { startImpactClose } from '../../impact/impact-close.ts';
import { ORGANIZATION_DIGEST, organizationDigestHandler, scheduleFirstDigest } from '../../organizations/organization-digest.ts';
import { SERIES_DATES } from '../../series/series-dates.ts';
import { SERIES_STILL_ON } from '../../series/series-confirm.ts';
import { SITE_PICTURE_IDS } from '../../uploads/site-pictures.ts';
import type { MediaStorage } from '../../uploads/storage.ts';
import { UPLOAD_CLEANUP, uploadCleanupHandler } from '../../uploads/uploads.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
    /** Where uploaded pictures' files are kept (decision 037): the database unless configured otherwise. */
    mediaStorage: MediaStorage;
  }
}

/**
 * The background jobs (event and shift reminders, lapsing offers of places in shifts, a series' dates topped up and its "Still on?" asks, the nightly cleanup of unused uploads, the weekly digest),
 * looked for every `intervalMs`; 0 turns the worker off (tests run them). Beside them, ended events
 * counted into the organizations' kept impact every minute (decision 075). An instance that runs
 * jobs schedules the next digest at start when none is waiting.
 */
export default fp(async (app, opts: { publicUrl: string; intervalMs: number }) => {
  const { db, now, mailer } = app;
  const jobRunner = createJobRunner({
    db,
    now,
    log: app.log,
    handlers: {
      [EVENT_REMINDER]: eventReminderHandler({ mailer, now, publicUrl: opts.publicUrl, links: app.mailLinks, checkInCode: app.checkIns.codeMail }),
      [SHIFT_REMINDER]: shiftReminderHandler({ mailer, now, publicUrl: opts.publicUrl, links: app.mailLinks, checkInCode: app.checkIns.codeMail }),
      [UPLOAD_CLEANUP]: uploadCleanupHandler({ storage: app.mediaStorage, now, kept: SITE_PICTURE_IDS }),
      [SHIFT_OFFER_LAPSE]: app.shiftOffers.lapseHandler,
      [SERIES_DATES]: app.series.topUpHandler,
      [SERIES_STILL_ON]: app.series.confirmation.askHandler,
      [ORGANIZATION_DIGEST]: organizationDigestHandler({ mailer, now, publicUrl: opts.publicUrl, links: app.mailLinks }),
    },
  });
  app.decorate('jobs', jobRunner);
  if (opts.intervalMs > 0) {
    await scheduleFirstDigest(db, now());
    const stop = jobRunner.start(opts.intervalMs);
    const stopClosing = startImpactClose({ db, now, log: app.log });
    app.addHook('onClose', async () => {
      stop();
      await stopClosing();
    });
  }
});
