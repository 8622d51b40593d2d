import { sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '@volunteering/shared/event-time';
import { HIDDEN_KINDS, type HiddenKind } from '@volunteering/shared/event-schemas';
import { HOURS_SOURCES, HOURS_STATUSES, type HoursSource, type HoursStatus } from '@volunteering/shared/hours-schemas';
import type { CertificateContent } from '@volunteering/shared/certificate-schemas';
import type { SeriesRecurrence, SeriesTemplate } from '@volunteering/shared/series-schemas';
import { ORGANIZATION_ROLES, ORGANIZATION_LIMITS, type OrganizationRole } from '@volunteering/shared/organization-schemas';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => at('created_at').notNull().defaultNow();
const timestamps = { createdAt: createdAt(), updatedAt: at('updated_at').notNull().defaultNow() };
/** A user's row, gone with the user. */
const userRef = (name = 'user_id') =>
  text(name)
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });
/** An event's row, gone with the event. */
const eventRef = () =>
  uuid('event_id')
    .notNull()
    .references(() => events.id, { onDelete: 'cascade' });

// Identity tables, in the shape better-auth's drizzle adapter expects.
export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    /** The language e-mails are written in: the site's language when the account was made, then the switch's (decision 031). */
    language: text('language').notNull().default('en'),
    /** member (everyone), moderator or admin (issue 16); ADMIN_EMAILS makes admins, admins make moderators. */
    role: text('role').notNull().default('member'),
    /** Set while a moderator has suspended the account: no sign-in, no token, events hidden (issue 16). */
    suspendedAt: at('suspended_at'),
    /** False until a moderator approves a first event, when REVIEW_NEW_ORGANIZERS holds new organizers' events. */
    trustedOrganizer: boolean('trusted_organizer').notNull().default(false),
    /** Notification settings: each kind of mail on or off (issue 16). */
    mailReminders: boolean('mail_reminders').notNull().default(true),
    mailAnnouncements: boolean('mail_announcements').notNull().default(true),
    mailWaitlist: boolean('mail_waitlist').notNull().default(true),
    /** The weekly digest of new events from the organizations followed (issue 18). */
    mailDigest: boolean('mail_digest').notNull().default(true),
    /** The home area the digest's "New near you" reads (issue 42): a geohash of about 5 km, never the exact point; null: none saved. */
    homeGeohash: text('home_geohash'),
    ...timestamps,
  },
  (t) => [check('user_role_known', sql`${t.role} IN ('member', 'moderator', 'admin')`)],
);

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: at('expires_at').notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: userRef(),
    ...timestamps,
  },
  (t) => [index('session_user_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: userRef(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: at('access_token_expires_at'),
    refreshTokenExpiresAt: at('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (t) => [index('account_user_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: at('expires_at').notNull(),
    ...timestamps,
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

export const jwks = pgTable('jwks', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  alg: text('alg'),
  crv: text('crv'),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at'),
});

export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/** `column IN ('a', 'b')` for a CHECK over a list of known words. */
const oneOf = (column: unknown, words: readonly string[]) => sql`${column} IN (${sql.raw(words.map((word) => `'${word}'`).join(', '))})`;

/** A group that publishes events together (issue 18); its people are organization_members. */
export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Its address, /orgs/{slug}. */
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** An https address or an upload's /media/… path. */
    logoUrl: text('logo_url'),
    city: text('city').notNull().default(''),
    website: text('website'),
    contactEmail: text('contact_email').notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check(
      'organizations_slug_format',
      sql`${t.slug} ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?$' AND length(${t.slug}) BETWEEN ${sql.raw(String(ORGANIZATION_LIMITS.slugMin))} AND ${sql.raw(String(ORGANIZATION_LIMITS.slugMax))}`,
    ),
  ],
);
const organizationRef = () =>
  uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

