import { useId } from 'react';
import { Message } from '../../../components/ui/message.tsx';
import type { Shown } from '../../../lib/message-text.ts';

/** The reason every moderator's and admin's action asks for (it goes into the audit log), with its message. */
export function ReasonField({ label, value, onChange, error }: { label: string; value: string; onChange: (value: string) => void; error?: Shown }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-medium">
        {label}
      </label>
      <textarea
        id={id}
        className={`textarea w-full ${error ? 'textarea-error' : ''}`}
        rows={3}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium">
          <Message text={error} />
        </p>
      )}
    </div>
  );
}
