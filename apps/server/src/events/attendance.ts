import { messageOf, type Answerable } from '@volunteering/shared/i18n/messages';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Attendance, AttendanceResult, AttendanceUpdate, Attendee } from '@volunteering/shared/impact-schemas';
import { apiMessages } from '@volunteering/shared/texts/api';
import { attendanceTexts } from '@volunteering/shared/texts/attendance';
import type { Viewer } from '../auth/access-token.ts';
import type { Db } from '../db/client.ts';
import { events, participations, user } from '../db/schema.ts';
import { Forbidden, InvalidInput, NotFound } from '../domain-errors.ts';
import { endOf, hasEnded } from './event-rules.ts';
import { mayManage } from '../access/organization-rights.ts';
import { revokeCertificatesCounting } from '../certificates/certificates.ts';
import { markShifts, shiftSheet } from './shift-attendance.ts';
import { hasShifts } from './shifts.ts';

/** An event the caller manages, locked when it is about to change; refused when unknown or not theirs to manage. */
async function managedEvent(tx: Db, id: string, manager: Viewer, lock: boolean) {
  const query = tx
    .select({
      ownerId: events.ownerId,
      organizationId: events.organizationId,
      date: events.date,
      durationMinutes: events.durationMinutes,
      shiftCount: events.shiftCount,
    })
    .from(events)
    .where(eq(events.id, id));
  const [event] = lock ? await query.for('update') : await query;
  if (!event) throw new NotFound(messageOf(apiMessages, 'eventNotFound'));
  if (!(await mayManage(tx, event, manager.userId))) throw new Forbidden(messageOf(apiMessages, 'forbiddenOwner'));
  return event;
}

async function attendeesOf(tx: Db, id: string): Promise<Attendee[]> {
  return tx
    .select({ name: user.name, email: user.email, attended: participations.attended })
    .from(participations)
    .innerJoin(user, eq(user.id, participations.userId))
    .where(eq(participations.eventId, id))
    .orderBy(asc(user.name), asc(user.email));
}

/** Who came to an event: its organizer marks no-shows once it has ended, and hours follow. */
export function createAttendance(db: Db, now: () => Date) {
  return {
    async get(id: string, owner: Viewer): Promise<Attendance> {
      return db.transaction(async (tx) => {
        const event = await managedEvent(tx, id, owner, false);
        const sheet = { endDate: endOf(event).toISOString(), ended: hasEnded(event, now()), participants: await attendeesOf(tx, id) };
        return hasShifts(event) ? { ...sheet, shifts: await shiftSheet(tx, id, now()) } : sheet;
      });
    },

    /** All the marks or none: one unknown e-mail refuses the whole list. An event with shifts is marked per shift (shift-attendance.ts). */
    async mark(id: string, owner: Viewer, update: AttendanceUpdate): Promise<Answerable<AttendanceResult>> {
      return db.transaction(async (tx) => {
        const event = await managedEvent(tx, id, owner, true);
        if (hasShifts(event)) {
          await markShifts(tx, id, update, now());
          return { success: true, message: messageOf(attendanceTexts, 'updated'), participants: [], shifts: await shiftSheet(tx, id, now()) };
        }
        // Ended means after the end, as everywhere else (decision 013).
        if (!hasEnded(event, now())) return { success: false, message: messageOf(attendanceTexts, 'notEnded') };
        const emails = update.attendance.map((entry) => entry.email.toLowerCase());
        const joined = await tx
          .select({ userId: participations.userId, email: user.email })
          .from(participations)
          .innerJoin(user, eq(user.id, participations.userId))
          .where(and(eq(participations.eventId, id), inArray(sql`lower(${user.email})`, emails)));
        const userIdOf = new Map(joined.map((row) => [row.email.toLowerCase(), row.userId]));
        const errors = update.attendance.flatMap((entry, index) =>
          entry.shiftId !== undefined
            ? [{ field: `attendance.${index}.shiftId`, message: messageOf(attendanceTexts, 'noShifts') }]
            : userIdOf.has(entry.email.toLowerCase())
              ? []
              : [{ field: `attendance.${index}.email`, message: messageOf(attendanceTexts, 'notParticipant', entry.email) }],
        );
        if (errors.length > 0) throw new InvalidInput(messageOf(apiMessages, 'invalidInput'), errors);
        for (const attended of [true, false]) {
          const userIds = update.attendance.filter((entry) => entry.attended === attended).map((entry) => userIdOf.get(entry.email.toLowerCase())!);
          if (userIds.length === 0) continue;
          await tx
            .update(participations)
            .set({ attended })
            .where(and(eq(participations.eventId, id), inArray(participations.userId, userIds)));
          // Hours withdrawn: the certificates that count them are revoked with the mark.
          if (!attended) for (const userId of userIds) await revokeCertificatesCounting(tx, userId, id, now());
        }
        return { success: true, message: messageOf(attendanceTexts, 'updated'), participants: await attendeesOf(tx, id) };
      });
    },
  };
}

export type AttendanceRepository = ReturnType<typeof createAttendance>;
