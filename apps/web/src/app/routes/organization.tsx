import { organizationsTexts } from '@volunteering/shared/texts/organizations';
import { EmbedSection } from '../../features/organizations/components/embed-section.tsx';
import { eventCardTexts } from '@volunteering/shared/texts/event-card';
import { eventTypeTexts } from '@volunteering/shared/texts/event-types';
import { upcomingEventsTexts } from '@volunteering/shared/texts/upcoming-events';
import { uiTexts } from '@volunteering/shared/texts/ui';
import { impactTexts } from '@volunteering/shared/texts/impact';
import { namespaceOf } from '@volunteering/shared/i18n/define-texts';
import { PAGES, pagePath } from '@volunteering/shared/pages';
import { useId, useState, type ReactNode } from 'react';
import { Dialog } from '../../components/ui/dialog.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { loadCatalogs, useLanguage, useTexts } from '../../lib/i18n.tsx';
import { Link, useNavigate, useParams } from '../../lib/router.tsx';
import { useOrganization, type OrganizationView } from '../../features/organizations/api/organizations.ts';
import { FollowButton } from '../../features/organizations/components/follow-button.tsx';
import { LeaveOrganization } from '../../features/organizations/components/leave-organization.tsx';
import { OrganizationEvents } from '../../features/organizations/components/organization-events.tsx';
import { OrganizationForm } from '../../features/organizations/components/organization-form.tsx';
import { OrganizationLogo } from '../../features/organizations/components/organization-logo.tsx';
import { GroupImpact } from '../../features/organizations/components/group-impact.tsx';

/** Every namespace the page shows, asked for together at its first render so no part suspends it later. */
const PAGE_TEXTS = [organizationsTexts, eventCardTexts, eventTypeTexts, upcomingEventsTexts, uiTexts, impactTexts];

function usePageTexts() {
  const { language } = useLanguage();
  loadCatalogs(language, PAGE_TEXTS.map(namespaceOf)).catch(() => {});
  useTexts(eventCardTexts);
  useTexts(eventTypeTexts);
  useTexts(upcomingEventsTexts);
  useTexts(uiTexts);
  useTexts(impactTexts);
  return useTexts(organizationsTexts);
}

function OrganizationNotFound() {
  const t = useTexts(organizationsTexts);
  return (
    <div className="py-16 text-center">
      <title>{`${t.notFoundTitle} · Volunteer Hub`}</title>
      <h1 className="text-3xl font-bold">{t.notFoundTitle}</h1>
      <p className="mt-2 text-base-content/80">{t.notFoundBody}</p>
      <Link to={PAGES.upcomingEvents.path} className="btn btn-primary mt-6">
        {t.browseEvents}
      </Link>
    </div>
  );
}

function PageSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="space-y-6">
      <p role="status" className="sr-only">
        {label}
      </p>
      <div className="flex items-center gap-4">
        <div className="skeleton size-20 rounded-box" />
        <div className="flex-1 space-y-2">
          <div className="skeleton h-8 w-2/3" />
          <div className="skeleton h-5 w-1/3" />
        </div>
      </div>
      <div className="skeleton h-16 w-full" />
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="skeleton h-20" />
        ))}
      </div>
    </div>
  );
}

/** The organization's public page (issue 18): who they are, what they gave, their events; its people's own controls. */
export function OrganizationRoute() {
  const t = usePageTexts();
  const { slug } = useParams<typeof PAGES.organization.path>();
  const { data: organization, error, isPending, refetch, isRefetching } = useOrganization(slug);

  if (!PAGES.organization.params.slug(slug)) return <OrganizationNotFound />;
  if (isPending) {
    return (
      <>
        <title>{t.pageTitle}</title>
        <PageSkeleton label={t.loading} />
      </>
    );
  }
  if (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <OrganizationNotFound />;
    return (
      <>
        <title>{t.pageTitle}</title>
        <h1 className="sr-only">{t.pageTitle}</h1>
        <ErrorState title={t.loadFailed} error={error} onRetry={() => refetch()} retrying={isRefetching} />
      </>
    );
  }
  return <OrganizationPage organization={organization} />;
}

