// Organizers decide on the hours of their events (issue 39, decision 068): one record at a time
// (reject with a reason) or every pending check-in record of an event at once.
import { messageOf, type Answerable } from '@volunteering/shared/i18n/messages';
import { and, eq } from 'drizzle-orm';
import type { HoursDecision } from '@volunteering/shared/hours-schemas';
import { apiMessages } from '@volunteering/shared/texts/api';
import { hoursTexts } from '@volunteering/shared/texts/hours';
import type { Viewer } from '../auth/access-token.ts';
import type { Db } from '../db/client.ts';
import { events, hoursRecords } from '../db/schema.ts';
import { Conflict, Forbidden, NotFound } from '../domain-errors.ts';
import { mayManage } from '../access/organization-rights.ts';
import { hoursWithdrawn } from './hours-records.ts';

/** The event locked, refused unless the caller manages it. */
async function managedEvent(tx: Db, eventId: string, manager: Viewer, forbidden = messageOf(apiMessages, 'forbiddenOwner')) {
  const [event] = await tx
    .select({ id: events.id, ownerId: events.ownerId, organizationId: events.organizationId })
    .from(events)
    .where(eq(events.id, eventId))
    .for('update');
  if (!event) throw new NotFound(messageOf(apiMessages, 'eventNotFound'));
  if (!(await mayManage(tx, event, manager.userId))) throw new Forbidden(forbidden);
  return event;
}

export function createHoursApproval(db: Db, now: () => Date) {
  /** A record, its event locked and the caller its organizer; hours done elsewhere are the supervisor's to confirm. */
  async function decidable(tx: Db, id: string, manager: Viewer) {
    const [found] = await tx.select({ eventId: hoursRecords.eventId }).from(hoursRecords).where(eq(hoursRecords.id, id));
    if (!found) throw new NotFound(messageOf(hoursTexts, 'notFound'));
    if (found.eventId === null) throw new Forbidden(messageOf(hoursTexts, 'bySupervisor'));
    await managedEvent(tx, found.eventId, manager, messageOf(hoursTexts, 'notYours'));
    const [row] = await tx.select().from(hoursRecords).where(eq(hoursRecords.id, id)).for('update');
    if (!row) throw new NotFound(messageOf(hoursTexts, 'notFound'));
    return row;
  }

  return {
    async approve(id: string, manager: Viewer): Promise<Answerable<HoursDecision>> {
      return db.transaction(async (tx) => {
        const row = await decidable(tx, id, manager);
        if (row.status === 'approved') throw new Conflict(messageOf(hoursTexts, 'alreadyApproved'));
        await tx.update(hoursRecords).set({ status: 'approved', reason: null, decidedBy: manager.userId, decidedAt: now() }).where(eq(hoursRecords.id, id));
        return { success: true, message: messageOf(hoursTexts, 'approved') };
      });
    },

    /** Rejects a record with a reason the volunteer sees; hours that were approved are withdrawn. */
    async reject(id: string, manager: Viewer, reason: string): Promise<Answerable<HoursDecision>> {
      return db.transaction(async (tx) => {
        const row = await decidable(tx, id, manager);
        if (row.status === 'rejected') throw new Conflict(messageOf(hoursTexts, 'alreadyRejected'));
        if (row.status === 'approved') await hoursWithdrawn(tx, row.userId, row.eventId, now());
        await tx.update(hoursRecords).set({ status: 'rejected', reason, decidedBy: manager.userId, decidedAt: now() }).where(eq(hoursRecords.id, id));
        return { success: true, message: messageOf(hoursTexts, 'rejected') };
      });
    },

    /** Approves every pending record of the event (everyone checked in), in one click. */
    async approveAll(eventId: string, manager: Viewer): Promise<Answerable<HoursDecision>> {
      return db.transaction(async (tx) => {
        await managedEvent(tx, eventId, manager);
        const approved = await tx
          .update(hoursRecords)
          .set({ status: 'approved', reason: null, decidedBy: manager.userId, decidedAt: now() })
          .where(and(eq(hoursRecords.eventId, eventId), eq(hoursRecords.status, 'pending')))
          .returning({ id: hoursRecords.id });
        return { success: true, message: messageOf(hoursTexts, 'bulkApproved', approved.length), approved: approved.length };
      });
    },
  };
}
