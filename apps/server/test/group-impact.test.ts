// Issue 18, an organization's impact: figures over its ended events against hand-computed ones (two
// time zones across a month boundary, no-shows, an event with no duration, events that do not
// count), members only, the per-volunteer list for owners and organizers only, CSV and PDF (in either language, decision 059).
import { describe, expect, it } from 'vitest';
import { dayAt, DEFAULT_TIME_ZONE } from '@volunteering/shared/event-time';
import { groupImpactTexts } from '@volunteering/shared/texts/group-impact';
import { ORGANIZATION_LIMITS } from '@volunteering/shared/organization-schemas';
import { events, organizationMembers, participations } from '../src/db/schema.ts';
import { as, buildTestApp, createUser, type TestUser } from './helpers/build.ts';
import { actualTexts, fontsIn, pdfText, pdfTextItems } from './helpers/pdf.ts';

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

  it('comes as a one-page PDF in the caller’s language, in an embedded font that draws Bangla', async () => {
    const english = await get(`/api/orgs/${org.slug}/impact.pdf`, owner!);
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe('application/pdf');
    expect(english.headers['content-disposition']).toMatch(/filename="green-club-impact-impact-.+\.pdf"/);
    expect(english.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Every text as readers are given it, in the order drawn.
    expect(actualTexts(english.rawPayload)).toEqual([
      'Impact report',
      'Green Club',
      'Period: Jan 2026 to Feb 2026',
      expect.stringMatching(/^Made on: [A-Z][a-z]+ \d{1,2}, \d{4}$/),
      ...['Volunteers reached', '3', 'Hours given', '7', 'Events run', '3', 'Attendance rate', '83.3%'],
      groupImpactTexts.note,
      ...['Hours by month', 'Month', 'Hours', 'Jan 2026', '3', 'Feb 2026', '4'],
      ...['Hours by type', 'Type', 'Hours', 'Cleanup', '4', 'Plantation', '3'],
    ]);
    // And as a text extractor reads the glyphs themselves.
    const { pages, text } = await pdfText(english.rawPayload);
    expect(pages).toBe(1);
    for (const shown of [
      'Impact report\nGreen Club\nPeriod: Jan 2026 to Feb 2026',
      'Volunteers reached 3',
      'Attendance rate 83.3%',
      'Jan 2026 3',
      'Plantation 3',
    ]) {
      expect(text, shown).toContain(shown);
    }
    expect(fontsIn(english.rawPayload)).toEqual(['NotoSansBengali-Bold', 'NotoSansBengali-Regular']);

    const bangla = await get(`/api/orgs/${org.slug}/impact.pdf?lang=bn`, owner!);
    expect([bangla.statusCode, bangla.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(actualTexts(bangla.rawPayload)).toEqual([
      'অবদানের রিপোর্ট',
      'Green Club',
      'সময়কাল: জানু ২০২৬ থেকে ফেব ২০২৬',
      expect.stringMatching(/^তৈরির তারিখ: [০-৯]{1,2} \S+, [০-৯]{4}$/),
      ...['যত স্বেচ্ছাসেবক যুক্ত হয়েছেন', '৩', 'দেওয়া সময় (ঘণ্টা)', '৭', 'আয়োজিত ইভেন্ট', '৩', 'উপস্থিতির হার', '৮৩.৩%'],
      'শুধু শেষ হয়ে যাওয়া ইভেন্টগুলো গোনা হয়েছে। উপস্থিত প্রত্যেক স্বেচ্ছাসেবকের জন্য ইভেন্টের সময়কালই তাঁর ঘণ্টা; মাস ধরা হয়েছে প্রতিটি ইভেন্টের নিজের সময় অঞ্চল অনুযায়ী।',
      ...['মাস অনুযায়ী ঘণ্টা', 'মাস', 'ঘণ্টা', 'জানু ২০২৬', '৩', 'ফেব ২০২৬', '৪'],
      ...['ধরন অনুযায়ী ঘণ্টা', 'ধরন', 'ঘণ্টা', 'পরিচ্ছন্নতা অভিযান', '৪', 'বৃক্ষরোপণ', '৩'],
    ]);
    // The Bangla glyphs are the font's own (a conjunct like ক্ত is one glyph, shaped), embedded with it.
    expect((await pdfText(bangla.rawPayload)).text).toContain('অবদানের');
    expect(fontsIn(bangla.rawPayload)).toEqual(['NotoSansBengali-Bold', 'NotoSansBengali-Regular']);
  });

  it('keeps every text within the page: a name of one long word breaks anywhere, the note wraps above the foot', async () => {
    for (const [name, slug] of [
      ['W'.repeat(ORGANIZATION_LIMITS.name), 'long-name-impact'],
      ['স্বেচ্ছাসেবক'.repeat(10), 'long-bangla-impact'],
    ] as const) {
      const res = await app.inject({ method: 'POST', url: '/api/orgs', headers: as(owner!), payload: { name, slug } });
      expect(res.statusCode, res.body).toBe(201);
      for (const lang of ['en', 'bn']) {
        const pdf = await get(`/api/orgs/${slug}/impact.pdf?lang=${lang}`, owner!);
        expect(actualTexts(pdf.rawPayload)[1]).toBe(name);
        const { items, width, height } = await pdfTextItems(pdf.rawPayload);
        // Noto's letters reach 0.41 em below the baseline; 56 points is the page's margin.
        for (const item of items) {
          expect(item.x, item.str).toBeGreaterThanOrEqual(56);
          expect(item.x + item.width, item.str).toBeLessThanOrEqual(width - 56 + 0.01);
          expect(item.y - 0.41 * item.size, item.str).toBeGreaterThanOrEqual(40);
          expect(item.y + item.size, item.str).toBeLessThanOrEqual(height - 40);
        }
        // The name took several lines of the 15-point size.
        expect(new Set(items.filter((item) => item.size === 15).map((item) => item.y)).size, lang).toBeGreaterThan(1);
      }
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
    expect(actualTexts((await get('/api/orgs/new-club-impact/impact.pdf', owner!)).rawPayload)).toContain('Period: No ended events yet');
  });
});
