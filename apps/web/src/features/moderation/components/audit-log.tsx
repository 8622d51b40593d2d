import { formatEventDateTime } from '@volunteering/shared/event-time-format';
import { pagePath } from '@volunteering/shared/pages';
import type { AuditLog as AuditLines } from '@volunteering/shared/report-schemas';
import { adminTexts } from '@volunteering/shared/texts/admin';
import { moderationTexts } from '@volunteering/shared/texts/moderation';
import { useId } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useLanguage, useTexts } from '../../../lib/i18n.tsx';
import { Link } from '../../../lib/router.tsx';
import { useViewerTimeZone } from '../../../lib/viewer-time-zone.ts';
import { useAuditLog } from '../api/admin-screens.ts';

type Line = AuditLines[number];

/** The audit log, newest first: one card per action, who, what, when and why (moderators and admins). */
export function AuditLog() {
  const t = useTexts(adminTexts);
  const log = useAuditLog();
  // The viewer's own zone: a line of the log belongs to no event, so it reads in the reader's time, labelled.
  const timeZone = useViewerTimeZone();

  if (log.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-8">
        <Spinner />
        {t.auditLoading}
      </p>
    );
  }
  if (log.isError) return <ErrorState title={t.auditLoadError} error={log.error} onRetry={() => void log.refetch()} retrying={log.isFetching} />;
  if (log.data.length === 0) return <EmptyState title={t.auditEmptyTitle} body={t.auditEmptyBody} />;
  return (
    <ol className="flex flex-col gap-3">
      {log.data.map((line) => (
        <li key={line.id}>
          <AuditCard line={line} timeZone={timeZone} />
        </li>
      ))}
    </ol>
  );
}

function AuditCard({ line, timeZone }: { line: Line; timeZone: string }) {
  const t = useTexts(adminTexts);
  const m = useTexts(moderationTexts);
  const { locale } = useLanguage();
  const headingId = useId();
  // A kind of action this page does not know yet (a newer server) still reads as something.
  const action = (t.actions as Record<string, string>)[line.action] ?? line.action;
  const name = line.targetName || m.goneTarget;
  const kind = line.targetType === 'event' ? m.eventTarget : m.userTarget;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-box border border-base-300 bg-base-100 p-4 lg:grid lg:grid-cols-[minmax(0,23rem)_minmax(0,1fr)] lg:gap-6"
    >
      <div className="min-w-0">
        <h2 id={headingId} className="text-lg font-semibold">
          {action}
        </h2>
        <p className="text-sm text-base-content/80">
          <time dateTime={line.createdAt}>{formatEventDateTime(line.createdAt, timeZone, locale)}</time>
        </p>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm lg:mt-0">
        <dt className="text-base-content/80">{t.about}</dt>
        <dd>
          {kind} ·{' '}
          {line.targetType === 'event' && line.targetName ? (
            <Link to={pagePath('eventDetails', { id: line.targetId })} className="link">
              {name}
            </Link>
          ) : (
            name
          )}
        </dd>
        <dt className="text-base-content/80">{t.by}</dt>
        <dd>{t.person(line.actor.name, line.actor.email)}</dd>
        <dt className="text-base-content/80">{t.why}</dt>
        <dd className="whitespace-pre-line">{line.reason}</dd>
      </dl>
    </article>
  );
}
