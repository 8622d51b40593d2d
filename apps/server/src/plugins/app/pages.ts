import { readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import { EVENTS_PAGE_SIZE } from '@volunteering/shared/constants';
import { DEFAULT_LANGUAGE, INTL_LOCALES, LANGUAGE_COOKIE, LANGUAGE_PARAM, LANGUAGES, type Language } from '@volunteering/shared/i18n/languages';
import { PREFERENCE_COOKIE_MAX_AGE_S } from '@volunteering/shared/preferences';
import { EventListQuerySchema, type EventListQuery, type VolunteerEvent } from '@volunteering/shared/event-schemas';
import type { OrganizationPage } from '@volunteering/shared/organization-schemas';
import { SLIDE_SIZES, pictureSources } from '@volunteering/shared/image-sources';
import { matchPage, PAGE_LIST, pagePath, rendersOnServer, type PageMatch, type PageName } from '@volunteering/shared/pages';
import type { SessionUser } from '@volunteering/shared/server-render-state';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookieOf } from '../../auth/session-cookie.ts';
import { NotFound } from '../../domain-errors.ts';
import { banglaFontFiles, createPagePreloads, textReaderFiles, type SessionKnown } from '../../web/page-preloads.ts';
import { LANGUAGE_VARY, languageOf } from '../../i18n/request-language.ts';
import { textsIn } from '../../i18n/texts-in.ts';
import { siteTexts } from '@volunteering/shared/texts/site';
import { cookie, loadServerRenderer, withRenderedPage, type ServerRendered } from '../../web/server-render.ts';
import { eventJsonLd, jsonLdScript } from '../../web/event-json-ld.ts';

// The web app's pages, one route per page of the table (packages/shared/src/pages.ts): rendered
// here for a visitor without a session where the table says so (decision 017) and for a signed-in
// one in the site's frame (decision 025), otherwise the app's index.html for the browser to render;
// either way with what the page needs first in its head.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A preload of the page's largest picture, with the sources its <img> will choose from. */
function imagePreload(imageUrl: string, sources: { srcSet?: string; sizes?: string }): string {
  const responsive = sources.srcSet && sources.sizes ? ` imagesrcset="${escapeHtml(sources.srcSet)}" imagesizes="${escapeHtml(sources.sizes)}"` : '';
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(imageUrl)}"${responsive} />`;
}

/**
 * The event's title, description and image (an uploaded one made absolute) in the page head, for
 * link previews without JavaScript, and its schema.org Event for search engines.
 */
export function eventPageHtml(template: string, event: VolunteerEvent, url: string): string {
  const title = `${event.title} · Volunteer Hub`;
  const description = event.description.length > 200 ? `${event.description.slice(0, 197)}…` : event.description;
  const image = new URL(event.imageUrl, url).href;
  const tags = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Volunteer Hub" />`,
    `<meta property="og:title" content="${escapeHtml(event.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeHtml(event.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
    `<meta name="twitter:image" content="${escapeHtml(image)}" />`,
    // The banner is the page's largest paint: fetched with the HTML, not after the script and the API
    // (an uploaded one at the width the banner will choose, so it is fetched once).
    imagePreload(event.imageUrl, pictureSources(event.imageUrl, SLIDE_SIZES)),
    jsonLdScript(eventJsonLd(event, url)),
  ].join('\n    ');
  // Replacer functions throughout: text put in as a plain replacement would read `$&` and its kin as patterns (issue 35).
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(/<meta\s+name="description"[^>]*>/s, () => `<meta name="description" content="${escapeHtml(description)}" />`)
    .replace('</head>', () => `    ${tags}\n  </head>`);
}

/** An organization's name, description and logo (made absolute) in the page head, for link previews without JavaScript (issue 18). */
export function organizationPageHtml(template: string, organization: Pick<OrganizationPage, 'name' | 'description' | 'logoUrl'>, url: string): string {
  const title = `${organization.name} · Volunteer Hub`;
  const description = organization.description.length > 200 ? `${organization.description.slice(0, 197)}…` : organization.description;
  const image = organization.logoUrl ? new URL(organization.logoUrl, url).href : undefined;
  const tags = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Volunteer Hub" />`,
    `<meta property="og:title" content="${escapeHtml(organization.name)}" />`,
    ...(description ? [`<meta property="og:description" content="${escapeHtml(description)}" />`] : []),
    ...(image ? [`<meta property="og:image" content="${escapeHtml(image)}" />`] : []),
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${escapeHtml(organization.name)}" />`,
  ].join('\n    ');
  const page = template.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  return (
    description ? page.replace(/<meta\s+name="description"[^>]*>/s, () => `<meta name="description" content="${escapeHtml(description)}" />`) : page
  ).replace('</head>', () => `    ${tags}\n  </head>`);
}

