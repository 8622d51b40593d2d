// An event as a reader sees it: the columns an answer is made of, and who sees which e-mails
// (privacy), for a page of rows at once.
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { EventOrganization, EventShift, ShiftWait, VolunteerEvent } from '@volunteering/shared/event-schemas';
import type { Db } from '../db/client.ts';
import { anyOfIds, preparedReading, rowReader, rowsReader } from '../db/read-rows.ts';
import { events, organizations, participations, user } from '../db/schema.ts';
import { managedBy } from '../access/organization-rights.ts';
import type { Viewer } from '../auth/access-token.ts';
import { DEFAULT_LANGUAGE, type Language } from '@volunteering/shared/i18n/languages';
import { createSeriesOfRows } from '../series/series-summary.ts';
import { endOf, isCancelled } from './event-rules.ts';
import { addressesByEvent, createShiftReader, createViewerPlaces, shiftPeopleOf, withShifts } from './shifts.ts';

/**
 * The columns an event's answer is made of, read for a page or an event: not the folded words,
 * which exist for searching (decision 042), nor when the row was made and last changed.
 */
export const { titleFolded, locationFolded, createdAt: _createdAt, updatedAt: _updatedAt, ...eventColumns } = getTableColumns(events);
export type EventRow = Pick<typeof events.$inferSelect, keyof typeof eventColumns>;
/** An event's row from a statement's answer, its columns from `at` on in eventColumns' order. */
export const readEvent = rowReader<EventRow>(eventColumns);
/** The event columns of a subquery that selected eventColumns, in their order. */
export function columnsOf<T extends Record<keyof typeof eventColumns, unknown>>(subquery: T) {
  return Object.fromEntries(Object.keys(eventColumns).map((key) => [key, subquery[key as keyof typeof eventColumns]])) as Pick<T, keyof typeof eventColumns>;
}

/**
 * What one viewer sees of an event beside its row. `creator`: set when the viewer manages it (its
 * owner, or an owner or organizer of its organization), the e-mail of the person who made it.
 */
export type EventView = {
  participants: string[];
  creator?: string;
  organization?: EventOrganization;
  staff?: boolean;
  /** Its shifts in start order (none: an event of one place). */
  shifts?: EventShift[];
  /** For a signed-in viewer: the shifts they are in. */
  myShifts?: string[];
  /** For a signed-in viewer: the shifts' waitlists they are on. */
  myShiftWaits?: ShiftWait[];
  /** The series it is a date of, its rule in the reader's language (issue 40). */
  series?: { id: string; summary: string };
};

/** What every reader of an event sees alike beside its row: the public event's parts, kept by the repository. */
export type PublicView = Pick<EventView, 'organization' | 'shifts' | 'series'>;
/** What one signed-in viewer adds to an event's public view, read for them on every request. */
export type ViewerView = Omit<EventView, keyof PublicView | 'staff'>;

/**
 * Who may see which e-mails: those who manage the event see every participant and, as `addedBy`,
 * the address of the person who made it; a participant sees only their own e-mail; everybody else none.
 */
export function toApiEvent(row: EventRow & { distanceKm?: number }, view: EventView): VolunteerEvent {
  const manages = view.creator !== undefined;
  const seesWhyHidden = row.hidden !== null && (manages || view.staff === true);
  // Optional keys set one by one: spreading an object per key cost a page of events 12 µs.
  const event: VolunteerEvent = {
    _id: row.id,
    title: row.title,
    description: row.description,
    type: row.type,
    imageUrl: row.imageUrl,
    location: row.location,
    lat: row.lat,
    lng: row.lng,
    date: row.date.toISOString(),
    timeZone: row.timeZone,
    endDate: endOf(row).toISOString(),
    durationMinutes: row.durationMinutes,
    creditScheduledHours: row.creditScheduledHours,
    organizer: row.organizer,
    volunteersNeeded: row.volunteersNeeded,
    volunteersJoined: row.volunteersJoined,
    joinedUsers: view.participants,
    addedBy: view.creator ?? '',
    status: isCancelled(row) ? 'cancelled' : 'scheduled',
    shifts: view.shifts ?? [],
    series: view.series ?? null,
  };
  if (row.distanceKm !== undefined) event.distanceKm = Math.round(row.distanceKm * 10) / 10;
  if (row.awaitsConfirmation) event.notYetConfirmed = true;
  if (view.myShifts) event.myShifts = view.myShifts;
  if (view.myShiftWaits) event.myShiftWaits = view.myShiftWaits;
  if (row.cancelMessage) event.cancelMessage = row.cancelMessage;
  if (row.imagePlaceholder) event.imagePlaceholder = row.imagePlaceholder;
  if (row.images) event.images = row.images;
  if (row.highlights) event.highlights = row.highlights;
  if (row.faqs) event.faqs = row.faqs;
  if (seesWhyHidden) event.hidden = { kind: row.hidden!, reason: row.hiddenReason ?? '' };
  if (view.organization) event.organization = view.organization;
  if (manages) event.canManage = true;
  return event;
}

