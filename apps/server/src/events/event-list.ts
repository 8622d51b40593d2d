// The list query: a page of events for the filters asked, and its count as X-Total-Count says it.
import { and, asc, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { EventListQuery } from '@volunteering/shared/event-schemas';
import { NEAR_RADIUS_KM } from '@volunteering/shared/geo-schemas';
import type { Db } from '../db/client.ts';
import { likePattern } from '../db/like-pattern.ts';
import { preparedReading } from '../db/read-rows.ts';
import { events, organizationFollows } from '../db/schema.ts';
import type { Viewer } from '../auth/access-token.ts';
import { shown } from './event-rules.ts';
import { boxAround, boxWithin, distanceKmSql } from '../geo/distance.ts';
import { columnsOf, eventColumns, locationFolded, readEvent, titleFolded, type EventRow } from './event-view.ts';

/**
 * X-Total-Count is exact up to this many matches (125 pages of 8); past it, counting every match
 * of a broad search over a million events would cost far more than the page, so counting stops.
 */
export const TOTAL_COUNT_CAP = 1000;

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
  /** Near me (issue 42): the point, the radius in km, and the box of degrees around them. */
  lat: number;
  lng: number;
  radiusKm: number;
  latMin: number;
  latMax: number;
  lngMin: number;
  lngMax: number;
  /** A box inside the circle (every pin in it is within the radius): counted without measuring. */
  innerLatMin: number;
  innerLatMax: number;
  innerLngMin: number;
  innerLngMax: number;
  /** The ring that holds the page (decision 071), and its box. */
  ringKm: number;
  ringLatMin: number;
  ringLatMax: number;
  ringLngMin: number;
  ringLngMax: number;
};
const valueOf = (name: keyof ListValues) => sql.placeholder(name);
/** A whole number written into a statement (Drizzle sends a number as a value). */
const written = (n: number) => sql.raw(String(Math.trunc(n))) as unknown as number;
/** What a page's statement is built for: the filters used (not their values) and the page. */
type PageShape = {
  when: EventListQuery['when'];
  type: boolean;
  q: boolean;
  following: boolean;
  from: boolean;
  to: boolean;
  seriesOnce: boolean;
  near: boolean;
  limit: number;
  offset: number;
};
/** Pages' statements kept built (decision 039). */
const PAGE_STATEMENTS_KEPT = 100;
/** Searches whose last count is remembered, to take the way it chose (decisions 045, 087). */
const SEARCHES_REMEMBERED = 1000;
type PageStatement = ReturnType<typeof preparedReading<{ total: number; page: (EventRow & { distanceKm?: number })[] }>>;
type NearCount = ReturnType<typeof preparedReading<{ total: number; ringKm: number | null }>>;
/** A page's count as X-Total-Count says it: exact up to the cap, then the cap and "capped". */
export type PageCount = { total: number; totalCapped: boolean };

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

/**
 * Each series once (issue 40): an event of no series, or a date of one that is not cancelled and
 * has no earlier such date still to come (from the first day asked) in the list; the series'
 * (series_id, series_start) index finds its dates.
 */
function firstOfItsSeries(from: boolean): SQL {
  const fromDay = from
    ? sql`AND earlier.date >= ${valueOf('fromStart')} AND (earlier.date AT TIME ZONE earlier.time_zone)::date >= ${valueOf('fromDay')}::date`
    : sql``;
  return sql`(${events.seriesId} IS NULL OR (${events.cancelledAt} IS NULL AND NOT EXISTS (
    SELECT 1 FROM ${events} AS earlier WHERE earlier.series_id = ${events.seriesId} AND earlier.hidden IS NULL AND earlier.cancelled_at IS NULL
      AND earlier.date >= ${valueOf('at')} ${fromDay} AND (earlier.date, earlier.id) < (${events.date}, ${events.id}))))`;
}

/** The bounds of `dayConditions` for these days. */
function dayValues(from: string | undefined, to: string | undefined): Partial<ListValues> {
  return {
    ...(from ? { fromStart: new Date(utcMidnight(from) - ZONE_SPREAD_MS.ahead), fromDay: from } : {}),
    ...(to ? { toEnd: new Date(utcMidnight(to) + DAY_MS + ZONE_SPREAD_MS.behind), toDay: to } : {}),
  };
}