/** The page's HTML before its preloads, or 'not-found' when the address names nothing. */
type PageBody = string | 'not-found';

/** Who asks for a page, as far as the server knows: the user (null: nobody) and cookies their session renewed. */
type Visitor = { user: SessionUser | null; cookies: string[] };

/** The shell's own words (its description, its note without JavaScript) in the page's language. */
function inLanguage(html: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return html;
  const translated = textsIn(siteTexts, language);
  return html
    .replace(`content="${escapeHtml(siteTexts.description)}"`, () => `content="${escapeHtml(translated.description)}"`)
    .replace(siteTexts.noscript, () => escapeHtml(translated.noscript));
}

/** The page's locale for link previews, and the other one it is also in. */
const localeTags = (language: Language) => [
  `<meta property="og:locale" content="${INTL_LOCALES[language].replace('-', '_')}" />`,
  ...LANGUAGES.filter((other) => other !== language).map(
    (other) => `<meta property="og:locale:alternate" content="${INTL_LOCALES[other].replace('-', '_')}" />`,
  ),
];

export default fp(async (app, opts: { root: string; publicUrl: string; cacheTtlMs: number }) => {
  if (!app.webAppBuilt) return;
  const template = readFileSync(path.join(opts.root, 'index.html'), 'utf8');
  const preloadTags = createPagePreloads(opts.root);
  const fontPreloads = banglaFontFiles(opts.root).map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}" />`);
  const readerPreloads = textReaderFiles(opts.root).map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`);
  const renderPage = await loadServerRenderer(app, opts.root, opts.publicUrl, opts.cacheTtlMs);
  const signedInRequest = (request: FastifyRequest) => sessionCookieOf(request.headers.cookie) !== undefined;
  const eventUrl = (event: VolunteerEvent) => `${opts.publicUrl}${pagePath('eventDetails', { id: event._id })}`;
  const organizationUrl = (organization: OrganizationPage) => `${opts.publicUrl}${pagePath('organization', { slug: organization.slug })}`;

  /** The head of a page whose link preview is made from the answer it opens with (an event, an organization). */
  const previewOf: Partial<Record<PageName, (data: unknown) => string>> = {
    eventDetails: (data) => eventPageHtml(template, data as VolunteerEvent, eventUrl(data as VolunteerEvent)),
    organization: (data) => organizationPageHtml(template, data as OrganizationPage, organizationUrl(data as OrganizationPage)),
  };

  /**
   * The page's head prepared for this address and visitor. A page the server rendered for a visitor
   * without a session carries its data already, so only its chunks are announced.
   */
  function withHead(request: FastifyRequest, match: PageMatch, html: string, session: SessionKnown, rendered = false): string {
    const search = request.url.split('?')[1] ?? '';
    const preloads = preloadTags(match, session, search, rendered);
    // Tells the client there is no session to look up, saving a request before the first paint.
    const head = [...(session === 'none' ? ['<meta name="session" content="none" />'] : []), ...preloads];
    const page = html.replace('</head>', () => `  ${head.join('\n    ')}\n  </head>`);
    // A public page rendered paints with its HTML, styles and pictures; its scripts only make it
    // interactive, so they load after those instead of sharing the connection with them. A signed-in
    // visitor's page needs them for their own data.
    return rendered && session === 'none'
      ? page.replace(/<(script type="module"|link rel="modulepreload") crossorigin /g, '<$1 crossorigin fetchpriority="low" ')
      : page;
  }

  /** The page's address in each language, for search engines (`?lang=`), and without it for anyone else. */
  function languageLinks(request: FastifyRequest): string[] {
    const address = new URL(request.url, opts.publicUrl);
    address.searchParams.delete(LANGUAGE_PARAM);
    const link = (hreflang: string, href: string) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`;
    return [
      ...LANGUAGES.map((language) => {
        const inLanguage = new URL(address);
        inLanguage.searchParams.set(LANGUAGE_PARAM, language);
        return link(language, inLanguage.href);
      }),
      link('x-default', address.href),
    ];
  }

  const sendHtml = (request: FastifyRequest, reply: FastifyReply, status: number, html: string, visitor?: Visitor) => {
    const language = languageOf(request);
    const cookies = [...(visitor?.cookies ?? [])];
    // Arriving by a link in one language keeps the visitor in it on the next pages.
    if ((request.query as Record<string, unknown>)[LANGUAGE_PARAM] === language && cookie(request, LANGUAGE_COOKIE) !== language) {
      cookies.push(`${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${PREFERENCE_COOKIE_MAX_AGE_S}; SameSite=Lax`);
    }
    // A page naming its user is theirs: never kept by a shared cache.
    reply.header('Cache-Control', visitor?.user ? 'private, no-cache' : 'no-cache').header('Vary', LANGUAGE_VARY);
    if (cookies.length) reply.header('set-cookie', cookies);
    const page = inLanguage(html, language)
      .replace(/<html\b[^>]*>/, (tag) =>
        /\slang="/.test(tag) ? tag.replace(/\slang="[^"]*"/, () => ` lang="${language}"`) : tag.replace('<html', () => `<html lang="${language}"`),
      )
      .replace(
        '</head>',
        () =>
          `  ${[...languageLinks(request), ...localeTags(language), ...(language === DEFAULT_LANGUAGE ? [] : readerPreloads), ...(language === 'bn' ? fontPreloads : [])].join('\n    ')}\n  </head>`,
      );
    return reply.code(status).type('text/html; charset=utf-8').send(page);
  };

  /**
   * Who asks for the page: nobody without a session cookie; with one, the session's user when the
   * page is one rendered for them. Undefined when the browser is to ask (a stale cookie, a page not
   * rendered here, or the session could not be read: logged).
   */
  async function visitorOf(request: FastifyRequest, match: PageMatch): Promise<Visitor | undefined> {
    if (!signedInRequest(request)) return { user: null, cookies: [] };
    if (!renderPage || !rendersOnServer(match.page, true)) return undefined;
    try {
      let cookies: string[] = [];
      // The session cache keeps better-auth's answer for this very cookie (decision 076).
      const user = await app.sessions.read(`cookie ${sessionCookieOf(request.headers.cookie)}`, async () => {
        const headers = new Headers({ cookie: request.headers.cookie ?? '' });
        const session = await app.auth.api.getSession({ headers, returnHeaders: true });
        if (!session.response) return null;
        const { id, name, email, image, role, emailVerified } = session.response.user as typeof session.response.user & { role?: string };
        // The session's renewal (once a day) reaches the browser with the page, as it would with the session call.
        cookies = session.headers.getSetCookie();
        return { userId: id, value: { id, name, email, image: image ?? null, role: role ?? 'member', emailVerified } };
      });
      return user ? { user, cookies } : undefined;
    } catch (error) {
      request.log.warn({ err: error }, 'session not read for the page; the browser asks for it');
      return undefined;
    }
  }

  /**
   * The page rendered here for the visitor; undefined for a page not rendered on the server for
   * them, or when rendering fails (the browser then renders it: logged, never a 500). `not-found`:
   * the page is an unknown event.
   */
  async function serverRendered(request: FastifyRequest, match: PageMatch, user: SessionUser | null): Promise<ServerRendered | 'not-found' | undefined> {
    if (!renderPage || !rendersOnServer(match.page, user !== null)) return undefined;
    try {
      return (await renderPage(request, user)) ?? undefined;
    } catch (error) {
      const status = (error as { status?: unknown }).status;
      if (status === 404) return 'not-found';
      // The API refusing the page's data (a malformed event id) is the page's answer to give, not a fault.
      if (!(typeof status === 'number' && status >= 400 && status < 500)) {
        request.log.warn({ err: error }, 'page not rendered on the server; the browser renders it');
      }
      return undefined;
    }
  }

  /** The template with a preload of the picture that will be the page's largest paint. */
  function withFirstPicture(imageUrl: string | undefined, sources: { srcSet?: string; sizes?: string } = {}): string {
    if (!imageUrl) return template;
    const responsive = sources.srcSet && sources.sizes ? ` imagesrcset="${escapeHtml(sources.srcSet)}" imagesizes="${escapeHtml(sources.sizes)}"` : '';
    const preload = `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(imageUrl)}"${responsive} />`;
    return template.replace('</head>', () => `  ${preload}\n  </head>`);
  }

  /** The first event of a listing, for its picture; the page is served without the hint if it cannot be read. */
  async function firstListed(query: EventListQuery): Promise<VolunteerEvent | undefined> {
    try {
      return (await app.events.list(query, null)).events[0];
    } catch (error) {
      app.log.warn({ err: error }, 'page served without its picture preload');
      return undefined;
    }
  }

  // For the browser to render: the largest paint of Home (the carousel's first slide) and of Upcoming
  // events (the first card) is a picture the page finds only after its script and the API answer:
  // announced with the HTML instead, with the sources the page will ask for, so the browser fetches
  // it once and early. An event page carries its link preview.
  const bodyFor: Partial<Record<PageName, (request: FastifyRequest, match: PageMatch) => Promise<PageBody>>> = {
    home: async () => {
      const imageUrl = (await firstListed({ when: 'upcoming', type: 'All', page: 1, limit: 1 }))?.imageUrl;
      return withFirstPicture(imageUrl, imageUrl ? pictureSources(imageUrl, SLIDE_SIZES) : {});
    },
    upcomingEvents: async (request) => {
      const text = (name: string) => {
        const value = (request.query as Record<string, unknown>)[name];
        return typeof value === 'string' && value.trim() ? value.trim() : undefined;
      };
      const query = EventListQuerySchema.safeParse({ q: text('q'), type: text('type'), page: text('page'), limit: EVENTS_PAGE_SIZE, when: 'upcoming' });
      // A malformed query gets the page as usual; the page itself shows what it makes of it.
      return withFirstPicture(query.success ? (await firstListed(query.data))?.imageUrl : undefined);
    },
    eventDetails: async (_request, { params }) => {
      try {
        const event = await app.events.get(params.id!, null);
        return eventPageHtml(template, event, eventUrl(event));
      } catch (error) {
        if (!(error instanceof NotFound)) throw error;
        return 'not-found';
      }
    },
    organization: async (_request, { params }) => {
      try {
        const organization = await app.organizations.page(params.slug!, null);
        return organizationPageHtml(template, organization, organizationUrl(organization));
      } catch (error) {
        if (!(error instanceof NotFound)) throw error;
        return 'not-found';
      }
    },
  };

  /** Answers any address of the web app with its page (the not-found page included). */
  async function servePage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const match = matchPage(request.url.split('?')[0] ?? '/');
    // For the browser to render, it asks for the session itself if it has a cookie.
    const forBrowser = (status: number, html: string) =>
      sendHtml(request, reply, status, withHead(request, match, html, signedInRequest(request) ? 'unknown' : 'none'));
    if (!match.wellFormed) return forBrowser(404, template);
    // The not-found page is the answer to an address that names nothing, with its status.
    const status = match.page.path === '*' ? 404 : 200;
    const visitor = await visitorOf(request, match);
    if (visitor) {
      const rendered = await serverRendered(request, match, visitor.user);
      if (rendered === 'not-found') return forBrowser(404, template);
      if (rendered) {
        const preview = previewOf[match.page.name];
        const opensWith = preview ? rendered.state.queries[0]?.data : undefined;
        // Rendered without its data (a signed-in visitor's own view of it): its head, title included, as for the browser.
        const body = opensWith ? preview!(opensWith) : rendered.state.queries.length === 0 ? await bodyFor[match.page.name]?.(request, match) : undefined;
        if (body === 'not-found') return forBrowser(404, template);
        const html = withRenderedPage(body ?? template, body && !opensWith ? { ...rendered, title: undefined } : rendered);
        return sendHtml(request, reply, status, withHead(request, match, html, visitor.user ? 'known' : 'none', true), visitor);
      }
    }
    const body = (await bodyFor[match.page.name]?.(request, match)) ?? template;
    return body === 'not-found' ? forBrowser(404, template) : forBrowser(status, body);
  }

  for (const page of PAGE_LIST) {
    if (page.path !== '*') app.get(page.path, { schema: { hide: true } }, servePage);
  }
  app.decorate('servePage', servePage);
});

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers an address of the web app with its page; only there when the app is built. */
    servePage?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  }
}
