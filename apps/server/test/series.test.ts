// Issue 40, events that repeat: a series' rules (weekly, every 2 weeks, the first Sunday), times on
// the event's clock (New York across daylight saving, Dhaka unmoved), its edits (one date, this and
// following, all), cancelling a date and ending the series (with their mails), joining every date,
// "Still on?", its .ics, refusals that change nothing, and dates topped up once by two instances.
import { afterAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { dayAt, wallTimeOf } from '@volunteering/shared/event-time';
import { seriesFieldMessages, seriesMessages } from '@volunteering/shared/texts/series';
import { apiMessages } from '@volunteering/shared/texts/api';
import { openDatabase, queryRows } from '../src/db/client.ts';
import { events, eventSeries, outbox, participations, user } from '../src/db/schema.ts';
import { as, buildTestApp, createUser, eventBody, refreshedUser, snapshot, testClock, type TestApp, type TestUser } from './helpers/build.ts';
import { createTestDatabaseUrl, testDbKind } from './helpers/database.ts';
import { fieldSaid, said } from './helpers/answers.ts';

// A fixed day, a Monday: New York's clocks go forward on Sunday 14 March 2027, within 12 weeks.
const START = new Date('2027-02-01T12:00:00Z');
const app = await buildTestApp({}, { clock: testClock(START) });
const DAY = 24 * 3600_000;
const WEEK = 7 * DAY;

type Made = { id: string; dates: { _id: string; date: string }[] };
type Rule = Record<string, unknown>;

const post = (on: TestApp, who: TestUser, url: string, payload?: object) => on.inject({ method: 'POST', url, headers: as(who), ...(payload && { payload }) });
const patch = (who: TestUser, url: string, payload?: object) => app.inject({ method: 'PATCH', url, headers: as(who), ...(payload && { payload }) });
const read = async (url: string, headers: Record<string, string> = {}) => (await app.inject({ method: 'GET', url, headers })).json();

/** A series of `rule` from an event `days` ahead at `hour` in `timeZone`. */
async function makeSeries(who: TestUser, rule: Rule, event: Record<string, unknown> = {}, on: TestApp = app, more: object = {}): Promise<Made> {
  const timeZone = (event.timeZone as string | undefined) ?? 'Asia/Dhaka';
  const body = { event: { ...eventBody(on.now(), { date: dayAt(on.now(), timeZone, 1, 10).toISOString() }), ...event }, recurrence: rule, ...more };
  const res = await post(on, who, '/api/series', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const saturdays = (count: number, more: Rule = {}) => ({ frequency: 'weekly', interval: 1, byWeekday: ['SA'], count, ...more });
const joinDate = async (eventId: string, who: TestUser) => (await patch(who, `/api/events/${eventId}/join`)).json();
const mailsTo = (email: string) => app.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(asc(outbox.createdAt));

describe('the rules of a series', () => {
  it('weekly on Saturdays: each date an event on a Saturday at the same time, said "Every Saturday" in the reader\'s language', async () => {
    const organizer = await createUser(app);
    const made = await makeSeries(organizer, saturdays(4));
    expect(made.dates).toHaveLength(4);
    const starts = made.dates.map((date) => new Date(date.date));
    for (const start of starts) expect(wallTimeOf(start, 'Asia/Dhaka')).toMatchObject({ hour: 10, minute: 0 });
    for (const start of starts) expect(new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'Asia/Dhaka' }).format(start)).toBe('Saturday');
    expect(starts.slice(1).map((start, i) => start.getTime() - starts[i]!.getTime())).toEqual([WEEK, WEEK, WEEK]);

    const page = await read(`/api/events/${made.dates[0]!._id}`);
    expect(page).toMatchObject({ _id: made.dates[0]!._id, date: made.dates[0]!.date, series: { id: made.id, summary: 'Every Saturday' }, volunteersJoined: 0 });
    expect((await read(`/api/events/${made.dates[1]!._id}`, { cookie: 'lang=bn' })).series).toEqual({ id: made.id, summary: 'প্রতি শনিবার' });
    const series = await read(`/api/series/${made.id}`);
    expect(series).toMatchObject({ id: made.id, title: 'River Bank Cleanup', summary: 'Every Saturday', recurrence: saturdays(4), endsAfter: null });
    expect(series.dates.map((date: { _id: string }) => date._id)).toEqual(made.dates.map((date) => date._id));
    // In the lists too, as any event; an event of its own says null.
    const listed = (await read('/api/events?limit=100')) as { _id: string; series: unknown }[];
    expect(listed.find((event) => event._id === made.dates[2]!._id)?.series).toEqual({ id: made.id, summary: 'Every Saturday' });
    const own = await post(app, organizer, '/api/events', eventBody(app.now()));
    expect(own.json().series).toBeNull();
  });

  it('every 2 weeks: 14 days apart', async () => {
    const made = await makeSeries(await createUser(app), saturdays(3, { interval: 2 }));
    const starts = made.dates.map((date) => Date.parse(date.date));
    expect(starts.slice(1).map((start, i) => start - starts[i]!)).toEqual([2 * WEEK, 2 * WEEK]);
    expect((await read(`/api/events/${made.dates[0]!._id}`)).series.summary).toBe('Every 2 weeks on Saturday');
  });

  it('monthly on the first Sunday: a Sunday within the first 7 days of each month', async () => {
    const made = await makeSeries(await createUser(app), { frequency: 'monthly', interval: 1, byWeekday: ['SU'], bySetPos: 1, count: 3 });
    expect(made.dates).toHaveLength(3);
    const walls = made.dates.map((date) => wallTimeOf(new Date(date.date), 'Asia/Dhaka'));
    expect(walls.map((wall) => [wall.month, wall.day, wall.hour])).toEqual([
      [2, 7, 10],
      [3, 7, 10],
      [4, 4, 10],
    ]);
    expect((await read(`/api/events/${made.dates[0]!._id}`)).series.summary).toBe('Monthly on the first Sunday');
    expect((await read(`/api/events/${made.dates[0]!._id}`, { cookie: 'lang=bn' })).series.summary).toBe('প্রতি মাসের প্রথম রবিবার');
  });

  it('keeps 9:00 AM in New York before and after the change to daylight saving time', async () => {
    const made = await makeSeries(await createUser(app), saturdays(4), {
      timeZone: 'America/New_York',
      date: dayAt(app.now(), 'America/New_York', 26, 9).toISOString(),
    });
    // 27 February to 20 March: clocks went forward on 14 March.
    expect(made.dates.map((date) => date.date)).toEqual([
      '2027-02-27T14:00:00.000Z',
      '2027-03-06T14:00:00.000Z',
      '2027-03-13T14:00:00.000Z',
      '2027-03-20T13:00:00.000Z',
    ]);
    for (const date of made.dates) expect(wallTimeOf(new Date(date.date), 'America/New_York')).toMatchObject({ hour: 9, minute: 0 });
  });

  it('never moves a Dhaka event: the same hour of UTC every week', async () => {
    const made = await makeSeries(await createUser(app), saturdays(8));
    expect(new Set(made.dates.map((date) => new Date(date.date).getUTCHours()))).toEqual(new Set([4]));
  });

  it('makes the dates of the next 12 weeks only; the rest are left for the job', async () => {
    const made = await makeSeries(await createUser(app), saturdays(20));
    expect(made.dates).toHaveLength(12);
    expect(Math.max(...made.dates.map((date) => Date.parse(date.date)))).toBeLessThanOrEqual(app.now().getTime() + 12 * WEEK);
  });
});

describe('refusals change nothing', () => {
  const rule = (more: Rule) => ({ frequency: 'weekly', interval: 1, byWeekday: ['SA'], ...more });
  it.each([
    ['53 dates', rule({ count: 53 }), fieldSaid('recurrence.count', seriesFieldMessages, 'countRange', 52)],
    ['an end more than a year ahead', rule({ until: '2028-03-01' }), fieldSaid('recurrence.until', seriesFieldMessages, 'untilTooFar')],
    ['a weekly rule without days', { frequency: 'weekly', interval: 1, count: 4 }, fieldSaid('recurrence.byWeekday', seriesFieldMessages, 'weekdayNeeded')],
    ['no end', rule({}), fieldSaid('recurrence.count', seriesFieldMessages, 'endNeeded')],
  ])('refuses %s with its message', async (_, recurrence, error) => {
    const organizer = await createUser(app);
    const before = await snapshot(app);
    const seriesCount = async () => (await queryRows<{ n: number }>(app.db, sql`SELECT count(*)::int AS n FROM event_series`))[0]!.n;
    const seriesBefore = await seriesCount();
    const res = await post(app, organizer, '/api/series', {
      event: eventBody(app.now(), { date: dayAt(app.now(), 'Asia/Dhaka', 1, 10).toISOString() }),
      recurrence,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, ...said(apiMessages, 'invalidInput'), errors: [error] });
    expect(await snapshot(app)).toBe(before);
    expect(await seriesCount()).toBe(seriesBefore);
  });
});

describe('editing a series', () => {
  /** The body of PATCH /api/events/my-events/{id} for a date as it is, with `changes`. */
  const editBody = async (eventId: string, changes: object) => {
    const event = await read(`/api/events/${eventId}`);
    const { title, description, type, imageUrl, location, date, timeZone, organizer, volunteersNeeded } = event;
    return { title, description, type, imageUrl, location, date, timeZone, organizer, volunteersNeeded, ...changes };
  };
  const titles = async (made: Made) => Promise.all(made.dates.map(async (date) => (await read(`/api/events/${date._id}`)).title));

  it('edits one date alone; editing all future dates then leaves it and the dates people joined as they are', async () => {
    const organizer = await createUser(app);
    const made = await makeSeries(organizer, saturdays(4));
    const [first, second, third, fourth] = made.dates.map((date) => date._id);
    const one = await patch(organizer, `/api/events/my-events/${second}`, await editBody(second!, { title: 'Cleanup with the school' }));
    expect(one.statusCode, one.body).toBe(200);
    const volunteer = await createUser(app);
    expect(await joinDate(third!, volunteer)).toMatchObject({ success: true });

    const res = await patch(organizer, `/api/series/${made.id}`, { title: 'Beach Cleanup', location: 'Cox’s Bazar' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, ...said(seriesMessages, 'edited', 2, 2), id: made.id, changed: [first, fourth], kept: [second, third] });
    expect(await titles(made)).toEqual(['Beach Cleanup', 'Cleanup with the school', 'River Bank Cleanup', 'Beach Cleanup']);
    expect((await read(`/api/events/${fourth}`)).location).toBe('Cox’s Bazar');
    expect((await read(`/api/series/${made.id}`)).title).toBe('Beach Cleanup');
    // Someone else may not.
    expect((await patch(await createUser(app), `/api/series/${made.id}`, { title: 'Mine' })).statusCode).toBe(403);
  });

  it('edits this date and the following: the series splits in two', async () => {
    const organizer = await createUser(app);
    const made = await makeSeries(organizer, saturdays(5));
    const ids = made.dates.map((date) => date._id);
    const res = await patch(organizer, `/api/series/${made.id}`, { fromEventId: ids[2], title: 'Evening Cleanup' });
    expect(res.statusCode, res.body).toBe(200);
    const { id: later, changed, kept } = res.json();
    expect(later).not.toBe(made.id);
    expect(changed).toEqual(ids.slice(2));
    expect(kept).toEqual([]);
    expect(await titles(made)).toEqual(['River Bank Cleanup', 'River Bank Cleanup', 'Evening Cleanup', 'Evening Cleanup', 'Evening Cleanup']);
    const before = await read(`/api/series/${made.id}`);
    const after = await read(`/api/series/${later}`);
    expect(before.dates.map((date: { _id: string }) => date._id)).toEqual(ids.slice(0, 2));
    expect(before.recurrence.count).toBe(2);
    expect(after).toMatchObject({ title: 'Evening Cleanup', summary: 'Every Saturday', recurrence: { count: 3 } });
    expect(after.dates.map((date: { _id: string }) => date._id)).toEqual(ids.slice(2));
    expect((await read(`/api/events/${ids[3]}`)).series.id).toBe(later);
    // A date of no series of its: refused.
    const other = await makeSeries(organizer, saturdays(2));
    const refused = await patch(organizer, `/api/series/${made.id}`, { fromEventId: other.dates[0]!._id, title: 'X' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([fieldSaid('fromEventId', seriesMessages, 'notADate')]);
  });
});

describe('cancelling a date, ending a series', () => {
  it("cancels one date through the event's own cancel: its people are mailed, the series lists it cancelled, its .ics leaves it out (EXDATE)", async () => {
    const organizer = await createUser(app);
    const made = await makeSeries(organizer, saturdays(4));
    const volunteer = await createUser(app);
    const cancelledId = made.dates[1]!._id;
    expect(await joinDate(cancelledId, volunteer)).toMatchObject({ success: true });
    const res = await post(app, organizer, `/api/events/my-events/${cancelledId}/cancel`, { message: 'Cyclone warning.' });
    expect(res.json()).toEqual({ success: true, ...said(apiMessages, 'eventCancelledTold', 1) });
    expect((await mailsTo(volunteer.email)).map((mail) => mail.subject)).toContain('Cancelled: River Bank Cleanup');
    expect((await read(`/api/series/${made.id}`)).dates[1]).toEqual({ _id: cancelledId, date: made.dates[1]!.date, status: 'cancelled' });

    const ics = await app.inject({ method: 'GET', url: `/api/series/${made.id}/calendar.ics`, headers: as(organizer) });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    const vevent = new ICAL.Component(ICAL.parse(ics.body)).getFirstSubcomponent('vevent')!;
    const rrule = vevent.getFirstPropertyValue('rrule') as ICAL.Recur;
    expect(rrule.freq).toBe('WEEKLY');
    expect(rrule.parts.BYDAY).toEqual(['SA']);
    expect(rrule.count).toBe(4);
    const exdates = vevent.getAllProperties('exdate').flatMap((property) => property.getValues() as ICAL.Time[]);
    expect(exdates.map((time) => time.toJSDate().toISOString())).toEqual([made.dates[1]!.date]);
    // The calendar's own expansion gives the dates left.
    const event = new ICAL.Event(vevent);
    const expand = event.iterator();
    const expanded: string[] = [];
    for (let next = expand.next(); next; next = expand.next()) {
      if (!exdates.some((time) => time.compare(next!) === 0)) expanded.push(next.toJSDate().toISOString());
    }
    expect(expanded).toEqual([made.dates[0]!.date, made.dates[2]!.date, made.dates[3]!.date]);
    // For those who manage it only.
    expect((await app.inject({ method: 'GET', url: `/api/series/${made.id}/calendar.ics` })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: `/api/series/${made.id}/calendar.ics`, headers: as(volunteer) })).statusCode).toBe(403);
  });

  it('ends a series after a date: the later dates are cancelled and their people mailed', async () => {
    const organizer = await createUser(app);
    const made = await makeSeries(organizer, saturdays(5));
    const ids = made.dates.map((date) => date._id);
    const volunteer = await createUser(app);
    for (const id of ids.slice(2, 4)) expect(await joinDate(id, volunteer)).toMatchObject({ success: true });
    const res = await post(app, organizer, `/api/series/${made.id}/end`, { afterEventId: ids[1] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, ...said(seriesMessages, 'ended', 3), cancelled: ids.slice(2) });
    const statuses = await Promise.all(ids.map(async (id) => (await read(`/api/events/${id}`)).status));
    expect(statuses).toEqual(['scheduled', 'scheduled', 'cancelled', 'cancelled', 'cancelled']);
    expect((await mailsTo(volunteer.email)).filter((mail) => mail.subject === 'Cancelled: River Bank Cleanup')).toHaveLength(2);
    expect((await read(`/api/series/${made.id}`)).endsAfter).toBe(made.dates[1]!.date);
  });
});

describe('joining the series', () => {
  it('puts the volunteer on every coming date with places, tells them of a full one, and lets them leave', async () => {
    const organizer = await createUser(app);
    const made = await makeSeries(organizer, saturdays(4), { volunteersNeeded: 1 });
    const ids = made.dates.map((date) => date._id);
    const first = await createUser(app);
    expect(await joinDate(ids[1]!, first)).toMatchObject({ success: true });
    const volunteer = await createUser(app);
    const res = await patch(volunteer, `/api/series/${made.id}/join`);
    expect(res.json()).toEqual({ success: true, ...said(seriesMessages, 'joined', 3, 1), joined: [ids[0], ids[2], ids[3]] });
    const full = (await mailsTo(volunteer.email)).filter((mail) => mail.subject === 'A date of your series is full: River Bank Cleanup');
    expect(full).toHaveLength(1);
    expect(full[0]!.text).toContain(`/events/${ids[1]}`);
    expect((await patch(volunteer, `/api/series/${made.id}/join`)).json()).toMatchObject({ success: false, ...said(seriesMessages, 'alreadyMember') });
    // Leave one date: the ordinary cancel of a participation.
    expect((await patch(volunteer, `/api/events/cancel/${ids[3]}`)).json()).toMatchObject({ success: true });
    const left = await patch(volunteer, `/api/series/${made.id}/leave`);
    expect(left.json()).toEqual({ success: true, ...said(seriesMessages, 'left', 2), joined: [] });
    const rows = await app.db.select().from(participations).where(eq(participations.userId, volunteer.id));
    expect(rows).toEqual([]);
    expect((await patch(volunteer, `/api/series/${made.id}/leave`)).json()).toMatchObject({ success: false, ...said(seriesMessages, 'notMember') });
  });

  it('refuses the series join for dates with shifts: each date is joined a shift at a time', async () => {
    const organizer = await createUser(app);
    const start = dayAt(app.now(), 'Asia/Dhaka', 1, 9);
    const shift = { title: 'Pickers', start: start.toISOString(), end: new Date(start.getTime() + 3 * 3600_000).toISOString(), capacity: 3 };
    const made = await makeSeries(organizer, saturdays(2), { date: start.toISOString(), shifts: [shift] });
    const dates = await Promise.all(made.dates.map((date) => read(`/api/events/${date._id}`)));
    for (const date of dates) {
      expect(date.shifts).toHaveLength(1);
      expect(wallTimeOf(new Date(date.shifts[0].start), 'Asia/Dhaka')).toMatchObject({ hour: 9, minute: 0 });
      expect(Date.parse(date.shifts[0].end) - Date.parse(date.shifts[0].start)).toBe(3 * 3600_000);
    }
    expect((await patch(await createUser(app), `/api/series/${made.id}/join`)).json()).toEqual({
      success: false,
      ...said(seriesMessages, 'hasShifts'),
      joined: [],
    });
  });
});

describe('Upcoming with each series once', () => {
  it('lists a series by its next date that is not cancelled, from the first day asked; each date without it, and the anonymous cache keeps both', async () => {
    const cached = await buildTestApp({ PUBLIC_CACHE_TTL_MS: '60000' }, { clock: testClock(START) });
    const organizer = await createUser(cached);
    const title = `Harbour Walk ${Date.now().toString(36)}`;
    const made = await makeSeries(organizer, saturdays(4), { title }, cached);
    const single = (await post(cached, organizer, '/api/events', eventBody(cached.now(), { title: `${title} alone` }))).json();
    await post(cached, organizer, `/api/events/my-events/${made.dates[0]!._id}/cancel`, {});
    const list = async (more = '') => {
      const res = await cached.inject({ method: 'GET', url: `/api/events?q=${encodeURIComponent(title)}&limit=100${more}` });
      return { ids: (res.json() as { _id: string }[]).map((event) => event._id), total: res.headers['x-total-count'], cache: res.headers['x-cache'] };
    };
    const each = await list();
    expect(each.ids).toHaveLength(5);
    const once = await list('&seriesOnce=true');
    expect(once.ids.sort()).toEqual([made.dates[1]!._id, single._id].sort());
    expect(once.total).toBe('2');
    // Kept apart by the cache: asked again, each answer is its own.
    expect(await list()).toMatchObject({ ids: each.ids, cache: 'hit' });
    expect(await list('&seriesOnce=true')).toMatchObject({ total: '2', cache: 'hit' });
    // From the third date's day on, the third date stands for the series.
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date(made.dates[2]!.date));
    expect((await list(`&seriesOnce=true&from=${day}&to=2099-12-31`)).ids).toEqual([made.dates[2]!._id]);
    expect((await list(`&seriesOnce=false&from=${day}&to=2099-12-31`)).ids).toEqual([made.dates[2]!._id, made.dates[3]!._id]);
    await cached.close();
  });
});

