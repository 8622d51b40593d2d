import { DEFAULT_TIME_ZONE } from '@volunteering/shared/event-time';
import { formatter } from '@volunteering/shared/event-time-format';
import type { HoursRecord } from '@volunteering/shared/hours-schemas';
import { formatHours } from '@volunteering/shared/impact-format';
import { pagePath } from '@volunteering/shared/pages';
import { hoursScreenTexts } from '@volunteering/shared/texts/hours-screen';
import { useId } from 'react';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useLanguage, useTexts } from '../../../lib/i18n.tsx';
import { Link } from '../../../lib/router.tsx';
import { useMyHours } from '../api/get-my-hours.ts';
import { HoursElsewhereForm } from './hours-elsewhere-form.tsx';

const TONE: Record<HoursRecord['status'], string> = { pending: 'badge-warning', approved: 'badge-success', rejected: 'badge-error' };

/** The day of the hours: the one given (hours done elsewhere, YYYY-MM-DD), or the event's start's (the record has no zone: the product's). */
function useDay() {
  const { locale } = useLanguage();
  return (record: HoursRecord) =>
    record.eventId === null
      ? formatter({ dateStyle: 'medium' }, 'UTC', locale).format(new Date(`${record.date}T00:00:00Z`))
      : formatter({ dateStyle: 'medium' }, DEFAULT_TIME_ZONE, locale).format(new Date(record.date));
}

/** My Impact's list of hours records (issue 39): pending hours shown as pending, a rejection with its reason. */
export function MyHours() {
  const t = useTexts(hoursScreenTexts);
  const { locale } = useLanguage();
  const hours = useMyHours();
  const day = useDay();
  const heading = useId();

  let content;
  if (hours.isPending) {
    content = (
      <div role="status">
        <span className="sr-only">{t.mineLoading}</span>
        <div aria-hidden="true" className="skeleton h-24 w-full" />
      </div>
    );
  } else if (hours.isError) {
    content = <ErrorState title={t.mineFailed} error={hours.error} onRetry={() => void hours.refetch()} retrying={hours.isFetching} />;
  } else if (hours.data.length === 0) {
    content = <p className="text-base-content/80">{t.mineEmpty}</p>;
  } else {
    content = (
      <>
        {hours.data.some((record) => record.status === 'pending') && <p className="mb-2 text-sm">{t.pendingNote}</p>}
        <ul className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
          {hours.data.map((record) => (
            <li key={record.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3">
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words">
                  {record.eventId ? (
                    <Link to={pagePath('eventDetails', { id: record.eventId })} className="link link-hover">
                      {record.title}
                    </Link>
                  ) : (
                    record.title
                  )}
                </p>
                <p className="text-sm text-base-content/80">
                  {day(record)}
                  {record.eventId === null && ` · ${t.elsewhere}`}
                </p>
                {record.status === 'rejected' && record.reason && <p className="text-sm">{t.rejectedBecause(record.reason)}</p>}
              </div>
              <span className="font-semibold tabular-nums">{t.hoursOf(formatHours(record.hours, locale))}</span>
              <span className={`badge ${TONE[record.status]}`}>{t.status[record.status]}</span>
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <section aria-labelledby={heading} className="mt-10">
      <h2 id={heading} className="mb-3 text-xl font-semibold">
        {t.mineHeading}
      </h2>
      {content}
      <HoursElsewhereForm />
    </section>
  );
}
