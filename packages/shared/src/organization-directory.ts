import { TEXT_LIMITS } from './constants.ts';
import { parsePage } from './upcoming-list.ts';

/** A query of GET /api/orgs (the directory, decision 055) as the web client sends it: no empty search. */
export type DirectoryQuery = { q?: string; page: number };

/** What the directory's address asks for (`/orgs?q=&page=`), as the page and the server read it. */
export type DirectoryParams = { q: string; page: number };

/**
 * The directory the address asks for: a search longer than the API takes (a shared link) searches its
 * first part, as Upcoming events does; a page that is not one is the first.
 */
export function directoryParamsFrom(searchParams: URLSearchParams): DirectoryParams {
  return {
    q: (searchParams.get('q') ?? '').trim().slice(0, TEXT_LIMITS.title).trim(),
    page: parsePage(searchParams.get('page')),
  };
}

/** The API query of one page of the directory. */
export function directoryQuery({ q, page }: DirectoryParams): DirectoryQuery {
  return { q: q || undefined, page };
}
