import { TEXT_LIMITS } from '@volunteering/shared/constants';
import { namespaceOf } from '@volunteering/shared/i18n/define-texts';
import { directoryParamsFrom, directoryQuery } from '@volunteering/shared/organization-directory';
import { ORGANIZATION_DIRECTORY_PAGE_SIZE, type DirectoryOrganization } from '@volunteering/shared/organization-schemas';
import { PAGES, pagePath } from '@volunteering/shared/pages';
import { organizationDirectoryTexts } from '@volunteering/shared/texts/organization-directory';
import { organizationsTexts } from '@volunteering/shared/texts/organizations';
import { uiTexts } from '@volunteering/shared/texts/ui';
import { upcomingEventsTexts } from '@volunteering/shared/texts/upcoming-events';
import { useCallback, useEffect, useId, useRef } from 'react';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { StrokeIcon } from '../../components/ui/stroke-icon.tsx';
import { EventsPagination } from '../../features/events/components/events-pagination.tsx';
import { useDebouncedSearch } from '../../features/events/hooks/use-debounced-search.ts';
import { useDirectory, type DirectoryPage } from '../../features/organizations/api/directory.ts';
import { FollowButton } from '../../features/organizations/components/follow-button.tsx';
import { OrganizationLogo } from '../../features/organizations/components/organization-logo.tsx';
import { useAuth } from '../../lib/auth/auth-provider.tsx';
import { loadCatalogs, useLanguage, useTexts } from '../../lib/i18n.tsx';
import { Link, useSearchParams } from '../../lib/router.tsx';
import { useTypedBeforeHydration } from '../../lib/server-render.tsx';

/** Every namespace the page shows, asked for together at its first render so no part suspends it later. */
const PAGE_TEXTS = [organizationDirectoryTexts, organizationsTexts, upcomingEventsTexts, uiTexts];

function usePageTexts() {
  const { language } = useLanguage();
  loadCatalogs(language, PAGE_TEXTS.map(namespaceOf)).catch(() => {});
  useTexts(organizationsTexts);
  useTexts(upcomingEventsTexts);
  useTexts(uiTexts);
  return useTexts(organizationDirectoryTexts);
}

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/**
 * The search and the page, kept in the address (`?q=&page=`) as Upcoming events keeps its filters:
 * back and forward and a shared link restore them. A new search starts again from the first page.
 */
function useDirectoryParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = directoryParamsFrom(searchParams);
  const update = useCallback(
    (changes: { q?: string; page?: number }, replace: boolean) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          const q = (changes.q ?? current.get('q') ?? '').trim();
          const page = changes.page ?? (changes.q !== undefined ? 1 : directoryParamsFrom(current).page);
          if (q) next.set('q', q);
          else next.delete('q');
          if (page > 1) next.set('page', String(page));
          else next.delete('page');
          return next;
        },
        { replace },
      ),
    [setSearchParams],
  );
  const setSearch = useCallback((q: string) => update({ q }, true), [update]);
  const clearSearch = useCallback(() => update({ q: '' }, false), [update]);
  const setPage = useCallback((page: number, replace = false) => update({ page }, replace), [update]);
  return { params, setSearch, clearSearch, setPage };
}

/** The public directory of organizations (issue 37, decision 055): search, follow, and for a signed-in person the way to their own. */
export function OrganizationDirectoryRoute() {
  const t = usePageTexts();
  const signedIn = useAuth().user !== null;
  const { params, setSearch, clearSearch, setPage } = useDirectoryParams();
  const { q, page } = params;
  const listTopRef = useRef<HTMLDivElement>(null);
  const query = useDirectory(directoryQuery(params));
  const { data, error, isPending, isPlaceholderData, isFetching } = query;
  const lastPage = Math.max(1, Math.ceil((data?.total ?? 0) / ORGANIZATION_DIRECTORY_PAGE_SIZE));

  // A page past the end (an old link, since when organizations went) moves to the last page.
  const pastTheEnd = data !== undefined && !isPlaceholderData && data.organizations.length === 0 && data.total > 0 && page > 1;
  useEffect(() => {
    if (pastTheEnd) setPage(lastPage, true);
  }, [pastTheEnd, lastPage, setPage]);

  const goToPage = (next: number) => {
    if (next === page) return;
    setPage(next);
    listTopRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <>
      <title>{t.pageTitle}</title>
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-prose">
          <h1 className="text-3xl font-bold">{t.heading}</h1>
          <p className="mt-2 text-base-content/70">{t.intro}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {signedIn && (
            <Link to={PAGES.myOrganizations.path} className="btn btn-outline">
              {t.yourOrganizations}
            </Link>
          )}
          <Link to={PAGES.createOrganization.path} className="btn btn-outline">
            {t.createOrganization}
          </Link>
        </div>
      </header>
      <SearchBox q={q} busy={isPlaceholderData && isFetching} onSearch={setSearch} />
      <div ref={listTopRef} className="scroll-mt-4">
        {isPending || pastTheEnd ? (
          <LoadingList />
        ) : error ? (
          <ErrorState title={t.loadFailed} error={error} onRetry={() => void query.refetch()} retrying={isFetching} />
        ) : data.organizations.length === 0 ? (
          <NoOrganizations searched={q !== ''} onClear={clearSearch} />
        ) : (
          <Results data={data} page={page} lastPage={lastPage} busy={isPlaceholderData} onPageChange={goToPage} />
        )}
      </div>
    </>
  );
}