/** Who is in an organization, and with which role; every right is read from here on every request. */
export const organizationMembers = pgTable(
  'organization_members',
  {
    organizationId: organizationRef(),
    userId: userRef(),
    role: text('role').$type<OrganizationRole>().notNull(),
    addedAt: at('added_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.userId] }),
    index('organization_members_user_idx').on(t.userId),
    check('organization_members_role_known', oneOf(t.role, ORGANIZATION_ROLES)),
  ],
);

/** Who follows an organization (issue 18): their Following filter and weekly digest read it. */
export const organizationFollows = pgTable(
  'organization_follows',
  {
    organizationId: organizationRef(),
    userId: userRef(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.userId] }), index('organization_follows_user_idx').on(t.userId)],
);

/** An invitation by e-mail: only the SHA-256 of its link's token is kept; it works once, until `expires_at`. */
export const organizationInvitations = pgTable(
  'organization_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationRef(),
    /** Lower-cased. */
    email: text('email').notNull(),
    role: text('role').$type<OrganizationRole>().notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    acceptedBy: text('accepted_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('organization_invitations_token_idx').on(t.tokenHash),
    // One open invitation per address and organization: inviting again replaces it.
    uniqueIndex('organization_invitations_open_idx')
      .on(t.organizationId, t.email)
      .where(sql`${t.acceptedAt} IS NULL`),
    check('organization_invitations_role_known', oneOf(t.role, ORGANIZATION_ROLES)),
  ],
);

