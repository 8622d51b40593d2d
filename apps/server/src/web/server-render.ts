import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isLayout, isTheme, LAYOUT_STORAGE_KEY, THEME_STORAGE_KEY, TIME_ZONE_COOKIE, type Layout, type Theme } from '@volunteering/shared/preferences';
import { SERVER_STATE_ID, type ServerRender, type ServerState, type SessionUser } from '@volunteering/shared/server-render-state';
import { pagePath } from '@volunteering/shared/pages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cookieIn, languageOf } from '../i18n/request-language.ts';
import { eventsChangedBy } from '../events/event-writes.ts';
import { expiringCache } from '../long-lived-maps.ts';

// Decision 017: the public pages are rendered to HTML here for visitors without a session, by the
// web app's own server build (apps/web/src/entry-server.tsx, built into <web root>/.ssr); decision
// 025: every page in the site's frame for a signed-in visitor.

type RenderedPage = { html: string; state: ServerState };
type EntryServer = {
  renderPage(request: { url: string; render: ServerRender; api: typeof fetch; user: SessionUser | null }): Promise<RenderedPage | null>;
};

const MAX_TIME_ZONE_LENGTH = 64;

export function cookie(request: FastifyRequest, name: string): string | undefined {
  return cookieIn(request.headers.cookie, name);
}

/** Real zones already checked, by the name the cookie gave (spellings vary: bounded). */
const knownTimeZones = new Map<string, string>();
const MAX_KNOWN_TIME_ZONES = 1000;

/** The visitor's time zone from the `tz` cookie (the app sets it after each load), if it is a real one. */
export function timeZoneOf(request: FastifyRequest): string {
  const zone = cookie(request, TIME_ZONE_COOKIE);
  if (!zone || zone.length > MAX_TIME_ZONE_LENGTH) return 'UTC';
  const known = knownTimeZones.get(zone);
  if (known) return known;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
    if (knownTimeZones.size < MAX_KNOWN_TIME_ZONES) knownTimeZones.set(zone, resolved);
    return resolved;
  } catch {
    return 'UTC';
  }
}

function themeOf(request: FastifyRequest): Theme | undefined {
  const theme = cookie(request, THEME_STORAGE_KEY);
  return isTheme(theme) ? theme : undefined;
}

function layoutOf(request: FastifyRequest): Layout | undefined {
  const layout = cookie(request, LAYOUT_STORAGE_KEY);
  return isLayout(layout) ? layout : undefined;
}

/** JSON safe inside a <script> element: no `<` can end it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export type ServerRendered = { html: string; title: string | undefined; head: string[]; state: ServerState };

const HEAD_ELEMENT = /^(?:<title>([^<]*)<\/title>|<link [^>]*\/>|<meta [^>]*\/>)/;

const MAX_CACHED_PAGES = 500;

/**
 * The renderer, or undefined when the web app has no server build (the pages are then served for
 * the browser to render, as before). A page rendered for nobody in particular is kept for
 * `cacheTtlMs` for the next visitor with the same address, time zone, layout, theme and language, and dropped
 * at once when this instance writes an event (as the API's public read cache is); a page rendered
 * for a signed-in user is theirs alone and never kept.
 */
export async function loadServerRenderer(app: FastifyInstance, webRoot: string, publicUrl: string, cacheTtlMs: number) {
  const entryFile = path.join(webRoot, '.ssr', 'entry-server.js');
  if (!existsSync(entryFile)) {
    app.log.warn(`no server build of the web app at ${entryFile}: pages are rendered in the browser only`);
    return undefined;
  }
  const entry = (await import(pathToFileURL(entryFile).href)) as EntryServer;

  // The pages' API calls go to this server's own routes, in process.
  const api: typeof fetch = async (input, init) => {
    const answer = await app.inject({ method: (init?.method ?? 'GET') as 'GET', url: String(input), headers: { accept: 'application/json' } });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(answer.payload === '' ? null : answer.payload, { status: answer.statusCode, headers });
  };

  const cache = cacheTtlMs > 0 ? expiringCache<{ page: ServerRendered | null }>(MAX_CACHED_PAGES, cacheTtlMs) : null;
  if (cache) {
    app.addHook('onSend', async (request, reply, payload) => {
      const changed = eventsChangedBy(request, reply.statusCode);
      if (changed === 'all') cache.clear();
      else if (changed) {
        const page = pagePath('eventDetails', { id: changed.eventId });
        for (const key of [...cache.keys()]) if (key.startsWith(`${page}\n`) || key.startsWith(`${page}?`)) cache.delete(key);
      }
      return payload;
    });
  }

  /**
   * The page rendered for `user` (null: a visitor without a session), or null when it is not one
   * the server renders for them. Throws when its data cannot be read.
   */
  return async function render(request: FastifyRequest, user: SessionUser | null): Promise<ServerRendered | null> {
    const timeZone = timeZoneOf(request);
    const layout = layoutOf(request);
    const theme = themeOf(request);
    const language = languageOf(request);
    const values: ServerRender = { now: Date.now(), timeZone, layout, theme, origin: publicUrl, language };
    if (user) return renderOnce(request.url, values, user);
    const key = `${request.url}\n${timeZone}\n${layout ?? ''}\n${theme ?? ''}\n${language}`;
    const kept = cache?.get(key);
    if (kept) return kept.page;
    const page = await renderOnce(request.url, values, null);
    cache?.set(key, { page });
    return page;
  };

  async function renderOnce(url: string, render: ServerRender, user: SessionUser | null): Promise<ServerRendered | null> {
    const page = await entry.renderPage({ url, render, api, user });
    if (!page) return null;
    // React writes what belongs in the head first (the title, and preloads of the pictures marked
    // high priority): moved there, so #root holds only what the browser hydrates.
    let html = page.html;
    let title: string | undefined;
    const head: string[] = [];
    for (let match; (match = HEAD_ELEMENT.exec(html)); html = html.slice(match[0].length)) {
      if (match[1] !== undefined) title = match[1];
      else head.push(match[0]);
    }
    return { html, title, head, state: page.state };
  }
}

/** The template with the rendered page in #root, its title in the head and its state for hydration. */
export function withRenderedPage(template: string, page: ServerRendered): string {
  let html = template.replace(
    /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/,
    (_match, end: string) =>
      `<div id="root">${page.html}</div>\n    <script type="application/json" id="${SERVER_STATE_ID}">${scriptJson(page.state)}</script>${end}`,
  );
  // The title arrives escaped by React already.
  if (page.title !== undefined) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${page.title}</title>`);
  if (page.head.length > 0) html = html.replace('</head>', () => `  ${page.head.join('\n    ')}\n  </head>`);
  return html;
}