describe('"Still on?"', () => {
  it('shows "Not yet confirmed" until the organizer clicks the link of the mail sent days before the date', async () => {
    const organizer = await createUser(app);
    // Asked 7 days before: the first date's ask is due now, the second's next week.
    const made = await makeSeries(organizer, saturdays(2), {}, app, { confirmDaysBefore: 7 });
    const id = made.dates[0]!._id;
    expect(await read(`/api/events/${id}`)).toMatchObject({ notYetConfirmed: true });
    await app.jobs.runDue();
    const [mail] = (await mailsTo(organizer.email)).filter((m) => m.subject.startsWith('Still on? River Bank Cleanup'));
    expect(mail).toBeDefined();
    // The link opens the date's own page, in the organizer's language, with the token the page asks about.
    const link = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
    expect(link.pathname).toBe(`/events/${id}`);
    expect(link.searchParams.get('lang')).toBe('en');
    const token = link.searchParams.get('stillOn')!;
    expect(await read(`/api/series/still-on/${token}`)).toEqual({ _id: id, title: 'River Bank Cleanup', date: made.dates[0]!.date, confirmed: false });
    const stored = await app.db.select({ hash: events.confirmTokenHash }).from(events).where(eq(events.id, id));
    expect(stored[0]!.hash).not.toContain(token);
    const confirmed = await app.inject({ method: 'POST', url: `/api/series/still-on/${token}` });
    expect(confirmed.json()).toEqual({ success: true, ...said(seriesMessages, 'confirmed') });
    expect((await read(`/api/events/${id}`)).notYetConfirmed).toBeUndefined();
    expect((await read(`/api/events/${made.dates[1]!._id}`)).notYetConfirmed).toBe(true);
    expect((await mailsTo(organizer.email)).filter((m) => m.subject.startsWith('Still on?'))).toHaveLength(1);
    expect((await app.inject({ method: 'POST', url: '/api/series/still-on/nonsense' })).statusCode).toBe(404);
  });
});

