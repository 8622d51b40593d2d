import { CancelEventSchema, type VolunteerEvent } from '@volunteering/shared/event-schemas';
import { TEXT_LIMITS } from '@volunteering/shared/constants';
import { manageEventsTexts } from '@volunteering/shared/texts/manage-events';
import { announcementsTexts } from '@volunteering/shared/texts/announcements';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Message } from '../../../components/ui/message.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTexts } from '../../../lib/i18n.tsx';
import { useWaitlist } from '../../../lib/waitlist-query.ts';
import { useCancelEvent } from '../api/cancel-event.ts';

/**
 * Cancels an event with an optional message (issue 37): says how many people will be told, then
 * what the server did. The event stays, marked cancelled.
 */
export function CancelEventDialog({ event, onClose }: { event: VolunteerEvent | null; onClose: () => void }) {
  const text = useTexts(manageEventsTexts);
  return (
    <Dialog open={event !== null} onClose={onClose} title={text.cancelTitle(event?.title ?? '')} className="sm:max-w-xl">
      {/* Keyed by event: another event's dialog starts empty. */}
      {event && <CancelForm key={event._id} event={event} onClose={onClose} />}
    </Dialog>
  );
}

function CancelForm({ event, onClose }: { event: VolunteerEvent; onClose: () => void }) {
  const text = useTexts(manageEventsTexts);
  const counter = useTexts(announcementsTexts);
  const id = useId();
  const ids = { message: `${id}-message`, hint: `${id}-hint`, count: `${id}-count`, tells: `${id}-tells` };
  const [message, setMessage] = useState('');
  const waitlist = useWaitlist(event._id, true);
  const mutation = useCancelEvent(event._id);
  const closeRef = useRef<HTMLButtonElement>(null);
  const done = mutation.isSuccess;

  useEffect(() => {
    if (done) closeRef.current?.focus();
  }, [done]);

  if (done) {
    return (
      <div className="space-y-4">
        <div role="status" className="alert alert-success">
          <span>
            <strong>{text.cancelledTitle}</strong> <Message text={mutation.data} />
          </span>
        </div>
        <div className="modal-action">
          <button ref={closeRef} type="button" className="btn btn-primary" onClick={onClose}>
            {text.close}
          </button>
        </div>
      </div>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = CancelEventSchema.safeParse({ message });
    if (mutation.isPending || !parsed.success) return;
    mutation.mutate(parsed.data);
  };
  const over = message.length > TEXT_LIMITS.cancelMessage;
  const people = waitlist.data ? event.volunteersJoined + waitlist.data.waiting : null;

  return (
    <form noValidate onSubmit={submit} aria-busy={mutation.isPending} className="space-y-4 text-left">
      <p>{text.cancelBody}</p>
      <p id={ids.tells} className="font-semibold">
        {people === null ? text.cancelCounting : text.cancelTells(people)}
      </p>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.message} className="text-sm font-medium text-base-content">
          {text.cancelMessageLabel}
        </label>
        <textarea
          id={ids.message}
          name="message"
          rows={4}
          value={message}
          data-autofocus
          aria-invalid={over ? true : undefined}
          aria-describedby={`${ids.hint} ${ids.count}`}
          className={`textarea w-full ${over ? 'textarea-error' : ''}`}
          onChange={(e) => setMessage(e.currentTarget.value)}
        />
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 text-xs">
          <p id={ids.hint} className="text-base-content/70">
            {text.cancelMessageHint}
          </p>
          <p id={ids.count} className={`ms-auto tabular-nums ${over ? 'font-semibold text-base-content' : 'text-base-content/70'}`}>
            {counter.characterCount(message.length, TEXT_LIMITS.cancelMessage)}
          </p>
        </div>
      </div>
      {mutation.isError && (
        <div role="alert" className="alert alert-error alert-soft text-base-content">
          <span>
            <strong>{text.cancelFailed}</strong> <Message text={mutation.error} />
          </span>
        </div>
      )}
      <div className="modal-action flex-wrap">
        <button type="button" className="btn" onClick={onClose}>
          {text.keepEvent}
        </button>
        <button type="submit" className="btn btn-error" disabled={over || mutation.isPending}>
          {mutation.isPending && <Spinner size="xs" />}
          {mutation.isPending ? text.cancelling : text.cancelEvent}
        </button>
      </div>
    </form>
  );
}
