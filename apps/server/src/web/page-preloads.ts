import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pageDataOf, pageDataUrl } from '@volunteering/shared/page-data';
import { pageNamed, pageSourceFile, type PageMatch } from '@volunteering/shared/pages';

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/**
 * What the server knows of the visitor's session: `none` (no session cookie), `known` (the page was
 * rendered for the session's user, who is named in it) or `unknown` (the browser asks for it).
 */
export type SessionKnown = 'none' | 'known' | 'unknown';

/** The page a visitor is shown at an address: a page that needs a session shows the login page without one. */
export function pageShown({ page }: PageMatch, session: SessionKnown) {
  return page.needsSession && session === 'none' ? pageNamed('login') : page;
}

/** The signed-in visitor's menu: loaded before a page drawn for them is hydrated. */
const AVATAR_MENU = 'src/components/layouts/avatar-menu.tsx';

/** What the browser asks for first, by what the server knows of the session. */
const FIRST_CALL: Record<Exclude<SessionKnown, 'none'>, string> = {
  // The user is named in the page: what they need next is the token for their own data.
  known: '/api/auth/token',
  unknown: '/api/auth/get-session',
};

/** The build's manifest: each source file's chunk or asset; empty without a build. */
function manifestOf(webRoot: string): Manifest {
  const manifestFile = path.join(webRoot, '.vite', 'manifest.json');
  return existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
}

/** A source file's chunks and theirs, but those the entry loads (the built index.html announces them). */
function chunkFinder(manifest: Manifest): (sourceFile: string) => string[] {
  const staticImports = (key: string, into = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) staticImports(imported, into);
    return into;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const loadedByEntry = entryKey ? staticImports(entryKey) : new Set<string>();
  return (sourceFile) => [...staticImports(sourceFile)].filter((file) => !loadedByEntry.has(file));
}

/**
 * What a page needs before it can show anything, announced in its head so the browser fetches it
 * alongside the main bundle instead of one step after another: the page's own chunks (from Vite's
 * manifest) and the first API call: for a visitor without a session, the answers the page opens
 * with (the page table's `data`, at the very addresses the page asks for) unless the page arrives
 * rendered with them; for a signed-in one, their session or their token.
 */
export function createPagePreloads(webRoot: string) {
  const chunksOf = chunkFinder(manifestOf(webRoot));

  return function preloadTags(match: PageMatch, session: SessionKnown, search = '', rendered = false): string[] {
    const page = pageShown(match, session);
    // A page drawn for its user also shows their menu, a chunk of its own (top-bar.tsx).
    const chunks = [...chunksOf(pageSourceFile(page)), ...(session === 'known' ? chunksOf(AVATAR_MENU) : [])];
    const tags = [...new Set(chunks)].map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`);
    const data =
      session !== 'none'
        ? [FIRST_CALL[session]]
        : page === match.page && match.wellFormed && !rendered
          ? pageDataOf(page, match.params, new URLSearchParams(search)).map(pageDataUrl)
          : [];
    for (const url of data) tags.push(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${url}" />`);
    return tags;
  };
}

/** The code that reads a page's catalogs (decision 031): announced on a page in another language than English. */
export function textReaderFiles(webRoot: string): string[] {
  const manifest = manifestOf(webRoot);
  const reader = Object.keys(manifest).find((key) => key.endsWith('packages/shared/src/i18n/texts.ts'));
  return reader ? chunkFinder(manifest)(reader) : [];
}

/**
 * The Bangla font's files (decision 031), to preload on a page in Bangla: its text is drawn in the
 * font from the first paint instead of swapping to it, which would move the lines.
 */
export function banglaFontFiles(webRoot: string): string[] {
  return Object.entries(manifestOf(webRoot))
    .filter(([key]) => /noto-sans-bengali-bengali-\d+-normal\.woff2$/.test(key))
    .map(([, chunk]) => chunk.file)
    .sort();
}
