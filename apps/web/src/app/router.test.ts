import { pageDataUrl, type PageData } from '@volunteering/shared/page-data';
import { PAGE_LIST } from '@volunteering/shared/pages';
import { afterEach, describe, expect, it } from 'vitest';
import { pageDataQuery } from '../entry-server.tsx';
import { setApiTransport } from '../lib/api-client.ts';
import { componentName, pageModuleFile } from './router.tsx';

const routeSources = import.meta.glob<string>(['./routes/**/*.tsx', '!./routes/**/*.test.tsx'], { query: '?raw', import: 'default', eager: true });
const routeFiles = Object.keys(routeSources);

describe('the browser side of the page table', () => {
  it('has a module for every page and a page for every module', () => {
    expect(routeFiles.sort()).toEqual(PAGE_LIST.map(pageModuleFile).sort());
  });

  it('finds each page component under the name its module exports', () => {
    for (const page of PAGE_LIST) {
      expect(routeSources[pageModuleFile(page)], page.module).toContain(`export function ${componentName(page.module)}(`);
    }
  });
});

describe('a server-rendered page fetches what its head preloads', () => {
  afterEach(() => setApiTransport((input, init) => fetch(input, init)));

  it('asks the API at the very address of the page table', async () => {
    const cases: PageData[] = [
      { api: 'events', query: { limit: 5 } },
      { api: 'events', query: { q: 'river', type: 'Cleanup', page: 3, limit: 8 } },
      { api: 'events', query: { q: undefined, type: 'All', page: 1, limit: 8 } },
      { api: 'event', id: '3f2b8c1e-6d4a-4b7e-9a10-2c5d8e7f9a01' },
      { api: 'organization', slug: 'green-club' },
      { api: 'organizations', query: { q: 'Dhaka', page: 2 } },
      { api: 'organizations', query: { q: undefined, page: 1 } },
      { api: 'certificate', id: '3f2b8c1e-6d4a-4b7e-9a10-2c5d8e7f9a01' },
    ];
    for (const data of cases) {
      const asked: string[] = [];
      setApiTransport(async (input) => {
        asked.push(String(input));
        return new Response(data.api === 'events' || data.api === 'organizations' ? '[]' : '{}', {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      });
      const query = pageDataQuery(data, null)!;
      await (query.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>)({ signal: new AbortController().signal });
      expect(asked).toEqual([pageDataUrl(data)]);
    }
  });

  it('for a signed-in visitor, renders with the public list but not the event, which reads differently for them', () => {
    const user = { id: 'u1', name: 'Farhana Akter', email: 'farhana@example.com', image: null };
    expect(pageDataQuery({ api: 'events', query: { limit: 5 } }, user)?.queryKey).toEqual(['events', 'list', { limit: 5 }]);
    expect(pageDataQuery({ api: 'event', id: '3f2b8c1e-6d4a-4b7e-9a10-2c5d8e7f9a01' }, user)).toBeUndefined();
    expect(pageDataQuery({ api: 'organization', slug: 'green-club' }, user)).toBeUndefined();
    expect(pageDataQuery({ api: 'organizations', query: { page: 1 } }, user)).toBeUndefined();
    // A certificate reads the same for everyone (issue 39).
    expect(pageDataQuery({ api: 'certificate', id: '3f2b8c1e-6d4a-4b7e-9a10-2c5d8e7f9a01' }, user)?.queryKey).toEqual([
      'certificates',
      '3f2b8c1e-6d4a-4b7e-9a10-2c5d8e7f9a01',
    ]);
  });
});
