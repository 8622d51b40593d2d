import type { ReactNode } from 'react';
import { useMessageText, type Shown } from '../../lib/message-text.ts';

export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FormFieldProps = {
  id: string;
  label: string;
  /** A schema's message (a code) or the server's field message. */
  error?: Shown;
  hint?: string;
  /**
   * The account forms' hints state the rule that their errors repeat: an error takes the hint's
   * place, at the same size. Elsewhere a smaller hint stays above the error.
   */
  hintGivesWayToError?: boolean;
  className?: string;
  /** Renders the control with the id and the ARIA links to the hint and the message. */
  children: (control: FieldControlProps) => ReactNode;
};

/** A label, one control, an optional hint and the field's message right below it. */
export function FormField({ id, label, error, hint, hintGivesWayToError = false, className, children }: FormFieldProps) {
  const shownHint = hintGivesWayToError && error ? undefined : hint;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [shownHint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `flex flex-col gap-1 ${className}` : 'flex flex-col gap-1'}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {shownHint && (
        <p id={hintId} className={hintGivesWayToError ? 'text-sm text-base-content/80' : 'text-xs text-base-content/70'}>
          {shownHint}
        </p>
      )}
      {error && <FieldMessage id={errorId} message={error} />}
    </div>
  );
}

/** The icon carries the colour; the text keeps full contrast in both themes. */
function FieldMessage({ id, message }: { id: string; message: Shown }) {
  const shown = useMessageText(message);
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm">
      <svg viewBox="0 0 24 24" className="mt-px size-4 shrink-0 text-error" aria-hidden="true">
        <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1 5h2v7h-2V7Zm0 9h2v2h-2v-2Z" />
      </svg>
      {shown}
    </p>
  );
}
