import { and, asc, desc, eq, getTableColumns, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { startMessage, type CreateEventInput, type EditEventInput, type EventListQuery, type EventOrganization, type VolunteerEvent } from '@volunteering/shared/event-schemas';
import { managesEvents, type OrganizationEventsQuery } from '@volunteering/shared/organization-schemas';
import { organizationsTexts } from '@volunteering/shared/texts/organizations';
import { apiMessages } from '@volunteering/shared/texts/api';
import { validationMessages } from '@volunteering/shared/texts/validation';
import type { Participant } from '@volunteering/shared/participant-schemas';
import { isEventId } from '@volunteering/shared/event-id';
import { DEFAULT_TIME_ZONE, startProblem } from '@volunteering/shared/event-time';
import type { Db } from '../db/client.ts';
import { preparedReading, rowReader } from '../db/read-rows.ts';
import { announcements, events, organizationFollows, organizations, participations, uploads, user } from '../db/schema.ts';
import { managedBy, mayManage, roleIn } from '../organizations/organization-rights.ts';
import { mediaIdOf } from '@volunteering/shared/media-path';
import { Forbidden, InvalidInput, NotFound, SignInRequired } from '../domain-errors.ts';
import { RecentlyUsed } from '../long-lived-maps.ts';
import { rescheduleReminders, scheduleReminder } from './event-reminders.ts';
import type { Viewer } from '../auth/access-token.ts';
import { isStaffRole } from '@volunteering/shared/roles';

/**
 * The columns an event's answer is made of, read for a page or an event: not the folded words,
 * which exist for searching (decision 042), nor when the row was made and last changed.
 */
const { titleFolded, locationFolded, createdAt: _createdAt, updatedAt: _updatedAt, ...eventColumns } = getTableColumns(events);
type EventRow = Pick<typeof events.$inferSelect, keyof typeof eventColumns>;
/** An event's row from a statement's answer, its columns from `at` on in eventColumns' order. */
const readEvent = rowReader<EventRow>(eventColumns);
/** The event columns of a subquery that selected eventColumns, in their order. */
function columnsOf<T extends Record<keyof typeof eventColumns, unknown>>(subquery: T) {
  return Object.fromEntries(Object.keys(eventColumns).map((key) => [key, subquery[key as keyof typeof eventColumns]])) as Pick<T, keyof typeof eventColumns>;
}

/** The blurred placeholder of a cover uploaded here; null for any other address. */
async function placeholderOf(db: Db, imageUrl: string): Promise<string | null> {
  const id = mediaIdOf(imageUrl);
  if (!id) return null;
  const [row] = await db.select({ placeholder: uploads.placeholder }).from(uploads).where(eq(uploads.id, id));
  return row?.placeholder ?? null;
}
export type ActionResult = { success: boolean; message: string };

/**
 * X-Total-Count is exact up to this many matches (125 pages of 8); past it, counting every match
 * of a broad search over a million events would cost far more than the page, so counting stops.
 */
export const TOTAL_COUNT_CAP = 1000;

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** When the event ends: its start plus its duration, or its start when it has none. */
export function endOf(row: Pick<EventRow, 'date' | 'durationMinutes'>): Date {
  return new Date(row.date.getTime() + (row.durationMinutes ?? 0) * 60_000);
}

/** `endOf` in SQL, over the events table's columns. */
export const eventEnd = sql`(${events.date} + coalesce(${events.durationMinutes}, 0) * interval '1 minute')`;

/** Events out of no list: not hidden by a moderator, a suspension or a review (issue 16). */
export const shown = isNull(events.hidden);

/** A local day of any zone lies within 14 hours before and 12 hours after the same UTC day. */
const ZONE_SPREAD_MS = { ahead: 14 * 3600_000, behind: 12 * 3600_000 } as const;
const DAY_MS = 24 * 3600_000;
const utcMidnight = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The values a page of events is asked with, by the placeholders of its statement. */
type ListValues = {
  at: Date;
  type: string;
  pattern: string;
  viewer: string;
  fromStart: Date;
  fromDay: string;
  toEnd: Date;
  toDay: string;
};
const valueOf = (name: keyof ListValues) => sql.placeholder(name);
/** A whole number written into a statement (Drizzle sends a number as a value). */
const written = (n: number) => sql.raw(String(Math.trunc(n))) as unknown as number;
/** What a page's statement is built for: the filters used (not their values) and the page. */
type PageShape = { when: EventListQuery['when']; type: boolean; q: boolean; following: boolean; from: boolean; to: boolean; limit: number; offset: number };
/** Pages' statements kept built (decision 039). */
const PAGE_STATEMENTS_KEPT = 100;
type PageStatement = ReturnType<typeof preparedReading<{ total: number; page: EventRow[] }>>;
/** A page's count as X-Total-Count says it: exact up to the cap, then the cap and "capped". */
type PageCount = { total: number; totalCapped: boolean };

/**
 * Events on these days as each event's own calendar counts them. The bounds on `date` alone let
 * events_date_idx find the candidates; the local day then decides exactly.
 */
function dayConditions(from: boolean, to: boolean): SQL[] {
  const localDay = sql`(${events.date} AT TIME ZONE ${events.timeZone})::date`;
  const conditions: SQL[] = [];
  if (from) conditions.push(gte(events.date, valueOf('fromStart')), sql`${localDay} >= ${valueOf('fromDay')}::date`);
  if (to) conditions.push(lt(events.date, valueOf('toEnd')), sql`${localDay} <= ${valueOf('toDay')}::date`);
  return conditions;
}

/** The bounds of `dayConditions` for these days. */
function dayValues(from: string | undefined, to: string | undefined): Partial<ListValues> {
  return {
    ...(from ? { fromStart: new Date(utcMidnight(from) - ZONE_SPREAD_MS.ahead), fromDay: from } : {}),
    ...(to ? { toEnd: new Date(utcMidnight(to) + DAY_MS + ZONE_SPREAD_MS.behind), toDay: to } : {}),
  };
}

/** The spec's time rule, held on the server too: a slot of the event's zone within EVENT_DATES; on create, not passed. */
function checkStart(iso: string, timeZone: string, now: Date, mustBeAhead: boolean): void {
  const problem = startProblem(iso, timeZone, now, mustBeAhead);
  if (problem) throw new InvalidInput(apiMessages.invalidInput, [{ field: 'date', message: startMessage(problem) }]);
}

/**
 * What one viewer sees of an event beside its row. `creator`: set when the viewer manages it (its
 * owner, or an owner or organizer of its organization), the e-mail of the person who made it.
 */
type EventView = { participants: string[]; creator?: string; organization?: EventOrganization; staff?: boolean };

/**
 * Who may see which e-mails: those who manage the event see every participant and, as `addedBy`,
 * the address of the person who made it; a participant sees only their own e-mail; everybody else none.
 */
function toApiEvent(row: EventRow, view: EventView): VolunteerEvent {
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
    date: row.date.toISOString(),
    timeZone: row.timeZone,
    endDate: endOf(row).toISOString(),
    durationMinutes: row.durationMinutes,
    organizer: row.organizer,
    volunteersNeeded: row.volunteersNeeded,
    volunteersJoined: row.volunteersJoined,
    joinedUsers: view.participants,
    addedBy: view.creator ?? '',
  };
  if (row.imagePlaceholder) event.imagePlaceholder = row.imagePlaceholder;
  if (row.images) event.images = row.images;
  if (row.highlights) event.highlights = row.highlights;
  if (row.faqs) event.faqs = row.faqs;
  if (seesWhyHidden) event.hidden = { kind: row.hidden!, reason: row.hiddenReason ?? '' };
  if (view.organization) event.organization = view.organization;
  return event;
}

