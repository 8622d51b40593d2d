import { Spinner } from './spinner.tsx';

type FormDialogActionsProps = {
  /** The form inside the dialog that the main button sends. */
  formId: string;
  busy: boolean;
  /** Sent: one button that closes the dialog, named `doneLabel`. */
  done: boolean;
  onClose: () => void;
  cancelLabel: string;
  submitLabel: string;
  busyLabel: string;
  doneLabel: string;
  /** The main button's look: `btn-error` for what cannot be undone. */
  tone?: 'btn-primary' | 'btn-error';
  /** The main button waits for more than the sending (what the form needs to know first). */
  disabled?: boolean;
};

/** A dialog's buttons around a form: Cancel and the form's own, then a single one once it is done. */
export function FormDialogActions({
  formId,
  busy,
  done,
  onClose,
  cancelLabel,
  submitLabel,
  busyLabel,
  doneLabel,
  tone = 'btn-primary',
  disabled = false,
}: FormDialogActionsProps) {
  if (done) {
    return (
      <button type="button" className="btn btn-primary" onClick={onClose} data-autofocus>
        {doneLabel}
      </button>
    );
  }
  return (
    <>
      <button type="button" className="btn" onClick={onClose} disabled={busy} data-autofocus>
        {cancelLabel}
      </button>
      <button type="submit" form={formId} className={`btn ${tone}`} disabled={busy || disabled}>
        {busy && <Spinner />}
        {busy ? busyLabel : submitLabel}
      </button>
    </>
  );
}
