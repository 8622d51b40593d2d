import fp from 'fastify-plugin';
import { createAccountDeletion, type AccountDeletion } from '../../account/account-deletion.ts';
import { createAccountExport, type AccountExportReader } from '../../account/account-export.ts';
import { createReports, type Reports } from '../../moderation/reports.ts';
import { createModeration, type Moderation } from '../../moderation/moderation.ts';
import { createUserLookup, type UserLookup } from '../../moderation/user-lookup.ts';
import { createAccountLanguage, type AccountLanguage } from '../../auth/account-language.ts';
import { createCalendarFeeds, type CalendarFeeds } from '../../calendar/feeds.ts';
import { createContactMessages, type ContactMessages } from '../../contact/contact-messages.ts';
import { createNewsletter, type Newsletter } from '../../contact/newsletter.ts';
import { createMailConsent, type MailConsent } from '../../mail/mail-consent.ts';
import type { Database, Db } from '../../db/client.ts';
import { createHealthCheck, type HealthCheck } from '../../db/health-check.ts';
import { createAnnouncements, type Announcements } from '../../events/announcements.ts';
import { createAttendance, type AttendanceRepository } from '../../events/attendance.ts';
import { createEventCancellation } from '../../events/event-cancellation.ts';
import { createEventRepository, type EventRepository } from '../../events/event-repository.ts';
import { eventsChangedBy } from '../../events/event-writes.ts';
import { createJoinConfirmation } from '../../events/join-confirmation.ts';
import { createShiftConfirmation } from '../../events/shift-confirmation.ts';
import { createShiftCommands, giveShiftsBack, type ShiftCommands } from '../../events/shift-commands.ts';
import { createShiftRemovalMail } from '../../events/shift-mail.ts';
import { createShiftOffers, type ShiftOffers } from '../../events/shift-offers.ts';
import { createShiftWaitlist, type ShiftWaitlist } from '../../events/shift-waitlist.ts';
import { createWaitlist, type Waitlist } from '../../events/waitlist.ts';
import { createImpactRepository, type ImpactRepository } from '../../impact/impact-repository.ts';
import { createOrganizations, type Organizations } from '../../organizations/organizations.ts';
import { createCheckInCodes } from '../../check-in/check-in-codes.ts';
import { createCheckIns, type CheckIns } from '../../check-in/check-ins.ts';
import { createHours, type Hours } from '../../hours/hours.ts';
import { createSeries, type SeriesRepository } from '../../series/series-repository.ts';
import { createCertificates, type Certificates } from '../../certificates/certificates.ts';
import { createCertificateSigner } from '../../certificates/certificate-signing.ts';

declare module 'fastify' {
  interface FastifyInstance {
    health: HealthCheck;
    events: EventRepository;
    waitlist: Waitlist;
    /** Places in events' shifts (issue 38). */
    shifts: ShiftCommands;
    /** Shifts' waitlists and the places held for the people on them (decision 063). */
    shiftWaitlist: ShiftWaitlist;
    shiftOffers: ShiftOffers;
    announcements: Announcements;
    attendance: AttendanceRepository;
    impact: ImpactRepository;
    calendarFeeds: CalendarFeeds;
    newsletter: Newsletter;
    mailConsent: MailConsent;
    contactMessages: ContactMessages;
    accountLanguage: AccountLanguage;
    accountExport: AccountExportReader;
    accountDeletion: AccountDeletion;
    reports: Reports;
    moderation: Moderation;
    /** The account behind an e-mail address, for the admins (issue 16). */
    userLookup: UserLookup;
    organizations: Organizations;
    /** Check-in at the door and self check-in (issue 39). */
    checkIns: CheckIns;
    /** Hours records: approvals, hours done elsewhere and their supervisors' links (issue 39). */
    hours: Hours;
    /** Events that repeat (issue 40). */
    series: SeriesRepository;
    /** Certificates of hours anyone can verify (issue 39). */
    certificates: Certificates;
  }
}

type Options = {
  databaseKind: Database['kind'];
  publicUrl: string;
  defaultTimeZone: string;
  reviewNewOrganizers: boolean;
  checkInSecret: string;
  certificateKey: Uint8Array;
  /** How long the public event is kept for every reader (PUBLIC_CACHE_TTL_MS; decision 080). */
  publicCacheTtlMs: number;
};

