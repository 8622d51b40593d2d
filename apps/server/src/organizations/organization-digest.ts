import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { HOME_AREA } from '@volunteering/shared/geo-schemas';
import { INTL_LOCALES } from '@volunteering/shared/i18n/languages';
import { formatEventDateTime } from '@volunteering/shared/event-time-format';
import { pagePath } from '@volunteering/shared/pages';
import { organizationDigestTexts } from '@volunteering/shared/texts/organization-digest';
import { queryRows, type Db } from '../db/client.ts';
import { events, jobs, user } from '../db/schema.ts';
import { boxAround, distanceKmSql } from '../geo/distance.ts';
import { homeAreaOf } from '../geo/home-area.ts';
import { accountLanguage, textsIn } from '../i18n/texts-in.ts';
import { scheduleJob, type JobHandler } from '../jobs/job-runner.ts';
import type { MailLinks } from '../mail/mail-links.ts';
import type { Mailer } from '../mail/mailer.ts';

// The weekly digest (issue 18, decision 038): every Monday at 08:00 UTC, to each person who follows
// an organization and has not turned it off, the events those organizations published in the week
// before the job's time that are still to come, and to each who saved a home area those new near it
// ("New near you", issue 42). One job per week (its key), so however many
// instances schedule it, one is made, and the job runner's lock runs it once.

export const ORGANIZATION_DIGEST = 'organization-digest';
const WEEK_MS = 7 * 24 * 3600_000;
const MONDAY = 1;
const HOUR_UTC = 8;

/** The first Monday 08:00 UTC after `from`. */
export function nextDigestAt(from: Date): Date {
  const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate(), HOUR_UTC));
  day.setUTCDate(day.getUTCDate() + ((MONDAY - day.getUTCDay() + 7) % 7));
  return day > from ? day : new Date(day.getTime() + WEEK_MS);
}

export async function scheduleDigest(db: Db, after: Date): Promise<void> {
  const runAt = nextDigestAt(after);
  await scheduleJob(db, { kind: ORGANIZATION_DIGEST, key: `${ORGANIZATION_DIGEST}:${runAt.toISOString()}`, payload: {}, runAt });
}

/** At start: the next Monday's digest, unless one is waiting already. */
export async function scheduleFirstDigest(db: Db, now: Date): Promise<void> {
  const [waiting] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, ORGANIZATION_DIGEST), isNull(jobs.doneAt)))
    .limit(1);
  if (!waiting) await scheduleDigest(db, now);
}

type DigestRow = {
  user_id: string;
  name: string;
  email: string;
  language: string;
  event_id: string;
  title: string;
  date: Date | string;
  time_zone: string;
  location: string;
};
type DigestEvent = Pick<DigestRow, 'event_id' | 'title' | 'date' | 'time_zone' | 'location'>;
type Reader = { name: string; email: string; language: string; followed: DigestEvent[]; near: DigestEvent[] };

/**
 * "New near you" (issue 42): the events published in the week, still to come, pinned within
 * HOME_AREA.nearKm of a home area's cell centre; the box walks events_place_idx, the distance decides.
 */
async function newNear(tx: Db, geohash: string, since: Date, until: Date, now: Date): Promise<DigestEvent[]> {
  const centre = homeAreaOf(geohash)!;
  const box = boxAround(centre.lat, centre.lng, HOME_AREA.nearKm);
  return queryRows<DigestEvent>(
    tx,
    sql`SELECT e.id AS event_id, e.title, e.date, e.time_zone, e.location FROM ${events} e
      WHERE e.hidden IS NULL AND e.cancelled_at IS NULL AND e.lat IS NOT NULL
        AND point(e.lng, e.lat) <@ box(point(${box.lngMin}::float8, ${box.latMin}::float8), point(${box.lngMax}::float8, ${box.latMax}::float8))
        AND ${distanceKmSql(sql`${centre.lat}::float8`, sql`${centre.lng}::float8`, sql`e.lat`, sql`e.lng`)} <= ${HOME_AREA.nearKm}
        AND e.created_at > ${since.toISOString()}::timestamptz AND e.created_at <= ${until.toISOString()}::timestamptz
        AND e.date >= ${now.toISOString()}::timestamptz
      ORDER BY e.date, e.id`,
  );
}

