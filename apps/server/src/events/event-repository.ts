// The events' repository: the reads of an event and of its lists, and the commands, as the routes,
// pages and jobs use them. The rules, the list query, the event as a reader sees it and the
// commands each live in their own file beside this one.
import { messageOf } from '@volunteering/shared/i18n/messages';
import { and, asc, desc, eq, gte, lt, sql, type Placeholder } from 'drizzle-orm';
import type { EventListQuery, VolunteerEvent } from '@volunteering/shared/event-schemas';
import type { OrganizationEventsQuery } from '@volunteering/shared/organization-schemas';
import { apiMessages } from '@volunteering/shared/texts/api';
import type { Participant } from '@volunteering/shared/participant-schemas';
import { isEventId } from '@volunteering/shared/event-id';
import { isStaffRole } from '@volunteering/shared/roles';
import { DEFAULT_TIME_ZONE } from '@volunteering/shared/event-time';
import { DEFAULT_LANGUAGE, type Language } from '@volunteering/shared/i18n/languages';
import type { Db } from '../db/client.ts';
import { preparedReading } from '../db/read-rows.ts';
import { announcements, events, participations, shiftParticipations, user } from '../db/schema.ts';
import { managedBy, mayManage } from '../access/organization-rights.ts';
import { Forbidden, NotFound, SignInRequired } from '../domain-errors.ts';
import type { Viewer } from '../auth/access-token.ts';
import { createEventCommands, type RepositoryOptions } from './event-commands.ts';
import { eventDefaultsOf } from './event-defaults.ts';
import { createEventList, type PageCount } from './event-list.ts';
import { shown, upcomingThenEnded } from './event-rules.ts';
import { createEventView, eventColumns, readEvent, toApiEvent, type EventRow } from './event-view.ts';
import { createPublicEvents } from './public-events.ts';
import { hasShifts, shiftParticipantsOf, withShifts } from './shifts.ts';

/**
 * Per joined row, in the same query: the announcements of its event the volunteer has not read,
 * since they last read them as one who joined it as a whole (their participation) or through its
 * shifts (the latest of their shifts' marks); all of them when never read. The (event_id, created_at)
 * index answers each count.
 */
const unreadAnnouncements = (userId: Placeholder) => sql<number>`(
  SELECT count(*)::int FROM ${announcements}
  WHERE ${announcements.eventId} = ${events.id}
    AND ${announcements.createdAt} > coalesce(
      ${participations.announcementsReadAt},
      (SELECT max(${shiftParticipations.announcementsReadAt}) FROM ${shiftParticipations}
        WHERE ${shiftParticipations.eventId} = ${events.id} AND ${shiftParticipations.userId} = ${userId}),
      '-infinity'::timestamptz)
)`;

