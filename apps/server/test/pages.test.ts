import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAGE_LIST, pageSourceFile } from '@volunteering/shared/pages';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/build.ts';

// Every page of the table is served by the server with its own chunk announced: adding a page to
// the table is all it takes, and a page the server does not know fails here.

const webDist = mkdtempSync(path.join(tmpdir(), 'vh-pages-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head><title>Volunteer Hub</title></head><body><div id="root"></div></body></html>');
mkdirSync(path.join(webDist, '.vite'));
const chunkOf = (module: string) => `assets/${module.replaceAll('/', '-')}-1.js`;
writeFileSync(
  path.join(webDist, '.vite', 'manifest.json'),
  JSON.stringify({
    'src/main.tsx': { file: 'assets/index-1.js', isEntry: true },
    '../../node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2': {
      file: 'assets/noto-sans-bengali-bengali-400-normal-1.woff2',
    },
    ...Object.fromEntries(PAGE_LIST.map((page) => [pageSourceFile(page), { file: chunkOf(page.module) }])),
  }),
);

const app = await buildTestApp({ WEB_DIST: webDist });
afterAll(() => app.close());

const signedIn = { cookie: 'better-auth.session_token=abc.def' };
const addressOf = (pattern: string) =>
  pattern === '*'
    ? '/no/such/page'
    : pattern.replace(':id', '3f2b8c1e-6d4a-4b7e-9a10-2c5d8e7f9a01').replace(':slug', 'no-such-club').replace(':token', 'a'.repeat(43));

describe('the server knows every page of the table', () => {
  it.each(PAGE_LIST.map((page) => [page.name, page] as const))('%s: its address answers with the app and its chunk preloaded', async (_name, page) => {
    const res = await app.inject({ method: 'GET', url: addressOf(page.path), headers: signedIn });
    // The sample id and address name no event and no organization, and the not-found page names nothing: their page still comes, with a 404.
    expect(res.statusCode).toBe(['eventDetails', 'organization', 'notFound'].includes(page.name) ? 404 : 200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(`<link rel="modulepreload" crossorigin href="/${chunkOf(page.module)}" />`);
    const route = app.hasRoute({ method: 'GET', url: page.path });
    expect(route).toBe(page.path !== '*');
  });

  it('preloads the Bangla font on a page in Bangla only, so its text is drawn in it from the first paint', async () => {
    const font = '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/noto-sans-bengali-bengali-400-normal-1.woff2" />';
    expect((await app.inject({ method: 'GET', url: '/about', headers: { 'accept-language': 'bn' } })).body).toContain(font);
    expect((await app.inject({ method: 'GET', url: '/about' })).body).not.toContain(font);
  });

  it('sends a visitor without a session to the login page of a page that needs one', async () => {
    for (const page of PAGE_LIST.filter((p) => p.needsSession)) {
      const res = await app.inject({ method: 'GET', url: page.path });
      expect(res.body, page.path).toContain(`href="/${chunkOf('auth/login')}"`);
      expect(res.body, page.path).not.toContain(`href="/${chunkOf(page.module)}"`);
    }
  });

  it('answers an event address whose id is no event id with a 404 page, without asking the database', async () => {
    const get = app.events.get;
    app.events.get = async () => {
      throw new Error('not to be asked');
    };
    try {
      const res = await app.inject({ method: 'GET', url: '/events/not-an-id' });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<div id="root">');
      expect(res.body).not.toContain('as="fetch"');
    } finally {
      app.events.get = get;
    }
  });
});
