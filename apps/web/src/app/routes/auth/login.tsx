import { accountTexts } from '@volunteering/shared/texts/account';
import { Link, useLocation } from '../../../lib/router.tsx';
import { AuthPage } from '../../../features/auth/components/auth-page.tsx';
import { GoogleOption } from '../../../features/auth/components/google-option.tsx';
import { LoginForm } from '../../../features/auth/components/login-form.tsx';
import { PAGES } from '@volunteering/shared/pages';

type LoginState = { from?: string; email?: string; notice?: string } | null;

export function LoginRoute() {
  const location = useLocation();
  const state = location.state as LoginState;
  const from = state?.from ?? '/';
  return (
    <AuthPage title={accountTexts.loginTitle} heading={accountTexts.loginTitle} intro={accountTexts.loginIntro}>
      {state?.notice && (
        <p role="status" className="alert alert-info alert-soft">
          {state.notice}
        </p>
      )}
      <GoogleOption redirectTo={from} />
      <LoginForm from={from} initialEmail={state?.email} />
      <p className="text-center text-sm">
        {accountTexts.noAccount}{' '}
        <Link to={PAGES.register.path} className="link link-primary font-medium">
          {accountTexts.register}
        </Link>
      </p>
    </AuthPage>
  );
}
