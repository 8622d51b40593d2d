// Issue 38, what a person in a shift gets (decision 064): a confirmation with the shift's .ics on
// taking a place or being put in one, a reminder per shift, the shifts in "Add to calendar" and the
// private feed, and the events they hold shifts in among their joined events.
import { and, eq, like } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { dayAt, DEFAULT_TIME_ZONE } from '@volunteering/shared/event-time';
import { formatEventDateTime, formatEventEnd } from '@volunteering/shared/event-time-format';
import { INTL_LOCALES } from '@volunteering/shared/i18n/languages';
import { jobs, outbox, participations, user } from '../src/db/schema.ts';
import { scheduleReminder } from '../src/events/event-reminders.ts';
import { as, buildTestApp, createEvent, createUser, eventInput, PUBLIC_URL, tokenFor, type TestUser } from './helpers/build.ts';

const app = await buildTestApp();
const HOUR = 3600_000;

/** An instant `days` from now in `zone`, at `hour`:`minute`. */
const at = (days: number, hour: number, minute = 0, zone = DEFAULT_TIME_ZONE) => dayAt(app.now(), zone, days, hour, minute).toISOString();
const shift = (title: string, start: string, end: string, capacity = 5, more: object = {}) => ({ title, start, end, capacity, ...more });
const shiftNamed = (event: { shifts: { id: string; title: string }[] }, title: string) => event.shifts.find((s) => s.title === title)!.id;
const joinShift = async (eventId: string, shiftId: string, who: TestUser) =>
  (await app.inject({ method: 'PATCH', url: `/api/events/${eventId}/shifts/${shiftId}/join`, headers: as(who) })).json();
const leaveShift = async (eventId: string, shiftId: string, who: TestUser) =>
  (await app.inject({ method: 'PATCH', url: `/api/events/${eventId}/shifts/${shiftId}/leave`, headers: as(who) })).json();
const mailsTo = (email: string, subject = '%') =>
  app.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), like(outbox.subject, subject)));
const speaksBangla = (who: TestUser) => app.db.update(user).set({ language: 'bn' }).where(eq(user.id, who.id));
const vevents = (body: string) => new ICAL.Component(ICAL.parse(body)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));

