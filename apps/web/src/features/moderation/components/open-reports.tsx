import type { OpenReports as OpenReportList } from '@volunteering/shared/report-schemas';
import { zoneLabel } from '@volunteering/shared/event-time-format';
import { pagePath } from '@volunteering/shared/pages';
import { moderationTexts } from '@volunteering/shared/texts/moderation';
import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { FormDialogActions } from '../../../components/ui/form-dialog-actions.tsx';
import { Message } from '../../../components/ui/message.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TimeAgo } from '../../../components/ui/time-ago.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useLanguage, useTexts } from '../../../lib/i18n.tsx';
import { Link } from '../../../lib/router.tsx';
import { useViewerTimeZone } from '../../../lib/viewer-time-zone.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useDismissReports, useOpenReports } from '../api/open-reports.ts';
import { useModerationAction } from '../api/takedowns.ts';
import { ReasonField } from './reason-field.tsx';

type Group = OpenReportList[number];

/** A moderator's action waiting for its reason: what the dialog asks and what it does. */
/** `destructive`: it takes something off the site or away from someone, so its button says so in red. */
export type PendingAction = { title: string; prompt: string; submitLabel: string; destructive?: boolean; run: (reason: string) => Promise<unknown> };

/** The moderators' list: one card per reported event or user, its reports, and what to do about it. */
export function OpenReports() {
  const t = useTexts(moderationTexts);
  const { locale } = useLanguage();
  const timeZone = useViewerTimeZone();
  const now = useNow();
  const reports = useOpenReports();
  const dismiss = useDismissReports();
  const act = useModerationAction();
  const [pending, setPending] = useState<PendingAction | null>(null);

  function dismissing(group: Group) {
    setPending({
      title: t.dismissTitle(group.targetName || t.goneTarget),
      prompt: t.dismissReason,
      submitLabel: t.dismiss,
      run: (reason) => dismiss.mutateAsync({ targetType: group.targetType, targetId: group.targetId, reason }),
    });
  }
  function takingDown(group: Group) {
    const isEvent = group.targetType === 'event';
    setPending({
      title: isEvent ? t.hideTitle(group.targetName) : t.suspendTitle(group.targetName),
      prompt: isEvent ? t.hideReason : t.suspendReason,
      submitLabel: isEvent ? t.hideEvent : t.suspendUser,
      destructive: true,
      run: (reason) => act.mutateAsync({ action: isEvent ? `events/${group.targetId}/hide` : `users/${group.targetId}/suspend`, reason }),
    });
  }

  if (reports.isPending) {
    return (
      <div className="flex justify-center py-16" role="status" aria-live="polite">
        <Spinner />
      </div>
    );
  }
  if (reports.isError) return <ErrorState title={t.loadError} error={reports.error} onRetry={() => void reports.refetch()} retrying={reports.isFetching} />;
  if (reports.data.length === 0) return <EmptyState title={t.noReportsTitle} body={t.noReportsBody} />;
  return (
    <>
      <p className="mb-3 text-sm text-base-content/80">{t.timesInZone(zoneLabel(new Date(now), timeZone, locale))}</p>
      <ul className="flex flex-col gap-4">
        {reports.data.map((group) => (
          <li key={`${group.targetType}:${group.targetId}`}>
            <ReportCard group={group} onDismiss={() => dismissing(group)} onTakeDown={group.targetName ? () => takingDown(group) : undefined} />
          </li>
        ))}
      </ul>
      <ReasonDialog action={pending} onClose={() => setPending(null)} />
    </>
  );
}

function ReportCard({ group, onDismiss, onTakeDown }: { group: Group; onDismiss: () => void; onTakeDown?: () => void }) {
  const t = useTexts(moderationTexts);
  const { locale } = useLanguage();
  const headingId = useId();
  const name = group.targetName || t.goneTarget;
  return (
    <article aria-labelledby={headingId} className="rounded-box border border-base-300 bg-base-100 p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm text-base-content/80">
            {group.targetType === 'event' ? t.eventTarget : t.userTarget} · {t.reportCount(group.count)}
          </p>
          <h2 id={headingId} className="text-xl font-semibold">
            {group.targetType === 'event' && group.targetName ? (
              <Link to={pagePath('eventDetails', { id: group.targetId })} className="link">
                {name}
              </Link>
            ) : (
              name
            )}
          </h2>
          <p className="mt-1 text-sm">
            {Object.entries(group.reasons)
              .map(([reason, count]) => `${t.reasons[reason as keyof typeof t.reasons] ?? reason} × ${count.toLocaleString(locale)}`)
              .join(', ')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {onTakeDown && (
            <button type="button" className="btn btn-error btn-sm" onClick={onTakeDown}>
              {group.targetType === 'event' ? t.hideEvent : t.suspendUser}
            </button>
          )}
          <button type="button" className="btn btn-outline btn-sm" onClick={onDismiss}>
            {t.dismiss}
          </button>
        </div>
      </div>
      <ul className="mt-4 flex flex-col gap-3 border-t border-base-300 pt-4">
        {group.reports.map((item) => (
          <li key={item.id} className="text-sm">
            <p className="font-medium">
              {t.reasons[item.reason]} · <TimeAgo iso={item.createdAt} />
            </p>
            <p className="text-base-content/80">{item.details || t.noNote}</p>
            <p className="text-base-content/80">{t.reportedBy(item.reporter.name, item.reporter.email)}</p>
          </li>
        ))}
      </ul>
    </article>
  );
}

/** Asks a moderator why, then does the action; the reason goes into the audit log. */
export function ReasonDialog({ action, onClose }: { action: PendingAction | null; onClose: () => void }) {
  const t = useTexts(moderationTexts);
  const formId = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Error | null>(null);

  function close() {
    if (busy) return;
    onClose();
    setReason('');
    setMissing(false);
    setFailure(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!action) return;
    // The server asks for it too; said here, it is said at once.
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await action.run(reason);
      setBusy(false);
      onClose();
      setReason('');
    } catch (error) {
      setBusy(false);
      setFailure(error as Error);
    }
  }

  const fieldError = missing ? t.giveReason : failure instanceof ApiError ? failure.errors.find((error) => error.field === 'reason') : undefined;
  return (
    <Dialog
      open={action !== null}
      onClose={close}
      title={action?.title ?? ''}
      icon="question"
      actions={
        <FormDialogActions
          formId={formId}
          busy={busy}
          done={false}
          onClose={close}
          cancelLabel={t.cancel}
          submitLabel={action?.submitLabel ?? ''}
          tone={action?.destructive ? 'btn-error' : 'btn-primary'}
          busyLabel={t.working}
          doneLabel={t.close}
        />
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="text-left">
        <ReasonField
          label={action?.prompt ?? ''}
          value={reason}
          onChange={(value) => {
            setReason(value);
            setMissing(false);
          }}
          error={fieldError}
        />
        {failure && !fieldError && (
          <p role="alert" className="mt-2 font-medium">
            <Message text={failure} />
          </p>
        )}
      </form>
    </Dialog>
  );
}
