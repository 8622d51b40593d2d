import { ANNOUNCEMENT_MAX_LENGTH, AnnouncementInputSchema } from '@volunteering/shared/announcement-schemas';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { announcementsTexts } from '@volunteering/shared/texts/announcements';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { usePostAnnouncement } from '../api/post-announcement.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Message } from '../../../components/ui/message.tsx';
import { useTexts } from '../../../lib/i18n.tsx';
import type { Shown } from '../../../lib/message-text.ts';

type AnnounceDialogProps = {
  event: VolunteerEvent | null;
  onClose: () => void;
};

/** Writes an announcement to an event's participants; they get it on the event page and by e-mail. */
export function AnnounceDialog({ event, onClose }: AnnounceDialogProps) {
  const text = useTexts(announcementsTexts);
  return (
    <Dialog open={event !== null} onClose={onClose} title={text.dialogTitle(event?.title ?? '')} className="sm:max-w-xl">
      {/* Keyed by event: another event's dialog starts empty. */}
      {event && <AnnounceForm key={event._id} event={event} onClose={onClose} />}
    </Dialog>
  );
}

function AnnounceForm({ event, onClose }: { event: VolunteerEvent; onClose: () => void }) {
  const text = useTexts(announcementsTexts);
  const id = useId();
  const ids = { message: `${id}-message`, hint: `${id}-hint`, count: `${id}-count`, error: `${id}-error`, none: `${id}-none` };
  const [message, setMessage] = useState('');
  const [fieldError, setFieldError] = useState<Shown | null>(null);
  const mutation = usePostAnnouncement(event._id);
  const closeRef = useRef<HTMLButtonElement>(null);
  const noParticipants = event.volunteersJoined === 0;
  const sent = mutation.isSuccess;

  // The Send button is gone once sent: focus goes to the button that remains.
  useEffect(() => {
    if (sent) closeRef.current?.focus();
  }, [sent]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (mutation.isPending) return;
    const parsed = AnnouncementInputSchema.safeParse({ message });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? text.messageRequired);
      document.getElementById(ids.message)?.focus();
      return;
    }
    setFieldError(null);
    mutation.mutate(parsed.data, {
      onError: (error) => {
        const onField = error instanceof ApiError ? error.errors.find((f) => f.field === 'message') : undefined;
        if (onField) setFieldError(onField);
      },
    });
  };

  if (sent) {
    return (
      <div className="space-y-4">
        <div role="status" className="alert alert-success">
          <Message text={mutation.data} />
        </div>
        <div className="modal-action">
          <button ref={closeRef} type="button" className="btn btn-primary" onClick={onClose}>
            {text.close}
          </button>
        </div>
      </div>
    );
  }

  const over = message.length > ANNOUNCEMENT_MAX_LENGTH;
  const describedBy = [noParticipants ? ids.none : ids.hint, ids.count, fieldError ? ids.error : ''].filter(Boolean).join(' ');
  // A refusal that is not about the message itself (network, rate limit, not the organizer any more).
  const requestError = mutation.isError && !fieldError ? mutation.error : null;

  return (
    <form noValidate onSubmit={submit} aria-busy={mutation.isPending} className="space-y-4 text-left">
      {noParticipants && (
        <p id={ids.none} className="alert alert-info alert-soft text-base-content">
          {text.noParticipants}
        </p>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.message} className="text-sm font-medium text-base-content">
          {text.messageLabel}
        </label>
        <textarea
          id={ids.message}
          name="message"
          rows={5}
          required
          value={message}
          disabled={noParticipants}
          data-autofocus
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={describedBy}
          className={`textarea w-full ${fieldError ? 'textarea-error' : ''}`}
          onChange={(e) => {
            setMessage(e.currentTarget.value);
            if (fieldError) setFieldError(null);
          }}
        />
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 text-xs">
          {!noParticipants && (
            <p id={ids.hint} className="text-base-content/70">
              {text.messageHint}
            </p>
          )}
          <p id={ids.count} className={`ms-auto tabular-nums ${over ? 'font-semibold text-base-content' : 'text-base-content/70'}`}>
            {text.characterCount(message.length, ANNOUNCEMENT_MAX_LENGTH)}
          </p>
        </div>
        {fieldError && (
          // The icon carries the colour; the text keeps full contrast in both themes.
          <p id={ids.error} className="flex items-start gap-1.5 text-sm text-base-content">
            <svg viewBox="0 0 24 24" className="mt-px size-4 shrink-0 text-error" aria-hidden="true">
              <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1 5h2v7h-2V7Zm0 9h2v2h-2v-2Z" />
            </svg>
            <Message text={fieldError} />
          </p>
        )}
      </div>
      {requestError && (
        <div role="alert" className="alert alert-error alert-soft text-base-content">
          <span>
            <strong>{text.notSent}</strong> <Message text={requestError} />
          </span>
        </div>
      )}
      <div className="modal-action flex-wrap">
        <button type="button" className="btn" onClick={onClose}>
          {text.cancel}
        </button>
        <button type="submit" className="btn btn-primary" disabled={noParticipants || mutation.isPending}>
          {mutation.isPending && <Spinner size="xs" />}
          {mutation.isPending ? text.sending : text.send}
        </button>
      </div>
    </form>
  );
}
