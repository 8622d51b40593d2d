import { REPORT_DETAILS_MAX, REPORT_REASONS, type ReportReason } from '@volunteering/shared/report-schemas';
import { moderationTexts } from '@volunteering/shared/texts/moderation';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Message } from '../../../components/ui/message.tsx';
import { FormDialogActions } from '../../../components/ui/form-dialog-actions.tsx';
import { useTexts } from '../../../lib/i18n.tsx';
import { useSendReport } from '../api/report.ts';

type ReportDialogProps = {
  open: boolean;
  onClose: () => void;
  targetType: 'event' | 'user';
  targetId: string;
  /** What is reported, as the title names it: the event's title, the person's name. */
  name: string;
};

/** Why an event or a user should be looked at, sent to the moderators once. */
export function ReportDialog({ open, onClose, targetType, targetId, name }: ReportDialogProps) {
  const t = useTexts(moderationTexts);
  const formId = useId();
  const detailsId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const send = useSendReport();
  const busy = send.isPending;
  // Set at once, not on the next render: a double click sends one report, not a second one refused.
  const sending = useRef(false);

  function close() {
    if (busy) return;
    onClose();
    setReason(null);
    setDetails('');
    setMissingReason(false);
    send.reset();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setMissingReason(true);
      return;
    }
    if (sending.current || send.isSuccess) return;
    sending.current = true;
    send.mutate({ targetType, targetId, reason, details }, { onSettled: () => (sending.current = false) });
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t.reportTitle(name)}
      icon={send.isSuccess ? 'success' : 'info'}
      actions={
        <FormDialogActions
          formId={formId}
          busy={busy}
          done={send.isSuccess}
          onClose={close}
          cancelLabel={t.cancel}
          submitLabel={t.sendReport}
          busyLabel={t.sendingReport}
          doneLabel={t.close}
        />
      }
    >
      {send.isSuccess ? (
        <p role="status">
          <Message text={send.data} />
        </p>
      ) : (
        <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4 text-left">
          <fieldset aria-describedby={missingReason ? `${formId}-reason-error` : undefined}>
            <legend className="mb-2 font-medium">{t.whatIsWrong}</legend>
            <div className="flex flex-col gap-2">
              {REPORT_REASONS.map((value) => (
                <label key={value} className="flex cursor-pointer items-center gap-3">
                  <input
                    type="radio"
                    name="reason"
                    value={value}
                    className="radio radio-sm"
                    checked={reason === value}
                    onChange={() => {
                      setReason(value);
                      setMissingReason(false);
                    }}
                  />
                  {t.reasons[value]}
                </label>
              ))}
            </div>
            {missingReason && (
              <p id={`${formId}-reason-error`} className="mt-2 text-sm font-medium">
                {t.pickReason}
              </p>
            )}
          </fieldset>
          <div>
            <label htmlFor={detailsId} className="mb-1 block font-medium">
              {t.details}
            </label>
            <textarea
              id={detailsId}
              className="textarea w-full"
              rows={3}
              maxLength={REPORT_DETAILS_MAX}
              value={details}
              onChange={(event) => setDetails(event.target.value)}
            />
          </div>
          {send.isError && (
            <p role="alert" className="font-medium">
              <Message text={send.error} />
            </p>
          )}
        </form>
      )}
    </Dialog>
  );
}
