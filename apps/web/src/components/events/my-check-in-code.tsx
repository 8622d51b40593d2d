import { useQuery } from '@tanstack/react-query';
import type { CheckInCode } from '@volunteering/shared/check-in-schemas';
import { checkInScreenTexts } from '@volunteering/shared/texts/check-in-screen';
import { Suspense, useId, useState } from 'react';
import { apiRequest } from '../../lib/api-client.ts';
import { useTexts } from '../../lib/i18n.tsx';
import { ErrorState } from '../ui/error-state.tsx';

/** GET /api/events/{id}/check-in-code: the participant's own code, with its QR code as a data: URL. */
function useMyCheckInCode(eventId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['events', 'my-check-in-code', eventId],
    queryFn: async ({ signal }) =>
      (await apiRequest<CheckInCode>(`/events/${encodeURIComponent(eventId)}/check-in-code`, { signal, auth: true, refusalKeepsSession: true })).data,
    enabled,
    staleTime: Infinity,
  });
}

/**
 * A participant's own check-in code at an event (issue 39), for the organizer to scan at the door:
 * behind a button on the event page and in My Joined Events, read when first shown.
 */
type MyCheckInCodeProps = { eventId: string; title: string; initiallyOpen?: boolean };

/** Its own boundary: its texts' catalog loads the first time it shows, without suspending the page around it. */
export function MyCheckInCode(props: MyCheckInCodeProps) {
  return (
    <Suspense fallback={<div aria-hidden="true" className="skeleton h-8 w-full" />}>
      <CheckInCodePanel {...props} />
    </Suspense>
  );
}

function CheckInCodePanel({ eventId, title, initiallyOpen = false }: MyCheckInCodeProps) {
  const t = useTexts(checkInScreenTexts);
  const [open, setOpen] = useState(initiallyOpen);
  const code = useMyCheckInCode(eventId, open);
  const panel = useId();

  let content;
  if (code.isPending) {
    content = (
      <div role="status" className="mx-auto aspect-square w-full max-w-64">
        <span className="sr-only">{t.myCodeLoading}</span>
        <div aria-hidden="true" className="skeleton size-full" />
      </div>
    );
  } else if (code.isError) {
    content = <ErrorState title={t.myCodeFailed} error={code.error} onRetry={() => code.refetch()} retrying={code.isFetching} />;
  } else {
    content = (
      <figure className="space-y-2 text-center">
        <img
          src={code.data.qr}
          alt={t.myCodeAlt(title)}
          data-code={code.data.code}
          className="mx-auto aspect-square w-full max-w-64 rounded-box bg-white p-2"
        />
        <figcaption className="text-sm">{t.myCodeHint}</figcaption>
        <p className="font-mono text-xs break-all text-base-content/80">{code.data.code}</p>
      </figure>
    );
  }

  return (
    <div className="space-y-2">
      <button type="button" className="btn btn-outline btn-sm w-full" aria-expanded={open} aria-controls={panel} onClick={() => setOpen(!open)}>
        {open ? t.myCodeHide : t.myCodeShow}
      </button>
      <div id={panel} hidden={!open}>
        {open && content}
      </div>
    </div>
  );
}
