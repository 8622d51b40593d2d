import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

type FieldMessageProps = { id: string; error?: string; hint?: string };

/** The field's error when there is one, else its hint; the icon carries the colour, so text keeps its contrast. */
function FieldMessage({ id, error, hint }: FieldMessageProps) {
  if (error) {
    return (
      <p id={id} className="flex items-start gap-1.5 text-sm">
        <svg viewBox="0 0 24 24" className="mt-px size-4 shrink-0 text-error" aria-hidden="true">
          <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1 5h2v7h-2V7Zm0 9h2v2h-2v-2Z" />
        </svg>
        {error}
      </p>
    );
  }
  if (hint) {
    return (
      <p id={id} className="text-sm text-base-content/80">
        {hint}
      </p>
    );
  }
  return null;
}

export type FormFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
  /** Rendered inside the input's row, after it (the password toggle). */
  trailing?: ReactNode;
};

/** A labelled input with its hint or error underneath, wired for screen readers. */
export function FormField({ label, error, hint, trailing, ...input }: FormFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const hasMessage = Boolean(error ?? hint);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className={`input w-full ${error ? 'input-error' : ''} ${input.readOnly ? 'bg-base-200' : ''}`}>
        <input
          {...input}
          id={id}
          className="grow"
          aria-invalid={error ? true : undefined}
          aria-describedby={hasMessage ? messageId : undefined}
        />
        {trailing}
      </div>
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
}
