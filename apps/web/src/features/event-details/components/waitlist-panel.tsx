import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { waitlistTexts } from '@volunteering/shared/texts/waitlist';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useAuth } from '../../../lib/auth/auth-provider.tsx';
import { FailureDialogs, type Failure } from './failure-dialogs.tsx';
import { LoginPromptDialog } from './login-prompt-dialog.tsx';
import { getWaitlistQueryOptions, useWaitlist } from '../../../lib/waitlist-query.ts';
import { useJoinWaitlist } from '../api/join-waitlist.ts';
import { useLeaveWaitlist } from '../../../lib/participation-api.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTexts } from '../../../lib/i18n.tsx';
import { asksToConfirmEmail, failureMessage } from '../../../lib/api-client.ts';

type WaitlistDialog = 'login' | Failure | null;

/** A full event that has not started: join its waitlist, see your place, leave it. */
export function WaitlistPanel({ event }: { event: VolunteerEvent }) {
  const text = useTexts(waitlistTexts);
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const status = useWaitlist(event._id, true);
  const join = useJoinWaitlist(event._id);
  const leave = useLeaveWaitlist();
  const [dialog, setDialog] = useState<WaitlistDialog>(null);
  const placeNote = useRef<HTMLDivElement>(null);
  const joinButton = useRef<HTMLButtonElement>(null);
  // Where focus goes once the answer has re-rendered the panel: the button that was pressed is gone.
  const pendingFocus = useRef<'place' | 'join' | null>(null);
  const close = () => setDialog(null);

  useEffect(() => {
    const target = pendingFocus.current === 'place' ? placeNote.current : pendingFocus.current === 'join' ? joinButton.current : null;
    if (target) {
      pendingFocus.current = null;
      target.focus();
    }
  });
  const statusKey = getWaitlistQueryOptions(event._id, user?.email ?? '').queryKey;

  function joinWaitlist() {
    if (!user) return setDialog('login');
    if (join.isPending) return;
    join.mutate(undefined, {
      onSuccess: (result) => {
        if (result.position !== null) {
          // Shown at once; the refetch that follows brings the queue's length.
          queryClient.setQueryData(statusKey, (old) => ({ waiting: old?.waiting ?? result.position!, position: result.position }));
          pendingFocus.current = 'place';
        } else {
          setDialog({ refused: result });
        }
      },
      onError: (error) => setDialog(asksToConfirmEmail(error) ? { refused: failureMessage(error) } : 'error'),
    });
  }

  function leaveWaitlist() {
    if (leave.isPending) return;
    leave.mutate(event._id, {
      onSuccess: () => {
        queryClient.setQueryData(statusKey, (old) => (old ? { ...old, position: null } : old));
        pendingFocus.current = 'join';
      },
      onError: (error) => setDialog({ refused: failureMessage(error) }),
    });
  }

  let content;
  if (user && status.isPending) {
    content = (
      <div role="status" className="space-y-2">
        <div className="skeleton h-12 w-full" aria-hidden="true" />
        {/* The height of the explanation under the button, so the join bar does not grow when it comes. */}
        <p className="invisible text-center text-sm" aria-hidden="true">
          {text.explain}
        </p>
        <span className="sr-only">{text.checking}</span>
      </div>
    );
  } else if (user && status.isError) {
    content = (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-box border border-error bg-error/10 p-3">
        <p className="flex-1">{text.loadError}</p>
        <button type="button" className="btn btn-sm" onClick={() => status.refetch()} disabled={status.isFetching}>
          {text.retry}
        </button>
      </div>
    );
  } else if (user && status.data?.position != null) {
    content = (
      <div className="space-y-3">
        <div ref={placeNote} tabIndex={-1} role="status" className="alert alert-info">
          <svg viewBox="0 0 24 24" className="size-6 shrink-0" aria-hidden="true">
            <path
              d="M12 7v5l3 2M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z"
              fill="none"
              stroke="currentColor"
              strokeLinecap="round"
              strokeLinejoin="round"
              strokeWidth="2"
            />
          </svg>
          <div>
            <p className="font-bold">{text.position(status.data.position)}</p>
            <p className="text-sm">{text.positionBody}</p>
          </div>
        </div>
        <button type="button" className="btn btn-outline w-full" aria-disabled={leave.isPending} onClick={leaveWaitlist}>
          {leave.isPending && <Spinner />}
          {text.leave}
        </button>
      </div>
    );
  } else {
    content = (
      <div className="space-y-2">
        <button
          ref={joinButton}
          type="button"
          className="btn btn-primary btn-lg w-full"
          aria-disabled={join.isPending}
          // Not `disabled`: that would drop focus, which a result dialog returns to this button.
          onClick={joinWaitlist}
        >
          {join.isPending && <Spinner />}
          {text.join}
        </button>
        <p className="text-center text-sm text-base-content/80">{text.explain}</p>
      </div>
    );
  }

  return (
    <>
      {content}
      <LoginPromptDialog open={dialog === 'login'} onClose={close} eventId={event._id} body={text.loginBody} />
      <FailureDialogs dialog={dialog} onClose={close} text={text} okLabel={text.ok} />
    </>
  );
}
