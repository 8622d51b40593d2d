// Issue 18, an organization's impact: figures over its ended events against hand-computed ones (two
// time zones across a month boundary, no-shows, an event with no duration, events that do not
// count), members only, the per-volunteer list for owners and organizers only, CSV and PDF.
import { describe, expect, it } from 'vitest';
import { dayAt, DEFAULT_TIME_ZONE } from '@volunteering/shared/event-time';
import { groupImpactTexts } from '@volunteering/shared/texts/group-impact';
import { events, organizationMembers, participations } from '../src/db/schema.ts';
import { as, buildTestApp, createUser, type TestUser } from './helpers/build.ts';

const app = await buildTestApp();

const [owner, organizer, member, stranger, v1, v2, v3, v4] = await Promise.all(
  ['Owner', 'Organizer', 'Member', 'Stranger', 'Asha Volunteer', 'Bilal Volunteer', 'Chaity Volunteer', 'Dipu Volunteer'].map((name) =>
    createUser(app, { name }),
  ),
);
const created = await app.inject({ method: 'POST', url: '/api/orgs', headers: as(owner!), payload: { name: 'Green Club', slug: 'green-club-impact' } });
const org = created.json() as { id: string; slug: string };
await app.db.insert(organizationMembers).values([
  { organizationId: org.id, userId: organizer!.id, role: 'organizer' },
  { organizationId: org.id, userId: member!.id, role: 'member' },
]);

/** An event of the organization (or another's, or a person's), straight into the table: past starts are not accepted by the API. */
async function event(
  values: { type: string; date: Date; timeZone: string; minutes: number | null; organizationId?: string | null; hidden?: 'moderator' },
  people: [TestUser, boolean][],
) {
  const [row] = await app.db
    .insert(events)
    .values({
      title: `${values.type} ${values.date.toISOString()}`,
      description: 'A test event.',
      type: values.type,
      imageUrl: 'https://images.example.com/x.jpg',
      location: 'Dhaka',
      date: values.date,
      timeZone: values.timeZone,
      organizer: 'Green Club',
      volunteersNeeded: 10,
      volunteersJoined: people.length,
      durationMinutes: values.minutes,
      ownerId: owner!.id,
      organizationId: values.organizationId === undefined ? org.id : values.organizationId,
      hidden: values.hidden ?? null,
    })
    .returning();
  if (people.length) await app.db.insert(participations).values(people.map(([who, attended]) => ({ eventId: row!.id, userId: who.id, attended })));
}

// The same instant, 2026-01-31 20:00 UTC: 1 February 02:00 in Dhaka, 31 January 15:00 in New York.
const boundary = new Date('2026-01-31T20:00:00Z');
await event({ type: 'Cleanup', date: boundary, timeZone: 'Asia/Dhaka', minutes: 120 }, [
  [v1!, true],
  [v2!, true],
  [v3!, false],
]);
await event({ type: 'Plantation', date: boundary, timeZone: 'America/New_York', minutes: 90 }, [
  [v1!, true],
  [v4!, true],
]);
await event({ type: 'Cleanup', date: new Date('2026-01-10T04:00:00Z'), timeZone: 'Asia/Dhaka', minutes: null }, [[v2!, true]]);
// Not counted: still to come, hidden by a moderator, another organization's, a personal one.
await event({ type: 'Education', date: dayAt(app.now(), DEFAULT_TIME_ZONE, 10, 10), timeZone: DEFAULT_TIME_ZONE, minutes: 60 }, [[v3!, true]]);
await event({ type: 'Education', date: boundary, timeZone: 'Asia/Dhaka', minutes: 60, hidden: 'moderator' }, [[v3!, true]]);
await event({ type: 'Education', date: boundary, timeZone: 'Asia/Dhaka', minutes: 60, organizationId: null }, [
  [v3!, true],
  [v1!, true],
]);

/**
 * By hand: three ended events; present: v1 (120 + 90 min), v2 (120 + 0), v4 (90); v3 a no-show.
 * 420 minutes = 7 h; 5 present of 6 joined; January in New York 90 min + the no-duration event,
 * February in Dhaka 2 × 120 min; Cleanup 240 min, Plantation 180.
 */
const expected = {
  volunteersReached: 3,
  hoursGiven: 7,
  eventsRun: 3,
  attendanceRate: 0.833,
  hoursByMonth: [
    { month: '2026-01', hours: 3 },
    { month: '2026-02', hours: 4 },
  ],
  hoursByType: [
    { type: 'Cleanup', hours: 4 },
    { type: 'Plantation', hours: 3 },
  ],
};

const get = (url: string, who?: TestUser) => app.inject({ method: 'GET', url, headers: who ? as(who) : {} });

