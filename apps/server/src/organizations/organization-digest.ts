import { and, eq, isNull, sql } from 'drizzle-orm';
import { INTL_LOCALES } from '@volunteering/shared/i18n/languages';
import { formatEventDateTime } from '@volunteering/shared/event-time-format';
import { pagePath } from '@volunteering/shared/pages';
import { organizationDigestTexts } from '@volunteering/shared/texts/organization-digest';
import { queryRows, type Db } from '../db/client.ts';
import { jobs } from '../db/schema.ts';
import { accountLanguage, textsIn } from '../i18n/texts-in.ts';
import { scheduleJob, type JobHandler } from '../jobs/job-runner.ts';
import type { MailLinks } from '../mail/mail-links.ts';
import type { Mailer } from '../mail/mailer.ts';

// The weekly digest (issue 18, decision 038): every Monday at 08:00 UTC, to each person who follows
// an organization and has not turned it off, the events those organizations published in the week
// before the job's time that are still to come. One job per week (its key), so however many
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
    const byUser = new Map<string, DigestRow[]>();
    for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
    for (const [userId, events] of byUser) {
      const { name, email } = events[0]!;
      const language = accountLanguage(events[0]!.language);
      const t = textsIn(organizationDigestTexts, language);
      const lines = events.map((e) =>
        t.event(
          e.title,
          formatEventDateTime(new Date(e.date).toISOString(), e.time_zone, INTL_LOCALES[language]),
          e.location,
          `${opts.publicUrl}${pagePath('eventDetails', { id: e.event_id })}`,
        ),
      );
      const text = [t.greeting(name), t.intro, lines.join('\n\n'), t.more(`${opts.publicUrl}${pagePath('upcomingEvents')}`)].join('\n\n');
      await opts.mailer.send(
        opts.links.offMail({ to: email, subject: t.subject(events.length), text }, { purpose: 'off', kind: 'digest', userId }, language),
        tx,
      );
    }
    await scheduleDigest(tx, until);
  };
}
