import { PAGES } from '@volunteering/shared/pages';
import { newsletterMessages } from '@volunteering/shared/texts/newsletter';
import { useEffect, useRef } from 'react';
import { Message } from '../../components/ui/message.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { StrokeIcon } from '../../components/ui/stroke-icon.tsx';
import { useConfirmSubscription } from '../../features/newsletter/api/confirm.ts';
import { useTexts } from '../../lib/i18n.tsx';
import { Link, useSearchParams } from '../../lib/router.tsx';

/**
 * Where the newsletter's confirmation link leads: one button that confirms, so a mail scanner that
 * opens the link subscribes nobody (decision 035).
 */
export function NewsletterConfirmRoute() {
  const t = useTexts(newsletterMessages);
  const [params] = useSearchParams();
  const token = params.get('token');
  const confirm = useConfirmSubscription();
  const done = useRef<HTMLDivElement>(null);

  // The button is gone once it has worked: focus goes to what it did.
  useEffect(() => {
    if (confirm.isSuccess) done.current?.focus();
  }, [confirm.isSuccess]);

  let content;
  if (confirm.isSuccess) {
    content = (
      <div ref={done} tabIndex={-1} className="outline-none">
        <p className="flex items-start gap-3 text-xl font-semibold">
          <StrokeIcon className="mt-0.5 size-7 shrink-0 text-success" d="m5 12 5 5L20 7" strokeWidth="2.5" />
          {t.confirmed}
        </p>
        <p className="mt-2 text-base-content/80">{t.confirmedHint}</p>
        <Link to={PAGES.home.path} className="btn btn-primary mt-6">
          {t.toHome}
        </Link>
      </div>
    );
  } else if (!token) {
    content = (
      <>
        <p role="alert" className="rounded-box border border-warning bg-warning/10 p-4">
          {t.linkInvalid}
        </p>
        <Link to={PAGES.home.path} className="btn btn-primary mt-6">
          {t.toHome}
        </Link>
      </>
    );
  } else {
    content = (
      <>
        <p className="text-base-content/80">{t.confirmIntro}</p>
        <button type="button" className="btn btn-primary mt-6" disabled={confirm.isPending} onClick={() => confirm.mutate(token)}>
          {confirm.isPending && <Spinner />}
          {confirm.isPending ? t.confirming : t.confirmButton}
        </button>
        {confirm.error && (
          <>
            <p role="alert" className="mt-4 rounded-box border border-error bg-error/10 p-3">
              <Message text={confirm.error} />
            </p>
            <Link to={PAGES.home.path} className="link mt-3 inline-block">
              {t.toHome}
            </Link>
          </>
        )}
      </>
    );
  }

  return (
    <div className="mx-auto max-w-xl py-12">
      <title>{t.confirmPageTitle}</title>
      <h1 className="mb-4 text-3xl font-bold">{t.confirmHeading}</h1>
      {content}
    </div>
  );
}