export function createEventRepository(db: Db, now: () => Date, options: RepositoryOptions & { publicCacheTtlMs?: number } = {}) {
  const view = createEventView(db);
  const pages = createEventList(db, now);
  const { managedAmong, organizationsOf, present, seriesOf, shiftsSeen, publicViewOf, viewerViewOf } = view;

  const rowById = preparedReading(
    db,
    db
      .select(eventColumns)
      .from(events)
      .where(eq(events.id, sql.placeholder('id')))
      .limit(1),
    (rows) => (rows[0] ? readEvent(rows[0], 0) : undefined),
    { name: 'event_by_id' },
  );

  // A person's two lists, each statement built once (decision 039's rule, decision 088).
  const me = sql.placeholder('userId');
  const at = sql`${sql.placeholder('at')}::timestamptz`;
  const afterEvent = Object.keys(eventColumns).length;
  const joinedRows = preparedReading(
    db,
    db
      .select({ event: eventColumns, unread: unreadAnnouncements(me) })
      .from(events)
      .leftJoin(participations, and(eq(participations.eventId, events.id), eq(participations.userId, me)))
      .where(
        and(
          sql`${events.id} IN (
            SELECT ${participations.eventId} FROM ${participations} WHERE ${participations.userId} = ${me}
            UNION SELECT ${shiftParticipations.eventId} FROM ${shiftParticipations} WHERE ${shiftParticipations.userId} = ${me})`,
          shown,
        ),
      )
      .orderBy(...upcomingThenEnded(at)),
    (rows) => rows.map((r) => ({ event: readEvent(r, 0), unread: r[afterEvent] as number })),
    { name: 'events_joined' },
  );
  const managedRows = (ofOneOrganization: boolean, name: string) =>
    preparedReading(
      db,
      db
        .select(eventColumns)
        .from(events)
        .where(and(managedBy(me), ofOneOrganization ? eq(events.organizationId, sql.placeholder('organizationId')) : undefined))
        .orderBy(...upcomingThenEnded(at)),
      (rows) => rows.map((r) => readEvent(r, 0)),
      { name },
    );
  const managedByMe = managedRows(false, 'events_managed');
  const managedInOrganization = managedRows(true, 'events_managed_in_organization');

  /** Routes check the id in their params; pages pass it as the address gave it. */
  async function findRow(id: string): Promise<EventRow> {
    if (!isEventId(id)) throw new NotFound(messageOf(apiMessages, 'eventNotFound'));
    const row = await rowById.execute({ id });
    if (!row) throw new NotFound(messageOf(apiMessages, 'eventNotFound'));
    return row;
  }

  // The anonymous answer is the public parts with nobody's own: toApiEvent, as for every reader.
  const publicEvents = createPublicEvents(async (id, language) => {
    const row = await findRow(id);
    const seen = await publicViewOf(row, language as Language);
    return { row, view: seen, event: toApiEvent(row, { participants: [], ...seen }) };
  }, options.publicCacheTtlMs ?? 0);

  return {
    ...createEventCommands(db, now, options, view),

    /** Forgets the public events after a write that may change them (the public cache's rule, `eventsChangedBy`). */
    forgetPublic: publicEvents.forget,

    /** What the organizer's next event starts with in the create form (decision 054). */
    defaultsFor: (userId: string) => eventDefaultsOf(db, userId, options.defaultTimeZone ?? DEFAULT_TIME_ZONE),

    async list(query: EventListQuery, viewer: Viewer | null, language?: Language): Promise<{ events: VolunteerEvent[] } & PageCount> {
      if (query.following && !viewer) throw new SignInRequired(messageOf(apiMessages, 'unauthorized'));
      const { rows, ...count } = await pages.page(query, viewer);
      return { events: await present(rows, viewer, false, language), ...count };
    },

    /**
     * One event: the public event (kept, decision 080) and, for a signed-in viewer, their own part
     * read now. A hidden event is there only for those who manage it and the moderators, who see why (issue 16).
     */
    async get(id: string, viewer: Viewer | null, language: Language = DEFAULT_LANGUAGE): Promise<VolunteerEvent> {
      const { row, view: seen, event } = await publicEvents.of(id, language);
      const managed = await managedAmong([row], viewer);
      let staff = false;
      if (row.hidden !== null && !managed.has(row.id)) {
        const [me] = viewer ? await db.select({ role: user.role }).from(user).where(eq(user.id, viewer.userId)) : [];
        staff = isStaffRole(me?.role);
        // A takedown says what it is; a suspension or a review stays a plain 404 (issue 37).
        if (!staff) throw new NotFound(messageOf(apiMessages, row.hidden === 'moderator' ? 'eventTakenDown' : 'eventNotFound'));
      }
      if (!viewer) return event;
      return toApiEvent(row, { ...seen, ...(await viewerViewOf(row, viewer, managed)), staff });
    },

    /**
     * The events the caller joined as a whole or holds shifts in, each once: not yet ended first,
     * soonest first; then completed (ended), most recent first (spec section 4).
     */
    async joinedBy(volunteer: Viewer, language?: Language): Promise<VolunteerEvent[]> {
      const rows = await joinedRows.execute({ userId: volunteer.userId, at: now().toISOString() });
      const ids = withShifts(rows.map(({ event }) => event));
      const [published, seen, series] = await Promise.all([
        organizationsOf(rows.map(({ event }) => event)),
        shiftsSeen.of(ids, volunteer.userId),
        seriesOf(
          rows.map(({ event }) => event),
          language ?? 'en',
        ),
      ]);
      return rows.map(({ event, unread }) => ({
        ...toApiEvent(event, {
          participants: [volunteer.email],
          creator: event.ownerId === volunteer.userId ? volunteer.email : undefined,
          organization: event.organizationId ? published.get(event.organizationId) : undefined,
          shifts: seen.get(event.id)?.shifts,
          myShifts: seen.get(event.id)?.mine ?? [],
          myShiftWaits: seen.get(event.id)?.waits ?? [],
          series: event.seriesId ? series.get(event.seriesId) : undefined,
        }),
        unreadAnnouncements: unread,
      }));
    },

    /**
     * Every event the caller manages (their own, and their organizations' where they are owner or
     * organizer), optionally one organization's: upcoming soonest first, then ended ones most recent first.
     */
    async ownedBy(owner: Viewer, organizationId?: string, language?: Language): Promise<VolunteerEvent[]> {
      const values = { userId: owner.userId, at: now().toISOString(), organizationId };
      const rows = await (organizationId ? managedInOrganization : managedByMe).execute(values);
      return present(rows, owner, false, language);
    },

    /** An organization's shown events, upcoming (soonest first) or past (most recent first), a page of them and the count. */
    async ofOrganization(
      organizationId: string,
      query: OrganizationEventsQuery,
      viewer: Viewer | null,
      language?: Language,
    ): Promise<{ events: VolunteerEvent[]; total: number }> {
      const at = now();
      const where = and(eq(events.organizationId, organizationId), shown, query.when === 'upcoming' ? gte(events.date, at) : lt(events.date, at));
      const order = query.when === 'past' ? [desc(events.date), desc(events.id)] : [asc(events.date), asc(events.id)];
      const [rows, [counted]] = await Promise.all([
        db
          .select(eventColumns)
          .from(events)
          .where(where)
          .orderBy(...order)
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(events)
          .where(where),
      ]);
      return { events: await present(rows, viewer, false, language), total: counted?.total ?? 0 };
    },

    /**
     * Who joined an event the caller manages, first to join first; for an event with shifts, the
     * people in them with their shifts (`withShifts`). The title names the CSV file.
     */
    async participantsOf(id: string, owner: Viewer): Promise<{ title: string; timeZone: string; withShifts: boolean; participants: Participant[] }> {
      // One snapshot: the check of who manages it and the list see the same state.
      return db.transaction(async (tx) => {
        const [event] = await tx
          .select({
            ownerId: events.ownerId,
            organizationId: events.organizationId,
            title: events.title,
            timeZone: events.timeZone,
            shiftCount: events.shiftCount,
          })
          .from(events)
          .where(eq(events.id, id));
        if (!event) throw new NotFound(messageOf(apiMessages, 'eventNotFound'));
        if (!(await mayManage(tx, event, owner.userId))) throw new Forbidden(messageOf(apiMessages, 'forbiddenOwner'));
        const about = { title: event.title, timeZone: event.timeZone, withShifts: hasShifts(event) };
        if (about.withShifts) return { ...about, participants: await shiftParticipantsOf(tx, id) };
        const rows = await tx
          .select({ name: user.name, email: user.email, joinedAt: participations.joinedAt })
          .from(participations)
          .innerJoin(user, eq(user.id, participations.userId))
          .where(eq(participations.eventId, id))
          .orderBy(asc(participations.joinedAt), asc(user.email));
        return { ...about, participants: rows.map((row) => ({ ...row, joinedAt: row.joinedAt.toISOString() })) };
      });
    },
  };
}

export type EventRepository = ReturnType<typeof createEventRepository>;
