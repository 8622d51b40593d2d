import { calendarTexts } from '@volunteering/shared/texts/calendar';
import { useEffect, useId, useRef, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { StrokeIcon } from '../../../components/ui/stroke-icon.tsx';
import { formatDateTime } from '@volunteering/shared/event-time-format';
import { useAuth } from '../../../lib/auth/auth-provider.tsx';
import { useCreateCalendarFeed } from '../api/create-calendar-feed.ts';
import { useDeleteCalendarFeed } from '../api/delete-calendar-feed.ts';
import { useCalendarFeed } from '../api/get-calendar-feed.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Message } from '../../../components/ui/message.tsx';
import { useLanguage, useTexts } from '../../../lib/i18n.tsx';
import type { Shown } from '../../../lib/message-text.ts';

type Confirm = 'reset' | 'off' | null;

/** The two confirmations, in the language on view. */
function confirms(text: typeof calendarTexts) {
  return {
    reset: { title: text.resetTitle, body: text.resetBody, confirm: text.resetConfirm, busyLabel: text.resetting, buttonClass: 'btn btn-primary' },
    off: { title: text.turnOffTitle, body: text.turnOffBody, confirm: text.turnOffConfirm, busyLabel: text.turningOff, buttonClass: 'btn btn-error' },
  } as const;
}

/** The private calendar feed on the profile: create its secret link, copy it once, reset it, turn it off. */
export function CalendarFeedSection() {
  const text = useTexts(calendarTexts);
  const { locale } = useLanguage();
  const { user } = useAuth();
  const email = user?.email ?? '';
  const status = useCalendarFeed();
  const create = useCreateCalendarFeed(email);
  const remove = useDeleteCalendarFeed(email);
  // The secret URL is only in the answer that made it: kept here until the page is left.
  const [url, setUrl] = useState<string | null>(null);
  const [copyStatus, setCopyStatus] = useState('');
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [failure, setFailure] = useState<Shown | null>(null);
  const urlInput = useRef<HTMLInputElement>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  const inputId = useId();
  const hintId = useId();
  const busy = create.isPending || remove.isPending;
  const asked = confirm === null ? null : confirms(text)[confirm];
  // Where focus goes once the answer has re-rendered the section: the button that was pressed is gone.
  const pendingFocus = useRef<'url' | 'create' | null>(null);

  useEffect(() => {
    const target = pendingFocus.current === 'url' ? urlInput.current : pendingFocus.current === 'create' ? createButton.current : null;
    if (target) {
      pendingFocus.current = null;
      target.focus();
    }
  });

  function makeLink() {
    setFailure(null);
    create.mutate(undefined, {
      onSuccess: ({ url: made }) => {
        setUrl(made);
        setCopyStatus('');
        setConfirm(null);
        pendingFocus.current = 'url';
      },
      onError: (error) => setFailure(error.message ? error : text.actionError),
    });
  }

  function turnOff() {
    setFailure(null);
    remove.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        setCopyStatus('');
        setConfirm(null);
        pendingFocus.current = 'create';
      },
      onError: (error) => setFailure(error.message ? error : text.actionError),
    });
  }

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopyStatus(text.copied);
    } catch {
      urlInput.current?.select();
      setCopyStatus(text.notCopied);
    }
  }

  function closeConfirm() {
    if (busy) return;
    setConfirm(null);
    setFailure(null);
  }

  let content;
  if (status.isPending) {
    content = (
      <p role="status" className="flex items-center gap-2 text-base-content/80">
        <Spinner />
        {text.feedLoading}
      </p>
    );
  } else if (status.error) {
    content = <ErrorState title={text.feedLoadError} error={status.error} onRetry={() => void status.refetch()} retrying={status.isFetching} />;
  } else if (!status.data.active && !url) {
    content = (
      <div className="space-y-4">
        <p className="font-medium">{text.feedOff}</p>
        <button ref={createButton} type="button" className="btn btn-primary" aria-disabled={busy} onClick={() => !busy && makeLink()}>
          {create.isPending && <Spinner />}
          <StrokeIcon className="size-5" d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
          {create.isPending ? text.creating : text.create}
        </button>
        {failure && confirm === null && (
          <p role="alert" className="rounded-box border border-error bg-error/10 p-3">
            <Message text={failure} />
          </p>
        )}
      </div>
    );
  } else {
    content = (
      <div className="space-y-4">
        {url ? (
          <div className="space-y-2">
            <label htmlFor={inputId} className="block font-medium">
              {text.urlLabel}
            </label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <div className="input w-full min-w-0 flex-1 bg-base-200">
                <input
                  ref={urlInput}
                  id={inputId}
                  type="text"
                  readOnly
                  value={url}
                  aria-describedby={hintId}
                  className="min-w-0 grow font-mono text-sm"
                  onFocus={(event) => event.currentTarget.select()}
                />
              </div>
              <button type="button" className="btn btn-primary shrink-0" onClick={copy}>
                <StrokeIcon
                  className="size-5"
                  d="M8 8V5a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-3M5 8h10a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1Z"
                />
                {text.copy}
              </button>
            </div>
            <a className="btn btn-outline w-full sm:w-auto" href={url.replace(/^https?:/, 'webcal:')}>
              <StrokeIcon className="size-5" d="M8 2v4M16 2v4M3 10h18M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z" />
              {text.subscribe}
            </a>
            <p id={hintId} className="text-sm text-base-content/80">
              {text.urlOnce}
            </p>
          </div>
        ) : (
          <p className="font-medium">{text.feedOn(status.data.createdAt ? formatDateTime(status.data.createdAt, undefined, locale) : '')}</p>
        )}
        <p role="status" className="text-sm text-base-content/80 empty:hidden">
          {copyStatus}
        </p>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-outline" onClick={() => setConfirm('reset')}>
            {text.reset}
          </button>
          <button type="button" className="btn btn-outline" onClick={() => setConfirm('off')}>
            {text.turnOff}
          </button>
        </div>
      </div>
    );
  }

  return (
    <>
      <p className="text-base-content/80">{text.feedIntro}</p>
      <p className="mt-2 mb-4 text-sm text-base-content/80">{text.feedSecret}</p>
      {content}
      <Dialog
        open={asked !== null}
        onClose={closeConfirm}
        icon="question"
        title={asked?.title ?? ''}
        actions={
          <>
            <button type="button" className="btn" onClick={closeConfirm} disabled={busy} data-autofocus>
              {text.cancel}
            </button>
            <button type="button" className={asked?.buttonClass} onClick={confirm === 'reset' ? makeLink : turnOff} disabled={busy}>
              {busy && <Spinner />}
              {busy ? asked?.busyLabel : asked?.confirm}
            </button>
          </>
        }
      >
        <p>{asked?.body}</p>
        {failure && (
          <p role="alert" className="mt-3 rounded-box border border-error bg-error/10 p-3 text-left">
            <Message text={failure} />
          </p>
        )}
      </Dialog>
    </>
  );
}
