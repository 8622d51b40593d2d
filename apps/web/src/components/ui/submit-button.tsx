import { Spinner } from './spinner.tsx';

type SubmitButtonProps = {
  busy: boolean;
  /** What the button says at rest, and while the form is being sent. */
  label: string;
  busyLabel: string;
  className?: string;
};

/** A form's primary button: disabled, with a spinner and its busy words, while the form is sent. */
export function SubmitButton({ busy, label, busyLabel, className = '' }: SubmitButtonProps) {
  return (
    <button type="submit" className={`btn btn-primary ${className}`.trimEnd()} disabled={busy}>
      {busy && <Spinner />}
      {busy ? busyLabel : label}
    </button>
  );
}
