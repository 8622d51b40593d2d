// The commands on an event: create, edit, delete, join and cancel, each in one transaction that
// locks the event's row, so counts and rights are checked against the database's state.
import { messageOf, type MessageRef } from '@volunteering/shared/i18n/messages';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { CreateEventInput, EditEventInput, EventShift, VolunteerEvent } from '@volunteering/shared/event-schemas';
import { managesEvents } from '@volunteering/shared/organization-schemas';
import { organizationsTexts } from '@volunteering/shared/texts/organizations';
import { apiMessages } from '@volunteering/shared/texts/api';
import { validationMessages } from '@volunteering/shared/texts/validation';
import { mediaIdOf } from '@volunteering/shared/media-path';
import { DEFAULT_TIME_ZONE } from '@volunteering/shared/event-time';
import { todayZoneName } from '@volunteering/shared/time-zones';
import { isStaffRole } from '@volunteering/shared/roles';
import type { Db } from '../db/client.ts';
import { events, participations, uploads, user } from '../db/schema.ts';
import { mayManage, roleIn } from '../access/organization-rights.ts';
import { Forbidden, InvalidInput, NotFound } from '../domain-errors.ts';
import type { Viewer } from '../auth/access-token.ts';
import { rescheduleReminders, scheduleReminder } from './event-reminders.ts';
import { takePlace } from './event-places.ts';
import { rescheduleShiftReminders } from './shift-reminders.ts';
import type { CancelEvent } from './event-cancellation.ts';
import type { ConfirmJoin } from './join-confirmation.ts';
import type { TellShiftsRemoved } from './shift-mail.ts';
import { checkStart, hasEnded, isCancelled, isFull } from './event-rules.ts';
import { toApiEvent, type EventViews } from './event-view.ts';
import { planShifts } from './shift-rules.ts';
import { editShifts, hasShifts, insertShifts } from './shifts.ts';
import { eventHoursWithdrawn } from '../hours/hours-records.ts';
import { shiftMessages } from '@volunteering/shared/texts/shifts';

/** The blurred placeholder of a cover uploaded here; null for any other address. */
export async function placeholderOf(db: Db, imageUrl: string): Promise<string | null> {
  const id = mediaIdOf(imageUrl);
  if (!id) return null;
  const [row] = await db.select({ placeholder: uploads.placeholder }).from(uploads).where(eq(uploads.id, id));
  return row?.placeholder ?? null;
}
/** A zone the schema accepted, by its name today; undefined when none was given. */
const todayName = (zone: string | undefined) => (zone === undefined ? undefined : (todayZoneName(zone) ?? zone));

type EventRowOf = typeof events.$inferSelect;
/** What a date of a series carries beside an event's fields (issue 40). */
export type SeriesDateFields = Partial<Pick<EventRowOf, 'seriesId' | 'seriesStart' | 'awaitsConfirmation'>>;

/** What a join, a cancel or a deletion came to, and what it says (a text's code and values, decision 049). */
export type ActionResult = { success: boolean; message: MessageRef };

export type RepositoryOptions = {
  /** New organizers' events wait for a moderator's approval (REVIEW_NEW_ORGANIZERS). */
  reviewNewOrganizers?: boolean;
  /** Called inside the transaction (event row locked) when places may have opened: a cancel, more places. */
  placesFreed?: (tx: Db, eventId: string) => Promise<void>;
  /** Called inside an edit's transaction (event row locked) for an event with shifts: their free places offered (decision 063). */
  shiftPlacesFreed?: (tx: Db, eventId: string) => Promise<void>;
  /** The zone of a new event whose organizer names none. */
  defaultTimeZone?: string;
  /** Marks an event cancelled and tells its people (event-cancellation.ts), inside the transaction. */
  cancelEvent?: CancelEvent;
  /** Mails a volunteer who joined their confirmation (join-confirmation.ts), inside the transaction. */
  confirmJoin?: ConfirmJoin;
  /** Mails the people of the shifts an edit removed (shift-mail.ts), inside the transaction. */
  tellShiftsRemoved?: TellShiftsRemoved;
};

