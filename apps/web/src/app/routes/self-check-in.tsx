import { PAGES, pagePath } from '@volunteering/shared/pages';
import { checkInScreenTexts } from '@volunteering/shared/texts/check-in-screen';
import type { CheckInResult } from '@volunteering/shared/check-in-schemas';
import { useEffect, useRef, useState } from 'react';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { Message } from '../../components/ui/message.tsx';
import { useSelfCheckIn } from '../../features/check-in/api/check-ins.ts';
import { useTexts } from '../../lib/i18n.tsx';
import { Link, useParams, useSearchParams } from '../../lib/router.tsx';

/**
 * Where the rotating QR code on the organizer's screen leads (issue 39): opened signed in, it sends
 * the code once and says what came of it: checked in, or why not (a code too old, too early).
 */
export function SelfCheckInRoute() {
  const t = useTexts(checkInScreenTexts);
  const { id } = useParams<typeof PAGES.selfCheckIn.path>();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const checkIn = useSelfCheckIn(id);
  const [result, setResult] = useState<CheckInResult | null>(null);
  const sent = useRef(false);
  const { mutate } = checkIn;

  useEffect(() => {
    if (!code || sent.current) return;
    sent.current = true;
    mutate(code, { onSuccess: setResult });
  }, [code, mutate]);

  let content;
  if (!code) {
    content = (
      <p role="alert" className="rounded-box border border-warning bg-warning/10 p-4">
        {t.selfNoCode}
      </p>
    );
  } else if (result) {
    content = (
      <p
        role="status"
        className={`rounded-box border p-4 text-lg font-semibold ${result.success ? 'border-success bg-success/10' : 'border-error bg-error/10'}`}
      >
        <Message text={result} />
      </p>
    );
  } else if (checkIn.isError) {
    content = (
      <ErrorState title={t.selfFailedToSend} error={checkIn.error} onRetry={() => mutate(code, { onSuccess: setResult })} retrying={checkIn.isPending} />
    );
  } else {
    content = (
      <p role="status" className="flex items-center gap-3">
        <span className="loading loading-spinner" aria-hidden="true" />
        {t.selfChecking}
      </p>
    );
  }

  return (
    <div className="mx-auto max-w-xl py-8">
      <title>{t.selfPageTitle}</title>
      <h1 className="mb-6 text-3xl font-bold">{t.selfPageHeading}</h1>
      {content}
      <Link to={pagePath('eventDetails', { id })} className="btn btn-primary mt-6">
        {t.toEvent}
      </Link>
    </div>
  );
}
