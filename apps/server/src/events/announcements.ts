import { messageOf, type Answerable } from '@volunteering/shared/i18n/messages';
import { and, count, desc, eq, gt, notInArray } from 'drizzle-orm';
import { ANNOUNCEMENTS_PER_HOUR, type Announcement, type PostedAnnouncement } from '@volunteering/shared/announcement-schemas';
import { announcementsTexts } from '@volunteering/shared/texts/announcements';
import { apiMessages } from '@volunteering/shared/texts/api';
import type { Viewer } from '../auth/access-token.ts';
import type { Db } from '../db/client.ts';
import { announcements, events, participations, shiftParticipations, user } from '../db/schema.ts';
import { Forbidden, LimitReached, NotFound } from '../domain-errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { MailLinks } from '../mail/mail-links.ts';
import { pagePath } from '@volunteering/shared/pages';
import { mailTexts } from '@volunteering/shared/texts/mail';
import { accountLanguage, textsIn } from '../i18n/texts-in.ts';
import { mayManage } from '../access/organization-rights.ts';

const HOUR = 3600_000;

function toApi(row: typeof announcements.$inferSelect): Announcement {
  return { id: row.id, message: row.message, createdAt: row.createdAt.toISOString() };
}

export function createAnnouncements(opts: { db: Db; now: () => Date; mailer: Mailer; publicUrl: string; links: MailLinks }) {
  const { db, now, mailer, publicUrl, links } = opts;

  /** Only those who manage the event and the participants (of the event or of one of its shifts, issue 38) may read; anyone else is refused. */
  async function readerRole(tx: Db, eventId: string, viewer: Viewer): Promise<'organizer' | 'participant'> {
    const [event] = await tx.select({ ownerId: events.ownerId, organizationId: events.organizationId }).from(events).where(eq(events.id, eventId));
    if (!event) throw new NotFound(messageOf(apiMessages, 'eventNotFound'));
    if (await mayManage(tx, event, viewer.userId)) return 'organizer';
    const [joined] = await tx
      .select({ userId: participations.userId })
      .from(participations)
      .where(and(eq(participations.eventId, eventId), eq(participations.userId, viewer.userId)));
    const [inShift] = joined
      ? []
      : await tx
          .select({ userId: shiftParticipations.userId })
          .from(shiftParticipations)
          .where(and(eq(shiftParticipations.eventId, eventId), eq(shiftParticipations.userId, viewer.userId)))
          .limit(1);
    if (!joined && !inShift) throw new Forbidden(messageOf(announcementsTexts, 'forbiddenRead'));
    return 'participant';
  }

  return {
    /**
     * The announcement and one outbox mail per participant commit together or not at all. The event
     * row is locked so concurrent posts count against the hourly limit one at a time.
     */
    async post(eventId: string, message: string, author: Viewer): Promise<Answerable<PostedAnnouncement>> {
      return db.transaction(async (tx) => {
        const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
        if (!event) throw new NotFound(messageOf(apiMessages, 'eventNotFound'));
        if (!(await mayManage(tx, event, author.userId))) throw new Forbidden(messageOf(announcementsTexts, 'forbiddenPost'));
        // A hidden event's participants hear nothing more from it (issue 16).
        if (event.hidden !== null) throw new NotFound(messageOf(apiMessages, 'eventNotFound'));
        const at = now();
        const [recent] = await tx
          .select({ n: count() })
          .from(announcements)
          .where(and(eq(announcements.eventId, eventId), gt(announcements.createdAt, new Date(at.getTime() - HOUR))));
        if ((recent?.n ?? 0) >= ANNOUNCEMENTS_PER_HOUR) {
          throw new LimitReached(messageOf(announcementsTexts, 'tooMany', ANNOUNCEMENTS_PER_HOUR));
        }
        const [row] = await tx.insert(announcements).values({ eventId, authorId: author.userId, message, createdAt: at }).returning();
        // The organizers wrote it: its owner or author, if they also joined, gets no copy.
        const organizers = [author.userId, ...(event.ownerId ? [event.ownerId] : [])];
        // Those who joined it as a whole and those in its shifts (issue 38), each once.
        const person = { id: user.id, name: user.name, email: user.email, language: user.language, byMail: user.mailAnnouncements };
        const asWhole = await tx
          .select(person)
          .from(participations)
          .innerJoin(user, eq(user.id, participations.userId))
          .where(and(eq(participations.eventId, eventId), notInArray(participations.userId, organizers)));
        const inShifts = await tx
          .selectDistinct(person)
          .from(shiftParticipations)
          .innerJoin(user, eq(user.id, shiftParticipations.userId))
          .where(and(eq(shiftParticipations.eventId, eventId), notInArray(shiftParticipations.userId, organizers)));
        const recipients = [...new Map([...asWhole, ...inShifts].map((r) => [r.id, r])).values()];
        const url = `${publicUrl}${pagePath('eventDetails', { id: eventId })}`;
        // Everyone who joined reads it on the event page; by mail only those who keep announcements on (decision 035).
        for (const recipient of recipients.filter((r) => r.byMail)) {
          const language = accountLanguage(recipient.language);
          const mail = textsIn(mailTexts, language);
          await mailer.send(
            links.offMail(
              {
                to: recipient.email,
                subject: mail.announcementSubject(event.title),
                text: mail.announcementBody(recipient.name, event.organizer, event.title, message, url),
              },
              { purpose: 'off', kind: 'announcements', userId: recipient.id },
              language,
            ),
            tx,
          );
        }
        return { announcement: toApi(row!), recipients: recipients.length, message: messageOf(announcementsTexts, 'sent', recipients.length) };
      });
    },

    /** Newest first. Reading changes nothing: marking them read is its own call. */
    async list(eventId: string, viewer: Viewer): Promise<Announcement[]> {
      // One snapshot: the access check and the list see the same state.
      return db.transaction(async (tx) => {
        await readerRole(tx, eventId, viewer);
        const rows = await tx
          .select()
          .from(announcements)
          .where(eq(announcements.eventId, eventId))
          .orderBy(desc(announcements.createdAt), desc(announcements.id));
        return rows.map((row) => ({ ...toApi(row), authorId: row.authorId }));
      });
    },

    /** A participant has seen every announcement so far; an organizer who has not joined has nothing to mark. */
    async markRead(eventId: string, viewer: Viewer): Promise<void> {
      await db.transaction(async (tx) => {
        await readerRole(tx, eventId, viewer);
        await tx
          .update(participations)
          .set({ announcementsReadAt: now() })
          .where(and(eq(participations.eventId, eventId), eq(participations.userId, viewer.userId)));
      });
    },
  };
}

export type Announcements = ReturnType<typeof createAnnouncements>;
