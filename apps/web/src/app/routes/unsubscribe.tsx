import { mailOffKindOf } from '@volunteering/shared/notification-schemas';
import { PAGES } from '@volunteering/shared/pages';
import { notificationsTexts } from '@volunteering/shared/texts/notifications';
import { useEffect, useRef } from 'react';
import { Message } from '../../components/ui/message.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { StrokeIcon } from '../../components/ui/stroke-icon.tsx';
import { useTurnOff } from '../../features/notifications/api/turn-off.ts';
import { useTexts } from '../../lib/i18n.tsx';
import { Link, useSearchParams } from '../../lib/router.tsx';

const CHECK = 'm5 12 5 5L20 7';
const WARNING = 'M12 8v4m0 4h.01M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z';

/**
 * Where a mail's "turn this off" link leads: what it turns off and one button, so a mail scanner
 * that opens the link turns nothing off; then what was turned off (decision 035). No sign-in.
 */
export function UnsubscribeRoute() {
  const t = useTexts(notificationsTexts);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const kind = mailOffKindOf(token);
  const turnOff = useTurnOff();
  const done = useRef<HTMLDivElement>(null);

  // The button is gone once it has worked: focus goes to what it did.
  useEffect(() => {
    if (turnOff.isSuccess) done.current?.focus();
  }, [turnOff.isSuccess]);

  let content;
  if (!kind) {
    content = (
      <>
        <h1 className="text-3xl font-bold">{t.invalidHeading}</h1>
        <p role="alert" className="mt-4 flex items-start gap-3 rounded-box border border-warning bg-warning/10 p-4">
          <StrokeIcon className="mt-0.5 size-6 shrink-0 text-warning" d={WARNING} />
          {t.linkInvalid}
        </p>
        <OnwardLinks primary="profile" />
      </>
    );
  } else if (turnOff.isSuccess) {
    content = (
      <div ref={done} tabIndex={-1} className="outline-none">
        <h1 className="flex items-start gap-3 text-3xl font-bold">
          <StrokeIcon className="mt-1 size-8 shrink-0 text-success" d={CHECK} strokeWidth="2.5" />
          {t.done[kind]}
        </h1>
        <p className="mt-4 text-base-content/80">{kind === 'newsletter' ? t.newsletterAgain : t.settingsAgain}</p>
        <OnwardLinks primary={kind === 'newsletter' ? 'home' : 'profile'} />
      </div>
    );
  } else {
    content = (
      <>
        <h1 className="text-3xl font-bold">{t.ask[kind]}</h1>
        <p className="mt-4 text-base-content/80">{t.askBody[kind]}</p>
        <button type="button" className="btn btn-primary mt-6" disabled={turnOff.isPending} onClick={() => turnOff.mutate(token)}>
          {turnOff.isPending && <Spinner />}
          {turnOff.isPending ? t.working : t.button[kind]}
        </button>
        {turnOff.error && (
          <p role="alert" className="mt-4 rounded-box border border-error bg-error/10 p-3">
            <Message text={turnOff.error.message ? turnOff.error : t.failed} />
          </p>
        )}
      </>
    );
  }

  return (
    <div className="mx-auto max-w-xl py-12">
      <title>{t.pageTitle}</title>
      {content}
    </div>
  );
}

function OnwardLinks({ primary }: { primary: 'home' | 'profile' }) {
  const t = useTexts(notificationsTexts);
  const links = { profile: { to: PAGES.profile.path, text: t.toProfile }, home: { to: PAGES.home.path, text: t.toHome } };
  const other = primary === 'home' ? 'profile' : 'home';
  return (
    <div className="mt-6 flex flex-wrap gap-2">
      <Link to={links[primary].to} className="btn btn-primary">
        {links[primary].text}
      </Link>
      <Link to={links[other].to} className="btn btn-ghost">
        {links[other].text}
      </Link>
    </div>
  );
}
