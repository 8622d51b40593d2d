import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { EVENTS_PAGE_SIZE } from '@volunteering/shared/constants';
import { EventListQuerySchema, type EventListQuery, type VolunteerEvent } from '@volunteering/shared/event-schemas';
import { slideImageSources } from '@volunteering/shared/image-sources';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NotFound } from '../../domain-errors.ts';
import { createPagePreloads } from '../../web/page-preloads.ts';
import { loadServerRenderer, withRenderedPage, type ServerRendered } from '../../web/server-render.ts';

const YEAR = 60 * 60 * 24 * 365;

// better-auth's session cookie; without it nobody can be signed in.
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The event's title, description and image in the page head, for link previews without JavaScript. */
export function eventPageHtml(template: string, event: VolunteerEvent, url: string): string {
  const title = `${event.title} · Volunteer Hub`;
  const description = event.description.length > 200 ? `${event.description.slice(0, 197)}…` : event.description;
  const tags = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Volunteer Hub" />`,
    `<meta property="og:title" content="${escapeHtml(event.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:image" content="${escapeHtml(event.imageUrl)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeHtml(event.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
    `<meta name="twitter:image" content="${escapeHtml(event.imageUrl)}" />`,
    // The banner is the page's largest paint: fetched with the HTML, not after the script and the API.
    `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(event.imageUrl)}" />`,
  ].join('\n    ');
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(/<meta\s+name="description"[^>]*>/s, `<meta name="description" content="${escapeHtml(description)}" />`)
    .replace('</head>', `    ${tags}\n  </head>`);
}