describe('"Still on?" changed on a series already made', () => {
  const stillOnMails = async (email: string, title: string) => (await mailsTo(email)).filter((m) => m.subject.startsWith(`Still on? ${title}`));
  const waiting = async (made: Made) => Promise.all(made.dates.map(async (date) => (await read(`/api/events/${date._id}`)).notYetConfirmed ?? false));

  it('is turned on, moved to another number of days and turned off by an edit of the series; 0 and 8 days are refused and change nothing', async () => {
    const organizer = await createUser(app);
    const made = await makeSeries(organizer, saturdays(3), { title: 'Library Circle' });
    expect((await read(`/api/series/${made.id}`)).confirmDaysBefore).toBeNull();
    expect(await waiting(made)).toEqual([false, false, false]);

    // On, 7 days before: every coming date waits, and the first date's ask (within 7 days) goes at once.
    const on = await patch(organizer, `/api/series/${made.id}`, { confirmDaysBefore: 7 });
    expect(on.statusCode, on.body).toBe(200);
    expect((await read(`/api/series/${made.id}`)).confirmDaysBefore).toBe(7);
    expect(await waiting(made)).toEqual([true, true, true]);
    await app.jobs.runDue();
    expect(await stillOnMails(organizer.email, 'Library Circle')).toHaveLength(1);

    for (const bad of [0, 8, 2.5, 'two']) {
      const before = await snapshot(app);
      const refused = await patch(organizer, `/api/series/${made.id}`, { confirmDaysBefore: bad, title: 'Not saved' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        success: false,
        ...said(apiMessages, 'invalidInput'),
        errors: [fieldSaid('confirmDaysBefore', seriesFieldMessages, 'confirmDays', 7)],
      });
      expect(await snapshot(app)).toBe(before);
      expect(await read(`/api/series/${made.id}`)).toMatchObject({ title: 'Library Circle', confirmDaysBefore: 7 });
    }

    // 2 days: the second date is no longer asked a week before, but 2 days before.
    expect((await patch(organizer, `/api/series/${made.id}`, { confirmDaysBefore: 2 })).statusCode).toBe(200);
    expect((await read(`/api/series/${made.id}`)).confirmDaysBefore).toBe(2);
    const second = Date.parse(made.dates[1]!.date);
    app.clock.advance(second - 6 * DAY - app.now().getTime());
    await app.jobs.runDue();
    expect(await stillOnMails(organizer.email, 'Library Circle')).toHaveLength(1);
    app.clock.advance(second - 2 * DAY + 60_000 - app.now().getTime());
    await app.jobs.runDue();
    const mails = await stillOnMails(organizer.email, 'Library Circle');
    expect(mails).toHaveLength(2);
    const token = new URL(mails[1]!.text.match(/https?:\/\/\S+/)![0]).searchParams.get('stillOn')!;
    expect((await read(`/api/series/still-on/${token}`))._id).toBe(made.dates[1]!._id);

    // Off: no coming date waits, and the link mailed for the second is no longer good.
    // A new token: the clock moved past the first one's life.
    const off = await patch(await refreshedUser(app, organizer), `/api/series/${made.id}`, { confirmDaysBefore: null });
    expect(off.statusCode, off.body).toBe(200);
    expect((await read(`/api/series/${made.id}`)).confirmDaysBefore).toBeNull();
    expect((await waiting(made)).slice(1)).toEqual([false, false]);
    expect((await app.inject({ method: 'POST', url: `/api/series/still-on/${token}` })).statusCode).toBe(404);
    app.clock.advance(WEEK);
    await app.jobs.runDue();
    expect(await stillOnMails(organizer.email, 'Library Circle')).toHaveLength(2);
  });

  it('changed from a date on: the split keeps the old setting on its earlier part, the later part and its new dates take the new one', async () => {
    const organizer = await createUser(app);
    const made = await makeSeries(organizer, saturdays(14), {}, app, { confirmDaysBefore: 2 });
    expect(made.dates).toHaveLength(12);
    const ids = made.dates.map((date) => date._id);
    const res = await patch(organizer, `/api/series/${made.id}`, { fromEventId: ids[2], confirmDaysBefore: null });
    expect(res.statusCode, res.body).toBe(200);
    const later = res.json().id as string;
    expect(later).not.toBe(made.id);
    expect((await read(`/api/series/${made.id}`)).confirmDaysBefore).toBe(2);
    expect((await read(`/api/series/${later}`)).confirmDaysBefore).toBeNull();
    expect(await waiting(made)).toEqual([true, true, ...Array(10).fill(false)]);
    // The dates the job makes later are the later part's: not asked.
    app.clock.advance(2 * WEEK);
    await app.jobs.runDue();
    await app.jobs.runDue();
    const dates = await app.db.select().from(events).where(eq(events.seriesId, later)).orderBy(asc(events.date));
    expect(dates).toHaveLength(12);
    expect(dates.map((date) => date.awaitsConfirmation)).toEqual(Array(12).fill(false));
  });
});

