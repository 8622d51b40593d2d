import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAuth, type Auth } from './auth/auth.ts';
import { createSessionCache, type SessionCache } from './auth/session-cache.ts';
import type { Config } from './config.ts';
import { openDatabase, type Database, type Db } from './db/client.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createMailLinks, type MailLinks } from './mail/mail-links.ts';
import authentication from './plugins/app/authentication.ts';
import metrics from './plugins/app/metrics.ts';
import backup from './plugins/app/backup.ts';
import writeLimits from './plugins/app/write-limits.ts';
import inputGuard from './plugins/app/input-guard.ts';
import errorHandler from './plugins/app/error-handler.ts';
import replyLanguage from './plugins/app/reply-language.ts';
import pages from './plugins/app/pages.ts';
import jobs from './plugins/app/jobs.ts';
import publicReadCache from './plugins/app/public-read-cache.ts';
import revalidation from './plugins/app/revalidation.ts';
import repositories from './plugins/app/repositories.ts';
import openapi from './plugins/external/openapi.ts';
import security from './plugins/external/security.ts';
import webAssets from './plugins/external/web-assets.ts';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import authOptionsRoutes from './routes/api/auth-options.ts';
import announcementRoutes from './routes/api/events/announcements.ts';
import calendarRoutes from './routes/api/events/calendar.ts';
import contactRoutes from './routes/api/contact.ts';
import eventRoutes from './routes/api/events/index.ts';
import participantRoutes from './routes/api/events/participants.ts';
import attendanceRoutes from './routes/api/events/attendance.ts';
import checkInRoutes from './routes/api/events/check-ins.ts';
import hoursRoutes from './routes/api/hours.ts';
import impactRoutes from './routes/api/me/impact.ts';
import healthRoutes from './routes/api/health.ts';
import waitlistRoutes from './routes/api/events/waitlist.ts';
import shiftRoutes from './routes/api/events/shifts.ts';
import newsletterRoutes from './routes/api/newsletter.ts';
import calendarFeedsRoutes from './routes/api/calendar-feeds.ts';
import calendarFeedRoutes from './routes/api/me/calendar-feed.ts';
import myWaitlistRoutes from './routes/api/me/waitlist.ts';
import exportRoutes from './routes/api/me/export.ts';
import accountRoutes from './routes/api/me/account.ts';
import reportRoutes from './routes/api/reports.ts';
import adminReportRoutes from './routes/api/admin/reports.ts';
import staffRoutes from './routes/api/admin/staff.ts';
import adminUserRoutes from './routes/api/admin/users.ts';
import takedownRoutes from './routes/api/admin/takedowns.ts';
import organizationRoutes from './routes/api/orgs/index.ts';
import organizationFollowRoutes from './routes/api/orgs/following.ts';
import organizationMemberRoutes from './routes/api/orgs/members.ts';
import invitationRoutes from './routes/api/orgs/invitations.ts';
import groupImpactRoutes from './routes/api/orgs/impact.ts';
import { grantAdmins } from './moderation/reports.ts';
import accountLanguageRoutes from './routes/api/me/language.ts';
import notificationRoutes from './routes/api/me/notifications.ts';
import geoRoutes from './routes/api/geo.ts';
import embedPage from './web/embed-page.ts';
import { createGeocoder } from './geo/geocoder.ts';
import eventDefaultsRoutes from './routes/api/me/event-defaults.ts';
import unsubscribeRoutes from './routes/api/unsubscribe.ts';
import shiftOfferRoutes from './routes/api/shift-offers.ts';
import seriesRoutes from './routes/api/series.ts';
import uploadRoutes from './routes/api/uploads.ts';
import certificateRoutes, { certificateKeyRoute } from './routes/api/certificates.ts';
import mediaRoutes from './routes/media.ts';
import uploads from './plugins/app/uploads.ts';
import { databaseStorage, MEDIA_CACHE_BYTES, withMemoryCache } from './uploads/storage.ts';
import { s3Storage } from './uploads/s3-storage.ts';
import { loggerOptions, routeOf } from './logging.ts';
import { seedDemoData } from './seed/seed.ts';
import { serializerCompiler } from './serializer.ts';

