import { EVENT_TYPES } from '@volunteering/shared/constants';
import { isoInZone } from '@volunteering/shared/event-time';
import { describe, expect, it } from 'vitest';
import { apiMessages } from '@volunteering/shared/texts/api';
import { attendanceTexts } from '@volunteering/shared/texts/attendance';
import { impactTexts } from '@volunteering/shared/texts/impact';
import type { Impact } from '@volunteering/shared/impact-schemas';
import { as, buildTestApp, refreshedUser, createUser, snapshot, type TestUser } from './helpers/build.ts';
import { fieldSaid, refusal, said } from './helpers/answers.ts';

const app = await buildTestApp();

const refreshed = (u: TestUser) => refreshedUser(app, u);

function refreshedAll<T extends TestUser[]>(...users: T): Promise<{ [K in keyof T]: TestUser }> {
  return Promise.all(users.map(refreshed)) as Promise<{ [K in keyof T]: TestUser }>;
}

async function createAt(owner: TestUser, date: Date, overrides: Record<string, unknown> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/events',
    headers: as(owner),
    payload: {
      title: 'River Bank Cleanup',
      description: 'Pick up plastic along the river bank. Gloves and bags provided.',
      type: 'Cleanup',
      imageUrl: 'https://images.example.com/river.jpg',
      location: 'Buriganga River, Dhaka',
      date: date.toISOString(),
      organizer: 'Clean Rivers Dhaka',
      volunteersNeeded: 25,
      ...overrides,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { _id: string; title: string; date: string; endDate: string };
}

async function join(eventId: string, volunteer: TestUser) {
  const res = await app.inject({ method: 'PATCH', url: `/api/events/${eventId}/join`, headers: as(volunteer) });
  expect(res.json(), res.body).toMatchObject({ success: true });
}

const markAttendance = (eventId: string, who: TestUser, payload: unknown) =>
  app.inject({ method: 'PATCH', url: `/api/events/${eventId}/attendance`, headers: as(who), payload: payload as object });

const getImpact = async (who: TestUser): Promise<Impact> => {
  const res = await app.inject({ method: 'GET', url: '/api/me/impact', headers: as(who) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** RFC 4180 rows back from text: quoted cells, doubled quotes, CRLF line ends, the byte-order mark. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

describe('attendance of an ended event', () => {
  it('the organizer sees participants present by default; others get 403, unknown ids 404, no token 401', async () => {
    app.clock.set(new Date('2026-05-01T08:00:00Z'));
    const organizer = await createUser(app, { name: 'Org Anne' });
    const volunteer = await createUser(app, { name: 'Vol Bea' });
    const event = await createAt(organizer, new Date('2026-05-02T09:00:00Z'), { durationMinutes: 120 });
    await join(event._id, volunteer);

    const read = await app.inject({ method: 'GET', url: `/api/events/${event._id}/attendance`, headers: as(organizer) });
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    expect(read.json()).toEqual({
      endDate: '2026-05-02T11:00:00.000Z',
      ended: false,
      participants: [{ name: 'Vol Bea', email: volunteer.email, attended: true }],
    });

    const byVolunteer = await app.inject({ method: 'GET', url: `/api/events/${event._id}/attendance`, headers: as(volunteer) });
    expect(byVolunteer.statusCode).toBe(403);
    expect(byVolunteer.json().message).toBe(apiMessages.forbiddenOwner);
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/events/00000000-0000-4000-8000-000000000000/attendance',
      headers: as(organizer),
    });
    expect(unknown.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/events/not-an-id/attendance', headers: as(organizer) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/events/${event._id}/attendance` })).statusCode).toBe(401);
  });

  it('refuses marks before the end (409), by anyone but the organizer (403), for non-participants and bad bodies (400), changing nothing', async () => {
    app.clock.set(new Date('2026-05-10T08:00:00Z'));
    let organizer = await createUser(app);
    let present = await createUser(app, { name: 'Present Pia' });
    let absent = await createUser(app, { name: 'Absent Abe' });
    let outsider = await createUser(app);
    const event = await createAt(organizer, new Date('2026-05-10T10:00:00Z'), { durationMinutes: 90 });
    await join(event._id, present);
    await join(event._id, absent);
    const noShow = { attendance: [{ email: absent.email, attended: false }] };

    // Started but not ended: 10:00 to 11:30, and at 11:30 itself it is only just ending.
    app.clock.set(new Date('2026-05-10T11:30:00Z'));
    [organizer, present, absent, outsider] = await refreshedAll(organizer, present, absent, outsider);
    const before = await snapshot(app);
    const early = await markAttendance(event._id, organizer, noShow);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual(refusal(attendanceTexts, 'notEnded'));
    expect(await snapshot(app)).toBe(before);

    app.clock.set(new Date('2026-05-10T11:30:01Z'));
    [organizer, present, absent, outsider] = await refreshedAll(organizer, present, absent, outsider);
    const byParticipant = await markAttendance(event._id, present, noShow);
    expect(byParticipant.statusCode).toBe(403);
    expect((await markAttendance(event._id, outsider, noShow)).statusCode).toBe(403);

    const notJoined = await markAttendance(event._id, organizer, {
      attendance: [
        { email: absent.email, attended: false },
        { email: outsider.email, attended: false },
      ],
    });
    expect(notJoined.statusCode).toBe(400);
    expect(notJoined.json().errors).toEqual([fieldSaid('attendance.1.email', attendanceTexts, 'notParticipant', outsider.email)]);

    const badBodies: unknown[] = [
      {},
      { attendance: [] },
      { attendance: [{ email: absent.email, attended: 'no' }] },
      { attendance: [{ email: 'not-an-email', attended: false }] },
      { attendance: [{ email: absent.email }] },
      {
        attendance: [
          { email: absent.email, attended: false },
          { email: absent.email.toUpperCase(), attended: true },
        ],
      },
      [{ email: absent.email, attended: false }],
    ];
    for (const body of badBodies) {
      const res = await markAttendance(event._id, organizer, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(apiMessages.invalidInput);
    }
    const missing = await markAttendance('00000000-0000-4000-8000-000000000000', organizer, noShow);
    expect(missing.statusCode).toBe(404);
    expect(await snapshot(app)).toBe(before);
  });

  it('the organizer marks a no-show after the end, and can mark them present again; e-mails match in any case', async () => {
    app.clock.set(new Date('2026-06-01T08:00:00Z'));
    let organizer = await createUser(app);
    let present = await createUser(app, { name: 'Present Pia' });
    let absent = await createUser(app, { name: 'Absent Abe' });
    const event = await createAt(organizer, new Date('2026-06-02T09:00:00Z'), { durationMinutes: 60 });
    await join(event._id, present);
    await join(event._id, absent);
    app.clock.set(new Date('2026-06-02T10:00:01Z'));
    [organizer, present, absent] = await refreshedAll(organizer, present, absent);

    const marked = await markAttendance(event._id, organizer, { attendance: [{ email: absent.email.toUpperCase(), attended: false }] });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toEqual({
      success: true,
      ...said(attendanceTexts, 'updated'),
      participants: [
        { name: 'Absent Abe', email: absent.email, attended: false },
        { name: 'Present Pia', email: present.email, attended: true },
      ],
    });
    const sheet = (await app.inject({ method: 'GET', url: `/api/events/${event._id}/attendance`, headers: as(organizer) })).json();
    expect(sheet.ended).toBe(true);
    expect(sheet.participants.map((p: { attended: boolean }) => p.attended)).toEqual([false, true]);
    expect((await getImpact(absent)).totalHours).toBe(0);
    expect((await getImpact(present)).totalHours).toBe(1);

    const back = await markAttendance(event._id, organizer, { attendance: [{ email: absent.email, attended: true }] });
    expect(back.json().participants.map((p: { email: string; attended: boolean }) => [p.email, p.attended])).toEqual([
      [absent.email, true],
      [present.email, true],
    ]);
    expect((await getImpact(absent)).totalHours).toBe(1);
  });
});

describe('a volunteer’s impact', () => {
  it('totals, by type, by month (last 12, oldest first) and the event list count only attended, ended events', async () => {
    app.clock.set(new Date('2026-01-10T06:00:00Z'));
    let organizer = await createUser(app);
    let volunteer = await createUser(app);
    let other = await createUser(app);
    const jan = await createAt(organizer, new Date('2026-01-20T09:00:00Z'), { title: 'January Cleanup', durationMinutes: 120 });
    const feb = await createAt(organizer, new Date('2026-02-15T14:00:00Z'), {
      title: 'February Reading Circle',
      type: 'Education',
      location: 'Central Library, Dhaka',
      durationMinutes: 90,
    });
    const mar = await createAt(organizer, new Date('2026-03-05T10:00:00Z'), { title: 'March Food Drive', type: 'Donation' });
    const noShow = await createAt(organizer, new Date('2026-03-10T10:00:00Z'), { title: 'Missed Cleanup', durationMinutes: 60 });
    const ongoing = await createAt(organizer, new Date('2026-03-31T23:00:00Z'), {
      title: 'Night Walk',
      type: 'Social Work',
      durationMinutes: 180,
      timeZone: 'UTC',
    });
    const future = await createAt(organizer, new Date('2026-04-20T10:00:00Z'), { title: 'April Planting', type: 'Plantation', durationMinutes: 240 });
    for (const event of [jan, feb, mar, noShow, ongoing, future]) await join(event._id, volunteer);
    await join(jan._id, other);

    app.clock.set(new Date('2026-04-01T00:30:00Z'));
    [organizer, volunteer, other] = await refreshedAll(organizer, volunteer, other);
    expect((await markAttendance(noShow._id, organizer, { attendance: [{ email: volunteer.email, attended: false }] })).statusCode).toBe(200);

    const impact = await getImpact(volunteer);
    expect(impact.totalHours).toBe(3.5);
    expect(impact.eventsCompleted).toBe(3);
    expect(impact.byType).toEqual([
      { type: 'Cleanup', hours: 2, events: 1 },
      { type: 'Plantation', hours: 0, events: 0 },
      { type: 'Donation', hours: 0, events: 1 },
      { type: 'Education', hours: 1.5, events: 1 },
      { type: 'Social Work', hours: 0, events: 0 },
    ]);
    expect(impact.byMonth.map((m) => m.month)).toEqual([
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
    ]);
    expect(impact.byMonth.filter((m) => m.events > 0)).toEqual([
      { month: '2026-01', hours: 2, events: 1 },
      { month: '2026-02', hours: 1.5, events: 1 },
      { month: '2026-03', hours: 0, events: 1 },
    ]);
    expect(impact.events).toEqual([
      {
        _id: mar._id,
        title: 'March Food Drive',
        type: 'Donation',
        date: mar.date,
        timeZone: 'Asia/Dhaka',
        endDate: mar.date,
        hours: 0,
        location: 'Buriganga River, Dhaka',
      },
      {
        _id: feb._id,
        title: 'February Reading Circle',
        type: 'Education',
        date: feb.date,
        timeZone: 'Asia/Dhaka',
        endDate: feb.endDate,
        hours: 1.5,
        location: 'Central Library, Dhaka',
      },
      {
        _id: jan._id,
        title: 'January Cleanup',
        type: 'Cleanup',
        date: jan.date,
        timeZone: 'Asia/Dhaka',
        endDate: jan.endDate,
        hours: 2,
        location: 'Buriganga River, Dhaka',
      },
    ]);

    // The night walk ends at 02:00: not counted at that instant, counted just after, in March, the month it started.
    app.clock.set(new Date('2026-04-01T02:00:00Z'));
    volunteer = await refreshed(volunteer);
    expect((await getImpact(volunteer)).totalHours).toBe(3.5);
    app.clock.set(new Date('2026-04-01T02:00:01Z'));
    volunteer = await refreshed(volunteer);
    const later = await getImpact(volunteer);
    expect(later.totalHours).toBe(6.5);
    expect(later.byMonth.at(-2)).toEqual({ month: '2026-03', hours: 3, events: 2 });
    expect(later.byType.find((t) => t.type === 'Social Work')).toEqual({ type: 'Social Work', hours: 3, events: 1 });

    // Another volunteer sees only their own record, whatever they put in the query.
    other = await refreshed(other);
    const theirs = await app.inject({ method: 'GET', url: `/api/me/impact?userId=${volunteer.id}&email=${volunteer.email}`, headers: as(other) });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().totalHours).toBe(2);
    expect(theirs.json().events.map((e: { _id: string }) => e._id)).toEqual([jan._id]);
    expect(theirs.body).not.toContain(feb._id);
  });

  it('counts each event in the month of its own zone’s calendar, not of UTC', async () => {
    app.clock.set(new Date('2026-03-20T00:00:00Z'));
    let organizer = await createUser(app);
    let volunteer = await createUser(app);
    // 11:30 PM on March 31 in New York is April 1 in UTC; 8:00 AM on May 1 in Tokyo is April 30 in UTC.
    const newYork = await createAt(organizer, new Date('2026-04-01T03:30:00Z'), {
      title: 'Late March Walk',
      timeZone: 'America/New_York',
      durationMinutes: 60,
    });
    const tokyo = await createAt(organizer, new Date('2026-04-30T23:00:00Z'), { title: 'May Day Cleanup', timeZone: 'Asia/Tokyo', durationMinutes: 120 });
    await join(newYork._id, volunteer);
    await join(tokyo._id, volunteer);

    app.clock.set(new Date('2026-05-15T00:00:00Z'));
    [organizer, volunteer] = await refreshedAll(organizer, volunteer);
    const impact = await getImpact(volunteer);
    expect(impact.totalHours).toBe(3);
    expect(impact.byMonth.filter((m) => m.events > 0)).toEqual([
      { month: '2026-03', hours: 1, events: 1 },
      { month: '2026-05', hours: 2, events: 1 },
    ]);
    expect(impact.byMonth.find((m) => m.month === '2026-04')).toEqual({ month: '2026-04', hours: 0, events: 0 });
    expect(impact.events.map((e) => [e.title, e.timeZone])).toEqual([
      ['May Day Cleanup', 'Asia/Tokyo'],
      ['Late March Walk', 'America/New_York'],
    ]);
  });

  it("shows an ended event's month even while UTC is still in the month before", async () => {
    app.clock.set(new Date('2026-08-20T00:00:00Z'));
    let organizer = await createUser(app);
    let volunteer = await createUser(app);
    // 8:00 to 8:30 AM on September 1 in Tokyo ends at 23:30 on August 31 in UTC.
    const early = await createAt(organizer, new Date('2026-08-31T23:00:00Z'), { title: 'September Dawn Walk', timeZone: 'Asia/Tokyo', durationMinutes: 30 });
    await join(early._id, volunteer);
    app.clock.set(new Date('2026-08-31T23:45:00Z'));
    [organizer, volunteer] = await refreshedAll(organizer, volunteer);
    const impact = await getImpact(volunteer);
    expect(impact.totalHours).toBe(0.5);
    expect(impact.byMonth).toHaveLength(12);
    expect(impact.byMonth.at(-1)).toEqual({ month: '2026-09', hours: 0.5, events: 1 });
    expect(impact.byMonth[0]!.month).toBe('2025-10');
  });

  it('a volunteer with nothing yet gets zeros and 12 empty months; no token is 401', async () => {
    app.clock.set(new Date('2026-12-31T23:59:00Z'));
    const newcomer = await createUser(app);
    const impact = await getImpact(newcomer);
    expect(impact).toMatchObject({ totalHours: 0, eventsCompleted: 0, events: [] });
    expect(impact.byMonth).toHaveLength(12);
    expect(impact.byMonth[0]!.month).toBe('2026-01');
    expect(impact.byMonth[11]!.month).toBe('2026-12');
    expect(impact.byMonth.every((m) => m.hours === 0 && m.events === 0)).toBe(true);
    expect(impact.byType).toEqual(EVENT_TYPES.map((type) => ({ type, hours: 0, events: 0 })));
    expect((await app.inject({ method: 'GET', url: '/api/me/impact' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/me/impact?format=pdf', headers: as(newcomer) })).statusCode).toBe(400);
  });

  it('the CSV lists the attended events with a header row, safe from formula injection, as an attachment', async () => {
    app.clock.set(new Date('2026-07-01T08:00:00Z'));
    let organizer = await createUser(app);
    let volunteer = await createUser(app);
    const formula = await createAt(organizer, new Date('2026-07-02T09:00:00Z'), {
      title: '=HYPERLINK("http://evil.example","click")',
      location: '+880 Road, "Block C", Dhaka',
      durationMinutes: 45,
    });
    const plain = await createAt(organizer, new Date('2026-07-03T09:00:00Z'), { title: 'Tree Planting', type: 'Plantation', durationMinutes: 150 });
    await join(formula._id, volunteer);
    await join(plain._id, volunteer);
    app.clock.set(new Date('2026-07-04T00:00:00Z'));
    [organizer, volunteer] = await refreshedAll(organizer, volunteer);

    const res = await app.inject({ method: 'GET', url: '/api/me/impact?format=csv', headers: as(volunteer) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="volunteer-hours-2026-07-04.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(parseCsv(res.body)).toEqual([
      [...impactTexts.csvHeader],
      ['Tree Planting', 'Plantation', isoInZone(new Date(plain.date), 'Asia/Dhaka'), '2.5', 'Buriganga River, Dhaka'],
      [`'=HYPERLINK("http://evil.example","click")`, 'Cleanup', isoInZone(new Date(formula.date), 'Asia/Dhaka'), '0.75', `'+880 Road, "Block C", Dhaka`],
    ]);

    const empty = await createUser(app);
    const none = await app.inject({ method: 'GET', url: '/api/me/impact?format=csv', headers: as(empty) });
    expect(parseCsv(none.body)).toEqual([[...impactTexts.csvHeader]]);
  });
});

describe('documentation', () => {
  it('lists attendance and impact in the OpenAPI document, with the attendance body', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(spec.paths['/api/events/{id}/attendance']).toHaveProperty('get');
    expect(spec.paths['/api/events/{id}/attendance'].patch.summary).toContain('{attendance:[{email, attended}]}');
    expect(spec.paths['/api/me/impact']).toHaveProperty('get');
  });
});