describe('an organization’s impact', () => {
  it('equals the hand-computed figures, for every member, and the public page shows two of them', async () => {
    for (const who of [owner!, organizer!, member!]) {
      const res = await get(`/api/orgs/${org.slug}/impact`, who);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(expected);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const page = await get(`/api/orgs/${org.slug}`);
    expect(page.json()).toMatchObject({ volunteersReached: 3, hoursGiven: 7 });
  });

  it('is refused to those outside it, and the per-volunteer hours to its plain members', async () => {
    for (const path of ['impact', 'impact.csv', 'impact.pdf', 'impact/volunteers', 'impact/volunteers.csv']) {
      expect((await get(`/api/orgs/${org.slug}/${path}`)).statusCode, path).toBe(401);
      const refused = await get(`/api/orgs/${org.slug}/${path}`, stranger!);
      expect([refused.statusCode, refused.json().message], path).toEqual([403, groupImpactTexts.membersOnly]);
    }
    for (const path of ['impact/volunteers', 'impact/volunteers.csv']) {
      const refused = await get(`/api/orgs/${org.slug}/${path}`, member!);
      expect([refused.statusCode, refused.json().message], path).toEqual([403, groupImpactTexts.managersOnly]);
    }
    expect((await get('/api/orgs/no-such-org/impact', owner!)).statusCode).toBe(404);
  });

  it('lists each present volunteer’s events and hours, most first, for owners and organizers', async () => {
    const hours = [
      { name: 'Asha Volunteer', email: v1!.email, events: 2, hours: 3.5 },
      { name: 'Bilal Volunteer', email: v2!.email, events: 2, hours: 2 },
      { name: 'Dipu Volunteer', email: v4!.email, events: 1, hours: 1.5 },
    ];
    for (const who of [owner!, organizer!]) expect((await get(`/api/orgs/${org.slug}/impact/volunteers`, who)).json()).toEqual(hours);
    const csv = await get(`/api/orgs/${org.slug}/impact/volunteers.csv`, organizer!);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toBe(
      `\uFEFFName,E-mail,Events,Hours\r\nAsha Volunteer,${v1!.email},2,3.5\r\nBilal Volunteer,${v2!.email},2,2\r\nDipu Volunteer,${v4!.email},1,1.5\r\n`,
    );
  });

  it('comes as a CSV with a BOM, headers in the caller’s language', async () => {
    const csv = await get(`/api/orgs/${org.slug}/impact.csv`, member!);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="green-club-impact-impact-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csv.body).toBe(
      '\uFEFFFigure,Value\r\nVolunteers reached,3\r\nHours given,7\r\nEvents run,3\r\nAttendance rate,0.833\r\n\r\n' +
        'Month,Hours\r\n2026-01,3\r\n2026-02,4\r\n\r\nType,Hours\r\nCleanup,4\r\nPlantation,3\r\n',
    );
    const bangla = await get(`/api/orgs/${org.slug}/impact.csv?lang=bn`, member!);
    expect(bangla.body.startsWith('\uFEFFবিষয়,সংখ্যা\r\n')).toBe(true);
    expect(bangla.body).toContain('পরিচ্ছন্নতা অভিযান,4');
  });

  it('comes as a one-page PDF with the figures', async () => {
    const pdf = await get(`/api/orgs/${org.slug}/impact.pdf`, owner!);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/filename="green-club-impact-impact-.+\.pdf"/);
    const text = pdf.rawPayload.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(1);
    for (const shown of [
      '(Impact report)',
      '(Green Club)',
      '(Period: 2026-01 to 2026-02)',
      '(Volunteers reached:)',
      '(3)',
      '(Hours given:)',
      '(7)',
      '(Events run:)',
      '(83.3%)',
      '(2026-01)',
      '(Cleanup)',
      '(Plantation)',
      '(4)',
    ]) {
      expect(text, shown).toContain(shown);
    }
    // Its cross-reference table points at each object.
    const xref = Number(text.match(/startxref\n(\d+)/)![1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    for (const [i, offset] of [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((m, i) => [i + 1, Number(m[1])] as const)) {
      expect(text.slice(offset, offset + `${i} 0 obj`.length)).toBe(`${i} 0 obj`);
    }
  });

  it('is empty but well-formed for an organization with no ended events', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/orgs', headers: as(owner!), payload: { name: 'New Club', slug: 'new-club-impact' } });
    expect(res.statusCode).toBe(201);
    expect((await get('/api/orgs/new-club-impact/impact', owner!)).json()).toEqual({
      volunteersReached: 0,
      hoursGiven: 0,
      eventsRun: 0,
      attendanceRate: null,
      hoursByMonth: [],
      hoursByType: [],
    });
    expect((await get('/api/orgs/new-club-impact/impact.pdf', owner!)).body).toContain('(Period: No ended events yet)');
  });
});
