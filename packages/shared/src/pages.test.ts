import { describe, expect, it } from 'vitest';
import { pageDataOf, pageDataUrl } from './page-data.ts';
import { matchPage, PAGE_LIST, pagePath } from './pages.ts';
import { matchRoute, segmentsOf } from './path-match.ts';

const EVENT_ID = '3f2b8c1e-6d4a-4b7e-9a10-2c5d8e7f9a01';

describe('the page table', () => {
  it('finds every page at its own address, and no two pages share one', () => {
    const paths = PAGE_LIST.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of PAGE_LIST) {
      if (page.path === '*') continue;
      expect(matchPage(page.path.replace(':id', EVENT_ID).replace(':slug', 'green-club').replace(':token', 'abc')).page.name, page.path).toBe(page.name);
    }
  });

  it('reads an address whatever its case or trailing slash; anything else is the not-found page', () => {
    expect(matchPage('/About/').page.name).toBe('about');
    expect(matchPage('/auth/login/forgotPassword').page.name).toBe('forgotPassword');
    expect(matchPage('/AUTH/LOGIN').page.name).toBe('login');
    expect(matchPage('/no/such/page').page.name).toBe('notFound');
    expect(matchPage('/events').page.name).toBe('notFound');
    expect(matchPage(`/events/${EVENT_ID}/more`).page.name).toBe('notFound');
  });

  it('names an event page well formed only with an event id', () => {
    expect(matchPage(`/events/${EVENT_ID}`)).toMatchObject({ params: { id: EVENT_ID }, wellFormed: true });
    expect(matchPage('/events/nope')).toMatchObject({ page: { name: 'eventDetails' }, params: { id: 'nope' }, wellFormed: false });
    expect(matchPage('/about').wellFormed).toBe(true);
  });

  it("tells an organization's address from the site's own under /orgs", () => {
    expect(matchPage('/orgs').page.name).toBe('organizationDirectory');
    expect(matchPage('/orgs/mine').page.name).toBe('myOrganizations');
    expect(matchPage('/orgs/new').page.name).toBe('createOrganization');
    expect(matchPage('/orgs/invitations/abc').page.name).toBe('organizationInvitation');
    expect(matchPage('/orgs/green-club')).toMatchObject({ page: { name: 'organization' }, params: { slug: 'green-club' }, wellFormed: true });
    expect(matchPage('/orgs/green-club/members').page.name).toBe('organizationMembers');
    expect(matchPage('/orgs/-no-').wellFormed).toBe(false);
  });

  it('writes addresses from names, parameters encoded', () => {
    expect(pagePath('upcomingEvents')).toBe('/upcoming-events');
    expect(pagePath('eventDetails', { id: 'a b/c' })).toBe('/events/a%20b%2Fc');
  });

  it('says what each server-rendered page opens with, at the address the client asks for', () => {
    const dataOf = (url: string) => {
      const { pathname, search } = new URL(url, 'http://site');
      const { page, params } = matchPage(pathname);
      return pageDataOf(page, params, new URLSearchParams(search)).map(pageDataUrl);
    };
    expect(dataOf('/')).toEqual(['/api/events?limit=5']);
    expect(dataOf('/upcoming-events?type=Cleanup&page=3&q=%20river%20')).toEqual(['/api/events?q=river&type=Cleanup&page=3&limit=8']);
    expect(dataOf('/upcoming-events?type=Nope&page=-2')).toEqual(['/api/events?type=All&page=1&limit=8']);
    expect(dataOf(`/events/${EVENT_ID}`)).toEqual([`/api/events/${EVENT_ID}`]);
    expect(dataOf('/orgs/green-club')).toEqual(['/api/orgs/green-club']);
    expect(dataOf('/orgs')).toEqual(['/api/orgs?page=1']);
    expect(dataOf('/orgs?q=%20Dhaka%20&page=2')).toEqual(['/api/orgs?q=Dhaka&page=2']);
    expect(dataOf(`/orgs?q=${'a'.repeat(250)}&page=nope`)).toEqual([`/api/orgs?q=${'a'.repeat(200)}&page=1`]);
    expect(dataOf('/about')).toEqual([]);
  });
});

describe('ranking of patterns', () => {
  const routes = ['/events/:id', '/events/new', '*', '/', '/events/*'].map((path) => ({ path, pattern: segmentsOf(path) }));
  const pick = (pathname: string) => matchRoute(routes, pathname)?.route.path;

  it('prefers a static segment to a parameter, and both to a catch-all, whatever the order written', () => {
    expect(pick('/events/new')).toBe('/events/new');
    expect(pick('/events/42')).toBe('/events/:id');
    expect(pick('/events/42/photos')).toBe('/events/*');
    expect(pick('/')).toBe('/');
    expect(pick('/elsewhere')).toBe('*');
  });
});
