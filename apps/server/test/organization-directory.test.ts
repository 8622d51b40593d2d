// Issue 37, item 8 (decision 055): GET /api/orgs, the public directory of organizations: searched by
// name and city without regard to case or accents, ordered by upcoming events, followers and name,
// a page at a time, `following` for a signed-in caller only, the visitors' answers kept by the public
// read cache until a follow, and a malformed query refused with a clear 400.
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { TEXT_LIMITS } from '@volunteering/shared/constants';
import { ORGANIZATION_DIRECTORY_PAGE_SIZE } from '@volunteering/shared/organization-schemas';
import { apiMessages } from '@volunteering/shared/texts/api';
import { organizationDirectoryTexts } from '@volunteering/shared/texts/organization-directory';
import { validationMessages } from '@volunteering/shared/texts/validation';
import { events } from '../src/db/schema.ts';
import { as, buildTestApp, createEvent, createUser, type TestUser } from './helpers/build.ts';
import { fieldSaid, said } from './helpers/answers.ts';

type Listed = { id: string; slug: string; name: string; city: string; logoUrl: string | null; followers: number; upcomingEvents: number; following?: boolean };

let made = 0;
async function createOrg(app: FastifyInstance, owner: TestUser, fields: { name: string; city?: string; logoUrl?: string }) {
  made += 1;
  const res = await app.inject({ method: 'POST', url: '/api/orgs', headers: as(owner), payload: { slug: `dir-${made}-${Date.now()}`, ...fields } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; slug: string; name: string };
}

const follow = (app: FastifyInstance, who: TestUser, slug: string, on = true) =>
  app.inject({ method: on ? 'PUT' : 'DELETE', url: `/api/orgs/${slug}/follow`, headers: as(who) });

const list = async (app: FastifyInstance, query = '', who?: TestUser) => {
  const res = await app.inject({ method: 'GET', url: `/api/orgs${query}`, ...(who ? { headers: as(who) } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return { res, body: res.json() as Listed[], names: (res.json() as Listed[]).map((o) => o.name) };
};

describe('the directory of organizations', () => {
  it('lists every organization with its city, logo, followers and upcoming events, most events first, then followers, then by name', async () => {
    const app = await buildTestApp();
    const [owner, a, b] = await Promise.all([createUser(app), createUser(app), createUser(app)]);
    const quiet = await createOrg(app, owner, { name: 'Zeta Readers', city: 'Khulna' });
    const alpha = await createOrg(app, owner, { name: 'alpha Cleaners', city: 'Dhaka', logoUrl: 'https://images.example.com/alpha.png' });
    const busy = await createOrg(app, owner, { name: 'Busy Bees', city: 'Sylhet' });
    const loved = await createOrg(app, owner, { name: 'Loved Club', city: 'Rajshahi' });
    await createEvent(app, owner, { organizationId: busy.id });
    await createEvent(app, owner, { organizationId: busy.id });
    // A hidden event and an event that has started count for nothing.
    const hidden = await createEvent(app, owner, { organizationId: quiet.id });
    await app.db.update(events).set({ hidden: 'moderator' }).where(eq(events.id, hidden._id));
    const started = await createEvent(app, owner, { organizationId: alpha.id });
    await app.db
      .update(events)
      .set({ date: new Date(app.now().getTime() - 3600_000) })
      .where(eq(events.id, started._id));
    await Promise.all([follow(app, a, loved.slug), follow(app, b, loved.slug), follow(app, a, alpha.slug)]);

    const { res, body, names } = await list(app);
    expect(names).toEqual(['Busy Bees', 'Loved Club', 'alpha Cleaners', 'Zeta Readers']);
    expect(body[0]).toEqual({ id: busy.id, slug: busy.slug, name: 'Busy Bees', city: 'Sylhet', logoUrl: null, followers: 0, upcomingEvents: 2 });
    expect(body.find((o) => o.id === alpha.id)).toMatchObject({ logoUrl: 'https://images.example.com/alpha.png', followers: 1, upcomingEvents: 0 });
    expect(body.find((o) => o.id === quiet.id)).toMatchObject({ upcomingEvents: 0, followers: 0 });
    // Nothing of anyone's: no e-mail, no description, no `following` for a visitor.
    for (const organization of body) expect(Object.keys(organization).sort()).toEqual(['city', 'followers', 'id', 'logoUrl', 'name', 'slug', 'upcomingEvents']);
    expect(res.headers['x-total-count']).toBe('4');
    expect(res.headers.link).toBeUndefined();
    expect(res.headers.vary).toContain('Authorization');
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('searches names and cities without regard to case or accents, and a `%` or `_` is only itself', async () => {
    const app = await buildTestApp();
    const owner = await createUser(app);
    await createOrg(app, owner, { name: 'Café Volunteers', city: 'Chattogram' });
    await createOrg(app, owner, { name: 'River Friends', city: 'Sylhet' });
    await createOrg(app, owner, { name: 'সবুজ ঢাকা ক্লাব', city: 'ঢাকা' });
    await createOrg(app, owner, { name: 'Hundred_Percent Club', city: 'Dhaka' });
    await createOrg(app, owner, { name: 'Percent Club', city: 'Barishal' });

    expect((await list(app, '?q=cafe')).names).toEqual(['Café Volunteers']);
    expect((await list(app, '?q=CAFÉ')).names).toEqual(['Café Volunteers']);
    expect((await list(app, `?q=${encodeURIComponent('  chattogram ')}`)).names).toEqual(['Café Volunteers']);
    expect((await list(app, '?q=SYL')).names).toEqual(['River Friends']);
    expect((await list(app, `?q=${encodeURIComponent('ঢাকা')}`)).names).toEqual(['সবুজ ঢাকা ক্লাব']);
    expect((await list(app, '?q=dhaka')).names).toEqual(['Hundred_Percent Club']);
    expect((await list(app, '?q=d_Percent')).names).toEqual(['Hundred_Percent Club']);
    expect((await list(app, `?q=${encodeURIComponent('%')}`)).names).toEqual([]);
    const none = await list(app, '?q=nowhere');
    expect([none.body, none.res.headers['x-total-count']]).toEqual([[], '0']);
    // An empty search is no search.
    expect((await list(app, '?q=')).body).toHaveLength(5);
  });

  it('gives pages of 12 with X-Total-Count and Link, the search kept in the links, and an empty page past the end', async () => {
    const app = await buildTestApp();
    const owner = await createUser(app);
    for (let i = 0; i < ORGANIZATION_DIRECTORY_PAGE_SIZE + 3; i++) await createOrg(app, owner, { name: `Club ${String(i).padStart(2, '0')}`, city: 'Dhaka' });
    await createOrg(app, owner, { name: 'Elsewhere', city: 'Khulna' });

    const first = await list(app, '?q=dhaka');
    expect(first.body).toHaveLength(ORGANIZATION_DIRECTORY_PAGE_SIZE);
    expect(first.names[0]).toBe('Club 00');
    expect(first.res.headers['x-total-count']).toBe(String(ORGANIZATION_DIRECTORY_PAGE_SIZE + 3));
    expect(first.res.headers.link).toBe('</api/orgs?q=dhaka&page=2>; rel="next", </api/orgs?q=dhaka&page=2>; rel="last"');
    const second = await list(app, '?q=dhaka&page=2');
    expect(second.names).toEqual(['Club 12', 'Club 13', 'Club 14']);
    expect(second.res.headers.link).toBe('</api/orgs?q=dhaka&page=1>; rel="prev", </api/orgs?q=dhaka&page=1>; rel="first"');
    const past = await list(app, '?q=dhaka&page=3');
    expect([past.body, past.res.headers['x-total-count']]).toEqual([[], String(ORGANIZATION_DIRECTORY_PAGE_SIZE + 3)]);
  });

  it('tells a signed-in caller which ones they follow, for them alone', async () => {
    const app = await buildTestApp();
    const [owner, volunteer] = await Promise.all([createUser(app), createUser(app)]);
    const followed = await createOrg(app, owner, { name: 'Followed Club' });
    await createOrg(app, owner, { name: 'Other Club' });
    await follow(app, volunteer, followed.slug);

    const mine = await list(app, '', volunteer);
    expect(mine.body.map((o) => [o.name, o.following, o.followers])).toEqual([
      ['Followed Club', true, 1],
      ['Other Club', false, 0],
    ]);
    expect(mine.res.headers['cache-control']).toBe('private, no-store');
    expect((await list(app, '', owner)).body.map((o) => o.following)).toEqual([false, false]);
    // Without a token, nobody's.
    expect((await list(app, '')).body.every((o) => !('following' in o))).toBe(true);
  });

  it('keeps a visitor’s answer in the public cache until someone follows, and never a signed-in one', async () => {
    const app = await buildTestApp({ PUBLIC_CACHE_TTL_MS: '60000' });
    const [owner, volunteer] = await Promise.all([createUser(app), createUser(app)]);
    const org = await createOrg(app, owner, { name: 'Cached Club' });

    expect((await list(app)).res.headers['x-cache']).toBeUndefined();
    const hit = await list(app);
    expect(hit.res.headers['x-cache']).toBe('hit');
    expect(hit.res.headers['x-total-count']).toBe('1');
    expect((await list(app, '', volunteer)).res.headers['x-cache']).toBeUndefined();
    expect((await list(app, '', volunteer)).res.headers['x-cache']).toBeUndefined();
    // The paths under /api/orgs are not the directory's.
    await app.inject({ method: 'GET', url: `/api/orgs/${org.slug}` });
    expect((await app.inject({ method: 'GET', url: `/api/orgs/${org.slug}` })).headers['x-cache']).toBeUndefined();

    expect((await follow(app, volunteer, org.slug)).statusCode).toBe(200);
    const after = await list(app);
    expect(after.res.headers['x-cache']).toBeUndefined();
    expect(after.body[0]!.followers).toBe(1);
  });

  it('refuses a search longer than the events search takes, a repeated one and a page that is not one, with a 400 that names the field', async () => {
    const app = await buildTestApp();
    const refused = async (query: string) => {
      const res = await app.inject({ method: 'GET', url: `/api/orgs?${query}` });
      expect(res.statusCode, query).toBe(400);
      return res.json();
    };
    const invalid = { success: false, ...said(apiMessages, 'invalidInput') };
    expect(await refused(`q=${'a'.repeat(TEXT_LIMITS.title + 1)}`)).toEqual({
      ...invalid,
      errors: [fieldSaid('q', validationMessages, 'tooLong', TEXT_LIMITS.title)],
    });
    expect(await refused('q=a&q=b')).toEqual({ ...invalid, errors: [fieldSaid('q', organizationDirectoryTexts, 'searchText')] });
    for (const page of ['0', '-1', 'abc', '1.5', '99999999999']) {
      expect(await refused(`page=${page}`)).toEqual({ ...invalid, errors: [fieldSaid('page', organizationDirectoryTexts, 'pageNumber', 1_000_000)] });
    }
    // As long as the events search takes is fine.
    expect((await app.inject({ method: 'GET', url: `/api/orgs?q=${'a'.repeat(TEXT_LIMITS.title)}` })).statusCode).toBe(200);
  });
});
