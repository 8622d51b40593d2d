import { organizationsTexts } from '@volunteering/shared/texts/organizations';
import { PAGES, pagePath } from '@volunteering/shared/pages';
import { useId, type ReactNode } from 'react';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useTexts } from '../../lib/i18n.tsx';
import { Link, useNavigate, useParams } from '../../lib/router.tsx';
import { useOrganization } from '../../features/organizations/api/organizations.ts';
import { InvitationsSection } from '../../features/organizations/components/invitations-section.tsx';
import { LeaveOrganization } from '../../features/organizations/components/leave-organization.tsx';
import { MembersList } from '../../features/organizations/components/members-list.tsx';

/** An organization's people (issue 18): the list for its members; roles, removals and invitations for its owners. */
export function OrganizationMembersRoute() {
  const t = useTexts(organizationsTexts);
  const navigate = useNavigate();
  const { slug } = useParams<typeof PAGES.organizationMembers.path>();
  const { data: organization, error, isPending, refetch, isRefetching } = useOrganization(slug);

  if (isPending) {
    return (
      <div aria-busy="true" className="space-y-4">
        <title>{t.membersPageTitle}</title>
        <p role="status" className="sr-only">
          {t.loadingMembers}
        </p>
        <div className="skeleton h-9 w-2/3" />
        <div className="skeleton h-40 w-full rounded-box" />
      </div>
    );
  }
  if (error) {
    const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return (
      <>
        <title>{t.membersPageTitle}</title>
        <h1 className="mb-4 text-3xl font-bold">{missing ? t.notFoundTitle : t.members}</h1>
        {missing ? <p>{t.notFoundBody}</p> : <ErrorState title={t.loadFailed} error={error} onRetry={() => refetch()} retrying={isRefetching} />}
      </>
    );
  }

  const isOwner = organization.myRole === 'owner';
  return (
    <>
      <title>{`${t.membersHeading(organization.name)} · Volunteer Hub`}</title>
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <Link to={pagePath('organization', { slug })} className="link link-hover text-sm">
            ← {t.backTo(organization.name)}
          </Link>
          <h1 className="mt-2 text-3xl font-bold">{t.membersHeading(organization.name)}</h1>
          {organization.myRole && <p className="mt-2 text-base-content/80">{t.yourRole(t.roles[organization.myRole])}</p>}
        </div>
        {organization.myRole && <LeaveOrganization slug={slug} name={organization.name} onLeft={() => navigate(PAGES.myOrganizations.path)} />}
      </header>
      {organization.myRole ? (
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-5 lg:items-start">
          <Section heading={t.members} className="lg:col-span-3">
            <MembersList slug={slug} isOwner={isOwner} />
          </Section>
          {isOwner && (
            <Section heading={t.invitationsHeading} className="lg:col-span-2">
              <InvitationsSection slug={slug} />
            </Section>
          )}
        </div>
      ) : (
        <p role="alert" className="alert alert-warning alert-soft">
          {t.membersOnly}
        </p>
      )}
    </>
  );
}

function Section({ heading, className, children }: { heading: string; className: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`min-w-0 ${className}`}>
      <h2 id={id} className="mb-4 text-xl font-semibold">
        {heading}
      </h2>
      {children}
    </section>
  );
}