function OrganizationPage({ organization }: { organization: OrganizationView }) {
  const t = useTexts(organizationsTexts);
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const role = organization.myRole;
  const roles = t.roles;
  // Following is offered once the server tells it (signed in: `following`; anyone: the followers' count).
  const followable = organization.following !== undefined || typeof organization.followers === 'number';
  return (
    <article className="space-y-10">
      <title>{`${organization.name} · Volunteer Hub`}</title>
      <header className="flex flex-col gap-6 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-center gap-4">
          <OrganizationLogo name={organization.name} logoUrl={organization.logoUrl} seed={organization.id} size="size-14 text-xl sm:size-20 sm:text-2xl" />
          <div className="min-w-0">
            <h1 className="text-2xl font-bold leading-tight sm:text-4xl">{organization.name}</h1>
            {organization.city && <p className="mt-1 text-base-content/80">{organization.city}</p>}
            {role && <p className="badge badge-soft badge-primary mt-2">{t.yourRole(roles[role])}</p>}
          </div>
        </div>
        <div className="flex flex-wrap items-start gap-3 print:hidden">
          {followable && <FollowButton organization={organization} />}
          {role === 'owner' && (
            <button type="button" className="btn btn-outline" onClick={() => setEditing(true)}>
              {t.edit}
            </button>
          )}
          {role && (
            <Link to={pagePath('organizationMembers', { slug: organization.slug })} className="btn btn-outline">
              {t.members}
            </Link>
          )}
          {role && <LeaveOrganization slug={organization.slug} name={organization.name} onLeft={() => navigate(PAGES.myOrganizations.path)} />}
        </div>
      </header>

      {organization.description && <p className="max-w-prose text-lg whitespace-pre-line">{organization.description}</p>}

      {/* Printed, the page is the group's report: its name and its impact (issue 18). */}
      <div className="space-y-10 print:hidden">
        <Figures organization={organization} />
        <Details organization={organization} />
      </div>

      {role && <GroupImpact slug={organization.slug} role={role} />}

      <div className="space-y-10 print:hidden">
        <OrganizationEvents slug={organization.slug} when="upcoming" />
        <OrganizationEvents slug={organization.slug} when="past" />
      </div>

      {/* Its people paste its upcoming events into their own site (issue 42). */}
      {role && <EmbedSection slug={organization.slug} name={organization.name} />}

      <Dialog open={editing} onClose={() => setEditing(false)} title={t.editTitle} className="max-w-2xl">
        {editing && (
          <OrganizationForm
            organization={organization}
            onCancel={() => setEditing(false)}
            onSaved={(saved) => {
              setEditing(false);
              if (saved.slug !== organization.slug) navigate(pagePath('organization', { slug: saved.slug }), { replace: true });
            }}
          />
        )}
      </Dialog>
    </article>
  );
}

function Figures({ organization }: { organization: OrganizationView }) {
  const t = useTexts(organizationsTexts);
  const { locale } = useLanguage();
  const headingId = useId();
  const number = (value: number) => value.toLocaleString(locale);
  const figures: [string, number | undefined][] = [
    [t.upcomingEventsCount, organization.counts.upcomingEvents],
    [t.membersCount, organization.counts.members],
    [t.followersCount, organization.followers],
    [t.volunteersReached, organization.volunteersReached],
    [t.hoursGiven, organization.hoursGiven],
  ];
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        {t.figures}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {figures
          .filter((figure): figure is [string, number] => typeof figure[1] === 'number')
          .map(([label, value]) => (
            <div key={label} className="flex flex-col-reverse rounded-box border border-base-300 bg-base-100 p-4">
              <dt className="text-sm text-base-content/80">{label}</dt>
              <dd className="text-3xl font-bold tabular-nums">{number(value)}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

function Details({ organization }: { organization: OrganizationView }) {
  const t = useTexts(organizationsTexts);
  const headingId = useId();
  const rows: [string, ReactNode][] = [];
  if (organization.website) {
    rows.push([
      t.website,
      <a href={organization.website} className="link link-primary break-all">
        {organization.website.replace(/^https:\/\//, '')}
      </a>,
    ]);
  }
  rows.push([
    t.contact,
    <a href={`mailto:${organization.contactEmail}`} className="link link-primary break-all">
      {organization.contactEmail}
    </a>,
  ]);
  return (
    <section aria-labelledby={headingId} className="rounded-box border border-base-300 bg-base-100 p-4 sm:p-6">
      <h2 id={headingId} className="mb-3 text-xl font-semibold">
        {t.details}
      </h2>
      <dl className="grid gap-3 sm:grid-cols-[max-content_1fr] sm:gap-x-6">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium">{label}</dt>
            <dd className="-mt-2 min-w-0 sm:mt-0">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
