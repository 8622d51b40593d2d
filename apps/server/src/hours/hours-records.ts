// Hours records (issue 39, decision 068): the source of truth of a volunteer's hours. Check-in makes
// a pending `check-in` record, an organizer's attendance mark an `organizer` record they approve,
// and hours done elsewhere a `self-reported` one their supervisor confirms. Only approved ones count
// (impact/impact-repository.ts). Written inside the caller's transaction, which holds the event's lock.
import { and, arrayContains, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { certificates, hoursRecords } from '../db/schema.ts';
import { revokeCertificatesCounting } from '../certificates/certificates.ts';

export type HoursRow = typeof hoursRecords.$inferSelect;
/** When the hours of a record may fall: the event's times, or its shift's. */
export type HoursTimes = { start: Date; end: Date };

/**
 * Hours taken back from a volunteer (an approved record rejected, or an attendance mark of absence
 * over hours that counted), inside the transaction that withdraws them: the certificates that count
 * that event's hours are revoked (decision 069). Hours done elsewhere are on no certificate's events.
 */
export async function hoursWithdrawn(tx: Db, userId: string, eventId: string | null, at: Date): Promise<void> {
  if (eventId) await revokeCertificatesCounting(tx, userId, eventId, at);
}

/**
 * An event about to be deleted by its organizers: its records go with it (the foreign keys cascade),
 * so the hours everyone had there are withdrawn first, in the same transaction (decision 073).
 */
export async function eventHoursWithdrawn(tx: Db, eventId: string, at: Date): Promise<void> {
  const holders = await tx
    .selectDistinct({ userId: certificates.userId })
    .from(certificates)
    .where(and(arrayContains(certificates.eventIds, [eventId]), isNull(certificates.revokedAt)));
  for (const { userId } of holders) await hoursWithdrawn(tx, userId, eventId, at);
}

const minutesBetween = (from: Date, to: Date) => Math.max(0, Math.round((to.getTime() - from.getTime()) / 60_000));

/** The scheduled length of an event or shift, in minutes (at most a day, as a record keeps). */
export const scheduledMinutes = (times: HoursTimes): number => Math.min(1440, minutesBetween(times.start, times.end));

/**
 * What a check-in credits: the time between check-in and check-out (the end when they never checked
 * out) within the event's or shift's times; or the scheduled length when the event chose so.
 */
export function creditedMinutes(times: HoursTimes, inAt: Date, outAt: Date | null, creditScheduled: boolean): number {
  if (creditScheduled) return scheduledMinutes(times);
  const from = inAt > times.start ? inAt : times.start;
  const to = outAt && outAt < times.end ? outAt : times.end;
  return Math.min(1440, minutesBetween(from, to));
}

const sameShift = (shiftId: string | null) => (shiftId === null ? isNull(hoursRecords.shiftId) : eq(hoursRecords.shiftId, shiftId));

/** The records of an event (and shift) for these people. */
export async function recordsOf(tx: Db, eventId: string, shiftId: string | null, userIds: string[]): Promise<HoursRow[]> {
  if (userIds.length === 0) return [];
  return tx
    .select()
    .from(hoursRecords)
    .where(and(eq(hoursRecords.eventId, eventId), sameShift(shiftId), inArray(hoursRecords.userId, userIds)));
}

/**
 * The check-in record of a person at an event (or shift), made or brought up to date after a scan:
 * pending until an organizer decides; once decided (or marked by the organizer), scans leave it.
 */
export async function recordCheckIn(tx: Db, ref: { userId: string; eventId: string; shiftId: string | null }, minutes: number): Promise<void> {
  const [existing] = await recordsOf(tx, ref.eventId, ref.shiftId, [ref.userId]);
  if (!existing) {
    await tx.insert(hoursRecords).values({ ...ref, source: 'check-in', status: 'pending', minutes });
  } else if (existing.source === 'check-in' && existing.status === 'pending' && existing.minutes !== minutes) {
    await tx.update(hoursRecords).set({ minutes }).where(eq(hoursRecords.id, existing.id));
  }
}

/**
 * An organizer's attendance marks as records: present approves the person's record (a check-in's
 * keeps its minutes) or makes an approved `organizer` one of the scheduled length; absent rejects it,
 * withdrawing hours that were approved.
 */
export async function recordMarks(
  tx: Db,
  mark: { eventId: string; shiftId: string | null; userIds: string[]; attended: boolean; minutes: number; by: string; at: Date },
): Promise<void> {
  const existing = new Map((await recordsOf(tx, mark.eventId, mark.shiftId, mark.userIds)).map((row) => [row.userId, row]));
  const status = mark.attended ? 'approved' : 'rejected';
  const decided = { status, decidedBy: mark.by, decidedAt: mark.at, reason: null } as const;
  for (const userId of mark.userIds) {
    const row = existing.get(userId);
    // Absent over hours that counted: approved ones, or the credit of an event nobody checked in at.
    if (!mark.attended && (!row || row.status === 'approved')) await hoursWithdrawn(tx, userId, mark.eventId, mark.at);
    if (!row) {
      await tx.insert(hoursRecords).values({
        userId,
        eventId: mark.eventId,
        shiftId: mark.shiftId,
        source: 'organizer',
        minutes: mark.attended ? mark.minutes : 0,
        ...decided,
      });
      continue;
    }
    if (row.status === status) continue;
    const minutes = row.source === 'organizer' && mark.attended ? mark.minutes : row.minutes;
    await tx
      .update(hoursRecords)
      .set({ ...decided, minutes })
      .where(eq(hoursRecords.id, row.id));
  }
}
