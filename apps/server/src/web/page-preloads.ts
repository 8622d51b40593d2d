import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pageDataUrl, pageNamed, pageSourceFile, type PageMatch } from '@volunteering/shared/pages';

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** The page a visitor is shown at an address: a page that needs a session shows the login page without one. */
export function pageShown({ page }: PageMatch, signedIn: boolean) {
  return page.needsSession && !signedIn ? pageNamed('login') : page;
}

/**
 * What a page needs before it can show anything, announced in its head so the browser fetches it
 * alongside the main bundle instead of one step after another: the page's own chunks (from Vite's
 * manifest) and, for a visitor without a session, the API answers the page opens with (the page
 * table's `data`, at the very addresses the page asks for).
 */
export function createPagePreloads(webRoot: string) {
  const manifestFile = path.join(webRoot, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};

  const staticImports = (key: string, into = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) staticImports(imported, into);
    return into;
  };
  // The entry's own imports are already announced by the built index.html.
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const loadedByEntry = entryKey ? staticImports(entryKey) : new Set<string>();
  const chunksOf = (sourceFile: string) => [...staticImports(sourceFile)].filter((file) => !loadedByEntry.has(file));

  return function preloadTags(match: PageMatch, signedIn: boolean, search = ''): string[] {
    const page = pageShown(match, signedIn);
    const tags = chunksOf(pageSourceFile(page)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`);
    const data = signedIn
      ? ['/api/auth/get-session']
      : page === match.page && match.wellFormed
        ? (page.data?.(match.params, new URLSearchParams(search)) ?? []).map(pageDataUrl)
        : [];
    for (const url of data) tags.push(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${url}" />`);
    return tags;
  };
}