/** Serves the built client: hashed assets cached for a year, index.html never cached. */
export default fp(async (app, opts: { root: string; publicUrl: string; cacheTtlMs: number }) => {
  const indexFile = path.join(opts.root, 'index.html');
  const built = existsSync(indexFile);
  app.decorate('sendWebApp', built);
  if (!built) {
    app.log.warn(`web app not built at ${opts.root}: run npm run build`);
    return;
  }
  await app.register(fastifyStatic, {
    root: opts.root,
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', hashed ? `public, max-age=${YEAR}, immutable` : 'no-cache');
    },
  });

  const template = readFileSync(indexFile, 'utf8');
  const preloadTags = createPagePreloads(opts.root);

  const renderPage = await loadServerRenderer(app, opts.root, opts.publicUrl, opts.cacheTtlMs);
  const signedInRequest = (request: FastifyRequest) => SESSION_COOKIE.test(request.headers.cookie ?? '');

  /**
   * The app's page for a client route, its head prepared for that route and visitor. A page the
   * server rendered carries its data already, so only its chunks are announced.
   */
  function pageHtml(request: FastifyRequest, html = template, rendered = false): string {
    const signedIn = signedInRequest(request);
    const [pathname = '/', search = ''] = request.url.split('?');
    const preloads = preloadTags(pathname, signedIn, search).filter((tag) => !rendered || !tag.includes('as="fetch"'));
    // Tells the client there is no session to look up, saving a request before the first paint.
    const head = [...(signedIn ? [] : ['<meta name="session" content="none" />']), ...preloads];
    const page = html.replace('</head>', `  ${head.join('\n    ')}\n  </head>`);
    // A rendered page paints with its HTML, styles and pictures; its scripts only make it
    // interactive, so they load after those instead of sharing the connection with them.
    return rendered ? page.replace(/<(script type="module"|link rel="modulepreload") crossorigin /g, '<$1 crossorigin fetchpriority="low" ') : page;
  }

  const sendHtml = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).header('Cache-Control', 'no-cache').header('Vary', 'Cookie').type('text/html; charset=utf-8').send(html);

  app.decorate('sendPage', (request: FastifyRequest, reply: FastifyReply, status = 200, html = template) =>
    sendHtml(reply, status, pageHtml(request, html)),
  );

  /**
   * A public page rendered here for a visitor without a session; undefined for a signed-in visitor,
   * a page not rendered on the server, or when rendering fails (the browser then renders it: logged,
   * never a 500). `not-found`: the page is an unknown event.
   */
  async function serverRendered(request: FastifyRequest): Promise<ServerRendered | 'not-found' | undefined> {
    if (!renderPage || signedInRequest(request)) return undefined;
    try {
      return (await renderPage(request)) ?? undefined;
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

  function sendServerRendered(request: FastifyRequest, reply: FastifyReply, page: ServerRendered, html = template) {
    return sendHtml(reply, 200, pageHtml(request, withRenderedPage(html, page), true));
  }

  /**
   * Sends the page rendered here when it can be; false when the caller answers another way. (A
   * boolean, not the reply: awaiting a Fastify reply waits for it to be sent and gives undefined.)
   */
  async function sentRendered(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const page = await serverRendered(request);
    if (!page || page === 'not-found') return false;
    sendServerRendered(request, reply, page);
    return true;
  }

  for (const url of ['/contact', '/about', '/privacy', '/terms']) {
    app.get(url, { schema: { hide: true } }, async (request, reply) =>
      (await sentRendered(request, reply)) ? reply : app.sendPage(request, reply),
    );
  }

  /** The template with a preload of the picture that will be the page's largest paint. */
  function withFirstPicture(imageUrl: string | undefined, sources: { srcSet?: string; sizes?: string } = {}): string {
    if (!imageUrl) return template;
    const responsive = sources.srcSet && sources.sizes ? ` imagesrcset="${escapeHtml(sources.srcSet)}" imagesizes="${escapeHtml(sources.sizes)}"` : '';
    const preload = `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(imageUrl)}"${responsive} />`;
    return template.replace('</head>', `  ${preload}\n  </head>`);
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

  // The largest paint of Home (the carousel's first slide) and of Upcoming events (the first card) is
  // a picture the page finds only after its script and the API answer: announced with the HTML
  // instead, with the sources the page will ask for, so the browser fetches it once and early.
  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    if (await sentRendered(request, reply)) return reply;
    const imageUrl = (await firstListed({ when: 'upcoming', type: 'All', page: 1, limit: 1 }))?.imageUrl;
    return app.sendPage(request, reply, 200, withFirstPicture(imageUrl, imageUrl ? slideImageSources(imageUrl) : {}));
  });

  app.get<{ Querystring: Record<string, unknown> }>('/upcoming-events', { schema: { hide: true } }, async (request, reply) => {
    if (await sentRendered(request, reply)) return reply;
    const text = (name: string) => {
      const value = request.query[name];
      return typeof value === 'string' && value.trim() ? value.trim() : undefined;
    };
    const query = EventListQuerySchema.safeParse({ q: text('q'), type: text('type'), page: text('page'), limit: EVENTS_PAGE_SIZE, when: 'upcoming' });
    // A malformed query gets the page as usual; the page itself shows what it makes of it.
    const first = query.success ? await firstListed(query.data) : undefined;
    return app.sendPage(request, reply, 200, withFirstPicture(first?.imageUrl));
  });

  app.get<{ Params: { id: string } }>('/events/:id', { schema: { hide: true } }, async (request, reply) => {
    const page = await serverRendered(request);
    if (page === 'not-found') return app.sendPage(request, reply, 404);
    const rendered = page?.state.queries[0]?.data as VolunteerEvent | undefined;
    if (page && rendered) {
      return sendServerRendered(request, reply, page, eventPageHtml(template, rendered, `${opts.publicUrl}/events/${rendered._id}`));
    }
    try {
      const event = await app.events.get(request.params.id, null);
      return app.sendPage(request, reply, 200, eventPageHtml(template, event, `${opts.publicUrl}/events/${event._id}`));
    } catch (error) {
      if (!(error instanceof NotFound)) throw error;
      return app.sendPage(request, reply, 404);
    }
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    sendWebApp: boolean;
    sendPage: (request: FastifyRequest, reply: FastifyReply, status?: number, html?: string) => FastifyReply;
  }
}
