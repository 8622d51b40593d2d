import { organizationsTexts } from '@volunteering/shared/texts/organizations';
import { impactTexts } from '@volunteering/shared/texts/impact';
import { managesEvents, type OrganizationRole } from '@volunteering/shared/organization-schemas';
import { useId } from 'react';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { HoursChart } from '../../../components/impact/hours-chart.tsx';
import { formatHours, formatMonth } from '@volunteering/shared/impact-format';
import { useEventTypeName } from '../../../components/events/use-event-type-name.ts';
import { useLanguage, useTexts } from '../../../lib/i18n.tsx';
import { useDownloadGroupImpact, useGroupImpact, useVolunteerHours } from '../api/group-impact.ts';

/** "Our impact" on the organization's page, for its members (issue 18): figures, hours by month and type, the files. */
export function GroupImpact({ slug, role }: { slug: string; role: OrganizationRole }) {
  const t = useTexts(organizationsTexts);
  const impactText = useTexts(impactTexts);
  const { locale } = useLanguage();
  const typeName = useEventTypeName();
  const headingId = useId();
  const query = useGroupImpact(slug);

  let body;
  if (query.isPending) {
    body = (
      <div aria-busy="true" className="space-y-4">
        <p role="status" className="sr-only">
          {t.loadingImpact}
        </p>
        <div className="skeleton h-24" />
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="skeleton h-48" />
          <div className="skeleton h-48" />
        </div>
      </div>
    );
  } else if (query.error) {
    body = <ErrorState title={t.impactLoadFailed} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else if (query.data.eventsRun === 0) {
    body = <p className="text-base-content/80">{t.impactEmpty}</p>;
  } else {
    const impact = query.data;
    const whole = (value: number) => value.toLocaleString(locale);
    const figures: [string, string][] = [
      [t.volunteersReached, whole(impact.volunteersReached)],
      [t.hoursGiven, formatHours(impact.hoursGiven, locale)],
      [t.eventsRun, whole(impact.eventsRun)],
      [t.attendanceRate, impact.attendanceRate === null ? '–' : impact.attendanceRate.toLocaleString(locale, { style: 'percent', maximumFractionDigits: 0 })],
    ];
    body = (
      <div className="space-y-6">
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {figures.map(([label, value]) => (
            <div key={label} className="flex flex-col-reverse rounded-box border border-base-300 bg-base-100 p-4">
              <dt className="text-sm text-base-content/80">{label}</dt>
              <dd className="text-3xl font-bold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="grid gap-6 lg:grid-cols-2">
          <HoursChart
            title={t.hoursByMonth}
            labelHeading={impactText.columnMonth}
            rows={impact.hoursByMonth.map((row) => ({ label: formatMonth(row.month, locale), hours: row.hours }))}
          />
          <HoursChart
            title={t.hoursByType}
            labelHeading={impactText.columnType}
            rows={impact.hoursByType.map((row) => ({ label: typeName(row.type), hours: row.hours }))}
          />
        </div>
        <div className="flex flex-col gap-2 print:hidden">
          <Downloads slug={slug} files={['impact.csv', 'impact.pdf']} />
          {/* Printed, the page is the report alone, in the page's language, as the PDF is. */}
          <div className="flex flex-wrap items-center gap-3">
            <button type="button" className="btn btn-outline btn-sm" onClick={() => window.print()}>
              {t.printReport}
            </button>
            <p className="text-sm text-base-content/80">{t.printHint}</p>
          </div>
        </div>
        {managesEvents(role) && <VolunteerHoursTable slug={slug} />}
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h2 id={headingId} className="text-2xl font-bold">
          {t.impactHeading}
        </h2>
        <p className="text-sm text-base-content/80">{t.impactIntro}</p>
      </div>
      {body}
    </section>
  );
}

function Downloads({ slug, files }: { slug: string; files: ('impact.csv' | 'impact.pdf' | 'volunteers.csv')[] }) {
  const t = useTexts(organizationsTexts);
  const impactText = useTexts(impactTexts);
  const download = useDownloadGroupImpact(slug);
  const label = { 'impact.csv': impactText.downloadCsv, 'impact.pdf': t.downloadPdf, 'volunteers.csv': t.downloadVolunteersCsv };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-3">
        {files.map((file) => (
          <button key={file} type="button" className="btn btn-outline btn-sm" disabled={download.isPending} onClick={() => download.mutate(file)}>
            {download.isPending && download.variables === file && <Spinner size="xs" />}
            {download.isPending && download.variables === file ? impactText.downloading : label[file]}
          </button>
        ))}
      </div>
      {download.error && (
        <p role="alert" className="text-sm text-error">
          {t.downloadFailed}
        </p>
      )}
    </div>
  );
}

function VolunteerHoursTable({ slug }: { slug: string }) {
  const t = useTexts(organizationsTexts);
  const impactText = useTexts(impactTexts);
  const { locale } = useLanguage();
  const headingId = useId();
  const query = useVolunteerHours(slug);
  return (
    <section aria-labelledby={headingId} className="card border border-base-300 bg-base-100">
      <div className="card-body gap-3 p-4 sm:p-6">
        <h3 id={headingId} className="card-title text-lg">
          {t.volunteersHeading}
        </h3>
        <p className="text-sm text-base-content/80">{t.volunteersIntro}</p>
        {query.isPending ? (
          <p role="status" className="flex items-center gap-2">
            <Spinner size="xs" />
            {t.loadingVolunteers}
          </p>
        ) : query.error ? (
          <ErrorState title={t.volunteersLoadFailed} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : query.data.length === 0 ? (
          <p className="text-base-content/80">{t.noVolunteers}</p>
        ) : (
          <>
            <div className="overflow-x-auto">
              <table className="table table-sm">
                <caption className="sr-only">{t.volunteersHeading}</caption>
                <thead>
                  {/* daisyUI dims table headers below AA contrast in the dim theme. */}
                  <tr className="text-base-content">
                    <th scope="col">{t.columnVolunteer}</th>
                    <th scope="col">{t.columnEmail}</th>
                    <th scope="col" className="text-right">
                      {impactText.columnEvents}
                    </th>
                    <th scope="col" className="text-right">
                      {impactText.columnHours}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {query.data.map((volunteer) => (
                    <tr key={volunteer.email}>
                      <th scope="row" className="font-normal">
                        {volunteer.name}
                      </th>
                      <td className="break-all">{volunteer.email}</td>
                      <td className="text-right tabular-nums">{volunteer.events.toLocaleString(locale)}</td>
                      <td className="text-right tabular-nums">{formatHours(volunteer.hours, locale)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div className="print:hidden">
              <Downloads slug={slug} files={['volunteers.csv']} />
            </div>
          </>
        )}
      </div>
    </section>
  );
}
