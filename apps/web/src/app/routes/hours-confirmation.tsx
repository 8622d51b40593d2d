import { DEFAULT_TIME_ZONE } from '@volunteering/shared/event-time';
import { formatEventDateTime, formatter } from '@volunteering/shared/event-time-format';
import type { HoursConfirmation } from '@volunteering/shared/hours-schemas';
import { formatHours } from '@volunteering/shared/impact-format';
import { PAGES } from '@volunteering/shared/pages';
import { hoursTexts } from '@volunteering/shared/texts/hours';
import { hoursConfirmationTexts } from '@volunteering/shared/texts/hours-confirmation';
import { useEffect, useRef, useState } from 'react';
import { Message } from '../../components/ui/message.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { StrokeIcon } from '../../components/ui/stroke-icon.tsx';
import { useAnswerHours, useHoursConfirmation } from '../../features/hours-confirmation/api/hours-confirmation.ts';
import { ApiError, failureMessage } from '../../lib/api-client.ts';
import { useLanguage, useTexts } from '../../lib/i18n.tsx';
import type { Shown } from '../../lib/message-text.ts';
import { Link, useSearchParams } from '../../lib/router.tsx';

const CHECK = 'm5 12 5 5L20 7';
const CROSS = 'M6 6l12 12M18 6 6 18';
const WARNING = 'M12 8v4m0 4h.01M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z';
const CLOCK = 'M12 7v5l3 2M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z';