export type Highlight = { icon: string; title: string; desc: string };
export type Faq = { q: string; a: string };

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    type: text('type').notNull(),
    imageUrl: text('image_url').notNull(),
    /** The cover's tiny blurred picture (a data: URL) when it was uploaded here, painted while it loads (issue 17). */
    imagePlaceholder: text('image_placeholder'),
    location: text('location').notNull(),
    /** Its pin (issue 42), WGS 84 degrees: both or neither (events_pin_whole); null: no pin. */
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    date: at('date').notNull(),
    /** IANA name of the zone the event happens in; its times are shown there. */
    timeZone: text('time_zone').notNull().default(DEFAULT_TIME_ZONE),
    organizer: text('organizer').notNull(),
    volunteersNeeded: integer('volunteers_needed').notNull(),
    volunteersJoined: integer('volunteers_joined').notNull().default(0),
    /** Null: the event ends as it starts (the spec's events had no duration). */
    durationMinutes: integer('duration_minutes'),
    /** Null once its organizer deleted their account: an ended event stays for its volunteers' hours (issue 16). */
    ownerId: text('owner_id').references(() => user.id, { onDelete: 'set null' }),
    /** The organization it is published as (issue 18); null: its owner's own. Its owners and organizers manage it too. */
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    images: jsonb('images').$type<string[]>(),
    highlights: jsonb('highlights').$type<Highlight[]>(),
    faqs: jsonb('faqs').$type<Faq[]>(),
    /**
     * Null: shown. Otherwise why it is out of every list and its page answers 404 to all but its
     * owner and the moderators: `moderator` (taken down), `suspension` (owner suspended) or
     * `review` (held until a moderator approves a new organizer's event). Issue 16.
     */
    hidden: text('hidden').$type<HiddenKind>(),
    /** The moderator's reason, shown to the owner. */
    hiddenReason: text('hidden_reason'),
    /** Set when its organizer cancelled it (issue 37): its page stays and says so, and it takes no one. */
    cancelledAt: at('cancelled_at'),
    /** The organizer's message to the participants, mailed to them and shown on the page. */
    cancelMessage: text('cancel_message'),
    /** How many shifts it has (issue 38), kept with them: a page reads shifts only for events that have any. */
    shiftCount: integer('shift_count').notNull().default(0),
    /** Credit a checked-in volunteer the event's (or shift's) scheduled length instead of the time between check-in and check-out (issue 39). */
    creditScheduledHours: boolean('credit_scheduled_hours').notNull().default(false),
    /** The series it is a date of (issue 40); null: an event of its own. */
    seriesId: uuid('series_id').references(() => eventSeries.id, { onDelete: 'set null' }),
    /** The start its series' rule gave it: names the date in the rule (EXDATE), made once. */
    seriesStart: at('series_start'),
    /** Edited on its own (PATCH /api/events/my-events/{id}): its series' edits leave it as it is. */
    editedAlone: boolean('edited_alone').notNull().default(false),
    /** Its series asks the organizer to confirm each date: true until they say "Still on". */
    awaitsConfirmation: boolean('awaits_confirmation').notNull().default(false),
    /** The SHA-256 of the token of the "Still on?" mail's link; null until it is mailed. */
    confirmTokenHash: text('confirm_token_hash'),
    /**
     * Title and location in lower case, as ILIKE would fold them, kept by PostgreSQL: a search
     * compares bytes (LIKE) instead of folding every row it passes, five times faster (decision 042).
     */
    titleFolded: text('title_folded').generatedAlwaysAs(sql`lower(title)`),
    locationFolded: text('location_folded').generatedAlwaysAs(sql`lower(location)`),
    ...timestamps,
  },
  (t) => [
    // Upcoming/past listings walk these indexes in date order; no sort, no full scan. The folded
    // title and location ride along (after the unique date, id they order nothing) so a search's
    // page and its capped count test the words in the index alone, without visiting the table
    // (decisions 029, 042). Only shown events: every list asks for `hidden IS NULL`, so hidden ones
    // cost nothing there.
    index('events_date_idx')
      .on(t.date, t.id, t.titleFolded, t.locationFolded)
      .where(sql`${t.hidden} IS NULL`),
    index('events_type_date_idx')
      .on(t.type, t.date, t.id, t.titleFolded, t.locationFolded)
      .where(sql`${t.hidden} IS NULL`),
    // Near me (issue 42): an R-tree (core GiST, no extension) of the pins; a box of degrees around
    // the point walks it, the exact distance then decides (decision 071). Only shown, pinned events.
    // The migration adds INCLUDE (date, id, lat, lng), which Drizzle cannot write: the walk answers
    // from the index alone.
    index('events_place_idx')
      .using('gist', sql`point(${t.lng}, ${t.lat})`)
      .where(sql`${t.hidden} IS NULL AND ${t.lat} IS NOT NULL`),
    index('events_owner_date_idx').on(t.ownerId, t.date),
    index('events_organization_date_idx').on(t.organizationId, t.date),
    // An organization's upcoming shown events counted from the index alone (its page, the directory; decision 075).
    index('events_organization_shown_date_idx')
      .on(t.organizationId, t.date)
      .where(sql`${t.hidden} IS NULL`),
    // Without a pending list (fastupdate): a join's update lands in the index at once, where a list
    // kept until the next vacuum was read by every search (decision 085).
    index('events_title_trgm_idx')
      .using('gin', sql`${t.titleFolded} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('events_location_trgm_idx')
      .using('gin', sql`${t.locationFolded} gin_trgm_ops`)
      .with({ fastupdate: false }),
    check('events_joined_within_needed', sql`${t.volunteersJoined} >= 0 AND ${t.volunteersJoined} <= ${t.volunteersNeeded}`),
    check('events_hidden_known', sql`${t.hidden} IS NULL OR ${oneOf(t.hidden, HIDDEN_KINDS)}`),
    check('events_pin_whole', sql`(${t.lat} IS NULL) = (${t.lng} IS NULL)`),
    check('events_pin_range', sql`${t.lat} BETWEEN -90 AND 90 AND ${t.lng} BETWEEN -180 AND 180`),
    check('events_duration_range', sql`${t.durationMinutes} IS NULL OR ${t.durationMinutes} BETWEEN 30 AND 1440`),
    uniqueIndex('events_series_start_idx')
      .on(t.seriesId, t.seriesStart)
      .where(sql`${t.seriesId} IS NOT NULL`),
    uniqueIndex('events_confirm_token_idx')
      .on(t.confirmTokenHash)
      .where(sql`${t.confirmTokenHash} IS NOT NULL`),
  ],
);

/**
 * A series (issue 40): an event's fields and shifts (`template`, the first date's) and a rule
 * (`recurrence`) whose dates are each an event row. `endsAfter`: ended, no date after this start.
 */
export const eventSeries = pgTable(
  'event_series',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id').references(() => user.id, { onDelete: 'set null' }),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    timeZone: text('time_zone').notNull(),
    /** The rule's first start: its clock reading in the zone is every date's. */
    firstStart: at('first_start').notNull(),
    recurrence: jsonb('recurrence').$type<SeriesRecurrence>().notNull(),
    template: jsonb('template').$type<SeriesTemplate>().notNull(),
    /** The latest rule start made into a date; the top-up job goes on from there. */
    madeThrough: at('made_through'),
    endsAfter: at('ends_after'),
    /** Ask the organizer "Still on?" this many days before each date; null: never. */
    confirmDaysBefore: integer('confirm_days_before'),
    ...timestamps,
  },
  (t) => [index('event_series_owner_idx').on(t.ownerId)],
);

/** A volunteer who joined every date of a series ("Join the series"): put on each new date while it has places. */
export const seriesMembers = pgTable(
  'series_members',
  {
    seriesId: uuid('series_id')
      .notNull()
      .references(() => eventSeries.id, { onDelete: 'cascade' }),
    userId: userRef(),
    joinedAt: at('joined_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.seriesId, t.userId] }), index('series_members_user_idx').on(t.userId)],
);

/** One row per (event, volunteer): the source of truth behind volunteersJoined. */
export const participations = pgTable(
  'participations',
  {
    eventId: eventRef(),
    userId: userRef(),
    joinedAt: at('joined_at').notNull().defaultNow(),
    /** Present unless the organizer marks a no-show after the event; hours count only when present. */
    attended: boolean('attended').notNull().default(true),
    /** Announcements posted after this are unread for this volunteer; null: none read yet. */
    announcementsReadAt: at('announcements_read_at'),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('participations_user_idx').on(t.userId, t.eventId)],
);

/**
 * A shift of an event (issue 38): one job with its own time and places. `joined` is kept beside the
 * rows of shift_participations, as events.volunteers_joined is, so a full shift is read from its
 * locked row (decision 062).
 */
export const shifts = pgTable(
  'shifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: eventRef(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    start: at('start').notNull(),
    end: at('end').notNull(),
    capacity: integer('capacity').notNull(),
    /** Shown to everyone; only the event's organizers put people in it. */
    restricted: boolean('restricted').notNull().default(false),
    joined: integer('joined').notNull().default(0),
    /** Its place in the list the organizer gave: orders shifts that start together. */
    position: integer('position').notNull(),
  },
  (t) => [
    index('shifts_event_start_idx').on(t.eventId, t.start, t.position),
    check('shifts_joined_within_capacity', sql`${t.joined} >= 0 AND ${t.joined} <= ${t.capacity}`),
    check('shifts_end_after_start', sql`${t.end} > ${t.start}`),
  ],
);

/** One row per (shift, volunteer): the source of truth behind shifts.joined. */
export const shiftParticipations = pgTable(
  'shift_participations',
  {
    shiftId: uuid('shift_id')
      .notNull()
      .references(() => shifts.id, { onDelete: 'cascade' }),
    userId: userRef(),
    eventId: eventRef(),
    joinedAt: at('joined_at').notNull(),
    /** Marked by the organizer once the shift has ended; a no-show's hours do not count (decision 064). */
    attended: boolean('attended').notNull().default(true),
    /** When they last read the event's announcements, on each of their shifts of it (as participations'). */
    announcementsReadAt: at('announcements_read_at'),
  },
  (t) => [
    primaryKey({ columns: [t.shiftId, t.userId] }),
    index('shift_participations_user_idx').on(t.userId),
    index('shift_participations_event_idx').on(t.eventId, t.userId),
  ],
);

/**
 * People waiting for a place in a shift (issue 38), first come first offered. While `offered_at`
 * is set a place of the shift is held for them until `offer_until`: it counts as taken for
 * everyone else (decision 063). The row goes when they accept, decline, leave or the offer lapses.
 */
export const shiftWaitlistEntries = pgTable(
  'shift_waitlist_entries',
  {
    /** Arrival order: first in, first offered; also names the entry in an offer's mail link. */
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    shiftId: uuid('shift_id')
      .notNull()
      .references(() => shifts.id, { onDelete: 'cascade' }),
    eventId: eventRef(),
    userId: userRef(),
    createdAt: at('created_at').notNull(),
    offeredAt: at('offered_at'),
    offerUntil: at('offer_until'),
  },
  (t) => [
    uniqueIndex('shift_waitlist_entries_once').on(t.shiftId, t.userId),
    index('shift_waitlist_entries_order_idx').on(t.shiftId, t.seq),
    index('shift_waitlist_entries_event_idx').on(t.eventId, t.userId),
    index('shift_waitlist_entries_user_idx').on(t.userId),
    check('shift_waitlist_entries_offer_whole', sql`(${t.offeredAt} IS NULL) = (${t.offerUntil} IS NULL)`),
  ],
);

/** A short message from an event's organizer to its participants. */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: eventRef(),
    authorId: userRef('author_id'),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('announcements_event_created_idx').on(t.eventId, t.createdAt)],
);

/**
 * A volunteer's private calendar feed. Only the SHA-256 of the secret is stored; revoking deletes
 * the row, and a new secret replaces the old one.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
});

/** Mail waiting to be sent, or kept as the record of what was sent when no SMTP server is set. */
/** A file sent with a mail: its name, its type and its text. */
export type MailAttachment = { filename: string; contentType: string; content: string };

export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
    /** A mail a stranger can ask for, counted against the address's limit (mail-limits.ts); null for the others. */
    kind: text('kind'),
    /** The organization an invitation was sent for, counted against its limits (issue 35). */
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    /** Files sent with it, such as a joined event's .ics (issue 37). */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
  },
  (t) => [
    index('outbox_to_idx').on(t.to, t.createdAt),
    index('outbox_organization_idx')
      .on(t.organizationId, t.createdAt)
      .where(sql`${t.organizationId} IS NOT NULL`),
  ],
);

/** Failed password sign-ins per address (issue 35): after a few, sign-in waits; a success clears them. */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    /** Lower-cased; an address without an account counts alike, so the answers tell nothing. */
    email: text('email').primaryKey(),
    failures: integer('failures').notNull(),
    lastFailureAt: at('last_failure_at').notNull(),
    /** Sign-in is refused until then, whatever the password. */
    waitUntil: at('wait_until'),
  },
  (t) => [index('sign_in_failures_last_idx').on(t.lastFailureAt)],
);

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  email: text('email').primaryKey(),
  createdAt: createdAt(),
  /** Double opt-in: null until the confirmation link is followed; nothing is sent before (issue 16). */
  confirmedAt: at('confirmed_at'),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/**
 * Work due at a time (event reminders). Any instance may run it: a job is claimed with
 * FOR UPDATE SKIP LOCKED inside the transaction that does it, so each runs exactly once.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    /** One job per key: joining again never schedules a second reminder. */
    key: text('key').notNull().unique(),
    payload: jsonb('payload').notNull(),
    runAt: at('run_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    doneAt: at('done_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.doneAt} is null`),
  ],
);

