import { accountTexts } from '@volunteering/shared/texts/account';
import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormDialogActions } from '../../../components/ui/form-dialog-actions.tsx';
import { StrokeIcon } from '../../../components/ui/stroke-icon.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-provider.tsx';
import { useTexts } from '../../../lib/i18n.tsx';
import { useNavigate } from '../../../lib/router.tsx';
import { PAGES } from '@volunteering/shared/pages';
import { authErrorMessage } from '../api/auth-error-message.ts';
import { useDeleteAccount, useHasPassword } from '../api/delete-account.ts';
import { AccountField } from './account-field.tsx';
import { FormAlert } from './form-alert.tsx';
import { PasswordField } from './password-field.tsx';

/** "Delete my account" on the profile: the address typed again and the password, in a dialog. */
export function DeleteAccount() {
  const t = useTexts(accountTexts);
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const hasPassword = useHasPassword(open);
  const remove = useDeleteAccount();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const busy = remove.isPending;
  const fieldError = (field: string) => (remove.error instanceof ApiError ? remove.error.errors.find((error) => error.field === field) : undefined);
  const generalError = remove.isError && !fieldError('email') && !fieldError('password') ? authErrorMessage(remove.error) : null;

  function close() {
    if (busy) return;
    if (remove.isSuccess) {
      // The account is gone: this browser forgets it and starts again from Home.
      void signOut().catch(() => {});
      navigate(PAGES.home.path, { replace: true });
      return;
    }
    setOpen(false);
    setEmail('');
    setPassword('');
    remove.reset();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    remove.mutate({ email, ...(hasPassword.data === false ? {} : { password }) });
  }

  return (
    <>
      <p className="text-base-content/80">{t.deleteAccountIntro}</p>
      <button type="button" className="btn btn-outline btn-error mt-4" onClick={() => setOpen(true)}>
        <StrokeIcon className="size-5" d="M4 7h16M10 11v6M14 11v6M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
        {t.deleteAccount}
      </button>
      <Dialog
        open={open}
        onClose={close}
        title={remove.isSuccess ? t.deleteAccount : t.deleteAccountConfirmTitle}
        icon={remove.isSuccess ? 'success' : 'question'}
        actions={
          <FormDialogActions
            formId={formId}
            busy={busy}
            done={remove.isSuccess}
            onClose={close}
            cancelLabel={t.cancel}
            submitLabel={t.deleteAccountConfirm}
            busyLabel={t.deletingAccount}
            doneLabel={t.goHome}
            tone="btn-error"
            disabled={hasPassword.isPending}
          />
        }
      >
        {remove.isSuccess ? (
          <p role="status">{t.accountDeleted}</p>
        ) : (
          <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4 text-left">
            <p>{t.deleteAccountConfirmBody}</p>
            <AccountField
              label={t.deleteAccountEmail}
              type="email"
              inputMode="email"
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={fieldError('email')}
            />
            {hasPassword.data !== false && (
              <PasswordField
                label={t.deleteAccountPassword}
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                error={fieldError('password')}
              />
            )}
            <FormAlert message={generalError} />
          </form>
        )}
      </Dialog>
    </>
  );
}
