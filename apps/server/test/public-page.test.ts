// A page of events for a reader not signed in is written from the embedded engine's answer
// (decision 044); a signed-in stranger's page goes through toApiEvent and the route's serializer.
// Both must be the same bytes: the same keys in the same order, the same escapes, the same dates.
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { events, organizations } from '../src/db/schema.ts';
import { as, buildTestApp, createEvent, createUser } from './helpers/build.ts';
import { dayAt } from '@volunteering/shared/event-time';

const app = await buildTestApp();
const organizer = await createUser(app, { email: 'organizer@example.com' });
const stranger = await createUser(app, { email: 'stranger@example.com' });
const at = (days: number, hour = 10) => dayAt(app.now(), 'Asia/Dhaka', days, hour).toISOString();

const awkward = 'Quote " backslash \\ tab\tline\nreturn\r form\f back\b bell\u0007 nul-ish\u0001 বাংলা 🌱 </script> \u2028';
const made = [
  await createEvent(app, organizer, { title: 'Plain', date: at(1) }),
  await createEvent(app, organizer, { title: awkward, description: awkward, location: `${awkward} Dhaka`, date: at(2), durationMinutes: 90 }),
  await createEvent(app, organizer, {
    title: 'With everything',
    organizer: 'Green "Dhaka" Club',
    date: at(3),
    durationMinutes: 240,
    images: ['https://images.example.com/1.jpg?a=1&b="2"', 'https://images.example.com/২.jpg'],
    highlights: [{ icon: 'leaf', title: 'সবুজ "green"', desc: 'Plant\n200 saplings' }],
    faqs: [{ q: 'Parking?', a: 'Yes \\ at the north gate.' }],
  }),
  await createEvent(app, organizer, {
    title: 'Only highlights',
    date: at(4),
    highlights: [
      { icon: 'star', title: 'T', desc: 'D' },
      { icon: 'bell\u0007', title: awkward, desc: awkward },
    ],
  }),
  await createEvent(app, organizer, { title: 'Late in the zone', date: at(5, 23), timeZone: 'Asia/Dhaka', durationMinutes: 75 }),
  await createEvent(app, organizer, { title: 'Another zone', date: dayAt(app.now(), 'America/New_York', 6, 9).toISOString(), timeZone: 'America/New_York' }),
];
// A cover's blurred placeholder, an organization with and without a logo: set in the database,
// as an upload and an organization's owner would have them.
const [club] = await app.db
  .insert(organizations)
  .values({ slug: 'green-club', name: 'Green "Club" সবুজ', logoUrl: '/media/logo/200.webp', contactEmail: 'club@example.com' })
  .returning();
const [circle] = await app.db.insert(organizations).values({ slug: 'circle', name: 'Circle', contactEmail: 'circle@example.com' }).returning();
await app.db.update(events).set({ imagePlaceholder: 'data:image/webp;base64,UklGRkoAAABXRUJQ+/=' }).where(eq(events.id, made[0]!._id));
await app.db.update(events).set({ organizationId: club!.id }).where(eq(events.id, made[2]!._id));
await app.db.update(events).set({ organizationId: circle!.id, imagePlaceholder: '' }).where(eq(events.id, made[4]!._id));
await app.db.update(events).set({ images: sql`'[]'::jsonb`, faqs: sql`'null'::jsonb` }).where(eq(events.id, made[3]!._id));
// Stored in shapes no form writes (a key the answer leaves out, a number for a text, an empty item):
// the page must still be what the serializer makes of them.
await app.db
  .update(events)
  .set({
    images: sql`${JSON.stringify([awkward, 'https://images.example.com/x.jpg'])}::jsonb`,
    highlights: sql`'[{"icon": "i", "title": "t", "desc": "d", "more": "m"}]'::jsonb`,
    faqs: sql`'[{"q": "n", "a": 5}, {"a": "", "q": ""}]'::jsonb`,
  })
  .where(eq(events.id, made[5]!._id));

async function page(query: string, headers = {}) {
  const res = await app.inject({ method: 'GET', url: `/api/events${query}`, headers });
  expect(res.statusCode, query).toBe(200);
  return res;
}

describe('a page of events for a reader not signed in', () => {
  it('is the same bytes and headers as a signed-in stranger’s page, for every filter and page', async () => {
    for (const query of ['', '?limit=2', '?limit=2&page=2', '?limit=4&page=2', '?page=9', '?q=dhaka', '?q=%22', '?q=nothing', '?when=all&limit=30', '?type=Cleanup', '?from=' + at(3).slice(0, 10)]) {
      const anonymous = await page(query);
      const signedIn = await page(query, as(stranger));
      expect(anonymous.body, query).toBe(signedIn.body);
      for (const header of ['content-type', 'content-length', 'x-total-count', 'link']) expect(anonymous.headers[header], `${query} ${header}`).toBe(signedIn.headers[header]);
    }
  });

  it('carries every field a reader needs: escapes, dates and end in UTC, the gallery, highlights, FAQs and organization', async () => {
    const listed = (await page('?limit=10')).json() as Record<string, unknown>[];
    const soonestFirst = [...made].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
    expect(listed.map((event) => event.title)).toEqual(soonestFirst.map((event) => event.title));
    const find = (title: string) => listed.find((event) => event.title === title)!;
    const stored = made[1]!;
    expect(stored.title).toContain('"');
    expect(find(stored.title)).toMatchObject({ description: stored.description, location: stored.location, durationMinutes: 90, joinedUsers: [], addedBy: '' });
    expect(find('With everything')).toMatchObject({
      organizer: 'Green "Dhaka" Club',
      images: made[2]!.images,
      highlights: made[2]!.highlights,
      faqs: made[2]!.faqs,
      organization: { id: club!.id, slug: 'green-club', name: 'Green "Club" সবুজ', logoUrl: '/media/logo/200.webp' },
      endDate: new Date(Date.parse(at(3)) + 240 * 60_000).toISOString(),
    });
    expect(find('Only highlights')).toMatchObject({ images: [] });
    expect(find('Only highlights')).not.toHaveProperty('faqs');
    expect(find('Late in the zone')).toMatchObject({ organization: { slug: 'circle', logoUrl: null }, date: at(5, 23) });
    expect(find('Late in the zone')).not.toHaveProperty('imagePlaceholder');
    expect(find('Plain')).toMatchObject({ imagePlaceholder: 'data:image/webp;base64,UklGRkoAAABXRUJQ+/=', durationMinutes: null, endDate: at(1) });
  });
});