/** People waiting for a place in a full event, first come first served. */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    eventId: eventRef(),
    userId: userRef(),
    /** Arrival order: first in, first promoted. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index('waitlist_entries_order_idx').on(t.eventId, t.seq),
    index('waitlist_entries_user_idx').on(t.userId),
  ],
);

/**
 * Someone signed in telling the moderators about an event or a user (issue 16): once per target
 * and reporter. Open until a moderator acts on the target or dismisses it.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: userRef('reporter_id'),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reports_once_per_target').on(t.reporterId, t.targetType, t.targetId),
    index('reports_open_idx').on(t.status, t.targetType, t.targetId, t.createdAt),
    check('reports_target_type_known', sql`${t.targetType} IN ('event', 'user')`),
    check('reports_reason_known', sql`${t.reason} IN ('spam', 'scam', 'harmful', 'wrong', 'other')`),
    check('reports_status_known', sql`${t.status} IN ('open', 'dismissed', 'actioned')`),
  ],
);

/** What moderators and admins did, who, when and why (issue 16): kept when the actor's account goes. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    /** The actor's name and address when they acted. */
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** The event's title or the user's name when it was done. */
    targetName: text('target_name').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt, t.id)],
);

/** Raw bytes (bytea): a picture's encoded file. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/**
 * A picture someone uploaded (issue 17), processed once into `media` variants. Used while an event
 * (image_url, images) or a profile (user.image) names its address `/media/{id}/…`; the nightly
 * cleanup removes one nobody uses a day after it was made. Kept when its owner's account goes
 * (an ended event keeps its cover); a picture nobody uses then goes with the next cleanup.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id').references(() => user.id, { onDelete: 'set null' }),
    /** The picture's size as shown (its orientation applied). */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The widths stored, each in every format. */
    widths: jsonb('widths').$type<number[]>().notNull(),
    /** Every variant's bytes together: what counts against the owner's quota. */
    bytes: integer('bytes').notNull(),
    /** A tiny blurred WebP as a data: URL, painted while the picture loads. */
    placeholder: text('placeholder').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerId), index('uploads_created_idx').on(t.createdAt)],
);

