import { zodResolver } from '@hookform/resolvers/zod';
import { LoginFormSchema } from '@volunteering/shared/account-schemas';
import { accountTexts } from '@volunteering/shared/texts/account';
import { useTexts } from '../../../lib/i18n.tsx';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from '../../../lib/router.tsx';
import { authErrorMessage } from '../api/auth-error-message.ts';
import { useAuth } from '../../../lib/auth/auth-provider.tsx';
import { FormAlert } from './form-alert.tsx';
import { EmailField } from './account-field.tsx';
import { PasswordField } from './password-field.tsx';
import { PAGES } from '@volunteering/shared/pages';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import type { Shown } from '../../../lib/message-text.ts';

type LoginFormProps = {
  /** Where the user was going before the login guard sent them here. */
  from: string;
  initialEmail?: string;
};

export function LoginForm({ from, initialEmail = '' }: LoginFormProps) {
  const t = useTexts(accountTexts);
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<Shown | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { email: initialEmail, password: '', rememberMe: false },
  });

  const typedEmail = useWatch({ control, name: 'email' });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await signIn(values);
      navigate(from, { replace: true });
    } catch (error) {
      setFailure(authErrorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={isSubmitting}>
      <EmailField autoComplete="username" error={errors.email?.message} {...register('email')} />
      <PasswordField label={t.password} autoComplete="current-password" error={errors.password?.message} {...register('password')} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="flex cursor-pointer items-center gap-2">
          <input type="checkbox" className="checkbox checkbox-sm" aria-describedby="remember-me-hint" {...register('rememberMe')} />
          <span>{t.rememberMe}</span>
        </label>
        {/* The typed e-mail goes along, so the user need not type it twice. */}
        <Link to={PAGES.forgotPassword.path} state={{ email: typedEmail }} className="link link-hover text-sm">
          {t.forgotPassword}
        </Link>
      </div>
      <p id="remember-me-hint" className="-mt-2 text-sm text-base-content/80">
        {t.rememberMeHint}
      </p>
      <FormAlert message={failure} />
      <SubmitButton busy={isSubmitting} label={t.login} busyLabel={t.loggingIn} />
    </form>
  );
}
