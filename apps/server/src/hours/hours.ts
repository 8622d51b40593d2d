// The hours room as `app.hours` (issue 39, decision 068): a volunteer's records, hours done
// elsewhere with their supervisor's link, and the organizers' approvals.
import { desc, eq, sql } from 'drizzle-orm';
import type { HoursRecord } from '@volunteering/shared/hours-schemas';
import type { Viewer } from '../auth/access-token.ts';
import type { Db } from '../db/client.ts';
import { events, hoursRecords, shifts } from '../db/schema.ts';
import { hoursOf } from '../impact/impact-repository.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createHoursApproval } from './hours-approval.ts';
import { createHoursElsewhere } from './hours-elsewhere.ts';
import type { HoursRow } from './hours-records.ts';

/** A record as its volunteer reads it: an event's title (with its shift's) and start, or what they wrote. */
export function toHoursRecord(row: HoursRow, event?: { title: string; date: Date } | null, shift?: { title: string; start: Date } | null): HoursRecord {
  return {
    id: row.id,
    eventId: row.eventId,
    title: event ? (shift ? `${event.title} (${shift.title})` : event.title) : (row.title ?? ''),
    date: shift ? shift.start.toISOString() : event ? event.date.toISOString() : (row.day ?? ''),
    hours: hoursOf(row.minutes),
    source: row.source,
    status: row.status,
    reason: row.reason,
  };
}

export function createHours(opts: { db: Db; now: () => Date; mailer: Mailer; publicUrl: string }) {
  const { db } = opts;
  const elsewhere = createHoursElsewhere(opts);
  return {
    ...createHoursApproval(db, opts.now),
    confirmation: elsewhere.confirmation,
    answerConfirmation: elsewhere.answer,

    /** Hours done elsewhere, pending until the supervisor named answers their mail's link. */
    async report(...args: Parameters<typeof elsewhere.report>): Promise<HoursRecord> {
      return toHoursRecord(await elsewhere.report(...args));
    },

    /** The caller's records, the newest first. */
    async mine(viewer: Viewer): Promise<HoursRecord[]> {
      return (await recordsOfPerson(db, viewer.userId)).map((row) => toHoursRecord(row.record, row.event, row.shift));
    },
  };
}

/** A person's records with their events' (and shifts') titles and starts, the newest first (also the account's export). */
export async function recordsOfPerson(tx: Db, userId: string) {
  return tx
    .select({ record: hoursRecords, event: { title: events.title, date: events.date }, shift: { title: shifts.title, start: shifts.start } })
    .from(hoursRecords)
    .leftJoin(events, eq(events.id, hoursRecords.eventId))
    .leftJoin(shifts, eq(shifts.id, hoursRecords.shiftId))
    .where(eq(hoursRecords.userId, userId))
    .orderBy(desc(sql`coalesce(${shifts.start}, ${events.date}, ${hoursRecords.day}::timestamptz)`), desc(hoursRecords.createdAt), desc(hoursRecords.id));
}

export type Hours = ReturnType<typeof createHours>;