/** One stored size and format of an upload, for the database storage (the default; decision 037). */
export const media = pgTable(
  'media',
  {
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    format: text('format').notNull(),
    etag: text('etag').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.width, t.format] }), check('media_format_known', sql`${t.format} IN ('avif', 'webp', 'jpeg')`)],
);

/** No shift: a whole event's check-in or record, in the unique indexes over (event, person, shift). */
const noShift = sql`'00000000-0000-0000-0000-000000000000'::uuid`;

/**
 * A person's state at an event's door (issue 39): checked in at `in_at`, out at `out_at`; per shift
 * for an event with shifts. The hours it makes are an hours record of source check-in.
 */
export const checkIns = pgTable(
  'check_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: eventRef(),
    userId: userRef(),
    shiftId: uuid('shift_id').references(() => shifts.id, { onDelete: 'cascade' }),
    inAt: at('in_at').notNull(),
    outAt: at('out_at'),
  },
  (t) => [uniqueIndex('check_ins_once').on(t.eventId, t.userId, sql`coalesce(${t.shiftId}, ${noShift})`), index('check_ins_user_idx').on(t.userId)],
);

/** Each scan a door screen sent, by its idempotency key: a retry or an offline replay is taken once. */
export const checkInScans = pgTable(
  'check_in_scans',
  {
    eventId: eventRef(),
    key: text('key').notNull(),
    userId: userRef(),
    action: text('action').notNull(),
    at: at('at').notNull(),
    scannedBy: text('scanned_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.key] }), index('check_in_scans_user_idx').on(t.userId)],
);

/**
 * Hours a volunteer gave (issue 39, decision 068): from check-in, an organizer's attendance mark, or
 * reported for work elsewhere and confirmed by a supervisor's mail link. Only approved ones count
 * (impact/impact-repository.ts). One per person and event (and shift); none of those for self-reported.
 */
export const hoursRecords = pgTable(
  'hours_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    /** Null for hours done elsewhere. */
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    shiftId: uuid('shift_id').references(() => shifts.id, { onDelete: 'cascade' }),
    source: text('source').$type<HoursSource>().notNull(),
    status: text('status').$type<HoursStatus>().notNull(),
    minutes: integer('minutes').notNull(),
    /** Self-reported: what was done, and the day (YYYY-MM-DD). */
    title: text('title'),
    day: text('day'),
    reason: text('reason'),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decidedAt: at('decided_at'),
    /** Self-reported: the supervisor asked, and the SHA-256 of their link's token, working once until `token_expires_at`. */
    supervisorEmail: text('supervisor_email'),
    tokenHash: text('token_hash'),
    tokenExpiresAt: at('token_expires_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('hours_records_once')
      .on(t.eventId, t.userId, sql`coalesce(${t.shiftId}, ${noShift})`)
      .where(sql`${t.eventId} IS NOT NULL`),
    index('hours_records_user_idx').on(t.userId, t.status),
    index('hours_records_event_idx').on(t.eventId, t.source),
    uniqueIndex('hours_records_token_idx').on(t.tokenHash),
    check('hours_records_source_known', oneOf(t.source, HOURS_SOURCES)),
    check('hours_records_status_known', oneOf(t.status, HOURS_STATUSES)),
    check('hours_records_minutes_range', sql`${t.minutes} BETWEEN 0 AND 1440`),
    check('hours_records_elsewhere_whole', sql`(${t.eventId} IS NULL) = (${t.source} = 'self-reported')`),
  ],
);

/**
 * A certificate of a volunteer's hours (issue 39, decision 069): `payload` is the exact text that
 * was signed (canonical JSON) and `signature` its Ed25519 signature (base64url); `content` what its
 * PDF and verify page show. Revoked (`revoked_at`) when hours at one of `event_ids` are withdrawn.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey(),
    userId: userRef(),
    eventIds: uuid('event_ids').array().notNull(),
    payload: text('payload').notNull(),
    signature: text('signature').notNull(),
    content: jsonb('content').$type<CertificateContent>().notNull(),
    issuedAt: at('issued_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('certificates_user_idx').on(t.userId)],
);

// Kept totals (issue 41, decision 075): written only by the database's functions of migration 0033
// (`impact_recount`, the one place for the rule, called by triggers in the transaction of the row that
// changes them, cascades included; `impact_close`, called by the job runner). No foreign keys: the
// triggers remove the rows as the counted rows go.

/** A volunteer's credited minutes at an event, as `impact_recount` counts approved hours (decision 068). */
export const impactCredits = pgTable(
  'impact_credits',
  {
    eventId: uuid('event_id').notNull(),
    userId: text('user_id').notNull(),
    minutes: integer('minutes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('impact_credits_user_idx').on(t.userId, t.eventId)],
);

/** Each event's totals, with what an organization's impact groups and filters them by (kept as the event changes). */
export const impactEventTotals = pgTable(
  'impact_event_totals',
  {
    eventId: uuid('event_id').primaryKey(),
    organizationId: uuid('organization_id'),
    shown: boolean('shown').notNull(),
    endsAt: at('ends_at').notNull(),
    type: text('type').notNull(),
    /** 'YYYY-MM' as the event's own calendar reads its start. */
    month: text('month').notNull(),
    minutes: integer('minutes').notNull(),
    /** People credited (present). */
    people: integer('people').notNull(),
    /** People who joined it (or one of its shifts). */
    joined: integer('joined').notNull(),
    /** In its organization's impact_organization_totals (by `impact_close`, once ended); a change takes it out again. */
    counted: boolean('counted').notNull().default(false),
  },
  (t) => [
    index('impact_event_totals_organization_idx')
      .on(t.organizationId, t.endsAt)
      .where(sql`${t.shown}`),
    index('impact_event_totals_uncounted_idx')
      .on(t.organizationId, t.endsAt)
      .where(sql`${t.shown} AND NOT ${t.counted}`),
  ],
);

/** The sums of an organization's counted events, per type and month. */
export const impactOrganizationTotals = pgTable(
  'impact_organization_totals',
  {
    organizationId: uuid('organization_id').notNull(),
    type: text('type').notNull(),
    month: text('month').notNull(),
    events: integer('events').notNull(),
    minutes: integer('minutes').notNull(),
    people: integer('people').notNull(),
    joined: integer('joined').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.type, t.month] })],
);

/** A volunteer an organization reached: `since` the end of the first of its shown events they were credited at. */
export const impactOrganizationPeople = pgTable(
  'impact_organization_people',
  {
    organizationId: uuid('organization_id').notNull(),
    userId: text('user_id').notNull(),
    since: at('since').notNull(),
    /** In impact_organization_reach (by `impact_close`, once `since` passed). */
    counted: boolean('counted').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.userId] }),
    index('impact_organization_people_since_idx').on(t.organizationId, t.since),
    index('impact_organization_people_uncounted_idx')
      .on(t.organizationId, t.since)
      .where(sql`NOT ${t.counted}`),
  ],
);

/** How many of an organization's people are counted. */
export const impactOrganizationReach = pgTable('impact_organization_reach', {
  organizationId: uuid('organization_id').primaryKey(),
  people: integer('people').notNull(),
});

/** The latest moment `impact_close` counted up to (one row): what is counted ended before it. */
export const impactClosed = pgTable(
  'impact_closed',
  {
    id: boolean('id').primaryKey().default(true),
    at: at('at').notNull(),
  },
  (t) => [check('impact_closed_one_row', sql`${t.id}`)],
);
