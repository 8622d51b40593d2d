import { pageDataOf, type PageData } from '@volunteering/shared/page-data';
import { matchPage, rendersOnServer } from '@volunteering/shared/pages';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from './lib/router.tsx';
import { App } from './app/app.tsx';
import { createQueryClient } from './app/provider.tsx';
import { getEventQueryOptions } from './features/event-details/api/get-event.ts';
import { getEventsQueryOptions } from './features/events/api/get-events.ts';
import { getOrganizationQueryOptions } from './features/organizations/api/organizations.ts';
import { getDirectoryQueryOptions } from './features/organizations/api/directory.ts';
import { getCertificateQueryOptions } from './features/verify/api/get-certificate.ts';
import { setApiTransport } from './lib/api-client.ts';
import { catalogsOf, loadCatalogs } from './lib/i18n.tsx';
import { loadAvatarMenu } from './components/layouts/top-bar.tsx';
import type { ServerRender, ServerState, SessionUser } from '@volunteering/shared/server-render-state';

// The server's half of decision 017: the public pages rendered to HTML for a visitor without a
// session, with the API answers they open with, so the browser paints them before any script runs;
// and (decision 025) every page in the site's frame for a signed-in visitor: their top bar, the
// public answers, and a skeleton where their own data will come.

const MAX_RENDERS = 3;
/** React's marks of a Suspense boundary finished after its fallback was written. */
const SWAPPED_LATER = /<template id="B:|<div hidden id="S:/;

/**
 * The query a page's own hook makes for an API answer of the page table, so hydration finds it
 * cached; undefined for an answer that reads differently for a signed-in viewer (their event page,
 * an organization's page with their role, the directory with whom they follow).
 */
export function pageDataQuery(data: PageData, user: SessionUser | null) {
  if (data.api === 'events') return getEventsQueryOptions(data.query);
  if (data.api === 'certificate') return getCertificateQueryOptions(data.id);
  if (user) return undefined;
  if (data.api === 'organizations') return getDirectoryQueryOptions(data.query, null);
  return data.api === 'organization' ? getOrganizationQueryOptions(data.slug, null) : getEventQueryOptions(data.id, null);
}

export type RenderRequest = {
  /** Path and query of the page, e.g. /upcoming-events?type=Cleanup. */
  url: string;
  render: ServerRender;
  /** Calls the server's own API routes (the pages' fetch, without the network). */
  api: typeof fetch;
  /** The signed-in visitor, from their session; null for anyone else. */
  user: SessionUser | null;
};

export type RenderedPage = { html: string; state: ServerState };

/**
 * The page's markup (the inside of #root) and the state the browser hydrates it with; null when the
 * page is not one rendered on the server. Throws the API's error when the page's data cannot be read
 * (an `ApiError`, with `status` 404 for an unknown event).
 */
export async function renderPage({ url, render, api, user }: RenderRequest): Promise<RenderedPage | null> {
  const { pathname, searchParams } = new URL(url, render.origin);
  const { page, params, wellFormed } = matchPage(pathname);
  if (!rendersOnServer(page, user !== null) || !wellFormed) return null;
  const queries = pageDataOf(page, params, searchParams).flatMap((data) => pageDataQuery(data, user) ?? []);

  setApiTransport(api);
  await Promise.all([loadCatalogs(render.language), user ? loadAvatarMenu() : undefined]);
  const usedNamespaces = new Set<string>();
  const queryClient = createQueryClient();
  await Promise.all(queries.map((query) => queryClient.fetchQuery({ ...(query as Parameters<typeof queryClient.fetchQuery>[0]), retry: false })));

  const app = (
    <StrictMode>
      <StaticRouter location={url}>
        <App queryClient={queryClient} server={render} knownUser={user} language={render.language} usedNamespaces={usedNamespaces} />
      </StaticRouter>
    </StrictMode>
  );
  // React writes a Suspense boundary that finished late, or a large one, as a later swap done by an
  // inline script, which the pages' CSP forbids. Large ones are kept in place (progressiveChunkSize);
  // a page whose chunk was not loaded yet in this process is rendered again, now loaded, to come out whole.
  let html = '';
  for (let attempt = 1; attempt <= MAX_RENDERS; attempt++) {
    html = await new Response((await prerender(app, { progressiveChunkSize: Number.POSITIVE_INFINITY })).prelude).text();
    if (!SWAPPED_LATER.test(html)) break;
  }
  if (SWAPPED_LATER.test(html)) throw new Error(`${pathname} kept suspending after ${MAX_RENDERS} renders`);

  const state: ServerState = {
    render,
    user,
    queries: queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'success')
      .map((query) => ({ queryKey: query.queryKey, data: query.state.data, updatedAt: query.state.dataUpdatedAt })),
    catalogs: catalogsOf(render.language, usedNamespaces),
  };
  return { html, state };
}
