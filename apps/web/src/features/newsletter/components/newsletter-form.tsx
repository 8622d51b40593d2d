import { homeTexts } from '@volunteering/shared/texts/home';
import { useTexts } from '../../../lib/i18n.tsx';
import { newsletterMessages } from '@volunteering/shared/texts/newsletter';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTypedBeforeHydration } from '../../../lib/server-render.tsx';
import { useSubscribe } from '../api/subscribe.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { Shown } from '../../../lib/message-text.ts';
import { Message } from '../../../components/ui/message.tsx';

/** Same check as the server; loaded on submit so the validation library stays out of the first page load. */
async function isValidEmail(email: string): Promise<boolean> {
  try {
    const { NewsletterSchema } = await import('@volunteering/shared/contact-schemas');
    return NewsletterSchema.safeParse({ email }).success;
  } catch {
    // The check could not load (offline or a new deployment): the server validates the address anyway.
    return true;
  }
}

function NewsletterForm() {
  const t = useTexts(homeTexts);
  const messages = useTexts(newsletterMessages);
  const inputId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const subscribe = useSubscribe();
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, (_, value) => setEmail(value));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    subscribe.reset();
    // What the field shows: a submit held until the form came alive can run before the text typed
    // into the server's markup has reached the state.
    const typed = new FormData(event.currentTarget).get('email');
    const address = typeof typed === 'string' ? typed : email;
    // The browser accepts addresses such as "name@host" that the server refuses.
    if (!(await isValidEmail(address))) {
      setInvalid(true);
      return;
    }
    subscribe.mutate(address.trim(), { onSuccess: () => setEmail('') });
  }

  return (
    <form ref={formRef} onSubmit={(event) => void handleSubmit(event)} className="mx-auto w-full max-w-xl">
      <label htmlFor={inputId} className="mb-2 block font-medium">
        {t.newsletterLabel}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder={t.newsletterPlaceholder}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setInvalid(false);
          }}
          // Fires when the browser blocks the submit; our message joins the browser's own.
          onInvalid={() => setInvalid(true)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          className={`input w-full sm:flex-1 ${invalid ? 'input-error' : ''}`}
        />
        <button type="submit" className="btn btn-primary" disabled={subscribe.isPending}>
          {subscribe.isPending && <Spinner />}
          {subscribe.isPending ? t.subscribing : t.subscribe}
        </button>
      </div>
      {/* Room for one line of feedback, so the answer does not push the page down; the block's bottom padding is smaller to match. */}
      <div className="min-h-7">
        {invalid && <FormMessage id={errorId} tone="error" text={messages.email} />}
        {subscribe.isError && (
          <div role="alert">
            <FormMessage tone="error" text={subscribe.error} />
          </div>
        )}
        <div role="status">{subscribe.isSuccess && <FormMessage tone="success" text={subscribe.data} />}</div>
      </div>
    </form>
  );
}

type FormMessageProps = { id?: string; tone: 'error' | 'success'; text: Shown };

// The theme's error and success colours are too light for text, so they mark the icon and the text stays readable.
function FormMessage({ id, tone, text }: FormMessageProps) {
  return (
    <p id={id} className="mt-2 flex items-start gap-2 text-sm font-medium">
      <svg viewBox="0 0 24 24" className={`mt-0.5 size-4 shrink-0 ${tone === 'error' ? 'text-error' : 'text-success'}`} aria-hidden="true">
        <path
          fill="none"
          stroke="currentColor"
          strokeLinecap="round"
          strokeLinejoin="round"
          strokeWidth="2.5"
          d={tone === 'error' ? 'M12 8v5m0 3h.01M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z' : 'm5 12 5 5L20 7'}
        />
      </svg>
      <Message text={text} />
    </p>
  );
}

export function NewsletterBlock() {
  const t = useTexts(homeTexts);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-box border border-base-300 bg-base-200 px-6 pt-10 pb-4 sm:px-12">
      <div className="mb-6 text-center">
        <h2 id={headingId} className="text-3xl font-bold">
          {t.newsletterHeading}
        </h2>
        <p className="mt-2 text-base-content/80">{t.newsletterIntro}</p>
      </div>
      <NewsletterForm />
    </section>
  );
}
