// The widget an organization puts on its own site (issue 42): `/embed/orgs/{slug}`, a small page
// written here without React, of its upcoming events in the visitor's language. It sets no cookie
// and reads no session; this path alone may be framed by any site (security.ts, decision 071).
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { formatEventDateTime } from '@volunteering/shared/event-time-format';
import { chooseLanguage, INTL_LOCALES, LANGUAGE_PARAM, type Language } from '@volunteering/shared/i18n/languages';
import { isOrganizationSlug } from '@volunteering/shared/organization-slug';
import { pagePath } from '@volunteering/shared/pages';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { embedTexts } from '@volunteering/shared/texts/embed';
import { textsIn } from '../i18n/texts-in.ts';
import { NotFound } from '../domain-errors.ts';

export const EMBED_PREFIX = '/embed/';
/** How many of its next events the widget lists. */
const EMBED_EVENTS = 10;

/** Small and readable inside another site's page: its own font size, the host's width, light and dark. */
const STYLE = `body{margin:0;padding:12px;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Bengali",sans-serif;color:#1f2937;background:#fff}
h1{font-size:15px;margin:0 0 8px}ul{list-style:none;margin:0;padding:0}li{padding:8px 0;border-top:1px solid #e5e7eb}
a{color:#0f5fc2;font-weight:600;overflow-wrap:anywhere}.when,.left{display:block;font-size:13px;color:#4b5563}.full{color:#9a3412}
footer{margin-top:8px;font-size:12px}@media (prefers-color-scheme:dark){body{color:#e5e7eb;background:#111827}a{color:#8ab4f8}.when,.left{color:#9ca3af}.full{color:#fdba74}li{border-color:#374151}}`;
/** The page's one style block, allowed by its hash (no inline style otherwise). */
export const EMBED_STYLE_HASH = `sha256-${createHash('sha256').update(STYLE).digest('base64')}`;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

function page(language: Language, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

function eventItem(event: VolunteerEvent, publicUrl: string, language: Language, t: typeof embedTexts): string {
  const url = `${publicUrl}${pagePath('eventDetails', { id: event._id })}`;
  const left = event.volunteersNeeded - event.volunteersJoined;
  const places = left > 0 ? `<span class="left">${escape(t.placesLeft(left))}</span>` : `<span class="left full">${escape(t.full)}</span>`;
  return `<li><a href="${escape(url)}" target="_blank" rel="noopener">${escape(event.title)}</a>
<span class="when"><time datetime="${event.date}">${escape(formatEventDateTime(event.date, event.timeZone, INTL_LOCALES[language]))}</time></span>
${places}</li>`;
}

const embedPage: FastifyPluginAsync<{ publicUrl: string }> = async (app, opts) => {
  app.get<{ Params: { slug: string }; Querystring: Record<string, string | undefined> }>('/embed/orgs/:slug', async (request, reply) => {
    // The visitor's language from the address or the browser: no cookie is read or set here.
    const language = chooseLanguage({ param: request.query[LANGUAGE_PARAM], acceptLanguage: request.headers['accept-language'] });
    const t = textsIn(embedTexts, language);
    reply.header('content-type', 'text/html; charset=utf-8').header('vary', 'Accept-Language').header('content-language', language);
    const notFound = () =>
      reply
        .code(404)
        .header('cache-control', 'public, max-age=60')
        .send(page(language, t.notFoundTitle, `<h1>${escape(t.notFoundTitle)}</h1>\n<p>${escape(t.notFound)}</p>`));
    if (!isOrganizationSlug(request.params.slug)) return notFound();
    const organization = await app.organizations.page(request.params.slug, null).catch((error: unknown) => {
      if (error instanceof NotFound) return null;
      throw error;
    });
    if (!organization) return notFound();
    const upcoming = await app.events.ofOrganization(organization.id, { when: 'upcoming', page: 1, limit: EMBED_EVENTS }, null, language);
    const events = upcoming.events.filter((event) => event.status === 'scheduled');
    const title = t.title(organization.name);
    const organizationUrl = `${opts.publicUrl}${pagePath('organization', { slug: organization.slug })}`;
    const list =
      events.length > 0 ? `<ul>\n${events.map((event) => eventItem(event, opts.publicUrl, language, t)).join('\n')}\n</ul>` : `<p>${escape(t.none)}</p>`;
    const body = `<h1>${escape(title)}</h1>\n${list}\n<footer><a href="${escape(organizationUrl)}" target="_blank" rel="noopener">${escape(t.more)}</a></footer>`;
    return reply.header('cache-control', 'public, max-age=60').send(page(language, title, body));
  });
};

export default embedPage;
