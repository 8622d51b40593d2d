// Hours done elsewhere (issue 39, decision 068): a volunteer records them naming a supervisor, who
// gets a mail with a link (no account needed) to confirm or decline them, once, for 14 days. Only the
// SHA-256 of the link's token is kept, as an organization's invitation.
import { createHash, randomBytes } from 'node:crypto';
import { messageOf, type Answerable } from '@volunteering/shared/i18n/messages';
import { eq, sql } from 'drizzle-orm';
import type { Language } from '@volunteering/shared/i18n/languages';
import {
  hoursConfirmationPath,
  SUPERVISOR_LINK_DAYS,
  type HoursConfirmation,
  type HoursDecision,
  type ReportHoursInput,
} from '@volunteering/shared/hours-schemas';
import { apiMessages } from '@volunteering/shared/texts/api';
import { hoursTexts } from '@volunteering/shared/texts/hours';
import type { Viewer } from '../auth/access-token.ts';
import type { Db } from '../db/client.ts';
import { hoursRecords, user } from '../db/schema.ts';
import { Gone, InvalidInput, LimitReached, NotFound } from '../domain-errors.ts';
import { accountLanguage, textsIn } from '../i18n/texts-in.ts';
import { mayMail } from '../mail/mail-limits.ts';
import type { Mailer } from '../mail/mailer.ts';
import { hoursOf } from '../impact/impact-repository.ts';
import type { HoursRow } from './hours-records.ts';

const DAY_MS = 24 * 3600_000;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The latest day anywhere on Earth at `now` (UTC+14): a day after it has not begun anywhere. */
const latestDay = (now: Date) => new Date(now.getTime() + 14 * 3600_000).toISOString().slice(0, 10);

function stateOf(row: HoursRow, now: Date): HoursConfirmation['state'] {
  if (row.status === 'approved') return 'confirmed';
  if (row.status === 'rejected') return 'declined';
  return row.tokenExpiresAt && row.tokenExpiresAt > now ? 'open' : 'expired';
}

export function createHoursElsewhere(opts: { db: Db; now: () => Date; mailer: Mailer; publicUrl: string }) {
  const { db, now, mailer, publicUrl } = opts;

  async function linked(tx: Db, token: string, lock: boolean) {
    const query = tx
      .select({ record: hoursRecords, name: user.name })
      .from(hoursRecords)
      .innerJoin(user, eq(user.id, hoursRecords.userId))
      .where(eq(hoursRecords.tokenHash, hashOf(token)));
    const [found] = lock ? await query.for('update', { of: hoursRecords }) : await query;
    if (!found) throw new NotFound(messageOf(hoursTexts, 'linkNotFound'));
    return found;
  }

  return {
    /** Records the hours, pending, and mails the supervisor their link in the same transaction (refused past the address's limit). */
    async report(viewer: Viewer, input: ReportHoursInput, language: Language): Promise<HoursRow> {
      const errors = [];
      if (input.date > latestDay(now())) errors.push({ field: 'date', message: messageOf(hoursTexts, 'dayInFuture') });
      if (input.supervisorEmail === viewer.email.toLowerCase()) errors.push({ field: 'supervisorEmail', message: messageOf(hoursTexts, 'ownAddress') });
      if (errors.length > 0) throw new InvalidInput(messageOf(apiMessages, 'invalidInput'), errors);
      return db.transaction(async (tx) => {
        const at = now();
        if (!(await mayMail(tx, input.supervisorEmail, 'hoursConfirmation', at))) throw new LimitReached(messageOf(hoursTexts, 'askedLately'));
        const token = randomBytes(32).toString('base64url');
        const [row] = await tx
          .insert(hoursRecords)
          .values({
            userId: viewer.userId,
            source: 'self-reported',
            status: 'pending',
            minutes: Math.round(input.hours * 60),
            title: input.title,
            day: input.date,
            supervisorEmail: input.supervisorEmail,
            tokenHash: hashOf(token),
            tokenExpiresAt: new Date(at.getTime() + SUPERVISOR_LINK_DAYS * DAY_MS),
            createdAt: at,
          })
          .returning();
        const [supervisor] = await tx
          .select({ language: user.language })
          .from(user)
          .where(eq(sql`lower(${user.email})`, input.supervisorEmail));
        const texts = textsIn(hoursTexts, supervisor ? accountLanguage(supervisor.language) : language);
        const url = `${publicUrl}${hoursConfirmationPath(token)}`;
        await mailer.send(
          {
            to: input.supervisorEmail,
            subject: texts.supervisorSubject(viewer.name),
            text: texts.supervisorBody(viewer.name, viewer.email, input.hours, input.title, input.date, url, SUPERVISOR_LINK_DAYS),
            kind: 'hoursConfirmation',
          },
          tx,
        );
        return row!;
      });
    },

    /** What a supervisor's link shows, to whoever holds it; 404 for a token that names nothing. */
    async confirmation(token: string): Promise<HoursConfirmation> {
      const { record, name } = await linked(db, token, false);
      return {
        name,
        title: record.title ?? '',
        date: record.day ?? '',
        hours: hoursOf(record.minutes),
        state: stateOf(record, now()),
        expiresAt: (record.tokenExpiresAt ?? now()).toISOString(),
      };
    },

    /** Confirms (approves) or declines (rejects) the hours, once, while the link works; 410 after. */
    async answer(token: string, confirm: boolean): Promise<Answerable<HoursDecision>> {
      return db.transaction(async (tx) => {
        const { record } = await linked(tx, token, true);
        const state = stateOf(record, now());
        if (state === 'expired') throw new Gone(messageOf(hoursTexts, 'linkExpired'));
        if (state !== 'open') throw new Gone(messageOf(hoursTexts, 'linkUsed'));
        await tx
          .update(hoursRecords)
          .set({ status: confirm ? 'approved' : 'rejected', decidedAt: now() })
          .where(eq(hoursRecords.id, record.id));
        return { success: true, message: messageOf(hoursTexts, confirm ? 'confirmed' : 'declined') };
      });
    },
  };
}
