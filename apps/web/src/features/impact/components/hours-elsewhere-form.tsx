import { ReportHoursSchema, type ReportHoursInput } from '@volunteering/shared/hours-schemas';
import { hoursTexts } from '@volunteering/shared/texts/hours';
import { hoursScreenTexts } from '@volunteering/shared/texts/hours-screen';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Message } from '../../../components/ui/message.tsx';
import { StrokeIcon } from '../../../components/ui/stroke-icon.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { ApiError, failureMessage } from '../../../lib/api-client.ts';
import { useTexts } from '../../../lib/i18n.tsx';
import type { Shown } from '../../../lib/message-text.ts';
import { useReportHours } from '../api/report-hours.ts';

type Field = keyof ReportHoursInput;
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, Shown>>;

const EMPTY: Values = { title: '', date: '', hours: '', supervisorEmail: '' };
const FIELDS: Field[] = ['title', 'date', 'hours', 'supervisorEmail'];

/** Bangla digits typed (১.৫) read as the number they are. */
const latinDigits = (text: string) => text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6)).replace(',', '.');

/** The form's values as the API takes them. */
const inputOf = (values: Values) => ({ ...values, hours: values.hours.trim() === '' ? Number.NaN : Number(latinDigits(values.hours.trim())) });

/** Today on the visitor's device, YYYY-MM-DD: the latest day the date picker offers (the server checks it too). */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

function checked(values: Values): { data: ReportHoursInput; errors?: never } | { data?: never; errors: Errors } {
  const result = ReportHoursSchema.safeParse(inputOf(values));
  if (result.success) return { data: result.data };
  const errors: Errors = {};
  for (const issue of result.error.issues) errors[issue.path[0] as Field] ??= issue.message;
  return { errors };
}

/**
 * "Add hours done elsewhere" on My Impact (issue 39): what, when, how long and the supervisor's
 * address; the server mails the supervisor a link, and the record shows in "Your hours" as pending.
 */
export function HoursElsewhereForm() {
  const t = useTexts(hoursScreenTexts);
  const said = useTexts(hoursTexts);
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const mutation = useReportHours();
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const heading = useId();
  const max = today();

  useEffect(() => {
    if (open && !mutation.isSuccess) formRef.current?.querySelector<HTMLElement>('[name="title"]')?.focus();
  }, [open, mutation.isSuccess]);
  useEffect(() => {
    if (mutation.isSuccess) doneRef.current?.focus();
  }, [mutation.isSuccess]);

  function change(field: Field, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // A field showing a message follows the typing, so one sees when it is right.
    if (errors[field]) {
      const again = checked(next);
      setErrors((current) => ({ ...current, [field]: again.errors?.[field] }));
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    const result = checked(values);
    if (result.errors) {
      setErrors(result.errors);
      const first = FIELDS.find((field) => result.errors[field]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    mutation.mutate(result.data, {
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        const fromServer: Errors = {};
        for (const fieldError of error.errors) if (fieldError.field in EMPTY) fromServer[fieldError.field as Field] ??= fieldError;
        setErrors(fromServer);
        const first = FIELDS.find((field) => fromServer[field]);
        if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      },
    });
  }

  function close() {
    setOpen(false);
    setErrors({});
    mutation.reset();
    requestAnimationFrame(() => openerRef.current?.focus());
  }

  function another() {
    mutation.reset();
    setValues(EMPTY);
  }

  if (!open) {
    return (
      <button ref={openerRef} type="button" className="btn btn-outline mt-4" aria-expanded="false" onClick={() => setOpen(true)}>
        {t.elsewhereOpen}
      </button>
    );
  }

  const busy = mutation.isPending;
  // A refusal not about one field (too many asks of this address today, the network).
  const general = mutation.isError && !(mutation.error instanceof ApiError && mutation.error.errors.some((e) => e.field in EMPTY));

  return (
    <section aria-labelledby={heading} className="mt-4 rounded-box border border-base-300 bg-base-100 p-4 sm:p-6">
      <h3 id={heading} className="text-lg font-semibold">
        {t.elsewhereHeading}
      </h3>
      {mutation.isSuccess ? (
        <div ref={doneRef} tabIndex={-1} role="status" className="mt-3 flex flex-col items-start gap-3 outline-none">
          <p className="flex items-start gap-3 font-medium">
            <StrokeIcon className="size-6 shrink-0 text-success" d="m5 12 5 5 9-10" />
            <span>
              {said.recorded} {t.elsewhereAdded(mutation.data.title)}
            </span>
          </p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn btn-outline btn-sm" onClick={another}>
              {t.elsewhereAnother}
            </button>
            <button type="button" className="btn btn-ghost btn-sm" onClick={close}>
              {t.elsewhereCancel}
            </button>
          </div>
        </div>
      ) : (
        <>
          <p className="mt-1 max-w-prose text-sm text-base-content/80">{t.elsewhereIntro}</p>
          <form ref={formRef} noValidate onSubmit={submit} aria-busy={busy} className="mt-4 grid gap-4 sm:grid-cols-2">
            <FormField id="elsewhere-title" label={t.elsewhereTitle} hint={t.elsewhereTitleHint} error={errors.title} className="sm:col-span-2">
              {(control) => (
                <input
                  {...control}
                  name="title"
                  required
                  maxLength={200}
                  className={`input w-full ${errors.title ? 'input-error' : ''}`}
                  value={values.title}
                  onChange={(e) => change('title', e.currentTarget.value)}
                />
              )}
            </FormField>
            <FormField id="elsewhere-date" label={t.elsewhereDate} error={errors.date}>
              {(control) => (
                <input
                  {...control}
                  name="date"
                  type="date"
                  required
                  max={max}
                  className={`input w-full ${errors.date ? 'input-error' : ''}`}
                  value={values.date}
                  onChange={(e) => change('date', e.currentTarget.value)}
                />
              )}
            </FormField>
            <FormField id="elsewhere-hours" label={t.elsewhereHours} hint={t.elsewhereHoursHint} error={errors.hours}>
              {(control) => (
                <input
                  {...control}
                  name="hours"
                  inputMode="decimal"
                  required
                  className={`input w-full ${errors.hours ? 'input-error' : ''}`}
                  value={values.hours}
                  onChange={(e) => change('hours', e.currentTarget.value)}
                />
              )}
            </FormField>
            <FormField
              id="elsewhere-supervisor"
              label={t.elsewhereSupervisor}
              hint={t.elsewhereSupervisorHint}
              error={errors.supervisorEmail}
              className="sm:col-span-2"
            >
              {(control) => (
                <input
                  {...control}
                  name="supervisorEmail"
                  type="email"
                  autoComplete="off"
                  required
                  className={`input w-full ${errors.supervisorEmail ? 'input-error' : ''}`}
                  value={values.supervisorEmail}
                  onChange={(e) => change('supervisorEmail', e.currentTarget.value)}
                />
              )}
            </FormField>
            {general && mutation.error && (
              <div role="alert" className="alert alert-error alert-soft sm:col-span-2">
                <span>
                  <strong>{t.elsewhereFailed}</strong> <Message text={failureMessage(mutation.error)} />
                </span>
              </div>
            )}
            <div className="flex flex-wrap gap-2 sm:col-span-2">
              <SubmitButton busy={busy} label={t.elsewhereSubmit} busyLabel={t.elsewhereSending} />
              <button type="button" className="btn btn-ghost" onClick={close}>
                {t.elsewhereCancel}
              </button>
            </div>
          </form>
        </>
      )}
    </section>
  );
}
