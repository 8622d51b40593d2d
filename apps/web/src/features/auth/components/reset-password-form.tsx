import { zodResolver } from '@hookform/resolvers/zod';
import { EmailSchema, ResetPasswordSchema } from '@volunteering/shared/account-schemas';
import { accountTexts } from '@volunteering/shared/texts/account';
import { useTexts } from '../../../lib/i18n.tsx';
import { validationMessages } from '@volunteering/shared/texts/validation';
import { useForm } from 'react-hook-form';
import { useNavigate } from '../../../lib/router.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { authErrorMessage, isResetLinkInvalid } from '../api/auth-error-message.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { FormAlert } from './form-alert.tsx';
import { EmailField } from './account-field.tsx';
import { PasswordField } from './password-field.tsx';
import { PAGES } from '@volunteering/shared/pages';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { formMessage } from '@volunteering/shared/i18n/messages';

// The e-mail is only used to sign in afterwards: the reset itself ends every session.
const ResetFormSchema = ResetPasswordSchema.extend({ email: EmailSchema });

type ResetPasswordFormProps = {
  token: string;
  initialEmail: string;
  /** The link turned out expired or used: the page offers a new one instead. */
  onInvalidLink: () => void;
};

export function ResetPasswordForm({ token, initialEmail, onInvalidLink }: ResetPasswordFormProps) {
  const t = useTexts(accountTexts);
  const rules = useTexts(validationMessages);
  const reset = useResetPassword();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ResetFormSchema), defaultValues: { email: initialEmail, newPassword: '' } });

  const onSubmit = handleSubmit(({ email, newPassword }) =>
    reset.mutate(
      { token, email, newPassword },
      {
        onSuccess: ({ signedIn }) => {
          if (signedIn) navigate('/', { replace: true });
          else navigate(PAGES.login.path, { replace: true, state: { email, notice: t.passwordChangedLogin } });
        },
        onError: (error) => {
          if (isResetLinkInvalid(error)) onInvalidLink();
          const policy = error instanceof ApiError ? error.errors.find(({ field }) => field === 'newPassword') : undefined;
          if (policy) setError('newPassword', { message: formMessage(policy) }, { shouldFocus: true });
        },
      },
    ),
  );

  const busy = reset.isPending;
  const showAlert = reset.isError && !(reset.error instanceof ApiError && reset.error.errors.length > 0);
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={busy}>
      <EmailField autoComplete="username" error={errors.email?.message} {...register('email')} />
      <PasswordField label={t.newPassword} autoComplete="new-password" hint={rules.password} error={errors.newPassword?.message} {...register('newPassword')} />
      <FormAlert message={showAlert ? authErrorMessage(reset.error) : null} />
      <SubmitButton busy={busy} label={t.savePassword} busyLabel={t.savingPassword} />
    </form>
  );
}