/** The near-me values: the point, the radius (25 km when not asked) and its box. */
function nearValues(query: EventListQuery): Partial<ListValues> {
  if (!query.near) return {};
  const { lat, lng } = query.near;
  const radiusKm = query.radiusKm ?? NEAR_RADIUS_KM.default;
  const inner = boxWithin(lat, lng, radiusKm);
  return {
    lat,
    lng,
    radiusKm,
    ...boxAround(lat, lng, radiusKm),
    innerLatMin: inner.latMin,
    innerLatMax: inner.latMax,
    innerLngMin: inner.lngMin,
    innerLngMax: inner.lngMax,
  };
}

/** The values of a page's statement for these filters. */
function valuesOf(query: EventListQuery, viewer: Viewer | null, at: Date): Partial<ListValues> {
  return {
    at,
    ...(query.type !== 'All' ? { type: query.type } : {}),
    ...(query.q ? { pattern: likePattern(query.q) } : {}),
    ...(query.following && viewer ? { viewer: viewer.userId } : {}),
    ...dayValues(query.from, query.to),
    ...nearValues(query),
  };
}

type BoxName = 'full' | 'inner' | 'ring';
const BOX_VALUES = {
  full: ['lngMin', 'latMin', 'lngMax', 'latMax'],
  inner: ['innerLngMin', 'innerLatMin', 'innerLngMax', 'innerLatMax'],
  ring: ['ringLngMin', 'ringLatMin', 'ringLngMax', 'ringLatMax'],
} as const satisfies Record<BoxName, (keyof ListValues)[]>;
const degrees = (name: 'lat' | 'lng' | (typeof BOX_VALUES)[BoxName][number]) => sql`${valueOf(name)}::float8`;
/** How far the event's pin lies from the point asked about, in km. */
const distanceKm = distanceKmSql(degrees('lat'), degrees('lng'), events.lat, events.lng);

