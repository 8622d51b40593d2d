import { impactTexts } from '@volunteering/shared/texts/impact';
import { useLanguage, useTexts } from '../../../lib/i18n.tsx';
import { useEventTypeName } from '../../../components/events/use-event-type-name.ts';
import { Link } from '../../../lib/router.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useDownloadImpactCsv } from '../api/download-impact-csv.ts';
import { useImpact } from '../api/get-impact.ts';
import { AttendedEventsList } from './attended-events-list.tsx';
import { CertificateControls, useCertificates } from './certificate-controls.tsx';
import { formatHours, formatMonth } from '@volunteering/shared/impact-format';
import { HoursChart } from '../../../components/impact/hours-chart.tsx';
import { PAGES } from '@volunteering/shared/pages';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Message } from '../../../components/ui/message.tsx';

/** Totals, the two charts and the events behind them, in each of the page's states. */
export function ImpactOverview() {
  const text = useTexts(impactTexts);
  const { locale } = useLanguage();
  const typeName = useEventTypeName();
  const query = useImpact();
  const certificates = useCertificates();

  if (query.isPending) {
    return (
      <div aria-busy="true" className="space-y-6">
        <p role="status" className="sr-only">
          {text.loading}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="skeleton h-28" />
          <div className="skeleton h-28" />
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="skeleton h-56" />
          <div className="skeleton h-56" />
        </div>
      </div>
    );
  }
  if (query.error) {
    return <ErrorState title={text.loadError} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }

  const impact = query.data;
  if (impact.eventsCompleted === 0) {
    return (
      <EmptyState
        title={text.emptyTitle}
        body={text.emptyBody}
        action={
          <Link to={PAGES.upcomingEvents.path} className="btn btn-primary">
            {text.explore}
          </Link>
        }
      />
    );
  }

  return (
    <div className="space-y-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-stretch">
        <dl className="stats stats-vertical flex-1 border border-base-300 bg-base-100 sm:stats-horizontal">
          <div className="stat">
            <dt className="stat-title text-base-content/80">{text.totalHours}</dt>
            <dd className="stat-value text-primary tabular-nums">{formatHours(impact.totalHours, locale)}</dd>
          </div>
          <div className="stat">
            <dt className="stat-title text-base-content/80">{text.eventsCompleted}</dt>
            <dd className="stat-value tabular-nums">{impact.eventsCompleted.toLocaleString(locale, { useGrouping: false })}</dd>
          </div>
        </dl>
        <DownloadCsv />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <HoursChart
          title={text.byType}
          labelHeading={text.columnType}
          rows={impact.byType.map((row) => ({ label: typeName(row.type), hours: row.hours, events: row.events }))}
        />
        <HoursChart
          title={`${text.byMonth} (${text.last12Months})`}
          labelHeading={text.columnMonth}
          rows={impact.byMonth.map((row) => ({ label: formatMonth(row.month, locale), hours: row.hours, events: row.events }))}
        />
      </div>
      <CertificateControls events={impact.events} maker={certificates} />
      <AttendedEventsList events={impact.events} certificates={certificates} />
      <p className="text-sm text-base-content/80">{text.note}</p>
    </div>
  );
}

function DownloadCsv() {
  const text = useTexts(impactTexts);
  const download = useDownloadImpactCsv();
  return (
    <div className="flex flex-col items-start justify-center gap-2 sm:items-end">
      <button type="button" className="btn btn-primary" disabled={download.isPending} onClick={() => download.mutate()}>
        {download.isPending && <Spinner size="xs" />}
        {download.isPending ? text.downloading : text.downloadCsv}
      </button>
      {download.error && (
        <p role="alert" className="text-error">
          {text.downloadFailed} <Message text={download.error} />
        </p>
      )}
    </div>
  );
}
