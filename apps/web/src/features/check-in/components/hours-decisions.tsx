import type { CheckInList } from '@volunteering/shared/check-in-schemas';
import type { HoursDecision } from '@volunteering/shared/hours-schemas';
import { formatHours } from '@volunteering/shared/impact-format';
import { hoursScreenTexts } from '@volunteering/shared/texts/hours-screen';
import { useId, useState, type FormEvent } from 'react';
import { Message } from '../../../components/ui/message.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { failureMessage } from '../../../lib/api-client.ts';
import { useLanguage, useTexts } from '../../../lib/i18n.tsx';
import type { Shown } from '../../../lib/message-text.ts';
import { useDecideHours } from '../api/hours.ts';

type Hours = NonNullable<CheckInList['people'][number]['hours']>;

/** What the last decision came to, said where it was taken. */
function useDecisionNote() {
  const [note, setNote] = useState<{ ok: boolean; text: Shown } | null>(null);
  return {
    note,
    answered: (result: HoursDecision) => setNote({ ok: result.success, text: result }),
    failed: (error: Error) => setNote({ ok: false, text: failureMessage(error) }),
  };
}

function Note({ note }: { note: { ok: boolean; text: Shown } | null }) {
  return (
    <div role="status" aria-live="polite">
      {note && (
        <p className={`mt-2 rounded-box border p-2 text-sm ${note.ok ? 'border-success bg-success/10' : 'border-error bg-error/10'}`}>
          <Message text={note.text} />
        </p>
      )}
    </div>
  );
}

/** One click: the pending hours of everyone checked in are approved (issue 39). */
export function ApproveAllHours({ eventId }: { eventId: string }) {
  const t = useTexts(hoursScreenTexts);
  const decide = useDecideHours(eventId);
  const { note, answered, failed } = useDecisionNote();
  return (
    <div>
      <p className="mb-2 text-sm">{t.approveAllHint}</p>
      <button
        type="button"
        className="btn btn-success btn-lg w-full"
        aria-disabled={decide.isPending || undefined}
        onClick={() => !decide.isPending && decide.mutate({ kind: 'all' }, { onSuccess: answered, onError: failed })}
      >
        {decide.isPending && <Spinner />}
        {t.approveAll}
      </button>
      <Note note={note} />
    </div>
  );
}

/** A person's hours record on the door screen: its hours and status; Approve, or Reject with a reason. */
export function PersonHours({ eventId, name, hours }: { eventId: string; name: string; hours: Hours }) {
  const t = useTexts(hoursScreenTexts);
  const { locale } = useLanguage();
  const decide = useDecideHours(eventId);
  const { note, answered, failed } = useDecisionNote();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const reasonId = useId();

  function reject(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim() || decide.isPending) return;
    decide.mutate(
      { kind: 'reject', id: hours.id, reason: reason.trim() },
      {
        onSuccess: (result) => {
          answered(result);
          if (result.success) setRejecting(false);
        },
        onError: failed,
      },
    );
  }

  return (
    <div className="mt-1">
      <p className="text-sm">
        {t.hoursOf(formatHours(hours.hours, locale))} · <span className="font-semibold">{t.status[hours.status]}</span>
      </p>
      {hours.status === 'pending' && !rejecting && (
        <div className="mt-2 flex gap-2">
          <button
            type="button"
            className="btn btn-success btn-outline min-h-11"
            aria-label={t.approvePerson(name)}
            aria-disabled={decide.isPending || undefined}
            onClick={() => !decide.isPending && decide.mutate({ kind: 'approve', id: hours.id }, { onSuccess: answered, onError: failed })}
          >
            {decide.isPending && <Spinner />}
            {t.approve}
          </button>
          <button type="button" className="btn btn-error btn-outline min-h-11" aria-label={t.rejectPerson(name)} onClick={() => setRejecting(true)}>
            {t.reject}
          </button>
        </div>
      )}
      {rejecting && (
        <form onSubmit={reject} className="mt-2 space-y-2">
          <label htmlFor={reasonId} className="block text-sm font-semibold">
            {t.reasonLabel}
          </label>
          <textarea id={reasonId} className="textarea w-full" required maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
          <div className="flex gap-2">
            <button type="submit" className="btn btn-error min-h-11" aria-disabled={decide.isPending || undefined}>
              {decide.isPending && <Spinner />}
              {t.sendReject}
            </button>
            <button type="button" className="btn btn-ghost min-h-11" onClick={() => setRejecting(false)}>
              {t.cancel}
            </button>
          </div>
        </form>
      )}
      <Note note={note} />
    </div>
  );
}
