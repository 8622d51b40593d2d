import { pagePath } from '@volunteering/shared/pages';
import { checkInScreenTexts } from '@volunteering/shared/texts/check-in-screen';
import { useEffect, useState } from 'react';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useTexts } from '../../../lib/i18n.tsx';
import { useSelfCheckInCode } from '../api/check-ins.ts';

/** Where the rotating QR code leads a participant's phone: the self check-in page, with the code. */
export const selfCheckInUrl = (origin: string, eventId: string, code: string) =>
  `${origin}${pagePath('selfCheckIn', { id: eventId })}?code=${encodeURIComponent(code)}`;

/**
 * The event's self check-in QR code for participants to scan, read again each time the server
 * replaces it (every 30 s); drawn in the browser by uqr, which comes only with this screen.
 */
export function SelfCheckInQr({ eventId }: { eventId: string }) {
  const t = useTexts(checkInScreenTexts);
  const selfCode = useSelfCheckInCode(eventId, true);
  const [picture, setPicture] = useState<{ code: string; src: string } | null>(null);
  const code = selfCode.data?.code;

  useEffect(() => {
    if (!code) return;
    let current = true;
    void import('uqr').then(({ renderSVG }) => {
      const svg = renderSVG(selfCheckInUrl(window.location.origin, eventId, code), { border: 2 });
      if (current) setPicture({ code, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
    });
    return () => {
      current = false;
    };
  }, [code, eventId]);

  if (selfCode.isError && !code) {
    return <ErrorState title={t.selfFailed} error={selfCode.error} onRetry={() => selfCode.refetch()} retrying={selfCode.isFetching} />;
  }
  return (
    <div className="space-y-3">
      <p className="text-sm">{t.selfHint}</p>
      {picture ? (
        <img src={picture.src} alt={t.selfCodeAlt} data-code={picture.code} className="mx-auto aspect-square w-full max-w-80 rounded-box bg-white" />
      ) : (
        <div role="status" className="mx-auto aspect-square w-full max-w-80">
          <span className="sr-only">{t.selfLoading}</span>
          <div aria-hidden="true" className="skeleton size-full" />
        </div>
      )}
    </div>
  );
}