/** What each viewer may see of a page of events, read in as few queries as the page needs. */
export function createEventView(db: Db) {
  const shiftsSeen = createShiftReader(db);
  const placesOf = createViewerPlaces(db);
  const seriesOf = createSeriesOfRows(db);

  // The statements of a page's viewer, each built once (decision 088): ids as one array.
  const me = sql.placeholder('userId');
  const managedColumns = { id: events.id, creator: user.email };
  const managedOfOrganizations = preparedReading(
    db,
    db
      .select(managedColumns)
      .from(events)
      .leftJoin(user, eq(user.id, events.ownerId))
      .where(and(sql`${events.id} = ${anyOfIds}`, managedBy(me))),
    rowsReader<{ id: string; creator: string | null }>(managedColumns),
    { name: 'events_managed_among' },
  );
  const organizationColumns = { id: organizations.id, slug: organizations.slug, name: organizations.name, logoUrl: organizations.logoUrl };
  const organizationsById = preparedReading(
    db,
    db
      .select(organizationColumns)
      .from(organizations)
      .where(sql`${organizations.id} = ${anyOfIds}`),
    rowsReader<EventOrganization & { id: string }>(organizationColumns),
    { name: 'organizations_of_events' },
  );
  // Each address read by its key: as a join, the planner hashed every account (decision 082).
  const addressColumns = {
    eventId: participations.eventId,
    email: sql<string>`(SELECT ${user.email} FROM ${user} WHERE ${user.id} = ${participations.userId})`,
  };
  const addressesOf = preparedReading(
    db,
    db
      .select(addressColumns)
      .from(participations)
      .where(sql`${participations.eventId} = ${anyOfIds}`)
      .orderBy(asc(participations.joinedAt)),
    (rows) => rows.map(([eventId, email]) => ({ eventId: eventId as string, email: email as string })),
    { name: 'participants_of_events' },
  );
  const joinedAmong = preparedReading(
    db,
    db
      .select({ eventId: participations.eventId })
      .from(participations)
      .where(and(eq(participations.userId, me), sql`${participations.eventId} = ${anyOfIds}`)),
    (rows) => rows.map(([eventId]) => eventId as string),
    { name: 'events_joined_among' },
  );

  /**
   * The events of a page the viewer manages, each with its creator's e-mail: their own personal
   * events without a query, and the organizations' (theirs included: only a role there counts) in
   * one, read from the members now (managedBy, as every other check).
   */
  async function managedAmong(rows: EventRow[], viewer: Viewer | null): Promise<Map<string, string>> {
    const managed = new Map<string, string>();
    if (!viewer) return managed;
    for (const row of rows) if (row.organizationId === null && row.ownerId === viewer.userId) managed.set(row.id, viewer.email);
    const ofOrganizations = rows.filter((row) => row.organizationId !== null).map((row) => row.id);
    if (ofOrganizations.length > 0) {
      const found = await managedOfOrganizations.execute({ ids: ofOrganizations, userId: viewer.userId });
      for (const { id, creator } of found) managed.set(id, creator ?? '');
    }
    return managed;
  }

  /** The organizations a page of events is published as, by id; no query when none is. */
  async function organizationsOf(rows: Pick<EventRow, 'organizationId'>[]): Promise<Map<string, EventOrganization>> {
    const wanted = [...new Set(rows.flatMap((row) => (row.organizationId ? [row.organizationId] : [])))];
    if (wanted.length === 0) return new Map();
    const found = await organizationsById.execute({ ids: wanted });
    return new Map(found.map((organization) => [organization.id, organization]));
  }

  /** The joinedUsers each viewer may see, for a page of events, in one or two queries. */
  async function visibleParticipants(rows: EventRow[], viewer: Viewer | null, managed: Map<string, string>): Promise<Map<string, string[]>> {
    if (!viewer || rows.length === 0) return new Map();
    const all = rows.map((r) => r.id);
    const owned = all.filter((id) => managed.has(id));
    const others = all.filter((id) => !managed.has(id));
    const visible = owned.length > 0 ? addressesByEvent(await addressesOf.execute({ ids: owned })) : new Map<string, string[]>();
    if (others.length > 0) {
      for (const eventId of await joinedAmong.execute({ ids: others, userId: viewer.userId })) visible.set(eventId, [viewer.email]);
    }
    return visible;
  }

  async function present(
    rows: (EventRow & { distanceKm?: number })[],
    viewer: Viewer | null,
    staff = false,
    language: Language = DEFAULT_LANGUAGE,
  ): Promise<VolunteerEvent[]> {
    const ids = withShifts(rows);
    const [managed, published, seen, series] = await Promise.all([
      managedAmong(rows, viewer),
      organizationsOf(rows),
      shiftsSeen.of(ids, viewer?.userId ?? null),
      seriesOf(rows, language),
    ]);
    const visible = await visibleParticipants(rows, viewer, managed);
    if (viewer) await withShiftPeople(ids, viewer, managed, visible, (id) => seen.get(id)?.mine ?? []);
    return rows.map((row) => {
      const shifts = seen.get(row.id);
      return toApiEvent(row, {
        participants: visible.get(row.id) ?? [],
        creator: managed.get(row.id),
        organization: row.organizationId ? published.get(row.organizationId) : undefined,
        staff,
        shifts: shifts?.shifts,
        myShifts: viewer ? (shifts?.mine ?? []) : undefined,
        myShiftWaits: viewer ? (shifts?.waits ?? []) : undefined,
        series: row.seriesId ? series.get(row.seriesId) : undefined,
      });
    });
  }

  /**
   * Who of an event with shifts each viewer may see: those who manage it, the people in its shifts;
   * one of its shifts' people, themselves (the same rule as for an event joined as a whole).
   */
  async function withShiftPeople(
    ids: string[],
    viewer: Viewer,
    managed: Map<string, string>,
    visible: Map<string, string[]>,
    mineOf: (id: string) => string[],
  ) {
    for (const [id, people] of await shiftPeopleOf(
      db,
      ids.filter((id) => managed.has(id)),
    ))
      visible.set(id, people);
    for (const id of ids) if (!managed.has(id) && mineOf(id).length > 0) visible.set(id, [viewer.email]);
  }

  /** The parts of one event every reader sees alike: its organization, its shifts with their counts, its series. */
  async function publicViewOf(row: EventRow, language: Language = DEFAULT_LANGUAGE): Promise<PublicView> {
    const [published, seen, series] = await Promise.all([organizationsOf([row]), shiftsSeen.of(withShifts([row]), null), seriesOf([row], language)]);
    return {
      organization: row.organizationId ? published.get(row.organizationId) : undefined,
      shifts: seen.get(row.id)?.shifts,
      series: row.seriesId ? series.get(row.seriesId) : undefined,
    };
  }

  /**
   * What a signed-in viewer adds to one event, from the database on every call (identity from the
   * token): whom they may see in it, their shifts and waitlist places, and the creator's e-mail if
   * they manage it (`managed`, from managedAmong). One statement for the viewer's places.
   */
  async function viewerViewOf(row: EventRow, viewer: Viewer, managed: Map<string, string>): Promise<ViewerView> {
    const places = await placesOf(row.id, viewer.userId);
    const mine = { myShifts: places.mine, myShiftWaits: places.waits };
    if (!managed.has(row.id)) return { participants: places.joined || places.mine.length > 0 ? [viewer.email] : [], ...mine };
    const visible = await visibleParticipants([row], viewer, managed);
    await withShiftPeople(withShifts([row]), viewer, managed, visible, () => places.mine);
    return { participants: visible.get(row.id) ?? [], creator: managed.get(row.id), ...mine };
  }

  return { managedAmong, organizationsOf, present, seriesOf, shiftsSeen, publicViewOf, viewerViewOf };
}

export type EventViews = ReturnType<typeof createEventView>;
