// Attendance per shift (issue 38, decision 064): an event with shifts is marked shift by shift, each
// once it has ended, and a volunteer's hours are the lengths of the shifts they attended; each mark
// is an hours record the organizer approves (decision 068).
import { messageOf } from '@volunteering/shared/i18n/messages';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AttendanceShift, AttendanceUpdate } from '@volunteering/shared/impact-schemas';
import { apiMessages } from '@volunteering/shared/texts/api';
import { attendanceTexts } from '@volunteering/shared/texts/attendance';
import type { Db } from '../db/client.ts';
import { oneAtATime } from '../db/one-at-a-time.ts';
import { shiftParticipations, shifts, user } from '../db/schema.ts';
import { InvalidInput, type FieldError } from '../domain-errors.ts';
import { shiftEnded } from './shift-rules.ts';
import { recordMarks, scheduledMinutes } from '../hours/hours-records.ts';

/** An event's shifts in start order, each with its people by name and whether they came. */
export async function shiftSheet(tx: Db, eventId: string, now: Date): Promise<AttendanceShift[]> {
  const [rows, people] = await oneAtATime(
    () => tx.select().from(shifts).where(eq(shifts.eventId, eventId)).orderBy(asc(shifts.start), asc(shifts.position), asc(shifts.id)),
    () =>
      tx
        .select({ shiftId: shiftParticipations.shiftId, name: user.name, email: user.email, attended: shiftParticipations.attended })
        .from(shiftParticipations)
        .innerJoin(user, eq(user.id, shiftParticipations.userId))
        .where(eq(shiftParticipations.eventId, eventId))
        .orderBy(asc(user.name), asc(user.email)),
  );
  return rows.map((shift) => ({
    id: shift.id,
    title: shift.title,
    start: shift.start.toISOString(),
    end: shift.end.toISOString(),
    capacity: shift.capacity,
    ended: shiftEnded(shift, now),
    people: people.filter((person) => person.shiftId === shift.id).map(({ name, email, attended }) => ({ name, email, attended })),
  }));
}

/**
 * Marks an event's shifts, inside the caller's transaction (event row locked): all the marks or
 * none. Each names its shift, one of this event's that has ended, and a person in it; every row
 * that breaks a rule is answered on its own field.
 */
export async function markShifts(tx: Db, eventId: string, update: AttendanceUpdate, now: Date, by: string): Promise<void> {
  const byId = new Map((await tx.select().from(shifts).where(eq(shifts.eventId, eventId))).map((shift) => [shift.id, shift]));
  const emails = update.attendance.map((entry) => entry.email.toLowerCase());
  const held = await tx
    .select({ shiftId: shiftParticipations.shiftId, userId: shiftParticipations.userId, email: user.email })
    .from(shiftParticipations)
    .innerJoin(user, eq(user.id, shiftParticipations.userId))
    .where(and(eq(shiftParticipations.eventId, eventId), inArray(sql`lower(${user.email})`, emails)));
  const userIdOf = new Map(held.map((row) => [`${row.shiftId} ${row.email.toLowerCase()}`, row.userId]));
  const errors: FieldError[] = [];
  update.attendance.forEach((entry, index) => {
    const shift = entry.shiftId === undefined ? undefined : byId.get(entry.shiftId);
    const field = `attendance.${index}.shiftId`;
    if (entry.shiftId === undefined) errors.push({ field, message: messageOf(attendanceTexts, 'shiftRequired') });
    else if (!shift) errors.push({ field, message: messageOf(attendanceTexts, 'unknownShift') });
    else if (!shiftEnded(shift, now)) errors.push({ field, message: messageOf(attendanceTexts, 'shiftNotEnded', shift.title) });
    else if (!userIdOf.has(`${shift.id} ${entry.email.toLowerCase()}`))
      errors.push({ field: `attendance.${index}.email`, message: messageOf(attendanceTexts, 'notInShift', entry.email, shift.title) });
  });
  if (errors.length > 0) throw new InvalidInput(messageOf(apiMessages, 'invalidInput'), errors);
  for (const shiftId of new Set(update.attendance.map((entry) => entry.shiftId!))) {
    for (const attended of [true, false]) {
      const userIds = update.attendance
        .filter((entry) => entry.shiftId === shiftId && entry.attended === attended)
        .map((entry) => userIdOf.get(`${shiftId} ${entry.email.toLowerCase()}`)!);
      if (userIds.length === 0) continue;
      await tx
        .update(shiftParticipations)
        .set({ attended })
        .where(and(eq(shiftParticipations.shiftId, shiftId), inArray(shiftParticipations.userId, userIds)));
      const shift = byId.get(shiftId)!;
      await recordMarks(tx, { eventId, shiftId, userIds, attended, minutes: scheduledMinutes(shift), by, at: now });
    }
  }
}