describe('dates topped up as time goes on', () => {
  it("makes each new date once, putting the series' members on it while it has places and telling the others it is full", async () => {
    const organizer = await createUser(app);
    const made = await makeSeries(organizer, saturdays(16), { volunteersNeeded: 1 });
    expect(made.dates).toHaveLength(12);
    const [early, late] = [await createUser(app), await createUser(app)];
    // Told in their own language.
    await app.db.update(user).set({ language: 'bn' }).where(eq(user.id, late.id));
    const ended = await makeSeries(organizer, saturdays(16));
    expect((await post(app, organizer, `/api/series/${ended.id}/end`, { afterEventId: ended.dates[2]!._id })).json()).toMatchObject({ success: true });
    expect((await patch(early, `/api/series/${made.id}/join`)).json().joined).toHaveLength(12);
    // First to join first: a minute later.
    app.clock.advance(60_000);
    expect((await patch(late, `/api/series/${made.id}/join`)).json()).toMatchObject({ success: true, joined: [] });
    app.clock.advance(2 * WEEK);
    await app.jobs.runDue();
    await app.jobs.runDue();
    const dates = await app.db.select().from(events).where(eq(events.seriesId, made.id)).orderBy(asc(events.date));
    expect(dates).toHaveLength(14);
    const fresh = dates.slice(12);
    for (const date of fresh) expect(date.volunteersJoined).toBe(1);
    const earlyOn = await app.db.select().from(participations).where(eq(participations.userId, early.id));
    expect(earlyOn.map((row) => row.eventId)).toEqual(expect.arrayContaining(fresh.map((date) => date.id)));
    const told = (await mailsTo(late.email)).filter((mail) => mail.subject === 'আপনার সিরিজের একটা তারিখে জায়গা নেই: River Bank Cleanup');
    expect(told).toHaveLength(14);
    expect(told[0]!.text).toContain('"River Bank Cleanup"-এর সব তারিখে যোগ দিয়েছিলেন');
    // An ended series makes no more.
    expect(await app.db.select().from(events).where(eq(events.seriesId, ended.id))).toHaveLength(12);
    const [series] = await app.db.select().from(eventSeries).where(eq(eventSeries.id, made.id));
    expect(series!.madeThrough!.getTime()).toBe(dates.at(-1)!.date.getTime());
  });
});