/**
 * Per joined row, in the same query: announcements of its event posted after the volunteer last
 * read them (all of them when never read). The (event_id, created_at) index answers each count.
 */
const unreadAnnouncements = sql<number>`(
  SELECT count(*)::int FROM ${announcements}
  WHERE ${announcements.eventId} = ${participations.eventId}
    AND (${participations.announcementsReadAt} IS NULL OR ${announcements.createdAt} > ${participations.announcementsReadAt})
)`;

export type RepositoryOptions = {
  /** New organizers' events wait for a moderator's approval (REVIEW_NEW_ORGANIZERS). */
  reviewNewOrganizers?: boolean;
  /** Called inside the transaction (event row locked) when places may have opened: a cancel, more places. */
  placesFreed?: (tx: Db, eventId: string) => Promise<void>;
  /** The zone of a new event whose organizer names none. */
  defaultTimeZone?: string;
};

/** A person's lists (joined, organized): what is still to come, soonest first, then what has ended, most recent first. */
function upcomingThenEnded(now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const ended = sql`(${eventEnd} < ${at})`;
  return [
    sql`${ended} ASC`,
    sql`CASE WHEN NOT ${ended} THEN ${events.date} END ASC`,
    sql`CASE WHEN ${ended} THEN ${events.date} END DESC`,
    asc(events.id),
  ];
}

