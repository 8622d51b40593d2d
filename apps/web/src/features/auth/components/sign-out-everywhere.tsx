import { accountTexts } from '@volunteering/shared/texts/account';
import { useTexts } from '../../../lib/i18n.tsx';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { StrokeIcon } from '../../../components/ui/stroke-icon.tsx';
import { authErrorMessage } from '../api/auth-error-message.ts';
import { useRevokeSessions } from '../api/revoke-sessions.ts';
import { FormAlert } from './form-alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

export function SignOutEverywhere() {
  const t = useTexts(accountTexts);
  const [confirming, setConfirming] = useState(false);
  const revoke = useRevokeSessions();
  const busy = revoke.isPending;

  function close() {
    if (busy) return;
    setConfirming(false);
    revoke.reset();
  }

  return (
    <>
      <p className="text-base-content/80">{t.signOutEverywhereIntro}</p>
      <button type="button" className="btn btn-outline mt-4" onClick={() => setConfirming(true)}>
        <StrokeIcon className="size-5" d="M15 17l5-5-5-5M20 12H9M12 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h7" />
        {t.signOutEverywhere}
      </button>
      <Dialog
        open={confirming}
        onClose={close}
        title={t.signOutEverywhereConfirmTitle}
        icon="question"
        actions={
          <>
            <button type="button" className="btn" onClick={close} disabled={busy} data-autofocus>
              {t.cancel}
            </button>
            <button type="button" className="btn btn-error" onClick={() => revoke.mutate()} disabled={busy}>
              {busy && <Spinner />}
              {busy ? t.signingOutEverywhere : t.signOutEverywhereConfirm}
            </button>
          </>
        }
      >
        <p>{t.signOutEverywhereConfirmBody}</p>
        <div className="mt-3 text-left">
          <FormAlert message={revoke.isError ? authErrorMessage(revoke.error) : null} />
        </div>
      </Dialog>
    </>
  );
}
