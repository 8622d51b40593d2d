import { apiUrl } from './api-url.ts';
import { CAROUSEL_MAX_EVENTS } from './constants.ts';
import { directoryParamsFrom, directoryQuery, type DirectoryQuery } from './organization-directory.ts';
import type { PageName } from './pages.ts';
import { listParamsFrom, upcomingPageQuery, type EventsQuery } from './upcoming-list.ts';

// What a page of the page table (pages.ts) fetches first for a visitor without a session: the
// server renders it with that answer and preloads it. Only the server reads this, so the browser's
// first chunk (Home's budget) does not carry it.

/** An API answer a page opens with, for a visitor without a session. */
export type PageData =
  | { api: 'events'; query: EventsQuery }
  | { api: 'event'; id: string }
  | { api: 'organization'; slug: string }
  | { api: 'organizations'; query: DirectoryQuery }
  | { api: 'certificate'; id: string };

type Opening = (params: Record<string, string>, search: URLSearchParams) => PageData[];

const PAGE_DATA: Partial<Record<PageName, Opening>> = {
  home: () => [{ api: 'events', query: { limit: CAROUSEL_MAX_EVENTS } }],
  upcomingEvents: (_params, search) => [{ api: 'events', query: upcomingPageQuery(listParamsFrom(search)) }],
  eventDetails: ({ id = '' }) => [{ api: 'event', id }],
  organizationDirectory: (_params, search) => [{ api: 'organizations', query: directoryQuery(directoryParamsFrom(search)) }],
  organization: ({ slug = '' }) => [{ api: 'organization', slug }],
  verifyCertificate: ({ id = '' }) => [{ api: 'certificate', id }],
};

/** The answers the page opens with; none for a page that fetches nothing first. */
export function pageDataOf(page: { name: PageName }, params: Record<string, string>, search: URLSearchParams): PageData[] {
  return PAGE_DATA[page.name]?.(params, search) ?? [];
}

/** The address of the API answer a page opens with, as the web client asks for it. */
export function pageDataUrl(data: PageData): string {
  if (data.api === 'events') return apiUrl('/events', data.query);
  if (data.api === 'organization') return apiUrl(`/orgs/${encodeURIComponent(data.slug)}`);
  if (data.api === 'organizations') return apiUrl('/orgs', data.query);
  if (data.api === 'certificate') return apiUrl(`/certificates/${encodeURIComponent(data.id)}`);
  return apiUrl(`/events/${encodeURIComponent(data.id)}`);
}