/** The values of a page's statement for these filters. */
function valuesOf(query: EventListQuery, viewer: Viewer | null, at: Date): Partial<ListValues> {
  return {
    at,
    ...(query.type !== 'All' ? { type: query.type } : {}),
    ...(query.q ? { pattern: likePattern(query.q) } : {}),
    ...(query.following && viewer ? { viewer: viewer.userId } : {}),
    ...dayValues(query.from, query.to),
  };
}

export function createEventRepository(db: Db, now: () => Date, options: RepositoryOptions = {}) {
  const listValues = (query: EventListQuery, viewer: Viewer | null) => valuesOf(query, viewer, now());
  /**
   * The events of a page the viewer manages, each with its creator's e-mail: their own personal
   * events without a query, and the organizations' (theirs included: only a role there counts) in
   * one, read from the members now (managedBy, as every other check).
   */
  async function managedAmong(rows: EventRow[], viewer: Viewer | null, tx: Db = db): Promise<Map<string, string>> {
    const managed = new Map<string, string>();
    if (!viewer) return managed;
    for (const row of rows) if (row.organizationId === null && row.ownerId === viewer.userId) managed.set(row.id, viewer.email);
    const ofOrganizations = rows.filter((row) => row.organizationId !== null).map((row) => row.id);
    if (ofOrganizations.length > 0) {
      const found = await tx
        .select({ id: events.id, creator: user.email })
        .from(events)
        .leftJoin(user, eq(user.id, events.ownerId))
        .where(and(inArray(events.id, ofOrganizations), managedBy(viewer.userId)));
      for (const { id, creator } of found) managed.set(id, creator ?? '');
    }
    return managed;
  }

  /** The organizations a page of events is published as, by id; no query when none is. */
  async function organizationsOf(rows: Pick<EventRow, 'organizationId'>[], tx: Db = db): Promise<Map<string, EventOrganization>> {
    const ids = [...new Set(rows.flatMap((row) => (row.organizationId ? [row.organizationId] : [])))];
    if (ids.length === 0) return new Map();
    const found = await tx
      .select({ id: organizations.id, slug: organizations.slug, name: organizations.name, logoUrl: organizations.logoUrl })
      .from(organizations)
      .where(inArray(organizations.id, ids));
    return new Map(found.map((organization) => [organization.id, organization]));
  }

  /** The joinedUsers each viewer may see, for a page of events, in one or two queries. */
  async function visibleParticipants(rows: EventRow[], viewer: Viewer | null, managed: Map<string, string>): Promise<Map<string, string[]>> {
    const visible = new Map<string, string[]>();
    if (!viewer || rows.length === 0) return visible;
    const ids = rows.map((r) => r.id);
    const owned = ids.filter((id) => managed.has(id));
    const others = ids.filter((id) => !managed.has(id));
    if (owned.length > 0) {
      const list = await db
        .select({ eventId: participations.eventId, email: user.email })
        .from(participations)
        .innerJoin(user, eq(user.id, participations.userId))
        .where(inArray(participations.eventId, owned))
        .orderBy(asc(participations.joinedAt));
      for (const { eventId, email } of list) visible.set(eventId, [...(visible.get(eventId) ?? []), email]);
    }
    if (others.length > 0) {
      const mine = await db
        .select({ eventId: participations.eventId })
        .from(participations)
        .where(and(eq(participations.userId, viewer.userId), inArray(participations.eventId, others)));
      for (const { eventId } of mine) visible.set(eventId, [viewer.email]);
    }
    return visible;
  }

  /**
   * The statement of a page of events for the filters `query` uses and its page, built once and
   * asked with the filters' values: building it costs more than the engine's answer (decision 039).
   * The page's size and place and the count's cap are written into it, not sent as values: with them
   * unknown, PostgreSQL's kept plan assumes a tenth of the table, costs more than a new plan, and is
   * never used. The last PAGE_STATEMENTS_KEPT shapes are kept, each in the way its last count chose
   * (decision 045): `counted` tells it the count the page brought and gives that count as
   * X-Total-Count says it.
   */
  const pageStatements = new RecentlyUsed<string, { few?: PageStatement; many?: PageStatement; overCap: boolean }>(PAGE_STATEMENTS_KEPT);
  function pageStatement(query: EventListQuery): { statement: PageStatement; counted: (total: number) => PageCount } {
    const uses: PageShape = {
      when: query.when,
      type: query.type !== 'All',
      q: Boolean(query.q),
      following: Boolean(query.following),
      from: Boolean(query.from),
      to: Boolean(query.to),
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    };
    const key = Object.entries(uses)
      .map(([name, value]) => (value === true ? name : value === false ? '' : value))
      .join('_');
    let shape = pageStatements.get(key);
    if (!shape) pageStatements.set(key, (shape = { overCap: false }));
    const statement = shape.overCap ? (shape.many ??= buildPageStatement(uses, 'many')) : (shape.few ??= buildPageStatement(uses, 'few'));
    return {
      statement,
      counted: (total) => {
        shape.overCap = total > TOTAL_COUNT_CAP;
        return { total: Math.min(total, TOTAL_COUNT_CAP), totalCapped: shape.overCap };
      },
    };
  }

  /**
   * One statement (decision 029): a one-row count of the capped matches, left-joined to the page, so
   * a page past the end still brings the count. Both walk the matches in the page's order along
   * events_date_idx (or events_type_date_idx), which carry title and location: a common word's count
   * stops after the cap without visiting the table, where an unordered count let the planner read
   * the table from its start (a Seq Scan). Two ways, the same answer (decision 045):
   * - `few`, when the filters' last count was within the cap: the count walks the capped matches.
   *   A search's walk also keeps their ids, up to the cap or the page's end, for the page: testing
   *   the words twice cost more than keeping the ids;
   * - `many`, when it was over: the count asks only whether a match lies past the cap, by its place,
   *   and counts (capped) only when none does.
   * Otherwise the page walks on its own and stops at its end.
   */
  function buildPageStatement(uses: PageShape, way: 'few' | 'many'): PageStatement {
    const conditions: SQL[] = [shown];
    if (uses.when === 'upcoming') conditions.push(gte(events.date, valueOf('at')));
    if (uses.when === 'past') conditions.push(lt(events.date, valueOf('at')));
    if (uses.type) conditions.push(eq(events.type, valueOf('type')));
    conditions.push(...dayConditions(uses.from, uses.to));
    if (uses.following) {
      conditions.push(
        sql`${events.organizationId} IN (SELECT ${organizationFollows.organizationId} FROM ${organizationFollows} WHERE ${organizationFollows.userId} = ${valueOf('viewer')})`,
      );
    }
    if (uses.q) {
      // ILIKE's meaning: the words are stored folded, the pattern folded by the same lower()
      // (decision 042). Written plainly, so a plan made with the pattern's value folds it once
      // and sees the words (the trigram indexes for a rare one).
      const folded = sql`lower(${valueOf('pattern')}::text)`;
      conditions.push(or(sql`${titleFolded} LIKE ${folded}`, sql`${locationFolded} LIKE ${folded}`)!);
    }
    const where = and(...conditions);
    const order = uses.when === 'past' ? [desc(events.date), desc(events.id)] : [asc(events.date), asc(events.id)];
    const [limit, offset] = [written(uses.limit), written(uses.offset)];
    // The page's rows come in the walk's order: a lateral join keeps it, and sorting them again
    // cost a tenth of the statement (decision 044).
    let matches;
    let kept;
    let ids;
    if (way === 'few' && uses.q) {
      kept = db
        .$with('kept')
        .as(db.select({ id: events.id }).from(events).where(where).orderBy(...order).limit(written(Math.max(TOTAL_COUNT_CAP + 1, uses.offset + uses.limit))));
      matches = db.$with('matches').as(db.select({ total: sql<number>`count(*)::int`.as('total') }).from(kept));
      ids = db.select({ id: kept.id }).from(kept).limit(limit).offset(offset).as('ids');
    } else {
      const walk = (select: Record<string, unknown>) => db.select(select as { one: SQL }).from(events).where(where).orderBy(...order);
      const capped = walk({ one: sql`1` })
        .limit(written(TOTAL_COUNT_CAP + 1))
        .as('capped');
      const pastCap = walk({ one: sql`${written(TOTAL_COUNT_CAP + 1)}` }).limit(written(1)).offset(written(TOTAL_COUNT_CAP));
      matches = db
        .$with('matches')
        .as(
          way === 'few'
            ? db.select({ total: sql<number>`count(*)::int`.as('total') }).from(capped)
            : db.select({ total: sql<number>`coalesce((${pastCap}), (SELECT count(*)::int FROM ${capped}))`.as('total') }).from(sql`(SELECT) AS one`),
        );
      // A search walks the index alone for the page's ids and reads their rows by the primary key;
      // without one, every row walked is on the page and is read as the walk meets it.
      if (uses.q) ids = db.select({ id: events.id }).from(events).where(where).orderBy(...order).limit(limit).offset(offset).as('ids');
    }
    let statement;
    if (ids) {
      const page = db.select(eventColumns).from(events).where(eq(events.id, ids.id)).as('page');
      statement = db
        .with(...(kept ? [kept, matches] : [matches]))
        .select({ total: matches.total, ...columnsOf(page) })
        .from(matches)
        .leftJoinLateral(ids, sql`true`)
        .leftJoinLateral(page, sql`true`);
    } else {
      const page = db.select(eventColumns).from(events).where(where).orderBy(...order).limit(limit).offset(offset).as('page');
      statement = db.with(matches).select({ total: matches.total, ...columnsOf(page) }).from(matches).leftJoinLateral(page, sql`true`);
    }
    return preparedReading(db, statement, (rows) => ({
      total: (rows[0]?.[0] as number | undefined) ?? 0,
      page: rows.flatMap((row) => (row[1] === null ? [] : [readEvent(row, 1)])),
    }));
  }

  async function present(rows: EventRow[], viewer: Viewer | null, staff = false): Promise<VolunteerEvent[]> {
    const [managed, published] = await Promise.all([managedAmong(rows, viewer), organizationsOf(rows)]);
    const visible = await visibleParticipants(rows, viewer, managed);
    return rows.map((row) =>
      toApiEvent(row, {
        participants: visible.get(row.id) ?? [],
        creator: managed.get(row.id),
        organization: row.organizationId ? published.get(row.organizationId) : undefined,
        staff,
      }),
    );
  }

  /** Refused unless `userId` is an owner or organizer of the organization (membership locked until the transaction ends). */
  async function assertPublishes(tx: Db, organizationId: string, userId: string): Promise<void> {
    if (!managesEvents(await roleIn(tx, organizationId, userId, 'share'))) throw new Forbidden(organizationsTexts.managersOnly);
  }

  const rowById = preparedReading(
    db,
    db.select(eventColumns).from(events).where(eq(events.id, sql.placeholder('id'))).limit(1),
    (rows) => (rows[0] ? readEvent(rows[0], 0) : undefined),
    'event_by_id',
  );

  /** Routes check the id in their params; pages pass it as the address gave it. */
  async function findRow(id: string): Promise<EventRow> {
    if (!isEventId(id)) throw new NotFound(apiMessages.eventNotFound);
    const row = await rowById.execute({ id });
    if (!row) throw new NotFound(apiMessages.eventNotFound);
    return row;
  }

  /**
   * Takes a volunteer's place in an event back, inside the caller's transaction, which holds the
   * event row's lock: the count one lower and the place to the waitlist. False when they had none.
   */
  async function givePlaceBack(tx: Db, id: string, userId: string): Promise<boolean> {
    const removed = await tx
      .delete(participations)
      .where(and(eq(participations.eventId, id), eq(participations.userId, userId)))
      .returning({ userId: participations.userId });
    if (removed.length === 0) return false;
    await tx
      .update(events)
      .set({ volunteersJoined: sql`${events.volunteersJoined} - 1` })
      .where(eq(events.id, id));
    await options.placesFreed?.(tx, id);
    return true;
  }

  return {
    givePlaceBack,

    async list(
      query: EventListQuery,
      viewer: Viewer | null,
    ): Promise<{ events: VolunteerEvent[] } & PageCount> {
      if (query.following && !viewer) throw new SignInRequired(apiMessages.unauthorized);
      const { statement, counted } = pageStatement(query);
      const { total, page } = await statement.execute(listValues(query, viewer));
      return { events: await present(page, viewer), ...counted(total) };
    },

    /** A hidden event is there only for those who manage it and the moderators, who see why (issue 16). */
    async get(id: string, viewer: Viewer | null): Promise<VolunteerEvent> {
      const row = await findRow(id);
      let staff = false;
      if (row.hidden !== null && !(await managedAmong([row], viewer)).has(row.id)) {
        const [me] = viewer ? await db.select({ role: user.role }).from(user).where(eq(user.id, viewer.userId)) : [];
        staff = isStaffRole(me?.role);
        if (!staff) throw new NotFound(apiMessages.eventNotFound);
      }
      const [event] = await present([row], viewer, staff);
      return event!;
    },

    async create(input: CreateEventInput, owner: Viewer): Promise<VolunteerEvent> {
      const timeZone = input.timeZone ?? options.defaultTimeZone ?? DEFAULT_TIME_ZONE;
      checkStart(input.date, timeZone, now(), true);
      const { row, organization } = await db.transaction(async (tx) => {
        if (input.organizationId) await assertPublishes(tx, input.organizationId, owner.userId);
        let hidden: 'review' | null = null;
        if (options.reviewNewOrganizers) {
          const [me] = await tx.select({ trusted: user.trustedOrganizer, role: user.role }).from(user).where(eq(user.id, owner.userId));
          if (!me?.trusted && !isStaffRole(me?.role)) hidden = 'review';
        }
        const [inserted] = await tx
          .insert(events)
          .values({ ...input, imagePlaceholder: await placeholderOf(tx, input.imageUrl), date: new Date(input.date), timeZone, ownerId: owner.userId, hidden })
          .returning();
        return { row: inserted!, organization: (await organizationsOf([inserted!], tx)).get(inserted!.organizationId ?? '') };
      });
      return toApiEvent(row, { participants: [], creator: owner.email, organization });
    },

    async update(id: string, input: EditEventInput, owner: Viewer): Promise<VolunteerEvent> {
      const row = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(events).where(eq(events.id, id)).for('update');
        if (!current) throw new NotFound(apiMessages.eventNotFound);
        if (!(await mayManage(tx, current, owner.userId))) throw new Forbidden(apiMessages.forbiddenOwner);
        // Moving it out of its organization (to another, or to null: its owner's own) needs an owner
        // there, its people go with it (issue 35); moving it into one needs a managing role there.
        const organizationId = input.organizationId === undefined ? current.organizationId : input.organizationId;
        if (organizationId !== current.organizationId) {
          if (current.organizationId && (await roleIn(tx, current.organizationId, owner.userId, 'share')) !== 'owner') {
            throw new Forbidden(organizationsTexts.ownersMoveOut);
          }
          if (organizationId) await assertPublishes(tx, organizationId, owner.userId);
        }
        // An edit may keep a start from before the time rule; a new start or zone must keep it.
        const timeZone = input.timeZone ?? current.timeZone;
        if (Date.parse(input.date) !== current.date.getTime() || timeZone !== current.timeZone) checkStart(input.date, timeZone, now(), false);
        if (input.volunteersNeeded < current.volunteersJoined) {
          const message = validationMessages.volunteersBelowJoined(current.volunteersJoined);
          throw new InvalidInput(message, [{ field: 'volunteersNeeded', message }]);
        }
        const [updated] = await tx
          .update(events)
          .set({
            ...input,
            imagePlaceholder: input.imageUrl === current.imageUrl ? current.imagePlaceholder : await placeholderOf(tx, input.imageUrl),
            type: input.type ?? current.type,
            timeZone,
            date: new Date(input.date),
            images: input.images ?? null,
            highlights: input.highlights ?? null,
            faqs: input.faqs ?? null,
            organizationId,
            updatedAt: now(),
          })
          .where(eq(events.id, id))
          .returning();
        if (updated!.date.getTime() !== current.date.getTime()) await rescheduleReminders(tx, id, updated!.date, now());
        if (updated!.volunteersNeeded > current.volunteersNeeded && options.placesFreed) {
          await options.placesFreed(tx, id);
          const [afterPromotion] = await tx.select().from(events).where(eq(events.id, id));
          return afterPromotion!;
        }
        return updated!;
      });
      const [event] = await present([row], owner);
      return event!;
    },

    async remove(id: string, owner: Viewer): Promise<ActionResult> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select({ ownerId: events.ownerId, organizationId: events.organizationId }).from(events).where(eq(events.id, id)).for('update');
        if (!current) throw new NotFound(apiMessages.eventNotFound);
        if (!(await mayManage(tx, current, owner.userId))) throw new Forbidden(apiMessages.forbiddenOwner);
        await tx.delete(events).where(eq(events.id, id));
        return { success: true, message: apiMessages.deleted };
      });
    },

    /** Locks the event row, so joins of one event run one at a time and the count stays exact. */
    async join(id: string, volunteer: Viewer): Promise<ActionResult> {
      return db.transaction(async (tx) => {
        const [event] = await tx.select().from(events).where(eq(events.id, id)).for('update');
        if (!event || event.hidden !== null) throw new NotFound(apiMessages.eventNotFound);
        const [already] = await tx
          .select({ userId: participations.userId })
          .from(participations)
          .where(and(eq(participations.eventId, id), eq(participations.userId, volunteer.userId)));
        if (already) return { success: false, message: apiMessages.alreadyJoined };
        if (endOf(event) < now()) return { success: false, message: apiMessages.eventEnded };
        if (event.volunteersJoined >= event.volunteersNeeded) return { success: false, message: apiMessages.eventFull };
        await tx.insert(participations).values({ eventId: id, userId: volunteer.userId, joinedAt: now() });
        await scheduleReminder(tx, { eventId: id, userId: volunteer.userId, start: event.date, now: now() });
        await tx
          .update(events)
          .set({ volunteersJoined: sql`${events.volunteersJoined} + 1` })
          .where(eq(events.id, id));
        return { success: true, message: apiMessages.joined };
      });
    },

    async cancel(id: string, volunteer: Viewer): Promise<ActionResult> {
      return db.transaction(async (tx) => {
        const [event] = await tx
          .select({ date: events.date, durationMinutes: events.durationMinutes })
          .from(events)
          .where(eq(events.id, id))
          .for('update');
        if (!event) throw new NotFound(apiMessages.eventNotFound);
        if (endOf(event) < now()) return { success: false, message: apiMessages.cancelAfterEnd };
        if (!(await givePlaceBack(tx, id, volunteer.userId))) return { success: false, message: apiMessages.notJoined };
        return { success: true, message: apiMessages.cancelled };
      });
    },

    /** Not yet ended first, soonest first; then completed (ended), most recent first (spec section 4). */
    async joinedBy(volunteer: Viewer): Promise<VolunteerEvent[]> {
      const rows = await db
        .select({ event: eventColumns, unread: unreadAnnouncements })
        .from(participations)
        .innerJoin(events, eq(events.id, participations.eventId))
        .where(and(eq(participations.userId, volunteer.userId), shown))
        .orderBy(...upcomingThenEnded(now()));
      const published = await organizationsOf(rows.map(({ event }) => event));
      return rows.map(({ event, unread }) => ({
        ...toApiEvent(event, {
          participants: [volunteer.email],
          creator: event.ownerId === volunteer.userId ? volunteer.email : undefined,
          organization: event.organizationId ? published.get(event.organizationId) : undefined,
        }),
        unreadAnnouncements: unread,
      }));
    },

    /**
     * Every event the caller manages (their own, and their organizations' where they are owner or
     * organizer), optionally one organization's: upcoming soonest first, then ended ones most recent first.
     */
    async ownedBy(owner: Viewer, organizationId?: string): Promise<VolunteerEvent[]> {
      const rows = await db
        .select(eventColumns)
        .from(events)
        .where(and(managedBy(owner.userId), organizationId ? eq(events.organizationId, organizationId) : undefined))
        .orderBy(...upcomingThenEnded(now()));
      return present(rows, owner);
    },

    /** An organization's shown events, upcoming (soonest first) or past (most recent first), a page of them and the count. */
    async ofOrganization(organizationId: string, query: OrganizationEventsQuery, viewer: Viewer | null): Promise<{ events: VolunteerEvent[]; total: number }> {
      const at = now();
      const where = and(eq(events.organizationId, organizationId), shown, query.when === 'upcoming' ? gte(events.date, at) : lt(events.date, at));
      const order = query.when === 'past' ? [desc(events.date), desc(events.id)] : [asc(events.date), asc(events.id)];
      const [rows, [counted]] = await Promise.all([
        db.select(eventColumns).from(events).where(where).orderBy(...order).limit(query.limit).offset((query.page - 1) * query.limit),
        db.select({ total: sql<number>`count(*)::int` }).from(events).where(where),
      ]);
      return { events: await present(rows, viewer), total: counted?.total ?? 0 };
    },

    /** Who joined an event the caller manages, first to join first; the title names the CSV file. */
    async participantsOf(id: string, owner: Viewer): Promise<{ title: string; timeZone: string; participants: Participant[] }> {
      // One snapshot: the check of who manages it and the list see the same state.
      return db.transaction(async (tx) => {
        const [event] = await tx
          .select({ ownerId: events.ownerId, organizationId: events.organizationId, title: events.title, timeZone: events.timeZone })
          .from(events)
          .where(eq(events.id, id));
        if (!event) throw new NotFound(apiMessages.eventNotFound);
        if (!(await mayManage(tx, event, owner.userId))) throw new Forbidden(apiMessages.forbiddenOwner);
        const rows = await tx
          .select({ name: user.name, email: user.email, joinedAt: participations.joinedAt })
          .from(participations)
          .innerJoin(user, eq(user.id, participations.userId))
          .where(eq(participations.eventId, id))
          .orderBy(asc(participations.joinedAt), asc(user.email));
        return {
          title: event.title,
          timeZone: event.timeZone,
          participants: rows.map((row) => ({ ...row, joinedAt: row.joinedAt.toISOString() })),
        };
      });
    },
  };
}

export type EventRepository = ReturnType<typeof createEventRepository>;
