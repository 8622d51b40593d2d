import type { HiddenList as HiddenListData } from '@volunteering/shared/report-schemas';
import { formatDateTime, formatEventDateTime } from '@volunteering/shared/event-time-format';
import { pagePath } from '@volunteering/shared/pages';
import { hiddenEventTexts } from '@volunteering/shared/texts/hidden-events';
import { moderationTexts } from '@volunteering/shared/texts/moderation';
import { useId, useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useLanguage, useTexts } from '../../../lib/i18n.tsx';
import { Link } from '../../../lib/router.tsx';
import { useHiddenList, useModerationAction } from '../api/takedowns.ts';
import { ReasonDialog, type PendingAction } from './open-reports.tsx';

type HiddenEvent = HiddenListData['events'][number];
type Suspended = HiddenListData['users'][number];

/** What moderators took down, held or suspended, each with the way to bring it back (issue 16). */
export function HiddenList() {
  const t = useTexts(moderationTexts);
  const hiddenText = useTexts(hiddenEventTexts);
  const { locale } = useLanguage();
  const hidden = useHiddenList();
  const act = useModerationAction();
  const [pending, setPending] = useState<PendingAction | null>(null);
  const headingId = useId();

  function bringBack(event: HiddenEvent) {
    const approving = event.hidden === 'review';
    setPending({
      title: approving ? t.approveTitle(event.title) : t.restoreTitle(event.title),
      prompt: t.actionReason,
      submitLabel: approving ? t.approve : t.restore,
      run: (reason) => act.mutateAsync({ action: `events/${event.id}/${approving ? 'approve' : 'restore'}`, reason }),
    });
  }
  function lift(person: Suspended) {
    setPending({
      title: t.liftTitle(person.name),
      prompt: t.actionReason,
      submitLabel: t.lift,
      run: (reason) => act.mutateAsync({ action: `users/${person.id}/lift`, reason }),
    });
  }

  let body;
  if (hidden.isPending) {
    body = (
      <div className="flex justify-center py-12" role="status" aria-live="polite">
        <Spinner />
      </div>
    );
  } else if (hidden.isError) {
    body = <ErrorState title={t.hiddenLoadError} error={hidden.error} onRetry={() => void hidden.refetch()} retrying={hidden.isFetching} />;
  } else if (hidden.data.events.length === 0 && hidden.data.users.length === 0) {
    body = <EmptyState title={t.noHiddenTitle} body={t.noHiddenBody} />;
  } else {
    body = (
      <div className="flex flex-col gap-6">
        {hidden.data.events.length > 0 && (
          <div>
            <h3 className="mb-2 text-lg font-semibold">{t.hiddenEventsHeading}</h3>
            <ul className="flex flex-col gap-3">
              {hidden.data.events.map((event) => (
                <li
                  key={event.id}
                  className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-4 sm:flex-row sm:items-start sm:justify-between"
                >
                  <div className="min-w-0 text-sm">
                    <p className="font-medium text-base-content/80">{hiddenText.kinds[event.hidden]}</p>
                    <p className="text-base font-semibold">
                      <Link to={pagePath('eventDetails', { id: event.id })} className="link">
                        {event.title}
                      </Link>
                    </p>
                    <p>{formatEventDateTime(event.date, event.timeZone, locale)}</p>
                    {event.owner && <p className="text-base-content/80">{t.organizedBy(event.owner.name, event.owner.email)}</p>}
                    {event.reason && <p>{hiddenText.why(event.reason)}</p>}
                  </div>
                  {event.hidden === 'suspension' ? (
                    <p className="text-sm text-base-content/80 sm:max-w-48">{t.comesBackWithLift}</p>
                  ) : (
                    <button type="button" className="btn btn-outline btn-sm self-start" onClick={() => bringBack(event)}>
                      {event.hidden === 'review' ? t.approve : t.restore}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}
        {hidden.data.users.length > 0 && (
          <div>
            <h3 className="mb-2 text-lg font-semibold">{t.suspendedHeading}</h3>
            <ul className="flex flex-col gap-3">
              {hidden.data.users.map((person) => (
                <li
                  key={person.id}
                  className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-4 sm:flex-row sm:items-start sm:justify-between"
                >
                  <div className="min-w-0 text-sm">
                    <p className="text-base font-semibold">{person.name}</p>
                    <p className="text-base-content/80">{person.email}</p>
                    <p>{t.suspendedSince(formatDateTime(person.suspendedAt, undefined, locale))}</p>
                  </div>
                  <button type="button" className="btn btn-outline btn-sm self-start" onClick={() => lift(person)}>
                    {t.lift}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} className="mt-12">
      <h2 id={headingId} className="text-2xl font-bold">
        {t.hiddenHeading}
      </h2>
      <p className="mt-2 mb-4 max-w-prose text-base-content/80">{t.hiddenIntro}</p>
      {body}
      <ReasonDialog action={pending} onClose={() => setPending(null)} />
    </section>
  );
}
