import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordSchema } from '@volunteering/shared/account-schemas';
import { accountTexts } from '@volunteering/shared/texts/account';
import { useTexts } from '../../../lib/i18n.tsx';
import { useForm } from 'react-hook-form';
import { Link } from '../../../lib/router.tsx';
import { StrokeIcon } from '../../../components/ui/stroke-icon.tsx';
import { authErrorMessage } from '../api/auth-error-message.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { FormAlert } from './form-alert.tsx';
import { EmailField } from './account-field.tsx';
import { PAGES } from '@volunteering/shared/pages';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';

export function ForgotPasswordForm({ initialEmail = '' }: { initialEmail?: string }) {
  const t = useTexts(accountTexts);
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ForgotPasswordSchema), defaultValues: { email: initialEmail } });

  const onSubmit = handleSubmit(({ email }) => request.mutate(email));

  if (request.isSuccess) {
    return (
      <div role="status" className="flex flex-col gap-4">
        <div className="flex items-start gap-3 rounded-box border border-success bg-success/10 p-4">
          <StrokeIcon className="mt-0.5 size-6 shrink-0 text-success" d="M3 7l9 6 9-6M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Z" />
          <div>
            <h2 className="font-semibold">{t.resetLinkSentTitle}</h2>
            <p className="mt-1">{t.resetLinkSent(request.variables)}</p>
          </div>
        </div>
        <p className="text-sm text-base-content/80">{t.resetLinkSentHint}</p>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-outline btn-sm" onClick={() => request.reset()}>
            {t.sendAnotherLink}
          </button>
          <Link to={PAGES.login.path} state={{ email: request.variables }} className="btn btn-ghost btn-sm">
            {t.backToLogin}
          </Link>
        </div>
      </div>
    );
  }

  const busy = request.isPending;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={busy}>
      <EmailField autoComplete="email" error={errors.email?.message} {...register('email')} />
      <FormAlert message={request.isError ? authErrorMessage(request.error) : null} />
      <SubmitButton busy={busy} label={t.sendResetLink} busyLabel={t.sendingResetLink} />
      <Link to={PAGES.login.path} className="link link-hover text-center text-sm">
        {t.backToLogin}
      </Link>
    </form>
  );
}
