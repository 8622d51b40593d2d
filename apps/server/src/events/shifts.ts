// An event's shifts as saved and as read (issue 38): written by the event's create and edit inside
// their transaction (event row locked), read for a page of events in one query.
import { messageOf } from '@volunteering/shared/i18n/messages';
import { and, asc, count, eq, getTableColumns, inArray, isNotNull, min, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { EventShift, ShiftInput, ShiftWait } from '@volunteering/shared/event-schemas';
import type { Participant } from '@volunteering/shared/participant-schemas';
import { apiMessages } from '@volunteering/shared/texts/api';
import { shiftFieldMessages } from '@volunteering/shared/texts/shifts';
import type { Db } from '../db/client.ts';
import { anyOfIds, preparedReading, rowReader } from '../db/read-rows.ts';
import { events, participations, shiftParticipations, shiftWaitlistEntries, shifts, user } from '../db/schema.ts';
import { InvalidInput, type FieldError } from '../domain-errors.ts';
import type { RemovedPlace } from './shift-mail.ts';
import { planShifts, type ShiftPlan } from './shift-rules.ts';

type ShiftRow = typeof shifts.$inferSelect;
type EventRow = typeof events.$inferSelect;

/** A shift as every reader sees it; `waitlisted` (offered or not) and `held` counted from its waitlist. */
export const toApiShift = (row: ShiftRow, waits = { waitlisted: 0, held: 0 }): EventShift => ({
  id: row.id,
  title: row.title,
  description: row.description,
  start: row.start.toISOString(),
  end: row.end.toISOString(),
  capacity: row.capacity,
  joined: row.joined,
  restricted: row.restricted,
  waitlisted: waits.waitlisted,
  held: waits.held,
});

const inStartOrder = [asc(shifts.start), asc(shifts.position), asc(shifts.id)];

const columnsOf = (shift: ShiftInput, position: number) => ({
  title: shift.title,
  description: shift.description,
  start: new Date(shift.start),
  end: new Date(shift.end),
  capacity: shift.capacity,
  restricted: shift.restricted,
  position,
});

/** Saves a new event's shifts; answers them as a reader sees them, in start order. */
export async function insertShifts(tx: Db, eventId: string, plan: ShiftPlan | null): Promise<EventShift[]> {
  if (!plan) return [];
  const rows = await tx
    .insert(shifts)
    .values(plan.shifts.map((shift, i) => ({ eventId, ...columnsOf(shift, i) })))
    .returning();
  return rows.sort((a, b) => a.start.getTime() - b.start.getTime() || a.position - b.position).map((row) => toApiShift(row));
}

/** What an edit makes of an event's shifts: what the event takes from them (none: its own values), its places taken, and the places it removed. */
export type EditedShifts = { plan: ShiftPlan | null; volunteersJoined: number; removed: RemovedPlace[] };

/**
 * An edit's shifts, inside its transaction (the event row locked). Left out: unchanged. Otherwise a
 * shift the body names by id is kept and changed, one it leaves out is removed with its people
 * and its waitlist (their places freed and answered in `removed`, for their mail), a new one is added. Refused, changing nothing: an id of no
 * shift of this event, fewer places than people in a kept shift, shifts for an event people joined
 * as a whole, and every rule of planShifts.
 */
export async function editShifts(tx: Db, current: EventRow, input: ShiftInput[] | undefined, timeZone: string, now: Date): Promise<EditedShifts> {
  const saved = hasShifts(current) ? await tx.select().from(shifts).where(eq(shifts.eventId, current.id)).orderBy(asc(shifts.position)).for('update') : [];
  if (input === undefined) {
    if (saved.length === 0) return { plan: null, volunteersJoined: current.volunteersJoined, removed: [] };
    const plan = { shifts: [], date: current.date, durationMinutes: current.durationMinutes ?? 0, volunteersNeeded: current.volunteersNeeded };
    return { plan, volunteersJoined: current.volunteersJoined, removed: [] };
  }
  const byId = new Map(saved.map((row) => [row.id, row]));
  const held = await heldOf(
    tx,
    saved.map((row) => row.id),
  );
  const errors: FieldError[] = [];
  if (saved.length === 0 && current.volunteersJoined > 0 && input.length > 0) {
    errors.push({ field: 'shifts', message: messageOf(shiftFieldMessages, 'joinedAsWhole') });
  }
  const named = new Set<string>();
  input.forEach((shift, i) => {
    if (shift.id === undefined) return;
    const row = byId.get(shift.id);
    if (!row || named.has(shift.id)) errors.push({ field: `shifts.${i}.id`, message: messageOf(shiftFieldMessages, 'unknownShift') });
    else if (shift.capacity < row.joined + (held.get(row.id) ?? 0)) {
      const message = held.has(row.id)
        ? messageOf(shiftFieldMessages, 'capacityBelowHeld', row.joined + held.get(row.id)!)
        : messageOf(shiftFieldMessages, 'capacityBelowJoined', row.joined);
      errors.push({ field: `shifts.${i}.capacity`, message });
    }
    named.add(shift.id);
  });
  if (errors.length > 0) throw new InvalidInput(messageOf(apiMessages, 'invalidInput'), errors);
  // A kept start is not held to a rule the shift predates, unless the event moves to another zone.
  const keptStarts = timeZone === current.timeZone ? new Map(saved.map((row) => [row.id, row.start.getTime()])) : new Map<string, number>();
  const plan = planShifts(input, timeZone, now, false, keptStarts);

  const removed = saved.filter((row) => !named.has(row.id)).map((row) => row.id);
  const removedPlaces: RemovedPlace[] = [];
  if (removed.length > 0) {
    const people = await tx
      .select({ userId: shiftParticipations.userId, title: shifts.title, start: shifts.start })
      .from(shiftParticipations)
      .innerJoin(shifts, eq(shifts.id, shiftParticipations.shiftId))
      .where(inArray(shiftParticipations.shiftId, removed));
    const waiting = await tx
      .select({ userId: shiftWaitlistEntries.userId, title: shifts.title, start: shifts.start })
      .from(shiftWaitlistEntries)
      .innerJoin(shifts, eq(shifts.id, shiftWaitlistEntries.shiftId))
      .where(inArray(shiftWaitlistEntries.shiftId, removed));
    removedPlaces.push(...people, ...waiting.map((place) => ({ ...place, waiting: true })));
    await tx.delete(shifts).where(inArray(shifts.id, removed));
  }
  let volunteersJoined = 0;
  for (const [i, shift] of input.entries()) {
    if (shift.id === undefined) await tx.insert(shifts).values({ eventId: current.id, ...columnsOf(shift, i) });
    else {
      await tx.update(shifts).set(columnsOf(shift, i)).where(eq(shifts.id, shift.id));
      volunteersJoined += byId.get(shift.id)!.joined;
    }
  }
  // Without shifts before, the people who joined the event as a whole keep their places.
  return { plan, volunteersJoined: saved.length === 0 ? current.volunteersJoined : volunteersJoined, removed: removedPlaces };
}

/** Whether the event has shifts: then people join its shifts, not the event. */
export const hasShifts = (event: Pick<EventRow, 'shiftCount'>): boolean => event.shiftCount > 0;

/** The ids of those of a page of events that have shifts. */
export const withShifts = (rows: Pick<EventRow, 'id' | 'shiftCount'>[]): string[] => rows.filter(hasShifts).map((row) => row.id);

/** The places held in shifts for people offered one (decision 063), by shift; none for a shift without. */
async function heldOf(tx: Db, shiftIds: string[]): Promise<Map<string, number>> {
  if (shiftIds.length === 0) return new Map();
  const rows = await tx
    .select({ shiftId: shiftWaitlistEntries.shiftId, n: count() })
    .from(shiftWaitlistEntries)
    .where(and(inArray(shiftWaitlistEntries.shiftId, shiftIds), isNotNull(shiftWaitlistEntries.offeredAt)))
    .groupBy(shiftWaitlistEntries.shiftId);
  return new Map(rows.map((row) => [row.shiftId, row.n]));
}

/** An event's shifts as one viewer sees them: all its shifts, and which of them the viewer is in or waiting for. */
export type ShiftsSeen = { shifts: EventShift[]; mine: string[]; waits: ShiftWait[] };

const shiftColumns = getTableColumns(shifts);
const readShift = rowReader<ShiftRow>(shiftColumns);
const SHIFT_FIELDS = Object.keys(shiftColumns).length;

/**
 * The shifts of a page of events as one viewer (or nobody) sees them: one statement, prepared once
 * (the engine keeps its plan), its rows read by their columns. Each shift with its waitlist counted,
 * and the viewer's place in it or on its waitlist (their place in the queue, 1 = next, and until when
 * a place is held for them).
 */
export function createShiftReader(db: Db) {
  const statement = shiftsStatement(db);
  return {
    /** Its text and values, for the bench's EXPLAIN. */
    statement,
    /** By event id; an event without shifts is not in it. No statement for no ids. */
    of(eventIds: string[], userId: string | null): Promise<Map<string, ShiftsSeen>> {
      if (eventIds.length === 0) return Promise.resolve(new Map());
      return statement.execute({ ids: eventIds, userId });
    },
  };
}

/** A waitlist entry's place in its shift's line: 1 = next (offered or not, those ahead count). */
const placeInLine = (wait: { shiftId: AnyColumn; seq: AnyColumn }) =>
  sql`((SELECT count(*) FROM shift_waitlist_entries w WHERE w.shift_id = ${wait.shiftId} AND w.seq < ${wait.seq}) + 1)`;

/** Where one viewer is in one event: joined as a whole, the shifts they are in and the waitlists they are on, each in start order. */
export type ViewerPlaces = { joined: boolean; mine: string[]; waits: ShiftWait[] };

/**
 * The viewer's places in one event, in one statement prepared once: the per-viewer part of a
 * signed-in event read (decision 080), beside the public event every reader shares.
 */
export function createViewerPlaces(db: Db) {
  const eventId = sql.placeholder('eventId');
  const userId = sql.placeholder('userId');
  const wait = alias(shiftWaitlistEntries, 'wait');
  // kind 0: joined as a whole; 1: in a shift; 2: on a shift's waitlist.
  const whole = db
    .select({
      kind: sql<number>`0`,
      shiftId: sql`NULL::uuid`,
      start: sql`NULL::timestamptz`,
      position: sql`0`,
      placeInLine: sql`NULL::int`,
      offerUntil: sql`NULL::timestamptz`,
    })
    .from(participations)
    .where(and(eq(participations.eventId, eventId), eq(participations.userId, userId)));
  const inShifts = db
    .select({
      kind: sql<number>`1`,
      shiftId: shifts.id,
      start: shifts.start,
      position: shifts.position,
      placeInLine: sql`NULL::int`,
      offerUntil: sql`NULL::timestamptz`,
    })
    .from(shiftParticipations)
    .innerJoin(shifts, eq(shifts.id, shiftParticipations.shiftId))
    .where(and(eq(shiftParticipations.eventId, eventId), eq(shiftParticipations.userId, userId)));
  const waiting = db
    .select({
      kind: sql<number>`2`,
      shiftId: shifts.id,
      start: shifts.start,
      position: shifts.position,
      placeInLine: sql`${placeInLine(wait)}::int`,
      offerUntil: wait.offerUntil,
    })
    .from(wait)
    .innerJoin(shifts, eq(shifts.id, wait.shiftId))
    .where(and(eq(wait.eventId, eventId), eq(wait.userId, userId)));
  const statement = whole
    .unionAll(inShifts)
    .unionAll(waiting)
    .orderBy(sql`1, 3, 4, 2`);
  const readOffer = rowReader<{ offerUntil: Date | null }>({ offerUntil: wait.offerUntil });
  const prepared = preparedReading(
    db,
    statement,
    (rows): ViewerPlaces => {
      const places: ViewerPlaces = { joined: false, mine: [], waits: [] };
      for (const row of rows) {
        if (row[0] === 0) places.joined = true;
        else if (row[0] === 1) places.mine.push(row[1] as string);
        else places.waits.push({ shiftId: row[1] as string, position: row[4] as number, offerUntil: readOffer(row, 5).offerUntil?.toISOString() ?? null });
      }
      return places;
    },
    { name: 'viewer_places' },
  );
  return Object.assign((eventId: string, userId: string) => prepared.execute({ eventId, userId }), { statement: prepared });
}

function shiftsStatement(db: Db) {
  const viewer = sql.placeholder('userId');
  const mine = alias(shiftParticipations, 'mine');
  const wait = alias(shiftWaitlistEntries, 'wait');
  // Each waitlist counted in one pass over the events' entries: a count per shift row would scan
  // again for each, and the embedded engine asks its files for their size on every scan.
  const lists = db
    .select({
      shiftId: shiftWaitlistEntries.shiftId,
      waitlisted: sql`count(*)::int`.as('waitlisted'),
      held: sql`count(${shiftWaitlistEntries.offeredAt})::int`.as('held'),
    })
    .from(shiftWaitlistEntries)
    .where(sql`${shiftWaitlistEntries.eventId} = ${anyOfIds}`)
    .groupBy(shiftWaitlistEntries.shiftId)
    .as('lists');
  const statement = db
    .select({
      ...shiftColumns,
      waitlisted: sql`coalesce(${lists.waitlisted}, 0)`,
      held: sql`coalesce(${lists.held}, 0)`,
      isMine: sql`${mine.userId} IS NOT NULL`,
      placeInLine: sql`CASE WHEN ${wait.seq} IS NULL THEN NULL ELSE ${placeInLine(wait)} END::int`,
      offerUntil: wait.offerUntil,
    })
    .from(shifts)
    .leftJoin(lists, eq(lists.shiftId, shifts.id))
    .leftJoin(mine, and(eq(mine.shiftId, shifts.id), eq(mine.userId, viewer)))
    .leftJoin(wait, and(eq(wait.shiftId, shifts.id), eq(wait.userId, viewer)))
    .where(sql`${shifts.eventId} = ${anyOfIds}`)
    .orderBy(asc(shifts.eventId), ...inStartOrder);
  const readOffer = rowReader<{ offerUntil: Date | null }>({ offerUntil: wait.offerUntil });
  return preparedReading(
    db,
    statement,
    (rows) => {
      const seen = new Map<string, ShiftsSeen>();
      for (const row of rows) {
        const shift = readShift(row, 0);
        const at = SHIFT_FIELDS;
        let event = seen.get(shift.eventId);
        if (!event) seen.set(shift.eventId, (event = { shifts: [], mine: [], waits: [] }));
        event.shifts.push(toApiShift(shift, { waitlisted: row[at] as number, held: row[at + 1] as number }));
        if (row[at + 2]) event.mine.push(shift.id);
        if (row[at + 3] !== null) {
          const { offerUntil } = readOffer(row, at + 4);
          event.waits.push({ shiftId: shift.id, position: row[at + 3] as number, offerUntil: offerUntil?.toISOString() ?? null });
        }
      }
      return seen;
    },
    { name: 'shifts_seen' },
  );
}

/** The people in the shifts of events (for those who manage them), each once, first to join first. */
export async function shiftPeopleOf(db: Db, eventIds: string[]): Promise<Map<string, string[]>> {
  if (eventIds.length === 0) return new Map();
  const first = min(shiftParticipations.joinedAt);
  const rows = await db
    .select({ eventId: shiftParticipations.eventId, email: user.email, first })
    .from(shiftParticipations)
    .innerJoin(user, eq(user.id, shiftParticipations.userId))
    .where(inArray(shiftParticipations.eventId, eventIds))
    .groupBy(shiftParticipations.eventId, user.email)
    .orderBy(asc(first), asc(user.email));
  return addressesByEvent(rows);
}

/** Rows of people as each event's addresses, in the rows' order (filled in place: an event may have thousands). */
export function addressesByEvent(rows: { eventId: string; email: string }[]): Map<string, string[]> {
  const people = new Map<string, string[]>();
  for (const { eventId, email } of rows) {
    const theirs = people.get(eventId);
    if (theirs) theirs.push(email);
    else people.set(eventId, [email]);
  }
  return people;
}

/** The people in an event's shifts for its participants list: each once, first to join first, with their shifts' titles in start order. */
export async function shiftParticipantsOf(db: Db, eventId: string): Promise<Participant[]> {
  const first = min(shiftParticipations.joinedAt);
  const rows = await db
    .select({
      name: user.name,
      email: user.email,
      first,
      shifts: sql<string[]>`array_agg(${shifts.title} ORDER BY ${shifts.start}, ${shifts.position}, ${shifts.id})`,
    })
    .from(shiftParticipations)
    .innerJoin(user, eq(user.id, shiftParticipations.userId))
    .innerJoin(shifts, eq(shifts.id, shiftParticipations.shiftId))
    .where(eq(shiftParticipations.eventId, eventId))
    .groupBy(user.id, user.name, user.email)
    .orderBy(asc(first), asc(user.email));
  return rows.map((row) => ({ name: row.name, email: row.email, joinedAt: row.first!.toISOString(), shifts: row.shifts }));
}
