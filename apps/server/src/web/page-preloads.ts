import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CAROUSEL_MAX_EVENTS, EVENTS_PAGE_SIZE, TYPE_FILTER_OPTIONS } from '@volunteering/shared/constants';

type ManifestChunk = { file: string; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

const PROTECTED = new Set(['create-event', 'manage-events', 'joined-events', 'profile']);

/** Client routes and their page modules (apps/web/src/app/routes/<name>.tsx), as in router.tsx. */
const PAGES: [RegExp, string][] = [
  [/^\/$/, 'home'],
  [/^\/upcoming-events$/, 'upcoming-events'],
  [/^\/events\/[^/]+$/, 'event-details'],
  [/^\/contact$/, 'contact'],
  [/^\/about$/, 'about'],
  [/^\/privacy$/, 'privacy'],
  [/^\/terms$/, 'terms'],
  [/^\/create-event$/, 'create-event'],
  [/^\/manage-events$/, 'manage-events'],
  [/^\/joined-events$/, 'joined-events'],
  [/^\/profile$/, 'profile'],
  [/^\/auth\/login$/, 'auth/login'],
  [/^\/auth\/login\/forgotPassword$/, 'auth/forgot-password'],
  [/^\/auth\/register$/, 'auth/register'],
  [/^\/auth\/reset-password$/, 'auth/reset-password'],
];

export function pageFor(pathname: string, signedIn: boolean): string {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = PAGES.find(([pattern]) => pattern.test(normalized))?.[1] ?? 'not-found';
  // Signed out, a protected page sends the visitor to the login page straight away.
  return PROTECTED.has(page) && !signedIn ? 'auth/login' : page;
}

/**
 * What a page needs before it can show anything, announced in its head so the browser fetches it
 * alongside the main bundle instead of one step after another: the page's own chunks (from Vite's
 * manifest) and, for a visitor without a session, the API answer the page opens with.
 */
export function createPagePreloads(webRoot: string) {
  const manifestFile = path.join(webRoot, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  const entry = Object.entries(manifest).find(([, chunk]) => (chunk as { isEntry?: boolean }).isEntry)?.[1];

  const staticImports = (key: string, into = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) staticImports(imported, into);
    return into;
  };
  // The entry's own imports are already announced by the built index.html.
  const loadedByEntry = entry ? staticImports(Object.keys(manifest).find((k) => manifest[k] === entry)!) : new Set<string>();
  const chunksByPage = new Map<string, string[]>();
  for (const [key] of Object.entries(manifest)) {
    const match = /^src\/app\/routes\/(.+)\.tsx$/.exec(key);
    if (match) chunksByPage.set(match[1]!, [...staticImports(key)].filter((file) => !loadedByEntry.has(file)));
  }

  return function preloadTags(pathname: string, signedIn: boolean, search = ''): string[] {
    const page = pageFor(pathname, signedIn);
    const tags = (chunksByPage.get(page) ?? []).map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`);
    const data = signedIn ? ['/api/auth/get-session'] : dataForSignedOut(page, pathname, new URLSearchParams(search));
    for (const url of data) tags.push(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${url}" />`);
    return tags;
  };
}

// Must be the exact URLs the pages ask for (apps/web/src/lib/api-client.ts builds them).
function dataForSignedOut(page: string, pathname: string, search: URLSearchParams): string[] {
  if (page === 'home') return [`/api/events?limit=${CAROUSEL_MAX_EVENTS}`];
  if (page === 'upcoming-events') return [upcomingListUrl(search)];
  const id = pathname.split('/')[2] ?? '';
  if (page === 'event-details' && /^[0-9a-f-]{36}$/i.test(id)) return [`/api/events/${id}`];
  return [];
}

/** The list Upcoming events asks for, read from its URL as use-events-list-params.ts does, in the order get-events.ts sends it. */
function upcomingListUrl(search: URLSearchParams): string {
  const q = (search.get('q') ?? '').trim();
  const type = (TYPE_FILTER_OPTIONS as readonly (string | null)[]).includes(search.get('type')) ? search.get('type')! : 'All';
  const page = Number(search.get('page'));
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  params.set('type', type);
  params.set('page', String(Number.isInteger(page) && page >= 1 ? page : 1));
  params.set('limit', String(EVENTS_PAGE_SIZE));
  return `/api/events?${params}`;
}