/** Pages of events: the statement for each shape of filters, built once and kept. */
export function createEventList(db: Db, now: () => Date) {
  /**
   * The statement of a page of events for the filters `query` uses and its page, built once and
   * asked with the filters' values: building it costs more than the engine's answer (decision 039).
   * The page's size and place and the count's cap are written into it, not sent as values: with them
   * unknown, PostgreSQL's kept plan assumes a tenth of the table, costs more than a new plan, and is
   * never used. The last PAGE_STATEMENTS_KEPT shapes are kept; a list or a search takes the way its
   * own last count chose (decisions 045, 087): `counted` tells it the count the page brought and
   * gives that count as X-Total-Count says it.
   */
  const pageStatements = new LRUCache<string, { few?: PageStatement; many?: PageStatement; near?: ReturnType<typeof buildNearStatements> }>({
    max: PAGE_STATEMENTS_KEPT,
  });
  // Which way each search took last, by its shape and its words (decision 087): a common word's
  // count past the cap says nothing of the next word's.
  const overCap = new LRUCache<string, boolean>({ max: SEARCHES_REMEMBERED });
  function pageStatement(query: EventListQuery): {
    statement: PageStatement;
    near: ReturnType<typeof buildNearStatements> | undefined;
    counted: (total: number) => PageCount;
  } {
    const uses: PageShape = {
      when: query.when,
      type: query.type !== 'All',
      q: Boolean(query.q),
      following: Boolean(query.following),
      from: Boolean(query.from),
      to: Boolean(query.to),
      seriesOnce: Boolean(query.seriesOnce) && query.when === 'upcoming',
      near: Boolean(query.near),
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    };
    const key = Object.entries(uses)
      .map(([name, value]) => (value === true ? name : value === false ? '' : value))
      .join('_');
    let shape = pageStatements.get(key);
    if (!shape) pageStatements.set(key, (shape = {}));
    const asked = query.q ? `${key}\n${query.q}` : key;
    const near = uses.near ? (shape.near ??= buildNearStatements(uses)) : undefined;
    const statement = near
      ? near.page
      : overCap.get(asked)
        ? (shape.many ??= buildPageStatement(uses, 'many'))
        : (shape.few ??= buildPageStatement(uses, 'few'));
    return {
      statement,
      near,
      counted: (total) => {
        const over = total > TOTAL_COUNT_CAP;
        overCap.set(asked, over);
        return { total: Math.min(total, TOTAL_COUNT_CAP), totalCapped: over };
      },
    };
  }

  /** The filters of a page as conditions: every list's but the near-me distance (the box of the radius, or of the ring, is here). */
  function whereOf(uses: PageShape, box: BoxName = 'full'): SQL {
    const conditions: SQL[] = [shown];
    if (uses.when === 'upcoming') conditions.push(gte(events.date, valueOf('at')));
    if (uses.when === 'past') conditions.push(lt(events.date, valueOf('at')));
    if (uses.type) conditions.push(eq(events.type, valueOf('type')));
    conditions.push(...dayConditions(uses.from, uses.to));
    if (uses.seriesOnce) conditions.push(firstOfItsSeries(uses.from));
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
    if (uses.near) {
      // The box on events_place_idx, written as it is indexed: point(lng, lat).
      const [lngMin, latMin, lngMax, latMax] = BOX_VALUES[box];
      conditions.push(
        sql`${events.lat} IS NOT NULL`,
        sql`point(${events.lng}, ${events.lat}) <@ box(point(${degrees(lngMin)}, ${degrees(latMin)}), point(${degrees(lngMax)}, ${degrees(latMax)}))`,
      );
    }
    return and(...conditions)!;
  }

  /**
   * Near me (issue 42, decision 071), two statements. The first: the count within the radius as
   * every list's is capped (the pins in a box inside the circle counted from events_place_idx alone
   * first; only when they are fewer than the cap, each pin of the radius's box measured), and the
   * ring that holds the page: the farthest of the page's number of pins nearest the point on the
   * index's own plane (KNN-GiST, `<->`), measured on the Earth. There are that many within it, so
   * the page's events are all within it. The second: the page, nearest first, then soonest, from
   * that ring's box, ids from the index alone, then their rows.
   */
  function buildNearStatements(uses: PageShape): { count: NearCount; page: PageStatement } {
    const capped = (box: BoxName, measured: boolean) =>
      sql`(SELECT count(*)::int FROM (SELECT 1 FROM ${events} WHERE ${and(whereOf(uses, box), measured ? sql`${distanceKm} <= ${valueOf('radiusKm')}::float8` : undefined)} LIMIT ${written(TOTAL_COUNT_CAP + 1)}) AS capped)`;
    const nearest = sql`(SELECT max(${distanceKm}) FROM (SELECT ${events.lat}, ${events.lng} FROM ${events} WHERE ${whereOf(uses)}
      ORDER BY point(${events.lng}, ${events.lat}) <-> point(${degrees('lng')}, ${degrees('lat')}) LIMIT ${written(uses.offset + uses.limit)}) AS ${events})`;
    const count = preparedReading(
      db,
      db
        .select({
          total: sql<number>`CASE WHEN ${capped('inner', false)} > ${written(TOTAL_COUNT_CAP)} THEN ${written(TOTAL_COUNT_CAP + 1)} ELSE ${capped('full', true)} END`,
          ringKm: sql<number | null>`${nearest}`,
        })
        .from(sql`(SELECT) AS one`),
      (rows) => ({ total: Number(rows[0]?.[0] ?? 0), ringKm: rows[0]?.[1] === null || rows[0]?.[1] === undefined ? null : Number(rows[0][1]) }),
    );
    const later = uses.when === 'past' ? desc(events.date) : asc(events.date);
    const ids = db
      .select({ nearId: sql<string>`${events.id}`.as('near_id'), distance: sql<number>`${distanceKm}`.as('distance') })
      .from(events)
      .where(and(whereOf(uses, 'ring'), sql`${distanceKm} <= ${valueOf('ringKm')}::float8`))
      .orderBy(sql`"distance"`, later, asc(events.id))
      .limit(written(uses.limit))
      .offset(written(uses.offset))
      .as('ids');
    const statement = db
      .select({ ...eventColumns, distance: ids.distance })
      .from(ids)
      .innerJoin(events, eq(events.id, ids.nearId))
      .orderBy(asc(ids.distance), later, asc(events.id));
    const distanceAt = Object.keys(eventColumns).length;
    const page = preparedReading(db, statement, (rows) => ({
      total: 0,
      page: rows.map((row) => ({ ...readEvent(row, 0), distanceKm: Number(row[distanceAt]) })),
    }));
    return { count, page };
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
    const where = whereOf(uses);
    const order = uses.when === 'past' ? [desc(events.date), desc(events.id)] : [asc(events.date), asc(events.id)];
    const [limit, offset] = [written(uses.limit), written(uses.offset)];
    // The page's rows come in the walk's order: a lateral join keeps it, and sorting them again
    // cost a tenth of the statement (decision 044).
    let matches;
    let kept;
    let ids;
    if (way === 'few' && uses.q) {
      kept = db.$with('kept').as(
        db
          .select({ id: events.id })
          .from(events)
          .where(where)
          .orderBy(...order)
          .limit(written(Math.max(TOTAL_COUNT_CAP + 1, uses.offset + uses.limit))),
      );
      matches = db.$with('matches').as(db.select({ total: sql<number>`count(*)::int`.as('total') }).from(kept));
      ids = db.select({ id: kept.id }).from(kept).limit(limit).offset(offset).as('ids');
    } else {
      const walk = (select: Record<string, unknown>) =>
        db
          .select(select as { one: SQL })
          .from(events)
          .where(where)
          .orderBy(...order);
      const capped = walk({ one: sql`1` })
        .limit(written(TOTAL_COUNT_CAP + 1))
        .as('capped');
      const pastCap = walk({ one: sql`${written(TOTAL_COUNT_CAP + 1)}` })
        .limit(written(1))
        .offset(written(TOTAL_COUNT_CAP));
      matches = db
        .$with('matches')
        .as(
          way === 'few'
            ? db.select({ total: sql<number>`count(*)::int`.as('total') }).from(capped)
            : db.select({ total: sql<number>`coalesce((${pastCap}), (SELECT count(*)::int FROM ${capped}))`.as('total') }).from(sql`(SELECT) AS one`),
        );
      // A search walks the index alone for the page's ids and reads their rows by the primary key;
      // without one, every row walked is on the page and is read as the walk meets it.
      if (uses.q)
        ids = db
          .select({ id: events.id })
          .from(events)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset)
          .as('ids');
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
      const page = db
        .select(eventColumns)
        .from(events)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset)
        .as('page');
      statement = db
        .with(matches)
        .select({ total: matches.total, ...columnsOf(page) })
        .from(matches)
        .leftJoinLateral(page, sql`true`);
    }
    // A search is planned for its words (decision 085): the trigram indexes for a rare one, the
    // walk in date order for a common one.
    return preparedReading(
      db,
      statement,
      (rows) => ({
        total: (rows[0]?.[0] as number | undefined) ?? 0,
        page: rows.flatMap((row) => (row[1] === null ? [] : [readEvent(row, 1)])),
      }),
      { plannedEachTime: uses.q },
    );
  }

  return {
    /** The page of rows for `query` and the count as X-Total-Count says it. */
    async page(query: EventListQuery, viewer: Viewer | null): Promise<{ rows: (EventRow & { distanceKm?: number })[] } & PageCount> {
      const { statement, near, counted } = pageStatement(query);
      const values = valuesOf(query, viewer, now());
      if (!near) {
        const { total, page } = await statement.execute(values);
        return { rows: page, ...counted(total) };
      }
      const { total, ringKm: farthest } = await near.count.execute(values);
      if (total === 0 || farthest === null) return { rows: [], ...counted(total) };
      const ringKm = Math.min(farthest, values.radiusKm!);
      const ring = boxAround(values.lat!, values.lng!, ringKm);
      const { page } = await statement.execute({
        ...values,
        ringKm,
        ringLatMin: ring.latMin,
        ringLatMax: ring.latMax,
        ringLngMin: ring.lngMin,
        ringLngMax: ring.lngMax,
      });
      return { rows: page, ...counted(total) };
    },
  };
}