describe('hours of a series (issue 39)', () => {
  it("carries the template's creditScheduledHours to every date, those made at once and those the job makes later", async () => {
    const organizer = await createUser(app);
    const made = await makeSeries(organizer, saturdays(14), { creditScheduledHours: true });
    const plain = await makeSeries(organizer, saturdays(1));
    expect(made.dates).toHaveLength(12);
    for (const date of made.dates) expect((await read(`/api/events/${date._id}`)).creditScheduledHours).toBe(true);
    expect((await read(`/api/events/${plain.dates[0]!._id}`)).creditScheduledHours).toBe(false);
    app.clock.advance(2 * WEEK);
    await app.jobs.runDue();
    await app.jobs.runDue();
    const dates = await app.db.select().from(events).where(eq(events.seriesId, made.id)).orderBy(asc(events.date));
    expect(dates).toHaveLength(14);
    expect(dates.map((date) => date.creditScheduledHours)).toEqual(Array(14).fill(true));
  });

  it('an edit of the series changes the setting on its future dates, and on the dates made after', async () => {
    const organizer = await createUser(app);
    const made = await makeSeries(organizer, saturdays(14));
    const edited = await patch(organizer, `/api/series/${made.id}`, { creditScheduledHours: true });
    expect(edited.json(), edited.body).toMatchObject({ success: true, changed: made.dates.map((date) => date._id), kept: [] });
    app.clock.advance(2 * WEEK);
    await app.jobs.runDue();
    await app.jobs.runDue();
    const dates = await app.db.select().from(events).where(eq(events.seriesId, made.id)).orderBy(asc(events.date));
    expect(dates.map((date) => date.creditScheduledHours)).toEqual(Array(14).fill(true));
  });
});

