import { ContactMessageSchema, type ContactMessageInput } from '@volunteering/shared/contact-schemas';
import { contactPageTexts } from '@volunteering/shared/texts/contact';
import { useRef, useState, type FormEvent } from 'react';
import { useTexts } from '../../../lib/i18n.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { StrokeIcon } from '../../../components/ui/stroke-icon.tsx';
import { useTypedBeforeHydration } from '../../../lib/server-render.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import type { Shown } from '../../../lib/message-text.ts';
import { Message } from '../../../components/ui/message.tsx';

type Field = keyof ContactMessageInput;
type Values = Record<Field, string>;
/** Each field's message: the schema's (a code) or the server's. */
type Errors = Partial<Record<Field, Shown>>;

const EMPTY: Values = { name: '', email: '', subject: '', message: '' };

type Label = 'fullName' | 'emailAddress' | 'subject' | 'yourMessage';

const FIELDS: { name: Field; label: Label; type?: 'email'; autoComplete?: string; multiline?: boolean }[] = [
  { name: 'name', label: 'fullName', autoComplete: 'name' },
  { name: 'email', label: 'emailAddress', type: 'email', autoComplete: 'email' },
  { name: 'subject', label: 'subject' },
  { name: 'message', label: 'yourMessage', multiline: true },
];

function validate(values: Values): { data: ContactMessageInput; errors?: never } | { data?: never; errors: Errors } {
  const result = ContactMessageSchema.safeParse(values);
  if (result.success) return { data: result.data };
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return { errors };
}

export function ContactForm() {
  const t = useTexts(contactPageTexts);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const mutation = useSendContactMessage();
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, (name, value) => {
    if (name in EMPTY) setValues((current) => ({ ...current, [name]: value }));
  });

  function onChange(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // Once a field shows a message, it follows the typing so the user sees when it is fixed.
    if (errors[field]) {
      const check = ContactMessageSchema.shape[field].safeParse(value);
      setErrors((current) => ({ ...current, [field]: check.success ? undefined : check.error.issues[0]?.message }));
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validate(values);
    if (checked.errors) {
      setErrors(checked.errors);
      const first = FIELDS.find(({ name }) => checked.errors[name]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
      return;
    }
    setErrors({});
    mutation.mutate(checked.data, {
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        const fromServer: Errors = {};
        for (const fieldError of error.errors) {
          if (fieldError.field in EMPTY) fromServer[fieldError.field as Field] ??= fieldError;
        }
        setErrors(fromServer);
      },
    });
  }

  function sendAnother() {
    mutation.reset();
    setValues(EMPTY);
  }

  if (mutation.isSuccess) {
    return (
      <div role="status" className="flex flex-col items-start gap-4 rounded-box border border-success bg-success/10 p-6">
        <div className="flex items-start gap-3">
          <StrokeIcon className="size-6 shrink-0 text-success" d="m5 12 5 5 9-10" />
          <p className="font-medium">
            <Message text={mutation.data} />
          </p>
        </div>
        <button type="button" className="btn btn-outline btn-sm" onClick={sendAnother}>
          {t.sendAnother}
        </button>
      </div>
    );
  }

  const busy = mutation.isPending;
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={busy}>
      {FIELDS.map(({ name, label, type, autoComplete, multiline }) => {
        const error = errors[name];
        return (
          <FormField key={name} id={`contact-${name}`} label={t[label]} error={error}>
            {(control) => {
              const common = { ...control, name, required: true, value: values[name] };
              return multiline ? (
                <textarea
                  {...common}
                  rows={5}
                  className={`textarea w-full ${error ? 'textarea-error' : ''}`}
                  onChange={(event) => onChange(name, event.currentTarget.value)}
                />
              ) : (
                <input
                  {...common}
                  type={type ?? 'text'}
                  autoComplete={autoComplete}
                  className={`input w-full ${error ? 'input-error' : ''}`}
                  onChange={(event) => onChange(name, event.currentTarget.value)}
                />
              );
            }}
          </FormField>
        );
      })}
      {mutation.isError && (
        <div role="alert" className="alert alert-error alert-soft">
          <span>
            <strong>{t.failed}</strong> <Message text={mutation.error} />
          </span>
        </div>
      )}
      <SubmitButton busy={busy} label={t.formHeading} busyLabel={t.sending} className="self-start" />
    </form>
  );
}
