import { formatEventDateTime, formatEventEnd } from '@volunteering/shared/event-time-format';
import { PAGES, pagePath } from '@volunteering/shared/pages';
import { shiftOfferTexts } from '@volunteering/shared/texts/shift-offer';
import { useEffect, useRef, useState } from 'react';
import { Message } from '../../components/ui/message.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { StrokeIcon } from '../../components/ui/stroke-icon.tsx';
import type { ShiftOffer } from '@volunteering/shared/shift-schemas';
import { useAnswerShiftOffer, useShiftOffer } from '../../features/event-details/api/shift-offer.ts';
import { ApiError, failureMessage } from '../../lib/api-client.ts';
import { useLanguage, useTexts } from '../../lib/i18n.tsx';
import type { Shown } from '../../lib/message-text.ts';
import { Link, useSearchParams } from '../../lib/router.tsx';

const CHECK = 'm5 12 5 5L20 7';
const WARNING = 'M12 8v4m0 4h.01M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z';
const CLOCK = 'M12 7v5l3 2M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z';

/** The offered shift: its event, role, time and place, in the event's zone. */
function OfferFacts({ offer }: { offer: ShiftOffer }) {
  const t = useTexts(shiftOfferTexts);
  const { locale } = useLanguage();
  const { event, shift } = offer;
  const facts = [
    [
      t.event,
      <Link to={pagePath('eventDetails', { id: event._id })} className="link font-semibold">
        {event.title}
      </Link>,
    ],
    [t.shift, shift.title],
    [
      t.when,
      <time dateTime={shift.start}>
        {t.timeRange(formatEventDateTime(shift.start, event.timeZone, locale), formatEventEnd(shift.start, shift.end, event.timeZone, locale))}
      </time>,
    ],
    [t.where, event.location],
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

/** What became of the offer: accepted, declined, or lapsed, in words, with the way on. */
function OfferOutcome({ offer }: { offer: ShiftOffer }) {
  const t = useTexts(shiftOfferTexts);
  const { locale } = useLanguage();
  const until = formatEventDateTime(offer.offerUntil, offer.event.timeZone, locale);
  const outcome = {
    accepted: { icon: CHECK, tone: 'text-success', heading: t.accepted, body: t.acceptedBody },
    declined: { icon: CHECK, tone: 'text-success', heading: t.declined, body: t.declinedBody },
    lapsed: { icon: CLOCK, tone: 'text-warning', heading: t.lapsed, body: t.lapsedBody(until) },
  }[offer.state as Exclude<ShiftOffer['state'], 'open'>];
  return (
    <>
      <h1 className="flex items-start gap-3 text-3xl font-bold">
        <StrokeIcon className={`mt-1 size-8 shrink-0 ${outcome.tone}`} d={outcome.icon} strokeWidth="2.5" />
        {outcome.heading}
      </h1>
      <p className="mt-4 text-base-content/80">{outcome.body}</p>
      <OfferFacts offer={offer} />
      <OnwardLinks eventId={offer.event._id} />
    </>
  );
}

/**
 * Where a shift offer's mail leads (issue 38): the place held, until when, and two buttons, so a
 * mail scanner that opens the link answers nothing; then what the answer did. No sign-in.
 */
export function ShiftOfferRoute() {
  const t = useTexts(shiftOfferTexts);
  const { locale } = useLanguage();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const offer = useShiftOffer(token);
  const answer = useAnswerShiftOffer(token);
  const [refusal, setRefusal] = useState<Shown | null>(null);
  const outcome = useRef<HTMLDivElement>(null);
  const answered = useRef(false);
  const state = offer.data?.state;

  // The buttons are gone once the answer is in: focus goes to what it did.
  useEffect(() => {
    if (answered.current && state && state !== 'open') outcome.current?.focus();
  }, [state]);

  function send(choice: 'accept' | 'decline') {
    if (answer.isPending) return;
    setRefusal(null);
    answer.mutate(choice, {
      onSuccess: (result) => {
        if (result.success) answered.current = true;
        else setRefusal(result.message ? result : t.failed);
      },
      onError: (error) => setRefusal(failureMessage(error)),
    });
  }

  let content;
  if (token === '' || (offer.error instanceof ApiError && offer.error.status === 404)) {
    content = (
      <>
        <h1 className="text-3xl font-bold">{t.invalidHeading}</h1>
        <p role="alert" className="mt-4 flex items-start gap-3 rounded-box border border-warning bg-warning/10 p-4">
          <StrokeIcon className="mt-0.5 size-6 shrink-0 text-warning" d={WARNING} />
          {t.invalid}
        </p>
        <OnwardLinks />
      </>
    );
  } else if (offer.isPending) {
    content = (
      <div role="status" className="space-y-4">
        <span className="sr-only">{t.loading}</span>
        <div className="skeleton h-9 w-3/4" aria-hidden="true" />
        <div className="skeleton h-40 w-full" aria-hidden="true" />
        <div className="skeleton h-10 w-60" aria-hidden="true" />
      </div>
    );
  } else if (offer.isError) {
    content = (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-box border border-error bg-error/10 p-4">
        <p className="flex-1">{t.loadError}</p>
        <button type="button" className="btn btn-sm" onClick={() => offer.refetch()} disabled={offer.isFetching}>
          {offer.isFetching && <Spinner />}
          {t.retry}
        </button>
      </div>
    );
  } else if (offer.data.state !== 'open') {
    content = (
      <div ref={outcome} tabIndex={-1} className="outline-none">
        <OfferOutcome offer={offer.data} />
      </div>
    );
  } else {
    const until = formatEventDateTime(offer.data.offerUntil, offer.data.event.timeZone, locale);
    content = (
      <>
        <h1 className="text-3xl font-bold">{t.heading}</h1>
        <p className="mt-4 font-semibold">{t.heldUntil(until)}</p>
        <p className="mt-1 text-base-content/80">{t.body}</p>
        <OfferFacts offer={offer.data} />
        <div className="mt-6 flex flex-wrap gap-2">
          <button type="button" className="btn btn-primary" aria-disabled={answer.isPending || undefined} onClick={() => send('accept')}>
            {answer.isPending && answer.variables === 'accept' && <Spinner />}
            {t.accept}
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

function OnwardLinks({ eventId }: { eventId?: string }) {
  const t = useTexts(shiftOfferTexts);
  return (
    <div className="mt-6 flex flex-wrap gap-2">
      {eventId && (
        <Link to={pagePath('eventDetails', { id: eventId })} className="btn btn-primary">
          {t.toEvent}
        </Link>
      )}
      <Link to={PAGES.upcomingEvents.path} className={`btn ${eventId ? 'btn-ghost' : 'btn-primary'}`}>
        {t.toHome}
      </Link>
    </div>
  );
}