export function createEventCommands(db: Db, now: () => Date, options: RepositoryOptions, view: EventViews) {
  /** Refused unless `userId` is an owner or organizer of the organization (membership locked until the transaction ends). */
  async function assertPublishes(tx: Db, organizationId: string, userId: string): Promise<void> {
    if (!managesEvents(await roleIn(tx, organizationId, userId, 'share'))) throw new Forbidden(messageOf(organizationsTexts, 'managersOnly'));
  }

  /**
   * Takes a volunteer's place in an event back, inside the caller's transaction, which holds the
   * event row's lock: the count one lower and the place to the waitlist. False when they had none.
   */
  async function givePlaceBack(tx: Db, id: string, userId: string): Promise<boolean> {
    // The place given back and counted in one statement.
    const left = tx.$with('left').as(
      tx
        .delete(participations)
        .where(and(eq(participations.eventId, id), eq(participations.userId, userId)))
        .returning({ eventId: participations.eventId }),
    );
    const counted = await tx
      .with(left)
      .update(events)
      .set({ volunteersJoined: sql`${events.volunteersJoined} - 1` })
      .where(eq(events.id, sql`(SELECT ${left.eventId} FROM ${left})`))
      .returning({ id: events.id });
    if (counted.length === 0) return false;
    await options.placesFreed?.(tx, id);
    return true;
  }

  /** The zone a new event is kept in: the one given by its name today, else the server's default. */
  const zoneFor = (zone: string | undefined): string => todayName(zone) ?? options.defaultTimeZone ?? DEFAULT_TIME_ZONE;

  /**
   * The one insert of an event and its shifts, inside the caller's transaction: its rules (the
   * zone by today's name, the shifts' plan or the start's time rule, the right to publish as an
   * organization, a new organizer's review). A series' dates are made here too (`series`).
   */
  async function insertEvent(
    tx: Db,
    input: CreateEventInput,
    ownerId: string,
    series: SeriesDateFields = {},
  ): Promise<{ row: EventRowOf; shifts: EventShift[] }> {
    // Kept by today's name: Asia/Calcutta is stored as Asia/Kolkata (decision 054).
    const timeZone = zoneFor(input.timeZone);
    // With shifts, the event's start, length and places are theirs; values sent beside them are replaced.
    const { shifts: shiftInput, ...fields } = input;
    const plan = planShifts(shiftInput ?? [], timeZone, now(), true);
    if (!plan) checkStart(input.date, timeZone, now(), true);
    if (input.organizationId) await assertPublishes(tx, input.organizationId, ownerId);
    let hidden: 'review' | null = null;
    if (options.reviewNewOrganizers) {
      const [me] = await tx.select({ trusted: user.trustedOrganizer, role: user.role }).from(user).where(eq(user.id, ownerId));
      if (!me?.trusted && !isStaffRole(me?.role)) hidden = 'review';
    }
    const [inserted] = await tx
      .insert(events)
      .values({
        ...fields,
        ...(plan && { durationMinutes: plan.durationMinutes, volunteersNeeded: plan.volunteersNeeded, shiftCount: plan.shifts.length }),
        imagePlaceholder: await placeholderOf(tx, input.imageUrl),
        date: plan?.date ?? new Date(input.date),
        timeZone,
        ownerId,
        hidden,
        ...series,
      })
      .returning();
    return { row: inserted!, shifts: await insertShifts(tx, inserted!.id, plan) };
  }

  /**
   * Joins a volunteer to an event in a transaction of its own on `conn` (a savepoint when `conn` is
   * a transaction), the event row locked. `confirm`: mail the confirmation (a series' joins do not, one per date).
   */
  async function joinOn(conn: Db, id: string, volunteer: Pick<Viewer, 'userId'>, confirm = true): Promise<ActionResult> {
    const alreadyJoined = { success: false, message: messageOf(apiMessages, 'alreadyJoined') };
    return conn.transaction(async (tx) => {
      // The event locked and whether they are in it, in one statement.
      const [found] = await tx
        .select({
          ...getTableColumns(events),
          already: sql<boolean>`EXISTS (SELECT 1 FROM ${participations} WHERE ${participations.eventId} = ${events.id} AND ${participations.userId} = ${volunteer.userId})`,
        })
        .from(events)
        .where(eq(events.id, id))
        .for('update');
      if (!found || found.hidden !== null) throw new NotFound(messageOf(apiMessages, 'eventNotFound'));
      const { already, ...event } = found;
      if (hasShifts(event)) return { success: false, message: messageOf(shiftMessages, 'chooseShift') };
      if (already) return alreadyJoined;
      if (isCancelled(event)) return { success: false, message: messageOf(apiMessages, 'eventCancelled') };
      if (hasEnded(event, now())) return { success: false, message: messageOf(apiMessages, 'eventEnded') };
      if (isFull(event)) return { success: false, message: messageOf(apiMessages, 'eventFull') };
      // None taken when a join of theirs that waited for the lock got in first (on PostgreSQL the
      // check above saw the snapshot from before the wait).
      if (!(await takePlace(tx, id, volunteer.userId, now()))) return alreadyJoined;
      await scheduleReminder(tx, { eventId: id, userId: volunteer.userId, start: event.date, now: now() });
      if (confirm) await options.confirmJoin?.(tx, event, volunteer.userId);
      return { success: true, message: messageOf(apiMessages, 'joined') };
    });
  }

  return {
    givePlaceBack,

    insertEvent,
    zoneFor,

    async create(input: CreateEventInput, owner: Viewer): Promise<VolunteerEvent> {
      const { row, shifts } = await db.transaction((tx) => insertEvent(tx, input, owner.userId));
      const organization = (await view.organizationsOf([row])).get(row.organizationId ?? '');
      return toApiEvent(row, { participants: [], creator: owner.email, organization, shifts, myShifts: [], myShiftWaits: [] });
    },

    async update(id: string, input: EditEventInput, owner: Viewer): Promise<VolunteerEvent> {
      const row = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(events).where(eq(events.id, id)).for('update');
        if (!current) throw new NotFound(messageOf(apiMessages, 'eventNotFound'));
        if (!(await mayManage(tx, current, owner.userId))) throw new Forbidden(messageOf(apiMessages, 'forbiddenOwner'));
        // Moving it out of its organization (to another, or to null: its owner's own) needs an owner
        // there, its people go with it (issue 35); moving it into one needs a managing role there.
        const organizationId = input.organizationId === undefined ? current.organizationId : input.organizationId;
        if (organizationId !== current.organizationId) {
          if (current.organizationId && (await roleIn(tx, current.organizationId, owner.userId, 'share')) !== 'owner') {
            throw new Forbidden(messageOf(organizationsTexts, 'ownersMoveOut'));
          }
          if (organizationId) await assertPublishes(tx, organizationId, owner.userId);
        }
        // An edit may keep a start from before the time rule; a new start or zone must keep it.
        const timeZone = todayName(input.timeZone) ?? current.timeZone;
        const { shifts: shiftInput, ...fields } = input;
        const { plan, volunteersJoined, removed } = await editShifts(tx, current, shiftInput, timeZone, now());
        if (!plan && (Date.parse(input.date) !== current.date.getTime() || timeZone !== current.timeZone)) checkStart(input.date, timeZone, now(), false);
        if (!plan && input.volunteersNeeded < volunteersJoined) {
          const message = messageOf(validationMessages, 'volunteersBelowJoined', volunteersJoined);
          throw new InvalidInput(message, [{ field: 'volunteersNeeded', message }]);
        }
        const [updated] = await tx
          .update(events)
          .set({
            ...fields,
            ...(plan && { durationMinutes: plan.durationMinutes, volunteersNeeded: plan.volunteersNeeded }),
            volunteersJoined,
            shiftCount: shiftInput === undefined ? current.shiftCount : shiftInput.length,
            imagePlaceholder: input.imageUrl === current.imageUrl ? current.imagePlaceholder : await placeholderOf(tx, input.imageUrl),
            type: input.type ?? current.type,
            timeZone,
            date: plan?.date ?? new Date(input.date),
            // A date of a series edited here is its own from now on: the series' edits leave it (issue 40).
            editedAlone: current.editedAlone || current.seriesId !== null,
            images: input.images ?? null,
            highlights: input.highlights ?? null,
            faqs: input.faqs ?? null,
            organizationId,
            updatedAt: now(),
          })
          .where(eq(events.id, id))
          .returning();
        if (updated!.date.getTime() !== current.date.getTime()) await rescheduleReminders(tx, id, updated!.date, now());
        if (shiftInput !== undefined && hasShifts(current)) await rescheduleShiftReminders(tx, id, now());
        // Those of an event cancelled or ended lose nothing they still expect.
        if (!isCancelled(current) && !hasEnded(current, now())) await options.tellShiftsRemoved?.(tx, updated!, removed);
        // An event with shifts has no waitlist of its own: a shift given more places offers them to its waitlist.
        if (plan && updated!.shiftCount > 0) await options.shiftPlacesFreed?.(tx, id);
        if (!plan && updated!.volunteersNeeded > current.volunteersNeeded && options.placesFreed) {
          await options.placesFreed(tx, id);
          const [afterPromotion] = await tx.select().from(events).where(eq(events.id, id));
          return afterPromotion!;
        }
        return updated!;
      });
      const [event] = await view.present([row], owner);
      return event!;
    },

    /**
     * Cancels an event its caller manages, with a message to everyone joined or waiting (issue 37).
     * Refused once it has ended or when it is already cancelled.
     */
    async cancelEvent(id: string, owner: Viewer, message = ''): Promise<ActionResult> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(events).where(eq(events.id, id)).for('update');
        if (!current) throw new NotFound(messageOf(apiMessages, 'eventNotFound'));
        if (!(await mayManage(tx, current, owner.userId))) throw new Forbidden(messageOf(apiMessages, 'forbiddenOwner'));
        if (isCancelled(current)) return { success: false, message: messageOf(apiMessages, 'alreadyCancelled') };
        if (hasEnded(current, now())) return { success: false, message: messageOf(apiMessages, 'cancelEnded') };
        const told = (await options.cancelEvent?.(tx, current, message)) ?? 0;
        return { success: true, message: messageOf(apiMessages, 'eventCancelledTold', told) };
      });
    },

    /** Deletes an event its caller manages; one people joined or wait for is cancelled first, so they are told. */
    async remove(id: string, owner: Viewer): Promise<ActionResult> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(events).where(eq(events.id, id)).for('update');
        if (!current) throw new NotFound(messageOf(apiMessages, 'eventNotFound'));
        if (!(await mayManage(tx, current, owner.userId))) throw new Forbidden(messageOf(apiMessages, 'forbiddenOwner'));
        if (!isCancelled(current) && !hasEnded(current, now())) await options.cancelEvent?.(tx, current, '');
        // Its hours go with it: certificates that counted them are revoked (decision 073).
        await eventHoursWithdrawn(tx, id, now());
        await tx.delete(events).where(eq(events.id, id));
        return { success: true, message: messageOf(apiMessages, 'deleted') };
      });
    },

    joinOn,

    /** Locks the event row, so joins of one event run one at a time and the count stays exact. */
    join: (id: string, volunteer: Viewer): Promise<ActionResult> => joinOn(db, id, volunteer),

    async cancel(id: string, volunteer: Viewer): Promise<ActionResult> {
      return db.transaction(async (tx) => {
        const [event] = await tx.select({ date: events.date, durationMinutes: events.durationMinutes }).from(events).where(eq(events.id, id)).for('update');
        if (!event) throw new NotFound(messageOf(apiMessages, 'eventNotFound'));
        if (hasEnded(event, now())) return { success: false, message: messageOf(apiMessages, 'cancelAfterEnd') };
        if (!(await givePlaceBack(tx, id, volunteer.userId))) return { success: false, message: messageOf(apiMessages, 'notJoined') };
        return { success: true, message: messageOf(apiMessages, 'cancelled') };
      });
    },
  };
}