/** Buffered answers up to this size are compressed in one call (about 1 ms for the largest page). */
const COMPRESS_SYNC_BYTES = 512 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    auth: Auth;
    mailer: Mailer;
    /** Signs the links mails carry: confirm the newsletter, turn a kind of mail off (decision 035). */
    mailLinks: MailLinks;
    now: () => Date;
    /** Sessions read lately; whatever changes a session or its account forgets them (decision 076). */
    sessions: SessionCache;
  }
}

export type AppOptions = {
  config: Config;
  /** An already open database; otherwise one is opened from the config and closed with the app. */
  database?: Database;
  /** The clock every rule reads (event ended, token expiry); tests move it. */
  now?: () => Date;
  /** false: no log (tests); otherwise the server's log, to `logStream` when given. */
  logger?: false;
  logStream?: { write: (line: string) => void };
};

/** Builds the whole application without listening: server.ts listens, tests use inject. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const now = opts.now ?? (() => new Date());
  const app = Fastify({
    logger: opts.logger ?? loggerOptions(config.logLevel, opts.logStream),
    // One line per request, written when it is answered (below), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    // Exactly that many hops (proxy-addr's reading of a number; Fastify's types take it as a function).
    trustProxy: config.trustProxy > 0 ? (_address: string, hop: number) => hop < config.trustProxy : false,
    routerOptions: { maxParamLength: 1000 },
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the address itself: ids, tokens and search words stay out of the log.
    request.log.info({ method: request.method, route: routeOf(request), status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
  });
  // The API speaks JSON only: a text/plain body is refused with 415 like any other type.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    opts.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onConnectionError: (error) => app.log.warn({ err: error }, 'database connection lost; the pool replaces it'),
    }));
  if (!opts.database) app.addHook('onClose', () => database.close());
  const mailer = createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log, now });
  const sessions = await createSessionCache(now, database.notifications);
  app.addHook('onClose', async () => sessions.close());
  const auth = createAuth({ db: database.db, config, mailer, log: app.log, now, sessions });
  app.decorate('sessions', sessions);
  app.decorate('db', database.db);
  app.decorate('auth', auth);
  app.decorate('mailer', mailer);
  app.decorate('mailLinks', createMailLinks({ secret: config.authSecret, publicUrl: config.publicUrl }));
  app.decorate('now', now);
  await app.register(repositories, {
    databaseKind: database.kind,
    publicUrl: config.publicUrl,
    defaultTimeZone: config.defaultTimeZone,
    reviewNewOrganizers: config.reviewNewOrganizers,
    checkInSecret: config.authSecret,
    certificateKey: config.certificateKey,
    publicCacheTtlMs: config.publicCacheTtlMs,
  });
  await grantAdmins(database.db, config.adminEmails);
  app.decorate('mediaStorage', withMemoryCache(config.s3 ? s3Storage(config.s3) : databaseStorage(database.db), MEDIA_CACHE_BYTES));
  await app.register(jobs, { publicUrl: config.publicUrl, intervalMs: config.jobsIntervalMs });

  await app.register(uploads, { quotaBytes: config.uploadQuotaBytes });
  if (config.seedDemo) await seedDemoData(database.db, app.sitePictures, now(), app.log);

  await app.register(metrics, { token: config.metricsToken, poolStats: database.poolStats });
  await app.register(backup, { authSecret: config.authSecret, dumpData: database.dumpData });
  await app.register(security, { publicUrl: config.publicUrl, mapTileUrl: config.mapTileUrl });
  // The service's policy asks for a User-Agent that names the product and a way to reach who runs it.
  const contact = /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom;
  const geocoder = createGeocoder({ url: config.geocoderUrl, userAgent: `VolunteerHub/1.0 (+${config.publicUrl}; ${contact})` });
  await app.register(revalidation);
  // gzip or brotli for clients that ask: the app's JavaScript shrinks about fourfold.
  // Answers (pages and API, all buffered) are compressed in one call: the stream path the plugin takes
  // above its default 8 KB (on 2 CPUs) cost about 4 ms of CPU for a 40 KB page (decision 083).
  await app.register(compress, { threshold: 1024, syncThreshold: COMPRESS_SYNC_BYTES });
  await app.register(rateLimit, { global: false });
  await app.register(openapi);
  await app.register(errorHandler);
  await app.register(replyLanguage);
  await app.register(inputGuard);
  await app.register(webAssets, { root: config.webDist });
  await app.register(pages, { root: config.webDist, publicUrl: config.publicUrl, cacheTtlMs: config.publicCacheTtlMs });
  await app.register(publicReadCache, { ttlMs: config.publicCacheTtlMs });
  await app.register(writeLimits, { max: config.writeRateLimitMax });
  await app.register(authentication, { auth, now, issuer: config.publicUrl });
  await app.register(mediaRoutes);
  await app.register(embedPage, { publicUrl: config.publicUrl });
  await app.register(certificateKeyRoute);
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authOptionsRoutes, { google: config.google !== undefined });
      await api.register(eventRoutes, { prefix: '/events' });
      await api.register(calendarRoutes, { prefix: '/events', publicUrl: config.publicUrl });
      await api.register(waitlistRoutes, { prefix: '/events' });
      await api.register(shiftRoutes, { prefix: '/events' });
      await api.register(participantRoutes, { prefix: '/events' });
      await api.register(attendanceRoutes, { prefix: '/events' });
      await api.register(checkInRoutes, { prefix: '/events' });
      await api.register(hoursRoutes);
      await api.register(impactRoutes, { prefix: '/me' });
      await api.register(announcementRoutes, { prefix: '/events' });
      await api.register(newsletterRoutes, { rateLimitMax: config.formRateLimitMax });
      await api.register(contactRoutes, { rateLimitMax: config.formRateLimitMax });
      await api.register(myWaitlistRoutes, { prefix: '/me' });
      await api.register(exportRoutes, { prefix: '/me' });
      await api.register(accountRoutes, { prefix: '/me' });
      await api.register(reportRoutes);
      await api.register(adminReportRoutes, { prefix: '/admin' });
      await api.register(staffRoutes, { prefix: '/admin' });
      await api.register(adminUserRoutes, { prefix: '/admin' });
      await api.register(takedownRoutes, { prefix: '/admin' });
      await api.register(organizationRoutes, { prefix: '/orgs' });
      await api.register(organizationFollowRoutes, { prefix: '/orgs' });
      await api.register(organizationMemberRoutes, { prefix: '/orgs' });
      await api.register(invitationRoutes, { prefix: '/orgs' });
      await api.register(groupImpactRoutes, { prefix: '/orgs' });
      await api.register(accountLanguageRoutes, { prefix: '/me' });
      await api.register(notificationRoutes, { prefix: '/me' });
      await api.register(geoRoutes, { geocoder, mapTileUrl: config.mapTileUrl });
      await api.register(unsubscribeRoutes);
      await api.register(shiftOfferRoutes);
      await api.register(seriesRoutes, { publicUrl: config.publicUrl });
      await api.register(calendarFeedRoutes, { prefix: '/me' });
      await api.register(eventDefaultsRoutes, { prefix: '/me' });
      await api.register(calendarFeedsRoutes, { prefix: '/calendar/feeds' });
      await api.register(uploadRoutes, { rateLimitMax: config.uploadRateLimitMax });
      await api.register(certificateRoutes);
    },
    { prefix: '/api' },
  );
  return app;
}
