import { dateTimeFormat } from '@volunteering/shared/intl-formats';
import { organizationsTexts } from '@volunteering/shared/texts/organizations';
import { PAGES, pagePath } from '@volunteering/shared/pages';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { Message } from '../../components/ui/message.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAuth } from '../../lib/auth/auth-provider.tsx';
import { ApiError, failureMessage } from '../../lib/api-client.ts';
import { useLanguage, useTexts } from '../../lib/i18n.tsx';
import { Link, useLocation, useNavigate, useParams } from '../../lib/router.tsx';
import { useAcceptInvitation, useInvitationPreview } from '../../features/organizations/api/members.ts';
import { OrganizationLogo } from '../../features/organizations/components/organization-logo.tsx';

/** An invitation's link (issue 18): what it offers, and Accept for a signed-in person; login or register for anyone else. */
export function OrganizationInvitationRoute() {
  const t = useTexts(organizationsTexts);
  const { locale } = useLanguage();
  const { token } = useParams<typeof PAGES.organizationInvitation.path>();
  const { user, loading } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const query = useInvitationPreview(token);
  const accept = useAcceptInvitation(token);
  const frame = 'mx-auto max-w-xl rounded-box border border-base-300 bg-base-100 p-6 text-center sm:p-8';

  if (query.isPending) {
    return (
      <div aria-busy="true" className={frame}>
        <title>{t.invitationPageTitle}</title>
        <p role="status" className="sr-only">
          {t.loadingInvitation}
        </p>
        <div className="skeleton mx-auto size-20 rounded-box" />
        <div className="skeleton mx-auto mt-4 h-8 w-2/3" />
        <div className="skeleton mx-auto mt-3 h-5 w-1/2" />
      </div>
    );
  }
  if (query.error) {
    const unusable = query.error instanceof ApiError && [400, 404, 410].includes(query.error.status);
    if (!unusable) {
      return (
        <>
          <title>{t.invitationPageTitle}</title>
          <h1 className="sr-only">{t.invitationLoadFailed}</h1>
          <ErrorState title={t.invitationLoadFailed} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        </>
      );
    }
    return (
      <div className={frame}>
        <title>{t.invitationPageTitle}</title>
        <h1 className="text-2xl font-bold">{t.invitationUnusableTitle}</h1>
        <p className="mt-3 text-base-content/80">
          <Message text={query.error} />
        </p>
        <Link to={PAGES.upcomingEvents.path} className="btn btn-primary mt-6">
          {t.browseEvents}
        </Link>
      </div>
    );
  }

  const { organization, role, expiresAt } = query.data;
  const until = dateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(expiresAt));
  const here = location.pathname;
  const accepted = accept.data;
  const alreadyMember = accept.error instanceof ApiError && accept.error.status === 409;
  return (
    <div className={frame}>
      <title>{`${t.invitationHeading(organization.name)} · Volunteer Hub`}</title>
      <div className="flex justify-center">
        <OrganizationLogo name={organization.name} logoUrl={organization.logoUrl} seed={organization.id} size="size-20 text-2xl" />
      </div>
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{t.invitationHeading(organization.name)}</h1>
      <p className="mt-3 text-lg">{t.invitedRole(t.roles[role])}</p>
      <p className="mt-1 text-sm text-base-content/80">{t.expiresOn(until)}</p>
      <div className="mt-6 flex flex-col items-center gap-3">
        {loading ? (
          <Spinner />
        ) : user ? (
          <>
            <button
              type="button"
              className="btn btn-primary"
              disabled={accept.isPending || Boolean(accepted)}
              onClick={() => accept.mutate(undefined, { onSuccess: (answer) => navigate(pagePath('organization', { slug: answer.organization.slug })) })}
            >
              {accept.isPending && <Spinner />}
              {accept.isPending ? t.accepting : t.accept}
            </button>
            {accept.error && (
              <p role="alert" className="alert alert-error alert-soft">
                <Message text={failureMessage(accept.error)} />
              </p>
            )}
            {alreadyMember && (
              <Link to={pagePath('organization', { slug: organization.slug })} className="link link-primary">
                {t.seeOrganization}
              </Link>
            )}
          </>
        ) : (
          <>
            <p>{t.signInToAccept}</p>
            <div className="flex flex-wrap justify-center gap-3">
              <Link to={PAGES.login.path} state={{ from: here }} className="btn btn-primary">
                {t.logIn}
              </Link>
              <Link to={PAGES.register.path} state={{ from: here }} className="btn btn-outline">
                {t.register}
              </Link>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
