import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { dayAt } from '@volunteering/shared/event-time';
import { eq } from 'drizzle-orm';
import { siteTexts } from '@volunteering/shared/texts/site';
import bnSite from '../../../packages/shared/src/texts/bn/site.json' with { type: 'json' };
import { session } from '../src/db/schema.ts';
import { buildTestApp, createEvent, createUser, signUp } from './helpers/build.ts';

// The server's half of decision 017, with a stand-in for the web app's server build: what it gets
// (the URL, the visitor's time zone and layout, the API in process) and what the visitor receives.
// The real build is exercised end to end in e2e/server-render.spec.ts.
const webDist = mkdtempSync(path.join(tmpdir(), 'vh-ssr-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  `<!doctype html><html><head><title>Volunteer Hub</title><meta name="description" content="${siteTexts.description}" /></head>` +
    `<body><div id="root"><header><div>frame</div></header><noscript><p>${siteTexts.noscript}</p></noscript></div>\n  </body></html>`,
);
mkdirSync(path.join(webDist, '.ssr'));
writeFileSync(
  path.join(webDist, '.ssr', 'entry-server.js'),
  `export async function renderPage({ url, render, api, user }) {
    const { pathname } = new URL(url, render.origin);
    if (pathname === '/terms') throw new Error('render broke');
    if (pathname === '/upcoming-events') {
      const answer = await api('/api/events?limit=2');
      const events = await answer.json();
      return {
        html: '<title>Upcoming &amp; more</title><link rel="preload" as="image" href="https://img.example/1.jpg"/><main>' +
          events.map((e) => '<h2>' + e.title.replace(/</g, '&lt;') + '</h2>').join('') + '</main>',
        state: { render, queries: [{ queryKey: ['events'], data: { events, total: answer.headers.get('x-total-count') } }] },
      };
    }
    const event = /^\\/events\\/(.+)$/.exec(pathname);
    if (event) {
      const answer = await api('/api/events/' + event[1]);
      if (!answer.ok) throw Object.assign(new Error('not found'), { status: answer.status });
      const data = await answer.json();
      return { html: '<title>' + data.title + ' · Volunteer Hub</title><article>' + data.title + '</article>', state: { render, queries: [{ queryKey: ['e'], data }] } };
    }
    if (pathname === '/about') return { html: '<title>About</title><p>$&amp; $1 about</p>', state: { render, user, queries: [] } };
    if (pathname === '/profile' && user) return { html: '<h1>Your Profile</h1><p>' + user.name + '</p>', state: { render, user, queries: [] } };
    return null;
  }`,
);

const app = await buildTestApp({ WEB_DIST: webDist });
const signedIn = { cookie: 'better-auth.session_token=abc.def' };
const stateOf = (body: string) => JSON.parse(/<script type="application\/json" id="server-state">([^<]*)<\/script>/.exec(body)?.[1] ?? 'null');
const rootOf = (body: string) => /<div id="root">([\s\S]*)<\/div>\s*<script/.exec(body)?.[1];

describe('public pages rendered on the server for visitors without a session', () => {
  it('puts the page in #root, its title and picture preloads in the head, and its data for hydration', async () => {
    const organizer = await createUser(app);
    const tag = `Rendered ${Date.now()}`;
    // Tomorrow's first slot in Dhaka: sooner than any other event here, so first on the list.
    await createEvent(app, organizer, { title: `${tag} </script><b>`, date: dayAt(app.now(), 'Asia/Dhaka', 1, 8).toISOString() });
    const res = await app.inject({ method: 'GET', url: '/upcoming-events' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers.vary).toContain('Cookie');
    expect(rootOf(res.body)).toContain(`<h2>${tag} &lt;/script>&lt;b></h2>`);
    expect(res.body).toContain('<title>Upcoming &amp; more</title>');
    expect(res.body).not.toContain('<title>Volunteer Hub</title>');
    const preload = res.body.indexOf('<link rel="preload" as="image" href="https://img.example/1.jpg"/>');
    expect(preload).toBeGreaterThan(0);
    expect(preload).toBeLessThan(res.body.indexOf('</head>'));
    // The data went through the API in process (headers included) and cannot close its script early.
    const state = stateOf(res.body);
    expect(state.queries[0].data.events[0].title).toBe(`${tag} </script><b>`);
    expect(Number(state.queries[0].data.total)).toBeGreaterThan(0);
    expect(res.body).not.toContain(`${tag} </script>`);
    // The data is in the page: no preload of the API answer, and no session to look up.
    expect(res.body).not.toContain('as="fetch"');
    expect(res.body).toContain('<meta name="session" content="none" />');
  });

  it("writes dates in the visitor's time zone from the tz cookie (UTC when missing or not a zone) and passes the layout cookie", async () => {
    const renders = async (cookie?: string) => stateOf((await app.inject({ method: 'GET', url: '/about', headers: cookie ? { cookie } : {} })).body).render;
    expect(await renders('tz=Asia%2FDhaka; eventLayout=list')).toMatchObject({ timeZone: 'Asia/Dhaka', layout: 'list', origin: 'http://localhost:3000' });
    expect((await renders()).timeZone).toBe('UTC');
    expect((await renders()).layout).toBeUndefined();
    expect(await renders('tz=Mars%2FOlympus; eventLayout=table')).toMatchObject({ timeZone: 'UTC' });
    expect((await renders(`tz=${'A'.repeat(100)}`)).timeZone).toBe('UTC');
    expect((await renders('tz=%E0%A4%A')).timeZone).toBe('UTC');
    const now = (await renders()).now;
    expect(Math.abs(now - Date.now())).toBeLessThan(5000);
  });

  it('keeps the rendered text as it is ($ patterns included)', async () => {
    const res = await app.inject({ method: 'GET', url: '/about' });
    expect(rootOf(res.body)).toBe('<p>$&amp; $1 about</p>');
    expect(res.body).toContain('<title>About</title>');
  });

  it('an event page: rendered with its link-preview tags; an unknown event gets the 404 page', async () => {
    const organizer = await createUser(app);
    const event = await createEvent(app, organizer, { title: 'Rendered beach cleanup' });
    const res = await app.inject({ method: 'GET', url: `/events/${event._id}` });
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toBe('<article>Rendered beach cleanup</article>');
    expect(res.body).toContain('<meta property="og:title" content="Rendered beach cleanup" />');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const unknown = await app.inject({ method: 'GET', url: `/events/${id}` });
      expect(unknown.statusCode, id).toBe(404);
      expect(unknown.body, id).not.toContain('server-state');
      expect(unknown.body, id).toContain('<div id="root"><header>');
    }
  });

  it('a stale session cookie, a page the server does not render, or a failed render: the page for the browser to render', async () => {
    for (const [url, headers] of [
      ['/upcoming-events', signedIn],
      ['/contact', {}],
      ['/terms', {}],
    ] as const) {
      const res = await app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('server-state');
      expect(res.body, url).toContain(`<div id="root"><header><div>frame</div></header><noscript><p>${siteTexts.noscript}</p></noscript></div>`);
    }
  });
});

describe('the language of a page (issue 15)', () => {
  it('is ?lang=, else the lang cookie, else Accept-Language: in <html lang>, the render, and the links to each language', async () => {
    const page = async (url: string, headers: Record<string, string> = {}) => {
      const answer = await app.inject({ method: 'GET', url, headers });
      return { answer, html: answer.body, language: stateOf(answer.body)?.render.language as string | undefined };
    };
    const english = await page('/about');
    expect(english.html).toContain('<html lang="en"');
    expect(english.language).toBe('en');
    expect(english.answer.headers.vary).toBe('Cookie, Accept-Language');

    const browser = await page('/about', { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.8' });
    expect(browser.html).toContain('<html lang="bn"');
    expect(browser.language).toBe('bn');
    expect(browser.answer.headers['set-cookie']).toBeUndefined();

    const chosen = await page('/about', { 'accept-language': 'bn', cookie: 'lang=en' });
    expect(chosen.language).toBe('en');
    expect(chosen.html).toContain('<html lang="en"');

    const linked = await page('/about?lang=bn', { cookie: 'lang=en' });
    expect(linked.language).toBe('bn');
    expect(linked.answer.headers['set-cookie']).toEqual(['lang=bn; Path=/; Max-Age=31536000; SameSite=Lax']);
    expect(linked.html).toMatch(/<link rel="alternate" hreflang="en" href="[^"]*\/about\?lang=en" \/>/);
    expect(linked.html).toMatch(/<link rel="alternate" hreflang="x-default" href="[^"]*\/about" \/>/);

    // A page the browser renders carries the language too, and the shell's own words are in it.
    const forBrowser = await page('/about', { cookie: 'lang=bn; better-auth.session_token=stale' });
    expect(forBrowser.html).toContain('<html lang="bn"');
    expect(forBrowser.html).toContain(`<meta name="description" content="${bnSite.description}" />`);
    expect(forBrowser.html).toContain(bnSite.noscript);
    expect(forBrowser.html).toContain('<meta property="og:locale" content="bn_BD" />');
    expect(forBrowser.html).toContain('<meta property="og:locale:alternate" content="en_US" />');
    expect(english.html).toContain(`content="${siteTexts.description}"`);
    expect(english.html).toContain('<meta property="og:locale" content="en_US" />');
  });

  it("reads the shell's words from the page shell itself: apps/web/index.html holds them in English", () => {
    const shell = readFileSync(path.join(import.meta.dirname, '../../web/index.html'), 'utf8').replace(/\s+/g, ' ');
    expect(shell).toContain(`content="${siteTexts.description}"`);
    expect(shell).toContain(siteTexts.noscript);
  });
});

describe('pages rendered for a signed-in visitor (decision 025)', () => {
  it('names them in the page, which no shared cache keeps, and preloads their token instead of the session', async () => {
    const account = await signUp(app, { name: 'Farhana Akter' });
    const res = await app.inject({ method: 'GET', url: '/profile', headers: { cookie: account.cookie } });
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toBe('<h1>Your Profile</h1><p>Farhana Akter</p>');
    expect(stateOf(res.body).user).toEqual({
      id: account.id,
      name: 'Farhana Akter',
      email: account.email,
      image: account.image,
      role: 'member',
      emailVerified: true,
    });
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/auth/token" />');
    expect(res.body).not.toContain('/api/auth/get-session');
    expect(res.body).not.toContain('<meta name="session" content="none" />');
    // The same address without the cookie is the login page's, for the browser.
    const signedOut = await app.inject({ method: 'GET', url: '/profile' });
    expect(signedOut.body).not.toContain('server-state');
  });

  it("passes on the session's daily renewal, as the session call would", async () => {
    const account = await signUp(app);
    const fresh = await app.inject({ method: 'GET', url: '/about', headers: { cookie: account.cookie } });
    expect(fresh.headers['set-cookie']).toBeUndefined();
    // Made two days ago: due for its renewal (better-auth's updateAge is a day).
    await app.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 28 * 24 * 3600_000) })
      .where(eq(session.userId, account.id));
    // Written behind the app's back: its session cache is told as the app's own writers tell it.
    app.sessions.forgetUser(account.id);
    const due = await app.inject({ method: 'GET', url: '/about', headers: { cookie: account.cookie } });
    expect(stateOf(due.body).user.id).toBe(account.id);
    expect(String(due.headers['set-cookie'])).toContain('better-auth.session_token=');
    const [renewed] = await app.db.select({ expiresAt: session.expiresAt }).from(session).where(eq(session.userId, account.id));
    expect(renewed!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);
  });

  it('a stale session cookie: the page for the browser, which asks for the session', async () => {
    const res = await app.inject({ method: 'GET', url: '/about', headers: signedIn });
    expect(res.body).not.toContain('server-state');
    expect(res.body).toContain('href="/api/auth/get-session"');
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('rendered pages kept for a moment', () => {
  it('serves the same render to the next visitor with the same address, zone and layout, until an event is written', async () => {
    const cached = await buildTestApp({ WEB_DIST: webDist, PUBLIC_CACHE_TTL_MS: '60000' });
    try {
      const renderedAt = async (url: string, cookie = '') =>
        stateOf((await cached.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })).body).render.now as number;
      const first = await renderedAt('/about');
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(await renderedAt('/about')).toBe(first);
      expect(await renderedAt('/about?x=1')).not.toBe(first);
      expect(await renderedAt('/about', 'tz=Asia%2FDhaka')).not.toBe(first);
      expect(await renderedAt('/about', 'eventLayout=list')).not.toBe(first);
      expect(await renderedAt('/about', 'lang=bn')).not.toBe(first);
      const organizer = await createUser(cached);
      await createEvent(cached, organizer);
      expect(await renderedAt('/about')).not.toBe(first);
    } finally {
      await cached.close();
    }
  });

  it('never keeps a page rendered for a signed-in visitor, nor serves it to anyone else', async () => {
    const cached = await buildTestApp({ WEB_DIST: webDist, PUBLIC_CACHE_TTL_MS: '60000' });
    try {
      const account = await signUp(cached);
      const page = async (cookie?: string) => stateOf((await cached.inject({ method: 'GET', url: '/about', headers: cookie ? { cookie } : {} })).body);
      const theirs = await page(account.cookie);
      expect(theirs.user.id).toBe(account.id);
      expect((await page()).user).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect((await page(account.cookie)).render.now).not.toBe(theirs.render.now);
    } finally {
      await cached.close();
    }
  });

  it('answers a kept page without reading the database or building the page for the browser as well', async () => {
    const cached = await buildTestApp({ WEB_DIST: webDist, PUBLIC_CACHE_TTL_MS: '60000' });
    try {
      const organizer = await createUser(cached);
      await createEvent(cached, organizer);
      const first = await cached.inject({ method: 'GET', url: '/upcoming-events' });
      expect(stateOf(first.body)).not.toBeNull();
      const reads = vi.spyOn(cached.events, 'list');
      const again = await cached.inject({ method: 'GET', url: '/upcoming-events' });
      expect(again.body).toBe(first.body);
      expect(reads).not.toHaveBeenCalled();
    } finally {
      await cached.close();
    }
  });
});