/**
 * The search box: applied as typing pauses, or at once with Enter. Before the scripts run (a page the
 * server drew) it is a plain form that asks the server for `/orgs?q=`.
 */
function SearchBox({ q, busy, onSearch }: { q: string; busy: boolean; onSearch: (q: string) => void }) {
  const t = useTexts(organizationDirectoryTexts);
  const searchId = useId();
  const { text, setText, flush } = useDebouncedSearch(q, onSearch);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (_, value) => setText(value));
  return (
    <form
      ref={form}
      role="search"
      action={PAGES.organizationDirectory.path}
      className="mb-6 max-w-xl"
      onSubmit={(event) => {
        event.preventDefault();
        flush();
      }}
    >
      <label htmlFor={searchId} className="sr-only">
        {t.searchLabel}
      </label>
      <div className="input w-full">
        <StrokeIcon className="size-5 shrink-0 opacity-60" d="m21 21-4.3-4.3M11 18a7 7 0 1 1 0-14 7 7 0 0 1 0 14Z" />
        <input
          id={searchId}
          type="search"
          name="q"
          value={text}
          maxLength={TEXT_LIMITS.title}
          placeholder={t.searchPlaceholder}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
        {busy && <Spinner className="shrink-0" />}
      </div>
    </form>
  );
}

function LoadingList() {
  const t = useTexts(organizationDirectoryTexts);
  return (
    <div aria-busy="true">
      {/* Holds the place of the result count, so the cards do not move when it arrives. */}
      <p role="status" className="mb-4 h-5 text-sm">
        <span className="sr-only">{t.loading}</span>
      </p>
      <div className={GRID}>
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="flex h-44 flex-col gap-3 rounded-box border border-base-300 p-4">
            <div className="flex items-center gap-4">
              <div className="skeleton size-12 shrink-0 rounded-box" />
              <div className="flex-1 space-y-2">
                <div className="skeleton h-5 w-3/4" />
                <div className="skeleton h-4 w-1/3" />
              </div>
            </div>
            <div className="skeleton h-4 w-2/3" />
            <div className="skeleton mt-auto h-10 w-24" />
          </div>
        ))}
      </div>
    </div>
  );
}

function NoOrganizations({ searched, onClear }: { searched: boolean; onClear: () => void }) {
  const t = useTexts(organizationDirectoryTexts);
  if (searched) {
    return (
      <EmptyState
        title={t.noMatchTitle}
        body={t.noMatchBody}
        action={
          <button type="button" className="btn btn-primary" onClick={onClear}>
            {t.clearSearch}
          </button>
        }
      />
    );
  }
  return (
    <EmptyState
      title={t.noneYetTitle}
      body={t.noneYetBody}
      action={
        <Link to={PAGES.createOrganization.path} className="btn btn-primary">
          {t.createOrganization}
        </Link>
      }
    />
  );
}

type ResultsProps = { data: DirectoryPage; page: number; lastPage: number; busy: boolean; onPageChange: (page: number) => void };

function Results({ data, page, lastPage, busy, onPageChange }: ResultsProps) {
  const t = useTexts(organizationDirectoryTexts);
  return (
    <div aria-busy={busy}>
      <p role="status" className="mb-4 text-sm text-base-content/70">
        {t.resultCount(data.total)}
      </p>
      <ul className={`${GRID} transition-opacity ${busy ? 'opacity-60' : ''}`}>
        {data.organizations.map((organization) => (
          <li key={organization.id}>
            <OrganizationCard organization={organization} />
          </li>
        ))}
      </ul>
      {lastPage > 1 && <EventsPagination page={page} lastPage={lastPage} hasNext={page < lastPage} onChange={onPageChange} label={t.pagination} />}
    </div>
  );
}

function OrganizationCard({ organization }: { organization: DirectoryOrganization }) {
  const t = useTexts(organizationDirectoryTexts);
  return (
    <article className="flex h-full flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-4 shadow-sm">
      <div className="flex min-w-0 items-center gap-4">
        <OrganizationLogo name={organization.name} logoUrl={organization.logoUrl} seed={organization.id} />
        <div className="min-w-0">
          <h2 className="text-lg leading-snug font-semibold break-words">
            <Link to={pagePath('organization', { slug: organization.slug })} className="link link-hover">
              {organization.name}
            </Link>
          </h2>
          {organization.city && <p className="truncate text-sm text-base-content/80">{organization.city}</p>}
        </div>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-base-content/80">
        <li>{t.upcomingEvents(organization.upcomingEvents)}</li>
        <li>{t.followers(organization.followers)}</li>
      </ul>
      <div className="mt-auto flex flex-wrap items-start gap-3">
        <FollowButton organization={organization} name={organization.name} />
        {organization.following && (
          <span className="badge badge-soft badge-success mt-2.5 gap-1">
            <StrokeIcon className="size-4" d="m5 12 5 5 9-10" />
            {t.following}
          </span>
        )}
      </div>
    </article>
  );
}