export function organizationDigestHandler(opts: { mailer: Mailer; now: () => Date; publicUrl: string; links: MailLinks }): JobHandler {
  return async (job, tx) => {
    // The week before the job's own time: weeks follow each other with no gap, even when a run is late.
    const until = job.runAt;
    const since = new Date(until.getTime() - WEEK_MS);
    const rows = await queryRows<DigestRow>(
      tx,
      sql`SELECT u.id AS user_id, u.name, u.email, u.language, e.id AS event_id, e.title, e.date, e.time_zone, e.location
        FROM organization_follows f
        JOIN "user" u ON u.id = f.user_id
        JOIN events e ON e.organization_id = f.organization_id
        WHERE u.mail_digest AND u.suspended_at IS NULL
          AND e.hidden IS NULL
          AND e.created_at > ${since.toISOString()}::timestamptz AND e.created_at <= ${until.toISOString()}::timestamptz
          AND e.date >= ${opts.now().toISOString()}::timestamptz
        ORDER BY u.id, e.date, e.id`,
    );
    const readers = new Map<string, Reader>();
    for (const row of rows) {
      const reader = readers.get(row.user_id) ?? { name: row.name, email: row.email, language: row.language, followed: [], near: [] };
      reader.followed.push(row);
      readers.set(row.user_id, reader);
    }
    // Those who saved a home area: each cell's new events looked up once, those already listed left out.
    const homes = await tx
      .select({ id: user.id, name: user.name, email: user.email, language: user.language, geohash: user.homeGeohash })
      .from(user)
      .where(and(eq(user.mailDigest, true), isNull(user.suspendedAt), isNotNull(user.homeGeohash)));
    const byCell = new Map<string, DigestEvent[]>();
    for (const home of homes) {
      const cell = home.geohash!;
      if (!byCell.has(cell)) byCell.set(cell, await newNear(tx, cell, since, until, opts.now()));
      const reader = readers.get(home.id) ?? { name: home.name, email: home.email, language: home.language, followed: [], near: [] };
      const listed = new Set(reader.followed.map((e) => e.event_id));
      reader.near = byCell.get(cell)!.filter((e) => !listed.has(e.event_id));
      if (reader.followed.length + reader.near.length > 0) readers.set(home.id, reader);
    }
    for (const [userId, { name, email, followed, near, ...reader }] of readers) {
      const language = accountLanguage(reader.language);
      const t = textsIn(organizationDigestTexts, language);
      const lines = (list: DigestEvent[]) =>
        list
          .map((e) =>
            t.event(
              e.title,
              formatEventDateTime(new Date(e.date).toISOString(), e.time_zone, INTL_LOCALES[language]),
              e.location,
              `${opts.publicUrl}${pagePath('eventDetails', { id: e.event_id })}`,
            ),
          )
          .join('\n\n');
      const parts = [t.greeting(name)];
      if (followed.length > 0) parts.push(t.intro, lines(followed), t.more(`${opts.publicUrl}${pagePath('upcomingEvents')}`));
      if (near.length > 0) parts.push(`${t.nearHeading}\n${t.nearIntro(HOME_AREA.nearKm)}`, lines(near));
      const subject = followed.length > 0 ? t.subject(followed.length) : t.subjectNear(near.length);
      await opts.mailer.send(
        opts.links.offMail(
          { to: email, subject, text: parts.join('\n\n') },
          { purpose: 'off', kind: 'digest', userId },
          language,
          followed.length > 0 ? undefined : t.offNear,
        ),
        tx,
      );
    }
    await scheduleDigest(tx, until);
  };
}