/** Who, what, which day and how long: what the supervisor is asked to vouch for. */
function Facts({ asked }: { asked: HoursConfirmation }) {
  const t = useTexts(hoursConfirmationTexts);
  const { locale } = useLanguage();
  const day = formatter({ dateStyle: 'long' }, 'UTC', locale).format(new Date(`${asked.date}T00:00:00Z`));
  const facts = [
    [t.who, asked.name],
    [t.what, asked.title],
    [t.day, <time dateTime={asked.date}>{day}</time>],
    [t.hours, t.hoursOf(formatHours(asked.hours, locale))],
  ] as const;
  return (
    <dl className="mt-6 grid gap-x-4 gap-y-2 rounded-box border border-base-300 bg-base-100 p-4 sm:grid-cols-[auto_1fr]">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-sm font-semibold text-base-content/80">{term}</dt>
          <dd className="mb-2 break-words sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What became of the hours: answered just now, answered before, or the link too old. */
function Outcome({ asked, justNow }: { asked: HoursConfirmation; justNow: boolean }) {
  const t = useTexts(hoursConfirmationTexts);
  const said = useTexts(hoursTexts);
  const confirmed = asked.state === 'confirmed';
  const outcome =
    asked.state === 'expired'
      ? { icon: CLOCK, tone: 'text-warning', heading: t.expiredHeading, body: `${said.linkExpired} ${t.expiredBody}` }
      : justNow
        ? {
            icon: confirmed ? CHECK : CROSS,
            tone: confirmed ? 'text-success' : 'text-base-content',
            heading: confirmed ? t.confirmedHeading : t.declinedHeading,
            body: confirmed ? t.confirmedBody(asked.name) : t.declinedBody(asked.name),
          }
        : {
            icon: confirmed ? CHECK : CROSS,
            tone: 'text-info',
            heading: t.usedHeading,
            body: `${confirmed ? t.wasConfirmed : t.wasDeclined} ${said.linkUsed}`,
          };
  return (
    <>
      <h1 className="flex items-start gap-3 text-3xl font-bold">
        <StrokeIcon className={`mt-1 size-8 shrink-0 ${outcome.tone}`} d={outcome.icon} strokeWidth="2.5" />
        {outcome.heading}
      </h1>
      <p className="mt-4 text-base-content/80">{outcome.body}</p>
      <Facts asked={asked} />
      <OnwardLink />
    </>
  );
}

/**
 * Where a supervisor's mail leads (issue 39): the hours a volunteer says they did under them, with
 * Confirm and Decline (buttons, so a mail scanner that opens the link answers nothing), once; then
 * what the answer did. No account; the token in the address is the proof.
 */
export function HoursConfirmationRoute() {
  const t = useTexts(hoursConfirmationTexts);
  const said = useTexts(hoursTexts);
  const { locale } = useLanguage();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const asked = useHoursConfirmation(token);
  const answer = useAnswerHours(token);
  const [refusal, setRefusal] = useState<Shown | null>(null);
  const outcome = useRef<HTMLDivElement>(null);
  const answered = useRef(false);
  const state = asked.data?.state;

  // The buttons are gone once the answer is in: focus goes to what it did.
  useEffect(() => {
    if (answered.current && state && state !== 'open') outcome.current?.focus();
  }, [state]);

  function send(choice: 'confirm' | 'decline') {
    if (answer.isPending) return;
    setRefusal(null);
    answer.mutate(choice, {
      onSuccess: () => {
        answered.current = true;
      },
      // Answered meanwhile elsewhere, or lapsed: the page reads the hours again and says so.
      onError: (error) => {
        if (error instanceof ApiError && error.status === 410) return;
        setRefusal(failureMessage(error));
      },
    });
  }

  let content;
  if (token === '' || (asked.error instanceof ApiError && asked.error.status === 404)) {
    content = (
      <>
        <h1 className="text-3xl font-bold">{t.invalidHeading}</h1>
        <p role="alert" className="mt-4 flex items-start gap-3 rounded-box border border-warning bg-warning/10 p-4">
          <StrokeIcon className="mt-0.5 size-6 shrink-0 text-warning" d={WARNING} />
          {said.linkNotFound}
        </p>
        <OnwardLink />
      </>
    );
  } else if (asked.isPending) {
    content = (
      <div role="status" className="space-y-4">
        <span className="sr-only">{t.loading}</span>
        <div className="skeleton h-9 w-3/4" aria-hidden="true" />
        <div className="skeleton h-40 w-full" aria-hidden="true" />
        <div className="skeleton h-10 w-60" aria-hidden="true" />
      </div>
    );
  } else if (asked.isError) {
    content = (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-box border border-error bg-error/10 p-4">
        <p className="flex-1">{t.loadError}</p>
        <button type="button" className="btn btn-sm" onClick={() => asked.refetch()} disabled={asked.isFetching}>
          {asked.isFetching && <Spinner />}
          {t.retry}
        </button>
      </div>
    );
  } else if (asked.data.state !== 'open') {
    content = (
      <div ref={outcome} tabIndex={-1} className="outline-none">
        <Outcome asked={asked.data} justNow={answered.current} />
      </div>
    );
  } else {
    // The product's zone, with its label: a supervisor has no event whose zone it would be.
    const until = formatEventDateTime(asked.data.expiresAt, DEFAULT_TIME_ZONE, locale);
    content = (
      <>
        <h1 className="text-3xl font-bold">{t.heading}</h1>
        <p className="mt-4">{t.body(asked.data.name)}</p>
        <Facts asked={asked.data} />
        <p className="mt-4 text-sm text-base-content/80">{t.worksUntil(until)}</p>
        <div className="mt-4 flex flex-wrap gap-2">
          <button type="button" className="btn btn-primary" aria-disabled={answer.isPending || undefined} onClick={() => send('confirm')}>
            {answer.isPending && answer.variables === 'confirm' && <Spinner />}
            {t.confirm}
          </button>
          <button type="button" className="btn btn-outline" aria-disabled={answer.isPending || undefined} onClick={() => send('decline')}>
            {answer.isPending && answer.variables === 'decline' && <Spinner />}
            {t.decline}
          </button>
        </div>
        {answer.isPending && (
          <p role="status" className="mt-3 text-sm">
            {t.working}
          </p>
        )}
        {refusal && (
          <p role="alert" className="mt-4 rounded-box border border-error bg-error/10 p-3">
            <Message text={refusal} />
          </p>
        )}
      </>
    );
  }

  return (
    <div className="mx-auto max-w-xl py-12">
      <title>{t.pageTitle}</title>
      {content}
    </div>
  );
}

function OnwardLink() {
  const t = useTexts(hoursConfirmationTexts);
  return (
    <div className="mt-6">
      <Link to={PAGES.upcomingEvents.path} className="btn btn-ghost">
        {t.toEvents}
      </Link>
    </div>
  );
}
