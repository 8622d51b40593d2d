import { asc, eq, sql } from 'drizzle-orm';
import { homeAreaOf } from '../geo/home-area.ts';
import type { AccountExport } from '@volunteering/shared/account-export-schemas';
import type { Viewer } from '../auth/access-token.ts';
import type { Db } from '../db/client.ts';
import { oneAtATime } from '../db/one-at-a-time.ts';
import { mediaPath } from '@volunteering/shared/media-path';
import { announcements, calendarFeeds, events, newsletterSubscriptions, participations, reports, uploads, user, waitlistEntries } from '../db/schema.ts';
import { createImpactRepository } from '../impact/impact-repository.ts';
import { recordsOfPerson, toHoursRecord } from '../hours/hours.ts';
import { certificatesOf } from '../certificates/certificates.ts';
import { SignInRequired } from '../domain-errors.ts';
import { hasEnded } from '../events/event-rules.ts';
import { apiMessages } from '@volunteering/shared/texts/api';
import { messageOf } from '@volunteering/shared/i18n/messages';

const iso = (date: Date) => date.toISOString();

/** An account's own data, read in one snapshot (issue 16: "Download my data"). */
export function createAccountExport(db: Db, now: () => Date, publicUrl: string) {
  return {
    async of(viewer: Viewer): Promise<AccountExport> {
      return db.transaction(
        async (tx) => {
          const [account] = await tx.select().from(user).where(eq(user.id, viewer.userId));
          // Gone since its token was checked: nobody to export.
          if (!account) throw new SignInRequired(messageOf(apiMessages, 'unauthorized'));
          const [organized, joined, waiting, written, reported, [feed], [subscription], hours, pictures, records, issued] = await oneAtATime(
            () => tx.select().from(events).where(eq(events.ownerId, viewer.userId)).orderBy(asc(events.date), asc(events.id)),
            () =>
              tx
                .select({
                  eventId: events.id,
                  title: events.title,
                  date: events.date,
                  timeZone: events.timeZone,
                  durationMinutes: events.durationMinutes,
                  joinedAt: participations.joinedAt,
                  attended: participations.attended,
                })
                .from(participations)
                .innerJoin(events, eq(events.id, participations.eventId))
                .where(eq(participations.userId, viewer.userId))
                .orderBy(asc(events.date), asc(events.id)),
            () =>
              tx
                .select({ eventId: events.id, title: events.title, date: events.date, joinedAt: waitlistEntries.createdAt })
                .from(waitlistEntries)
                .innerJoin(events, eq(events.id, waitlistEntries.eventId))
                .where(eq(waitlistEntries.userId, viewer.userId))
                .orderBy(asc(events.date), asc(events.id)),
            () =>
              tx
                .select({ eventId: events.id, eventTitle: events.title, message: announcements.message, postedAt: announcements.createdAt })
                .from(announcements)
                .innerJoin(events, eq(events.id, announcements.eventId))
                .where(eq(announcements.authorId, viewer.userId))
                .orderBy(asc(announcements.createdAt), asc(announcements.id)),
            () =>
              tx
                .select({
                  targetType: reports.targetType,
                  targetId: reports.targetId,
                  reason: reports.reason,
                  details: reports.details,
                  createdAt: reports.createdAt,
                })
                .from(reports)
                .where(eq(reports.reporterId, viewer.userId))
                .orderBy(asc(reports.createdAt), asc(reports.id)),
            () => tx.select({ createdAt: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.userId, viewer.userId)),
            () =>
              tx
                .select({ createdAt: newsletterSubscriptions.createdAt, confirmedAt: newsletterSubscriptions.confirmedAt })
                .from(newsletterSubscriptions)
                .where(sql`lower(${newsletterSubscriptions.email}) = lower(${account.email})`),
            () => createImpactRepository(tx, now).of(viewer),
            () => tx.select().from(uploads).where(eq(uploads.ownerId, viewer.userId)).orderBy(asc(uploads.createdAt), asc(uploads.id)),
            () => recordsOfPerson(tx, viewer.userId),
            () => certificatesOf(tx, viewer.userId, publicUrl),
          );
          return {
            exportedAt: iso(now()),
            account: {
              id: account.id,
              name: account.name,
              email: account.email,
              image: account.image,
              language: account.language,
              emailVerified: account.emailVerified,
              role: account.role,
              notifications: {
                reminders: account.mailReminders,
                announcements: account.mailAnnouncements,
                waitlist: account.mailWaitlist,
                digest: account.mailDigest,
              },
              homeArea: homeAreaOf(account.homeGeohash),
              createdAt: iso(account.createdAt),
            },
            eventsOrganized: organized.map((event) => ({
              _id: event.id,
              title: event.title,
              description: event.description,
              type: event.type,
              date: iso(event.date),
              timeZone: event.timeZone,
              durationMinutes: event.durationMinutes,
              location: event.location,
              lat: event.lat,
              lng: event.lng,
              organizer: event.organizer,
              imageUrl: event.imageUrl,
              volunteersNeeded: event.volunteersNeeded,
              volunteersJoined: event.volunteersJoined,
              createdAt: iso(event.createdAt),
            })),
            participations: joined.map(({ durationMinutes, ...row }) => ({
              ...row,
              date: iso(row.date),
              joinedAt: iso(row.joinedAt),
              // Nobody attended what has not happened yet.
              attended: hasEnded({ date: row.date, durationMinutes }, now()) ? row.attended : null,
            })),
            waitlists: waiting.map((row) => ({ ...row, date: iso(row.date), joinedAt: iso(row.joinedAt) })),
            hours,
            hoursRecords: records.map(({ record, event, shift }) => ({ ...toHoursRecord(record, event, shift), supervisorEmail: record.supervisorEmail })),
            certificates: issued,
            announcements: written.map((row) => ({ ...row, postedAt: iso(row.postedAt) })),
            reportsMade: reported.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
            calendarFeed: feed ? { createdAt: iso(feed.createdAt) } : null,
            newsletter: subscription
              ? { subscribedAt: iso(subscription.createdAt), confirmedAt: subscription.confirmedAt ? iso(subscription.confirmedAt) : null }
              : null,
            uploads: pictures.map((picture) => ({
              id: picture.id,
              url: `${publicUrl}${mediaPath(picture.id, picture.widths.at(-1)!, 'jpeg')}`,
              width: picture.width,
              height: picture.height,
              uploadedAt: iso(picture.createdAt),
            })),
          };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },
  };
}

export type AccountExportReader = ReturnType<typeof createAccountExport>;

/** The file's name: the product's, the day's. */
export const accountExportFileName = (at: Date) => `volunteer-hub-my-data-${at.toISOString().slice(0, 10)}.json`;