/** Every repository, on the app: routes reach the data only through these. */
export default fp(async (app, opts: Options) => {
  const { db, now, mailer } = app;
  const { publicUrl } = opts;
  const links = app.mailLinks;
  const waitlist = createWaitlist({ db, now, mailer, publicUrl, links });
  const shiftOffers = createShiftOffers({ mailer, now, links });
  const { offerPlaces } = shiftOffers;
  const shiftCommands = createShiftCommands(db, now, offerPlaces, { confirmShift: createShiftConfirmation({ mailer, now, publicUrl }) });
  /** A place may have opened in an event or in its shifts: an event back from hidden. */
  const placesFreed = async (tx: Db, eventId: string) => {
    await waitlist.promote(tx, eventId);
    await offerPlaces(tx, eventId);
  };
  app.decorate('health', createHealthCheck(db, opts.databaseKind));
  app.decorate('waitlist', waitlist);
  const cancelEvent = createEventCancellation({ mailer, now, publicUrl });
  const events = createEventRepository(db, now, {
    placesFreed: waitlist.promote,
    shiftPlacesFreed: offerPlaces,
    defaultTimeZone: opts.defaultTimeZone,
    reviewNewOrganizers: opts.reviewNewOrganizers,
    cancelEvent,
    confirmJoin: createJoinConfirmation({ mailer, now, publicUrl }),
    tellShiftsRemoved: createShiftRemovalMail({ mailer, publicUrl }),
    publicCacheTtlMs: opts.publicCacheTtlMs,
  });
  app.decorate('events', events);
  // The public events are forgotten on the writes that drop the public cache's answers.
  app.addHook('onSend', async (request, reply, payload) => {
    const changed = eventsChangedBy(request, reply.statusCode);
    if (changed) events.forgetPublic(changed === 'all' ? undefined : changed.eventId);
    return payload;
  });
  app.decorate('series', createSeries({ db, now, mailer, publicUrl, events, cancelEvent }));
  app.decorate('shifts', shiftCommands);
  app.decorate('shiftOffers', shiftOffers);
  app.decorate('shiftWaitlist', createShiftWaitlist({ db, now, links, offerPlaces, commands: shiftCommands }));
  app.decorate('announcements', createAnnouncements({ db, now, mailer, publicUrl, links }));
  app.decorate('attendance', createAttendance(db, now));
  app.decorate('impact', createImpactRepository(db, now));
  app.decorate('accountExport', createAccountExport(db, now, publicUrl));
  app.decorate('reports', createReports(db, now));
  app.decorate('moderation', createModeration({ db, now, mailer, publicUrl, placesFreed, accountChanged: app.sessions.forgetUser }));
  app.decorate('userLookup', createUserLookup(db));
  app.decorate(
    'accountDeletion',
    createAccountDeletion({
      db,
      now,
      mailer,
      publicUrl,
      givePlaceBack: events.givePlaceBack,
      giveShiftsBack: (tx, userId) => giveShiftsBack(tx, userId, offerPlaces),
      verifyPassword: async (hash, password) => (await app.auth.$context).password.verify({ hash, password }),
      accountChanged: app.sessions.forgetUser,
    }),
  );
  app.decorate('calendarFeeds', createCalendarFeeds({ db, now, publicUrl }));
  app.decorate('newsletter', createNewsletter({ db, now, mailer, links, publicUrl }));
  app.decorate('mailConsent', createMailConsent({ db, links }));
  app.decorate('contactMessages', createContactMessages(db));
  app.decorate('accountLanguage', createAccountLanguage(db));
  app.decorate('organizations', createOrganizations({ db, now, mailer, publicUrl }));
  app.decorate('checkIns', createCheckIns({ db, now, codes: createCheckInCodes(opts.checkInSecret) }));
  app.decorate('hours', createHours({ db, now, mailer, publicUrl }));
  app.decorate('certificates', createCertificates({ db, now, publicUrl, signer: createCertificateSigner(opts.certificateKey) }));
});
