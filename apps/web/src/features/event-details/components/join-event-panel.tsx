import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { eventDetailsMessages } from '@volunteering/shared/texts/event-details';
import { hiddenEventTexts } from '@volunteering/shared/texts/hidden-events';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useAuth } from '../../../lib/auth/auth-provider.tsx';
import { FailureDialogs, type Failure } from './failure-dialogs.tsx';
import { LoginPromptDialog } from './login-prompt-dialog.tsx';
import { useJoinEvent } from '../api/join-event.ts';
import { useLeaveEvent } from '../api/leave-event.ts';
import { asksToConfirmEmail, failureMessage } from '../../../lib/api-client.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTexts } from '../../../lib/i18n.tsx';
// Loaded with the page, not lazily: a lazy boundary in the server render hydrates later than the page,
// and a click on its button before then did nothing.
import { WaitlistPanel } from './waitlist-panel.tsx';
import { MyCheckInCode } from '../../../components/events/my-check-in-code.tsx';

type JoinDialog = 'login' | 'confirm' | 'joined' | 'leave' | Failure | null;

/**
 * Why nobody joins: the event is cancelled, or hidden (its organizer's or a moderator's view, issue 37).
 * In place of Join, and above what its organizers do with it.
 */
export function ClosedNote({ event }: { event: VolunteerEvent }) {
  const text = useTexts(eventDetailsMessages);
  const hiddenText = useTexts(hiddenEventTexts);
  if (event.status === 'cancelled') return <p className="rounded-box bg-error/10 p-3 text-center font-semibold">{text.cancelled}</p>;
  if (event.hidden) return <p className="rounded-box bg-warning/15 p-3 text-center font-semibold">{hiddenText.kinds[event.hidden.kind]}</p>;
  return null;
}

/** The join button and its states, with the spec's dialogs (sections 4 and 8). */
export function JoinEventPanel({ event }: { event: VolunteerEvent }) {
  const text = useTexts(eventDetailsMessages);
  const { user } = useAuth();
  const join = useJoinEvent(event._id);
  const leave = useLeaveEvent(event._id);
  const [dialog, setDialog] = useState<JoinDialog>(null);
  // Who joined from this page, so "You're In!" shows before the refetch lands (and not after a sign-out).
  const [joinedAs, setJoinedAs] = useState<string | null>(null);
  // Likewise who left from here, so the Join button is back before the refetch lands.
  const [leftAs, setLeftAs] = useState<string | null>(null);
  const joinedNote = useRef<HTMLDivElement>(null);
  const leftNote = useRef<HTMLParagraphElement>(null);

  const isIn = user !== null && leftAs !== user.email && (joinedAs === user.email || event.joinedUsers.includes(user.email));
  const justLeft = user !== null && leftAs === user.email;
  // The "You're In!" note and its button are gone: the note saying so takes focus, once it is on the page.
  useEffect(() => {
    if (justLeft) leftNote.current?.focus();
  }, [justLeft]);
  const ended = Date.parse(event.endDate) < Date.now();
  const full = event.volunteersJoined >= event.volunteersNeeded;
  const close = () => setDialog(null);

  function confirmJoin() {
    join.mutate(undefined, {
      onSuccess: (result) => {
        if (result.success) {
          setJoinedAs(user?.email ?? null);
          setLeftAs(null);
          setDialog('joined');
        } else {
          setDialog({ refused: result.message ? result : text.refusedFallback });
        }
      },
      onError: (error) => setDialog(asksToConfirmEmail(error) ? { refused: failureMessage(error) } : 'error'),
    });
  }

  function confirmLeave() {
    leave.mutate(undefined, {
      onSuccess: () => {
        setLeftAs(user?.email ?? null);
        setJoinedAs(null);
      },
      onError: (error) => setDialog({ refused: failureMessage(error) }),
    });
  }

  let state: ReactNode;
  if (event.status === 'cancelled' || event.hidden) {
    state = <ClosedNote event={event} />;
  } else if (isIn) {
    state = (
      <div ref={joinedNote} tabIndex={-1} role="status" className="alert alert-success">
        <svg viewBox="0 0 24 24" className="size-6 shrink-0" aria-hidden="true">
          <path d="M5 13l4 4L19 7" fill="none" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round" strokeWidth="2.5" />
        </svg>
        <div>
          <p className="font-bold">{text.youreIn}</p>
          <p className="text-sm">{text.youreInBody}</p>
        </div>
      </div>
    );
    if (!ended) {
      state = (
        <div className="space-y-2">
          {state}
          <MyCheckInCode eventId={event._id} title={event.title} />
          <button type="button" className="btn btn-ghost btn-sm w-full" aria-disabled={leave.isPending} onClick={() => !leave.isPending && setDialog('leave')}>
            {leave.isPending && <Spinner />}
            {text.leave}
          </button>
        </div>
      );
    }
  } else if (ended) {
    state = <p className="rounded-box bg-base-200 p-3 text-center font-semibold text-base-content/80">{text.ended}</p>;
  } else if (full) {
    state = (
      <div className="space-y-2">
        <p className="rounded-box bg-warning/15 p-3 text-center font-semibold">{text.full}</p>
        <WaitlistPanel event={event} />
      </div>
    );
  } else {
    state = (
      <>
        {justLeft && (
          <p ref={leftNote} tabIndex={-1} role="status" className="mb-2 text-sm">
            {text.left}
          </p>
        )}
        <button
          type="button"
          className="btn btn-primary btn-lg w-full"
          aria-disabled={join.isPending}
          // Not `disabled`: that would drop focus, which the result dialog returns to this button.
          onClick={() => !join.isPending && setDialog(user ? 'confirm' : 'login')}
        >
          {join.isPending && <Spinner />}
          {text.joinNow}
        </button>
      </>
    );
  }

  return (
    <>
      {state}
      <LoginPromptDialog open={dialog === 'login'} onClose={close} eventId={event._id} body={text.loginBody} />
      <Dialog
        open={dialog === 'confirm'}
        onClose={close}
        icon="question"
        title={text.confirmTitle}
        actions={
          <>
            <button
              type="button"
              className="btn btn-primary"
              data-autofocus
              onClick={() => {
                close();
                confirmJoin();
              }}
            >
              {text.confirmYes}
            </button>
            <button type="button" className="btn" onClick={close}>
              {text.confirmNo}
            </button>
          </>
        }
      >
        <p>{text.confirmBody(event.title)}</p>
      </Dialog>
      <Dialog
        open={dialog === 'joined'}
        onClose={close}
        // The Join button it came from is gone; the "You're In!" note takes its place, however it closes (OK too).
        returnFocus={() => joinedNote.current}
        icon="success"
        title={text.joinedTitle}
        okLabel={text.ok}
      >
        <p>{text.joinedBody(event.title)}</p>
      </Dialog>
      <Dialog
        open={dialog === 'leave'}
        onClose={close}
        icon="question"
        title={text.leaveTitle}
        actions={
          <>
            <button
              type="button"
              className="btn btn-error"
              onClick={() => {
                close();
                confirmLeave();
              }}
            >
              {text.leaveYes}
            </button>
            <button type="button" className="btn" data-autofocus onClick={close}>
              {text.leaveNo}
            </button>
          </>
        }
      >
        <p>{text.leaveBody(event.title)}</p>
      </Dialog>
      <FailureDialogs dialog={dialog} onClose={close} text={text} okLabel={text.ok} />
    </>
  );
}