async function shiftEvent(organizer: TestUser, shifts: object[], body: object = {}) {
  const res = await app.inject({ method: 'POST', url: '/api/events', headers: as(organizer), payload: eventInput(app, { shifts, ...body }) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { _id: string; title: string; location: string; shifts: { id: string; title: string; start: string; end: string }[] };
}

/** A cleanup a week on in Kathmandu (GMT+5:45): Team lead 8:00-12:00, Sorting 13:00-16:30, Desk 9:00-10:00 (restricted). */
const kathmanduDay = (organizer: TestUser) =>
  shiftEvent(
    organizer,
    [
      shift('Team lead', at(7, 8, 0, 'Asia/Kathmandu'), at(7, 12, 0, 'Asia/Kathmandu')),
      shift('Sorting', at(7, 13, 0, 'Asia/Kathmandu'), at(7, 16, 30, 'Asia/Kathmandu')),
      shift('Desk', at(7, 9, 0, 'Asia/Kathmandu'), at(7, 10, 0, 'Asia/Kathmandu'), 2, { restricted: true }),
    ],
    { timeZone: 'Asia/Kathmandu', title: 'Bagmati Cleanup' },
  );

describe('taking a place in a shift', () => {
  it('mails a confirmation in the person’s language with the shift’s times on the event’s clock and the shift as an .ics file', async () => {
    const organizer = await createUser(app);
    const event = await kathmanduDay(organizer);
    const [english, bangla] = [await createUser(app, { name: 'Anika' }), await createUser(app, { name: 'Rafi' })];
    await speaksBangla(bangla);
    expect((await joinShift(event._id, shiftNamed(event, 'Sorting'), english)).success).toBe(true);
    expect((await joinShift(event._id, shiftNamed(event, 'Team lead'), bangla)).success).toBe(true);

    const [mail, ...more] = await mailsTo(english.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("You're in: Bagmati Cleanup (Sorting)");
    expect(mail!.text).toContain('Hello Anika,\n\nYou have taken a place in the shift "Sorting" of "Bagmati Cleanup".');
    const sorting = event.shifts.find((s) => s.title === 'Sorting')!;
    const starts = formatEventDateTime(sorting.start, 'Asia/Kathmandu');
    expect(starts).toMatch(/1:00 PM GMT\+5:45$/);
    expect(mail!.text).toContain(`It starts ${starts} and ends 4:30 PM GMT+5:45, at ${event.location}.`);
    expect(mail!.text).toContain(event.location);
    expect(mail!.text).toContain(`${PUBLIC_URL}/events/${event._id}`);
    const [ics] = mail!.attachments!;
    expect(ics).toMatchObject({ filename: 'Bagmati-Cleanup-Sorting.ics', contentType: expect.stringContaining('text/calendar') });
    const [entry, ...others] = vevents(ics!.content);
    expect(others).toEqual([]);
    expect(entry!.uid).toBe(`shift-${shiftNamed(event, 'Sorting')}@volunteer-hub`);
    expect(entry!.summary).toBe('Bagmati Cleanup — Sorting');
    expect(ics!.content).toMatch(/\r\nDTSTART;TZID=Asia\/Kathmandu:\d{8}T130000\r\n/);
    expect(ics!.content).toMatch(/\r\nDTEND;TZID=Asia\/Kathmandu:\d{8}T163000\r\n/);

    const [banglaMail] = await mailsTo(bangla.email);
    expect(banglaMail!.subject).toBe('আপনি যোগ দিয়েছেন: Bagmati Cleanup (Team lead)');
    expect(banglaMail!.text).toContain('প্রিয় Rafi,\n\nআপনি "Bagmati Cleanup" ইভেন্টের "Team lead" শিফটে জায়গা নিয়েছেন।');
    const lead = event.shifts.find((s) => s.title === 'Team lead')!;
    const [from, until] = [
      formatEventDateTime(lead.start, 'Asia/Kathmandu', INTL_LOCALES.bn),
      formatEventEnd(lead.start, lead.end, 'Asia/Kathmandu', INTL_LOCALES.bn),
    ];
    expect(banglaMail!.text).toContain(`শিফটটি শুরু হবে ${from}, শেষ হবে ${until}, জায়গা: ${event.location}।`);
    expect(banglaMail!.attachments).toHaveLength(1);

    // A refused join mails nothing.
    expect((await joinShift(event._id, shiftNamed(event, 'Sorting'), english)).success).toBe(false);
    expect(await mailsTo(english.email)).toHaveLength(1);
  });

  it('put in by an organizer, the person is mailed who put them in and in which shift', async () => {
    const organizer = await createUser(app, { name: 'Nusrat Jahan' });
    const event = await kathmanduDay(organizer);
    const [english, bangla] = [await createUser(app, { name: 'Mitu' }), await createUser(app, { name: 'Sami' })];
    await speaksBangla(bangla);
    for (const who of [english, bangla]) {
      const res = await app.inject({
        method: 'PUT',
        url: `/api/events/${event._id}/shifts/${shiftNamed(event, 'Desk')}/people`,
        headers: as(organizer),
        payload: { email: who.email },
      });
      expect(res.json().success, res.body).toBe(true);
    }
    const [mail] = await mailsTo(english.email);
    expect(mail!.subject).toBe("You're in: Bagmati Cleanup (Desk)");
    expect(mail!.text).toContain('Hello Mitu,\n\nNusrat Jahan, an organizer of "Bagmati Cleanup", put you in the shift "Desk". It starts ');
    expect(mail!.text).toMatch(/9:00 AM GMT\+5:45 and ends 10:00 AM GMT\+5:45/);
    expect(vevents(mail!.attachments![0]!.content).map((e) => e.summary)).toEqual(['Bagmati Cleanup — Desk']);
    const [banglaMail] = await mailsTo(bangla.email);
    expect(banglaMail!.text).toContain('"Bagmati Cleanup" ইভেন্টের একজন আয়োজক Nusrat Jahan আপনাকে "Desk" শিফটে রেখেছেন।');
  });
});

describe('shift reminders', () => {
  const remindersTo = (email: string) => mailsTo(email, 'Reminder:%');
  const banglaRemindersTo = (email: string) => mailsTo(email, 'মনে করিয়ে দিচ্ছি:%');

  it('go once per shift held, 24 hours before that shift’s start, and none for the event itself', async () => {
    const organizer = await createUser(app);
    const event = await kathmanduDay(organizer);
    const [volunteer, bangla] = [await createUser(app, { name: 'Anika' }), await createUser(app)];
    await speaksBangla(bangla);
    for (const title of ['Team lead', 'Sorting']) expect((await joinShift(event._id, shiftNamed(event, title), volunteer)).success).toBe(true);
    expect((await joinShift(event._id, shiftNamed(event, 'Team lead'), bangla)).success).toBe(true);
    // Had the event a participation of its own, its reminder would still not go: shifts remind their own people.
    await app.db.insert(participations).values({ eventId: event._id, userId: volunteer.id, joinedAt: app.now() });
    await scheduleReminder(app.db, { eventId: event._id, userId: volunteer.id, start: new Date(event.shifts[0]!.start), now: app.now() });

    const start = Date.parse(event.shifts.find((s) => s.title === 'Team lead')!.start);
    app.clock.set(new Date(start - 24 * HOUR - 60_000));
    await app.jobs.runDue();
    expect(await remindersTo(volunteer.email)).toEqual([]);
    app.clock.advance(2 * 60_000);
    await app.jobs.runDue();
    const first = await remindersTo(volunteer.email);
    expect(first.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Reminder: Bagmati Cleanup \(Team lead\), .+8:00 AM GMT\+5:45$/)]);
    expect(first[0]!.text).toContain('Hello Anika,\n\nYou are in the shift "Team lead" of "Bagmati Cleanup".');
    expect(first[0]!.text).toContain('and ends 12:00 PM GMT+5:45');
    expect((await banglaRemindersTo(bangla.email)).map((mail) => mail.subject)).toEqual([expect.stringContaining('Bagmati Cleanup (Team lead)')]);

    app.clock.advance(5 * HOUR);
    await app.jobs.runDue();
    const subjects = (await remindersTo(volunteer.email)).map((mail) => mail.subject).sort();
    expect(subjects).toEqual([expect.stringContaining('(Sorting)'), expect.stringContaining('(Team lead)')]);
    app.clock.advance(24 * HOUR);
    await app.jobs.runDue();
    expect(await remindersTo(volunteer.email)).toHaveLength(2);
  });

  it('are not sent after leaving the shift, nor for a shift an edit removed', async () => {
    const organizer = await createUser(app);
    const event = await kathmanduDay(organizer);
    const volunteer = await createUser(app);
    for (const title of ['Team lead', 'Sorting']) expect((await joinShift(event._id, shiftNamed(event, title), volunteer)).success).toBe(true);
    expect((await leaveShift(event._id, shiftNamed(event, 'Team lead'), volunteer)).success).toBe(true);
    const kept = event.shifts.filter((s) => s.title !== 'Sorting').map((s) => ({ ...s, capacity: 5 }));
    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/events/my-events/${event._id}`,
      headers: as(organizer),
      payload: eventInput(app, {
        title: event.title,
        timeZone: 'Asia/Kathmandu',
        shifts: kept.map(({ id, title, start, end, capacity }) => ({ id, title, start, end, capacity })),
      }),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    // Both would be due, neither started.
    app.clock.set(new Date(Date.parse(event.shifts.find((s) => s.title === 'Sorting')!.start) - 24 * HOUR + 60_000));
    await app.jobs.runDue();
    expect(await remindersTo(volunteer.email)).toEqual([]);
  });

  it('move with their shift when an edit moves it', async () => {
    const organizer = await createUser(app);
    const event = await kathmanduDay(organizer);
    const volunteer = await createUser(app);
    const sorting = event.shifts.find((s) => s.title === 'Sorting')!;
    expect((await joinShift(event._id, sorting.id, volunteer)).success).toBe(true);
    const moved = { id: sorting.id, title: 'Sorting', start: at(7, 14, 0, 'Asia/Kathmandu'), end: at(7, 16, 30, 'Asia/Kathmandu'), capacity: 5 };
    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/events/my-events/${event._id}`,
      headers: as(organizer),
      payload: eventInput(app, { title: event.title, timeZone: 'Asia/Kathmandu', shifts: [moved] }),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const [job] = await app.db
      .select()
      .from(jobs)
      .where(like(jobs.key, `shift-reminder:${event._id}:${sorting.id}:%`));
    expect(job!.runAt.getTime()).toBe(Date.parse(moved.start) - 24 * HOUR);
  });
});

describe('shifts in calendars', () => {
  it('"Add to calendar" gives a signed-in person one entry per shift they hold; others get the event', async () => {
    const organizer = await createUser(app);
    const event = await kathmanduDay(organizer);
    const volunteer = await createUser(app);
    for (const title of ['Sorting', 'Team lead']) expect((await joinShift(event._id, shiftNamed(event, title), volunteer)).success).toBe(true);
    const mine = await app.inject({ method: 'GET', url: `/api/events/${event._id}/calendar.ics`, headers: as(volunteer) });
    expect(mine.statusCode).toBe(200);
    const entries = vevents(mine.body);
    expect(entries.map((e) => [e.uid, e.summary])).toEqual([
      [`shift-${shiftNamed(event, 'Team lead')}@volunteer-hub`, 'Bagmati Cleanup — Team lead'],
      [`shift-${shiftNamed(event, 'Sorting')}@volunteer-hub`, 'Bagmati Cleanup — Sorting'],
    ]);
    expect(entries.map((e) => [e.startDate.toJSDate().toISOString(), e.endDate.toJSDate().toISOString()])).toEqual(
      ['Team lead', 'Sorting'].map((title) => {
        const held = event.shifts.find((s) => s.title === title)!;
        return [held.start, held.end];
      }),
    );
    for (const anyone of [{}, as(await createUser(app))]) {
      const res = await app.inject({ method: 'GET', url: `/api/events/${event._id}/calendar.ics`, headers: anyone });
      expect(vevents(res.body).map((e) => e.uid)).toEqual([`${event._id}@volunteer-hub`]);
    }
  });

  it('the private feed has one entry per shift held and the events joined as a whole, in start order', async () => {
    const organizer = await createUser(app);
    const event = await kathmanduDay(organizer);
    const whole = await createEvent(app, organizer, { title: 'Tree Planting', date: at(3, 10) });
    const volunteer = await createUser(app);
    for (const title of ['Sorting', 'Team lead']) expect((await joinShift(event._id, shiftNamed(event, title), volunteer)).success).toBe(true);
    expect((await app.inject({ method: 'PATCH', url: `/api/events/${whole._id}/join`, headers: as(volunteer) })).json().success).toBe(true);
    const created = await app.inject({ method: 'POST', url: '/api/me/calendar-feed', headers: as(volunteer) });
    const feed = await app.inject({ method: 'GET', url: (created.json().url as string).slice(PUBLIC_URL.length) });
    expect(feed.statusCode).toBe(200);
    expect(vevents(feed.body).map((e) => e.summary)).toEqual(['Tree Planting', 'Bagmati Cleanup — Team lead', 'Bagmati Cleanup — Sorting']);
    // One VTIMEZONE per zone, with only the years the entries fall in.
    expect(feed.body.match(/BEGIN:VTIMEZONE/g)).toHaveLength(2);

    expect((await leaveShift(event._id, shiftNamed(event, 'Sorting'), volunteer)).success).toBe(true);
    const after = await app.inject({ method: 'GET', url: (created.json().url as string).slice(PUBLIC_URL.length) });
    expect(vevents(after.body).map((e) => e.summary)).toEqual(['Tree Planting', 'Bagmati Cleanup — Team lead']);
  });
});

describe('joined events', () => {
  it('lists the events a person holds shifts in, once each, in the joined order, with their shifts', async () => {
    const organizer = await createUser(app);
    const volunteer = await createUser(app);
    const later = await kathmanduDay(organizer);
    const sooner = await shiftEvent(organizer, [shift('Planting', at(4, 9), at(4, 11))], { title: 'Park Planting' });
    const whole = await createEvent(app, organizer, { title: 'Library Day', date: at(5, 10) });
    for (const title of ['Team lead', 'Sorting']) expect((await joinShift(later._id, shiftNamed(later, title), volunteer)).success).toBe(true);
    expect((await joinShift(sooner._id, shiftNamed(sooner, 'Planting'), volunteer)).success).toBe(true);
    expect((await app.inject({ method: 'PATCH', url: `/api/events/${whole._id}/join`, headers: as(volunteer) })).json().success).toBe(true);
    // Someone else's shift is not theirs.
    expect((await joinShift(later._id, shiftNamed(later, 'Team lead'), await createUser(app))).success).toBe(true);

    const res = await app.inject({ method: 'GET', url: '/api/events/joined', headers: as(volunteer) });
    expect(res.statusCode).toBe(200);
    const joined = res.json() as { _id: string; title: string; myShifts: string[]; shifts: { id: string }[]; joinedUsers: string[] }[];
    expect(joined.map((e) => e.title)).toEqual(['Park Planting', 'Library Day', 'Bagmati Cleanup']);
    const bagmati = joined[2]!;
    expect(bagmati.myShifts).toEqual([shiftNamed(later, 'Team lead'), shiftNamed(later, 'Sorting')]);
    expect(bagmati.shifts.map((s) => s.id)).toEqual(later.shifts.map((s) => s.id));
    expect(bagmati.joinedUsers).toEqual([volunteer.email]);
    expect(joined[1]).toMatchObject({ myShifts: [], shifts: [] });

    // Ended, it moves to the completed part after the upcoming ones.
    app.clock.set(new Date(Date.parse(sooner.shifts[0]!.end) + HOUR));
    const fresh = { ...volunteer, token: await tokenFor(app, volunteer) };
    const after = (await app.inject({ method: 'GET', url: '/api/events/joined', headers: as(fresh) })).json() as { title: string }[];
    expect(after.map((e) => e.title)).toEqual(['Library Day', 'Bagmati Cleanup', 'Park Planting']);
  });
});