/** Two instances of the app on one PostgreSQL database with one clock, as behind a load balancer; none on PGlite. */
async function twoInstances() {
  const { databaseUrl, drop } = await createTestDatabaseUrl();
  afterAll(drop);
  const clock = testClock(START);
  const open = () => openDatabase({ databaseUrl, dataDir: 'memory://' });
  const one = await buildTestApp({}, { database: await open(), clock });
  const two = await buildTestApp({}, { database: await open(), clock });
  return { one, two, clock };
}
const pair = testDbKind() === 'postgres' ? await twoInstances() : null;

describe.skipIf(!pair)('two instances on one PostgreSQL', () => {
  it('top up each date exactly once when both run the due jobs at once', async () => {
    const { one, two, clock } = pair!;
    const organizer = await createUser(one);
    const made = await makeSeries(organizer, saturdays(30), {}, one);
    expect(made.dates).toHaveLength(12);
    clock.advance(5 * WEEK);
    for (let round = 0; round < 3; round++) await Promise.all([one.jobs.runDue(), two.jobs.runDue(), one.jobs.runDue(), two.jobs.runDue()]);
    const dates = await one.db.select({ start: events.seriesStart }).from(events).where(eq(events.seriesId, made.id));
    expect(dates).toHaveLength(17);
    expect(new Set(dates.map((date) => date.start!.getTime())).size).toBe(17);
    const jobs = await queryRows<{ attempts: number }>(one.db, sql`SELECT attempts FROM jobs WHERE kind = 'series-dates' AND done_at IS NOT NULL`);
    expect(jobs.every((job) => job.attempts === 0)).toBe(true);
  });
});
