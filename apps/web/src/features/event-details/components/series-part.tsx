// A date of a series on its page (issue 40): the rule and the time in the event's zone, "Not yet
// confirmed", the next dates, and joining this date or every date.
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { formatEventDateTime, formatEventEnd } from '@volunteering/shared/event-time-format';
import { codeOf, messageOf, type ApiMessage } from '@volunteering/shared/i18n/messages';
import { pagePath } from '@volunteering/shared/pages';
import { eventDetailsMessages } from '@volunteering/shared/texts/event-details';
import { seriesMessages, seriesTexts } from '@volunteering/shared/texts/series';
import { seriesScreensTexts } from '@volunteering/shared/texts/series-screens';
import { uiTexts } from '@volunteering/shared/texts/ui';
import { useState } from 'react';
import { useAuth } from '../../../lib/auth/auth-provider.tsx';
import { failureMessage } from '../../../lib/api-client.ts';
import { useMessageText } from '../../../lib/message-text.ts';
import { useLanguage, useTexts } from '../../../lib/i18n.tsx';
import { Link, useSearchParams } from '../../../lib/router.tsx';
import { useJoinEvent } from '../api/join-event.ts';
import { useSeries, useSeriesMembership } from '../api/series.ts';
import { LoginPromptDialog } from './login-prompt-dialog.tsx';
import { StillOn } from './still-on.tsx';

const NEXT_SHOWN = 4;
const ALREADY_MEMBER = codeOf(messageOf(seriesMessages, 'alreadyMember'));

function Answer({ answer }: { answer: ApiMessage & { success: boolean } }) {
  const shown = useMessageText(answer);
  return (
    <p role={answer.success ? 'status' : 'alert'} className={`alert alert-soft ${answer.success ? 'alert-success' : 'alert-warning'}`}>
      {shown}
    </p>
  );
}

export function SeriesPart({ event }: { event: VolunteerEvent & { series: { id: string; summary: string } } }) {
  const t = useTexts(seriesScreensTexts).details;
  const words = useTexts(seriesTexts);
  const details = useTexts(eventDetailsMessages);
  const ui = useTexts(uiTexts);
  const { locale } = useLanguage();
  const { user } = useAuth();
  const series = useSeries(event.series.id);
  const joinDate = useJoinEvent(event._id);
  const joinSeries = useSeriesMembership(event.series.id, 'join');
  const leaveSeries = useSeriesMembership(event.series.id, 'leave');
  const [answer, setAnswer] = useState<(ApiMessage & { success: boolean }) | null>(null);
  const [member, setMember] = useState(false);
  const [login, setLogin] = useState(false);
  const time = formatEventEnd(event.date, event.date, event.timeZone, locale);
  const now = Date.now();
  const next = (series.data?.dates ?? []).filter((date) => date._id !== event._id && Date.parse(date.date) > now).slice(0, NEXT_SHOWN);
  const open = event.status !== 'cancelled' && Date.parse(event.endDate) > now;
  const joinedThis = user !== null && event.joinedUsers.includes(user.email);
  const busy = joinDate.isPending || joinSeries.isPending || leaveSeries.isPending;
  const headingId = `series-${event._id}`;
  // A "Still on?" mail's link (issue 40) carries its token.
  const [params] = useSearchParams();
  const stillOn = params.get('stillOn');

  const run = (mutation: { mutate: (v: undefined, o: object) => void }, after?: (ok: ApiMessage & { success: boolean }) => void) => {
    if (!user) return setLogin(true);
    mutation.mutate(undefined, {
      onSuccess: (result: ApiMessage & { success: boolean }) => {
        setAnswer(result);
        after?.(result);
      },
      onError: (error: Error) => {
        const failure = { ...failureMessage(error), success: false };
        setAnswer(failure);
        after?.(failure);
      },
    });
  };

  return (
    <>
      {stillOn && <StillOn token={stillOn} event={event} />}
      <section aria-labelledby={headingId} className="rounded-box border border-base-300 p-4 sm:p-6" data-testid="series-part">
        <h2 id={headingId} className="sr-only">
          {t.heading}
        </h2>
        <p className="flex flex-wrap items-center gap-2 text-lg font-semibold">
          <span>{t.line(event.series.summary, time)}</span>
          {event.notYetConfirmed && <span className="badge badge-warning">{words.notYetConfirmed}</span>}
        </p>
        <h3 className="mt-4 text-sm font-semibold">{t.nextDates}</h3>
        {series.isPending ? (
          <p className="mt-1 text-sm text-base-content/80">{t.loading}</p>
        ) : series.isError ? (
          <p role="alert" className="mt-1 text-sm">
            {t.loadFailed}{' '}
            <button type="button" className="link" onClick={() => series.refetch()}>
              {ui.retry}
            </button>
          </p>
        ) : next.length === 0 ? (
          <p className="mt-1 text-sm text-base-content/80">{t.noNextDates}</p>
        ) : (
          <ul className="mt-1 flex flex-col gap-1 text-sm">
            {next.map((date) => (
              <li key={date._id}>
                <Link to={pagePath('eventDetails', { id: date._id })} className="link">
                  <time dateTime={date.date}>{formatEventDateTime(date.date, event.timeZone, locale)}</time>
                </Link>
                {date.status === 'cancelled' && <span className="badge badge-ghost badge-sm ms-2">{t.cancelledDate}</span>}
              </li>
            ))}
          </ul>
        )}
        {open && (
          <div className="mt-4 flex flex-col gap-3">
            <div className="flex flex-wrap gap-3">
              {!joinedThis && (
                <button type="button" className="btn btn-outline" disabled={busy} onClick={() => run(joinDate)}>
                  {t.joinDate}
                </button>
              )}
              {member ? (
                <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => run(leaveSeries, (r) => r.success && setMember(false))}>
                  {t.leaveSeries}
                </button>
              ) : (
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={busy}
                  onClick={() => run(joinSeries, (r) => setMember(r.success || r.code === ALREADY_MEMBER))}
                >
                  {t.joinSeries}
                </button>
              )}
            </div>
            <p className="text-sm text-base-content/80">{t.joinSeriesHint}</p>
            {answer && <Answer answer={answer} />}
          </div>
        )}
        <LoginPromptDialog open={login} onClose={() => setLogin(false)} eventId={event._id} body={details.loginBody} />
      </section>
    </>
  );
}
