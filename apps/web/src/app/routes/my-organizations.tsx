import { organizationsTexts } from '@volunteering/shared/texts/organizations';
import { PAGES, pagePath } from '@volunteering/shared/pages';
import { DashboardHeader } from '../../components/layouts/dashboard-header.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { useTexts } from '../../lib/i18n.tsx';
import { Link } from '../../lib/router.tsx';
import { useMyOrganizations } from '../../features/organizations/api/organizations.ts';
import { OrganizationLogo } from '../../features/organizations/components/organization-logo.tsx';

/** The organizations I am in, with my role in each (issue 18); every organization is in the directory at /orgs. */
export function MyOrganizationsRoute() {
  const t = useTexts(organizationsTexts);
  const query = useMyOrganizations();
  const empty = query.data?.length === 0;
  const create = (
    <Link to={PAGES.createOrganization.path} className="btn btn-primary">
      {t.createOrganization}
    </Link>
  );

  let body;
  if (query.isPending) {
    body = (
      <div aria-busy="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <p role="status" className="sr-only">
          {t.loadingMine}
        </p>
        {Array.from({ length: 3 }, (_, index) => (
          <div key={index} className="skeleton h-24 rounded-box" />
        ))}
      </div>
    );
  } else if (query.error) {
    body = <ErrorState title={t.mineLoadFailed} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else if (query.data.length === 0) {
    body = <EmptyState title={t.noneTitle} body={t.noneBody} action={create} />;
  } else {
    body = (
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {query.data.map((organization) => (
          <li key={organization.id} className="min-w-0">
            <Link
              to={pagePath('organization', { slug: organization.slug })}
              className="flex h-full items-center gap-4 rounded-box border border-base-300 bg-base-100 p-4 shadow-sm transition-colors hover:border-primary focus-visible:border-primary"
            >
              <OrganizationLogo name={organization.name} logoUrl={organization.logoUrl} seed={organization.id} />
              <span className="min-w-0">
                <span className="block truncate text-lg font-semibold">{organization.name}</span>
                <span className="block text-sm text-base-content/80">{t.yourRole(t.roles[organization.role])}</span>
                {organization.city && <span className="block truncate text-sm text-base-content/80">{organization.city}</span>}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <title>{t.myPageTitle}</title>
      <DashboardHeader heading={t.myHeading} intro={t.myIntro}>
        <div className="flex flex-wrap gap-2">
          <Link to={PAGES.organizationDirectory.path} className="btn btn-outline">
            {t.browseDirectory}
          </Link>
          <div className={empty ? 'invisible' : ''}>{create}</div>
        </div>
      </DashboardHeader>
      {body}
    </>
  );
}
